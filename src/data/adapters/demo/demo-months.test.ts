// @vitest-environment jsdom
import { attendanceMonthId } from '../../../domain/attendance/attendance-months';
import { buildAttendance, buildTenant } from '../../../testing/data-builders';
import type { PolicyCaller } from '../../policy/policy-caller';
import { DemoMonths } from './demo-months';
import { DemoStore } from './demo-store';
import { openIdbPersistence } from './idb-persistence';
import { openDemoStore } from './open-demo-store';

const NOW = new Date('2026-11-18T12:00:00.000Z');
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
/** 19 and 30 November 2026 in Santiago (UTC−3). */
const DAY_START = new Date('2026-11-19T03:00:00.000Z');
const LAST_DAY_START = new Date('2026-11-30T03:00:00.000Z');
const MONTH_ID = attendanceMonthId('demo', '2026-11', 'demo-empleado');

async function demoWorld() {
  const store = new DemoStore({ getCaller: () => ADMIN, persistence: null, channel: null, now: () => NOW });
  await store.seedAll({
    tenants: [buildTenant({ id: 'demo', tenantId: 'demo', timeZone: 'America/Santiago' })],
  });
  const months = new DemoMonths({ store, now: () => NOW });
  return { store, months };
}

const record = (date: Date) => ({
  tenantId: 'demo',
  userId: 'demo-empleado',
  date,
  slotIndex: 0,
  checkInTime: new Date(date.getTime() + 12 * 3_600_000),
});

describe('DemoMonths (the syncAttendanceMonth trigger in the browser)', () => {
  it('copies each committed source into its month, and leaves null where one was deleted', async () => {
    const { store, months } = await demoWorld();
    const writer = store.privileged();
    await writer.commit([
      { kind: 'set', collection: 'attendance', id: 'a1', data: record(DAY_START), merge: false },
    ]);
    await writer.commit([
      { kind: 'set', collection: 'attendance', id: 'a2', data: record(LAST_DAY_START), merge: false },
    ]);
    await months.idle();
    const month = writer.get('attendanceMonths', MONTH_ID);
    expect(month).toMatchObject({ tenantId: 'demo', userId: 'demo-empleado', month: '2026-11' });
    expect(Object.keys(month?.attendance ?? {}).sort()).toEqual(['a1', 'a2']);
    expect(month?.attendance['a1']?.checkInTime).toEqual(record(DAY_START).checkInTime);

    await writer.commit([{ kind: 'delete', collection: 'attendance', id: 'a1' }]);
    await months.idle();
    expect(writer.get('attendanceMonths', MONTH_ID)?.attendance['a1']).toBeNull();
  });

  it('copies nothing once stopped', async () => {
    const { store, months } = await demoWorld();
    months.stop();
    // The months as they stand (built on first use), before the write.
    expect(store.privileged().all('attendanceMonths')).toEqual([]);
    await store
      .privileged()
      .commit([{ kind: 'set', collection: 'attendance', id: 'a1', data: record(DAY_START), merge: false }]);
    await months.idle();
    expect(store.privileged().all('attendanceMonths')).toEqual([]);
  });
});

describe('the months in the demo store (built from the sources, never stored)', () => {
  it('builds them on a seed, keeps them on commits, leaves them out of IndexedDB and builds them again on opening', async () => {
    const dbName = 'demo-months-never-stored';
    const tenant = buildTenant({ id: 'demo', tenantId: 'demo', timeZone: 'America/Santiago' });
    const store = await openDemoStore({ dbName, getCaller: () => ADMIN, channel: null, now: () => NOW });
    await store.seedAll({
      tenants: [tenant],
      attendance: [buildAttendance('2026-11-30', 0, { checkIn: '09:00' }, { tenantId: 'demo' })],
    });
    const months = new DemoMonths({ store, now: () => NOW });
    await store
      .privileged()
      .commit([{ kind: 'set', collection: 'attendance', id: 'a3', data: record(DAY_START), merge: false }]);
    await months.idle();
    const kept = store.privileged().get('attendanceMonths', MONTH_ID);
    expect(Object.keys(kept?.attendance ?? {}).sort()).toEqual(['a3', 'demo-empleado_2026-11-30_0']);
    store.close();

    const disk = await openIdbPersistence(dbName);
    const stored = await disk.loadAll();
    disk.close();
    expect(stored.filter((doc) => doc.collection === 'attendance')).toHaveLength(2);
    expect(stored.filter((doc) => doc.collection === 'attendanceMonths')).toEqual([]);

    const reopened = await openDemoStore({ dbName, getCaller: () => ADMIN, channel: null, now: () => NOW });
    expect(reopened.privileged().get('attendanceMonths', MONTH_ID)?.attendance).toEqual(kept?.attendance);
    reopened.close();
  });
});
