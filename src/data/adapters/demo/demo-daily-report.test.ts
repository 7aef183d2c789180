// @vitest-environment jsdom
import { buildAttendanceMonths } from '../../../domain/attendance/attendance-months';
import type { AttendanceCorrection, ScheduleEntry } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { dailyReportMailId } from '../../../server/reports/daily-report';
import { buildAttendance, buildTenant, buildUserDoc, TEST_ZONE } from '../../../testing/data-builders';
import type { PolicyCaller } from '../../policy/policy-caller';
import { DemoDailyReport } from './demo-daily-report';
import { DEMO_MAIL_TTL_MS } from './demo-publish-mail';
import { discardServerOnly, saveServerOnly, SERVER_ONLY_KEY } from './demo-server-store';
import { DemoStore } from './demo-store';

/** 08:00 on Tuesday 1 December 2026 in Santiago: the demo is opened for the first time that day. */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
/** Camila's entry on Monday 30 November at 08:57:41. */
const CHECK_IN = new Date('2026-11-30T11:57:41.000Z');

async function demoWorld() {
  const store = new DemoStore({ getCaller: () => ADMIN, persistence: null, channel: null, now: () => NOW });
  const attendance = [
    buildAttendance('2026-11-30', 0, { checkIn: CHECK_IN }, { userId: 'demo-empleado', tenantId: 'demo' }),
  ];
  const months = buildAttendanceMonths(
    {
      schedulesConfig: [] as WithId<ScheduleEntry>[],
      attendance,
      corrections: [] as WithId<AttendanceCorrection>[],
    },
    'demo',
    TEST_ZONE,
    NOW,
  );
  await store.seedAll({
    tenants: [
      buildTenant({
        id: 'demo',
        tenantId: 'demo',
        name: 'Panadería La Espiga',
        createdAt: new Date('2026-11-01T12:00:00.000Z'),
      }),
    ],
    users: [
      buildUserDoc({ id: 'demo-admin', tenantId: 'demo', role: 'admin', email: 'admin@demo.test' }),
      buildUserDoc({
        id: 'demo-empleado',
        tenantId: 'demo',
        displayName: 'Camila Rojas',
        rut: '11.247.798-5',
      }),
    ],
    attendance,
    attendanceMonths: months,
  });
  return new DemoDailyReport({ store, now: () => NOW, appUrl: 'https://demo.asiste.cl' });
}

/** The mail queued in localStorage, once this tab's writes are saved. */
function queuedMail(): Record<string, { to: string; message: { text: string }; expiresAt: unknown }> {
  saveServerOnly();
  const saved = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as {
    mail?: Record<string, { to: string; message: { text: string }; expiresAt: unknown }>;
  };
  return saved.mail ?? {};
}

beforeEach(() => discardServerOnly());

describe('the demo’s daily report (Res. Ex. N° 38 art. 27 e)', () => {
  it('queues yesterday’s report to the admin on the first open of the day, and nothing on the next', async () => {
    const report = await demoWorld();
    const first = await report.run();
    const monday = dailyReportMailId('demo', '2026-11-30');
    expect(first?.queued).toEqual([dailyReportMailId('demo', '2026-11-29'), monday]);
    const queued = queuedMail()[monday];
    expect(queued?.to).toBe('admin@demo.test');
    expect(queued?.message.text).toContain(
      '30/11/26 | Camila Rojas | 11.247.798-5 | Entrada | 08:57:41 | Sin código | No',
    );
    expect(queued?.expiresAt).toEqual({ $date: new Date(NOW.getTime() + DEMO_MAIL_TTL_MS).toISOString() });
    // Opened again (or signed in to) the same day: the reports are queued already.
    const again = await report.run();
    expect(again?.queued).toEqual([]);
    expect(Object.keys(queuedMail())).toHaveLength(2);
  });

  it('joins a run in progress instead of starting another', async () => {
    const report = await demoWorld();
    const [a, b] = [report.run(), report.run()];
    expect(a).toBe(b);
    await report.idle();
  });
});
