/**
 * The correction e-mail's trigger, `mailCorrection`: its handler on the in-memory server store (the service itself
 * is tested in src/server/attendance/correction-mail.test.ts).
 */
import { describe, expect, it } from 'vitest';

import type { ServerStore } from '../../src/server/admin/server-ports';
import { correctionMailId, type CorrectionMailDeps } from '../../src/server/attendance/correction-mail';
import { memoryAdminDeps, testObjectionLinkKey } from '../../src/testing/memory-admin-deps';
import { handleCorrectionCreated } from '../src/correction-trigger';

const NOW = new Date('2026-11-18T12:00:00.000Z');

describe('mailCorrection, the trigger on corrections/{correctionId}', () => {
  it('queues the worker’s mail of a created correction and its audit entry, once however often retried', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    await memory.store.set('tenants', 't1', { name: 'Panadería', timeZone: 'America/Santiago' });
    await memory.store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila', email: 'c@t1.test' });
    await memory.store.set('corrections', 'c1', {
      tenantId: 't1',
      userId: 'emp-1',
      date: new Date('2026-11-17T03:00:00.000Z'),
      kind: 'punch',
      punch: 'checkOut',
      before: null,
      after: new Date('2026-11-17T21:05:00.000Z'),
      reason: 'Olvidó marcar la salida',
      objectionHours: 48,
      status: 'pending',
      createdAt: NOW,
    });
    const deps = async (): Promise<CorrectionMailDeps> => ({
      store: memory.store,
      appUrl: 'https://asiste.example.cl',
      now: () => NOW,
      linkKey: await testObjectionLinkKey(),
    });
    expect(await handleCorrectionCreated('c1', true, deps)).toBe('queued');
    expect(await handleCorrectionCreated('c1', true, deps)).toBe('existing');
    expect(memory.docs.get('mail')?.get(correctionMailId('c1'))).toMatchObject({ to: 'c@t1.test' });
    expect([...(memory.docs.get('logs')?.values() ?? [])].map((log) => log['action'])).toEqual([
      'correction.notify',
    ]);
  });

  it('ends without reading anything when the event carries no document', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const deps = async (): Promise<CorrectionMailDeps> => ({
      store: untouchable,
      appUrl: 'x',
      now: () => NOW,
      linkKey: await testObjectionLinkKey(),
    });
    expect(await handleCorrectionCreated('c1', false, deps)).toBe('skipped');
  });
});
