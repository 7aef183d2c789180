// @vitest-environment jsdom
import { buildTenant, buildUserDoc } from '../../../testing/data-builders';
import { SERVER_TIME } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { PUBLISH_MAIL_SUBJECT, publishMailId } from '../../../server/planning/publish-mail';
import { DEMO_MAIL_TTL_MS, DemoPublishMail } from './demo-publish-mail';
import { discardServerOnly, saveServerOnly, SERVER_ONLY_KEY } from './demo-server-store';
import { DemoStore } from './demo-store';

const NOW = new Date('2026-11-18T12:00:00.000Z');
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
/** 19 November 2026 in Santiago (UTC−3). */
const DAY = '2026-11-19';
const DAY_START = new Date('2026-11-19T03:00:00.000Z');

async function demoWorld() {
  const store = new DemoStore({ getCaller: () => ADMIN, persistence: null, channel: null, now: () => NOW });
  await store.seedAll({
    tenants: [buildTenant({ id: 'demo', tenantId: 'demo', name: 'Panadería La Espiga' })],
    users: [
      buildUserDoc({ id: 'demo-admin', tenantId: 'demo', role: 'admin', email: 'admin@demo.test' }),
      buildUserDoc({
        id: 'demo-empleado',
        tenantId: 'demo',
        displayName: 'Camila',
        email: 'camila@demo.test',
      }),
    ],
  });
  const mail = new DemoPublishMail({ store, now: () => NOW, appUrl: 'https://demo.asiste.cl' });
  return { store, mail };
}

/**
 * A publish of one batch as /agenda commits it: the history (`publicada`, or `en curso` for the first batch of a
 * longer one) and the schedule naming it.
 */
function publish(store: DemoStore, publishId: string, status: 'en curso' | 'publicada' = 'publicada') {
  return store
    .batch()
    .set('planPublishes', publishId, {
      tenantId: 'demo',
      publishedBy: 'demo-admin',
      publishedAt: SERVER_TIME,
      count: 1,
      userIds: ['demo-empleado'],
      from: DAY,
      to: DAY,
      reason: null,
      status,
      utcDay: NOW.toISOString().slice(0, 10),
    })
    .set('schedulesConfig', `demo-empleado_${DAY}`, {
      tenantId: 'demo',
      userId: 'demo-empleado',
      date: DAY_START,
      timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
      shiftId: null,
      lunchMinutes: 30,
      publishId,
    })
    .commit();
}

/** The mail queued in localStorage, once this tab's writes are saved. */
function queuedMail(): Record<string, unknown> {
  saveServerOnly();
  const saved = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as {
    mail?: Record<string, unknown>;
  };
  return saved.mail ?? {};
}

beforeEach(() => discardServerOnly());

describe('the demo’s publish e-mails', () => {
  it('queue one mail per person into the server store when this tab creates a publish', async () => {
    const { store, mail } = await demoWorld();
    await publish(store, 'pub-1');
    await mail.idle();
    const queued = queuedMail();
    expect(Object.keys(queued)).toEqual([publishMailId('pub-1', 'demo-empleado')]);
    expect(queued[publishMailId('pub-1', 'demo-empleado')]).toMatchObject({
      to: 'camila@demo.test',
      message: {
        subject: PUBLISH_MAIL_SUBJECT,
        text: expect.stringContaining('jueves 19 de noviembre: 22:00 – 06:00 (colación 30 min)'),
      },
      expiresAt: { $date: new Date(NOW.getTime() + DEMO_MAIL_TTL_MS).toISOString() },
    });
    expect(JSON.stringify(queued)).toContain('https://demo.asiste.cl/mi-agenda');
  });

  it('wait for a publish in progress to be finished by its last batch', async () => {
    const { store, mail } = await demoWorld();
    await publish(store, 'pub-1', 'en curso');
    await mail.idle();
    expect(queuedMail()).toEqual({});
    await store.update('planPublishes', 'pub-1', { status: 'publicada' });
    await mail.idle();
    expect(Object.keys(queuedMail())).toEqual([publishMailId('pub-1', 'demo-empleado')]);
  });

  it('ignore every other write, and stop listening when stopped', async () => {
    const { store, mail } = await demoWorld();
    await store.set('shifts', 's1', {
      tenantId: 'demo',
      name: 'Noche',
      color: '#37474f',
      timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
      lunchMinutes: 30,
      updatedBy: 'demo-admin',
      updatedAt: SERVER_TIME,
    });
    await mail.idle();
    expect(queuedMail()).toEqual({});
    mail.stop();
    await publish(store, 'pub-2');
    await mail.idle();
    expect(queuedMail()).toEqual({});
  });
});
