/**
 * The publish e-mails' trigger, `mailPlanPublish`: its handler on the in-memory server store (the service itself
 * is tested in src/server/planning/publish-mail.test.ts), and — only on the Firestore emulator
 * (`npm run test:emulators`, `--store firestore`) — the deployed trigger queuing the mails of a publish written
 * to Firestore. Registered there alone, so `npm test` counts no skipped test.
 */
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';

import type { ServerDoc, ServerStore } from '../../src/server/admin/server-ports';
import {
  PUBLISH_MAIL_SUBJECT,
  publishMailId,
  type PublishMailDeps,
} from '../../src/server/planning/publish-mail';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handlePlanPublished } from '../src/publish-trigger';
import { PROJECT_ID, serverSide, uniqueName } from './emulator-harness';

const NOW = new Date('2026-11-18T12:00:00.000Z');

const PUBLISH: ServerDoc = {
  tenantId: 't1',
  publishedBy: 'admin-1',
  publishedAt: NOW,
  count: 1,
  userIds: ['emp-1'],
  from: '2026-11-19',
  to: '2026-11-19',
  reason: null,
};

async function seedWorld(store: ServerStore): Promise<void> {
  await store.set('tenants', 't1', { tenantId: 't1', name: 'Panadería' });
  await store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila', email: 'c@t1.test' });
  await store.set('schedulesConfig', 'emp-1_2026-11-19', {
    tenantId: 't1',
    userId: 'emp-1',
    date: new Date('2026-11-19T03:00:00.000Z'),
    timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
    shiftId: null,
    lunchMinutes: 30,
  });
}

describe('mailPlanPublish, the trigger on planPublishes/{publishId}', () => {
  it('queues the mails of a created publish, once however often the event is retried', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await seedWorld(memory.store);
    await memory.store.set('planPublishes', 'pub-1', PUBLISH);
    const deps = async (): Promise<PublishMailDeps> => ({
      store: memory.store,
      appUrl: 'https://asiste.example.cl',
      now: () => NOW,
    });
    expect(await handlePlanPublished('pub-1', true, deps)).toEqual({
      queued: ['emp-1'],
      existing: [],
      skipped: [],
    });
    expect(await handlePlanPublished('pub-1', true, deps)).toEqual({
      queued: [],
      existing: ['emp-1'],
      skipped: [],
    });
    expect(memory.docs.get('mail')?.get(publishMailId('pub-1', 'emp-1'))).toMatchObject({
      to: 'c@t1.test',
      message: {
        subject: PUBLISH_MAIL_SUBJECT,
        text: expect.stringContaining('https://asiste.example.cl/mi-agenda'),
      },
    });
  });

  it('ends without reading anything when the event carries no document', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const deps = async (): Promise<PublishMailDeps> => ({ store: untouchable, appUrl: 'x', now: () => NOW });
    expect(await handlePlanPublished('pub-1', false, deps)).toEqual({
      queued: [],
      existing: [],
      skipped: [],
    });
  });

  if (process.env['FIRESTORE_EMULATOR_HOST'] !== undefined) {
    const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, uniqueName('publish'));
    afterAll(() => deleteAdminApp(adminApp));

    it('queues the mails of a publish written to Firestore through the deployed trigger', async () => {
      const { store, clear } = serverSide(adminApp);
      await clear();
      await seedWorld(store);
      await store.set('planPublishes', 'pub-emulator', PUBLISH);
      let mail: ServerDoc | null = null;
      for (let attempt = 0; attempt < 100 && mail === null; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        mail = await store.get('mail', publishMailId('pub-emulator', 'emp-1'));
      }
      expect(mail).toMatchObject({ to: 'c@t1.test', message: { subject: PUBLISH_MAIL_SUBJECT } });
    }, 60_000);
  }
});
