// @vitest-environment jsdom
// Read budgets of the data loads that run most often, measured on the demo store, which bills reads like
// Firestore (one per document returned, one for an empty result).
import type { PolicyCaller } from '../../src/data/policy/policy-caller';
import { openDemoStore } from '../../src/data/adapters/demo/open-demo-store';
import type { DemoStore } from '../../src/data/adapters/demo/demo-store';
import { generateDemoTenant } from '../../src/data/adapters/demo/seed';
import { loadAlertInput } from '../../src/features/alerts/alert-sources';
import { watchPersonAttendance } from '../../src/data/queries/person-days';
import { checkinRange, loadCheckinPlan } from '../../src/features/attendance/checkin-repository';
import { dayKey, wallTimeToInstant, zonedDayBounds } from '../../src/domain/calendar/time-zone';

const TZ = 'America/Santiago';
const EMPLOYEE: PolicyCaller = { uid: 'demo-empleado', claims: { role: 'employee', tenantId: 'demo' } };
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };

let dbCount = 0;
async function seededStore(now: Date, caller: PolicyCaller): Promise<DemoStore> {
  dbCount += 1;
  const store = await openDemoStore({
    dbName: `read-budgets-${dbCount}`,
    getCaller: () => caller,
    channel: null,
  });
  await store.seedAll(generateDemoTenant({ now }));
  store.resetUsage();
  return store;
}

// A weekday morning, a weekday afternoon with punches, and a Saturday (no schedule for Camila).
const MOMENTS = ['2026-11-18T09:20:00-03:00', '2026-11-18T17:30:00-03:00', '2026-11-21T10:00:00-03:00'];

describe.each(MOMENTS)('read budgets at %s', (iso) => {
  const now = new Date(iso);

  it("the employee's /checkin data load (yesterday's and today's plan and punches) reads at most 10 documents", async () => {
    const store = await seededStore(now, EMPLOYEE);
    const person = { uid: EMPLOYEE.uid, tenantId: 'demo' };
    const tenant = await store.get('tenants', 'demo');
    await store.get('users', EMPLOYEE.uid);
    const today = dayKey(now, tenant?.timeZone ?? TZ);
    await loadCheckinPlan(store, person, today, TZ);
    await new Promise<void>((resolve, reject) => {
      const stop = watchPersonAttendance(
        store,
        person,
        checkinRange(today, TZ),
        () => {
          resolve();
          queueMicrotask(stop);
        },
        reject,
      );
    });
    const { reads } = store.usage();
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(10);
    store.close();
  });

  it("today's alert inputs read at most active users + today's schedules + today's attendance + 1", async () => {
    const dataset = generateDemoTenant({ now });
    const store = await seededStore(now, ADMIN);
    const tenant = await store.get('tenants', 'demo');
    expect(tenant?.timeZone).toBe(TZ);
    const input = await loadAlertInput(store, 'demo', zonedDayBounds(now, TZ));
    const today = dayKey(now, TZ);
    const active = dataset.users.filter((u) => !u.disabled && (u.role === 'employee' || u.role === 'admin'));
    const schedules = dataset.schedulesConfig.filter((s) => dayKey(s.date, TZ) === today);
    const attendance = dataset.attendance.filter((a) => dayKey(a.date, TZ) === today);
    expect(input.users).toHaveLength(active.length);
    expect(input.schedules).toHaveLength(schedules.length);
    expect(input.attendance).toHaveLength(attendance.length);
    const budget = active.length + schedules.length + attendance.length + 1;
    // Empty results are billed one read each, like Firestore.
    const emptyResults = [schedules, attendance].filter((list) => list.length === 0).length;
    expect(store.usage().reads).toBeLessThanOrEqual(budget + emptyResults);
    store.close();
  });
});

it('the wall clock of the moments is what the tests mean', () => {
  expect(wallTimeToInstant(new Date(MOMENTS[0] ?? ''), '09:20', TZ).toISOString()).toBe(
    '2026-11-18T12:20:00.000Z',
  );
});
