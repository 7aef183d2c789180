// A month report reads the people's months of copies (`attendanceMonths`) instead of one document per
// person and day. Checked at 40 people (the demo tenant) and at 2,000 (a generated tenant, one month of history
// to keep the test small): the same data as the sources' queries, and a bill that grows with the people and the
// months a range touches, not with its days; /agenda's week at 2,000, the same; and today's alert inputs at
// 2,000, which grow with the people, not the days. Reads are billed like Firestore's (one per document returned, one for an empty result) by the demo
// store.
import { beforeAll, describe, expect, it } from 'vitest';

import { DemoStore } from '../../src/data/adapters/demo/demo-store';
import { generateDemoTenant } from '../../src/data/adapters/demo/seed';
import { generateScaleTenant } from '../../src/data/adapters/demo/seed/scale';
import { loadAlertInput } from '../../src/features/alerts/alert-sources';
import type { PolicyCaller } from '../../src/data/policy/policy-caller';
import {
  listAttendanceRange,
  listAttendanceRangeFromMonths,
  listTenantSchedules,
  type AttendanceRangeData,
} from '../../src/data/queries/attendance-range';
import { addDaysToKey, endOfMonthKey, startOfMonthKey } from '../../src/domain/calendar/day-keys';
import { dayKey, dayKeyToInstant, zonedDayBounds } from '../../src/domain/calendar/time-zone';
import { contextFrom, loadPlannerData } from '../../src/features/planner/planner-repository';

const TZ = 'America/Santiago';
const NOW = new Date('2026-11-18T13:00:00.000Z');
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const TODAY = dayKey(NOW, TZ);

async function storeOf(dataset: ReturnType<typeof generateDemoTenant>): Promise<DemoStore> {
  const store = new DemoStore({ getCaller: () => ADMIN, persistence: null, channel: null, now: () => NOW });
  await store.seedAll(dataset);
  return store;
}

/** Reads billed by one load. */
async function billedReads<T>(
  store: DemoStore,
  load: () => Promise<T>,
): Promise<{ result: T; reads: number }> {
  store.resetUsage();
  const result = await load();
  return { result, reads: store.usage().reads };
}

/** The people with a month of copies of November 2026 in the store. */
const monthPeople = (store: DemoStore) =>
  new Set(
    store
      .privileged()
      .all('attendanceMonths')
      .filter((month) => month.month === '2026-11')
      .map((month) => month.userId),
  );

const byId = <T extends { id: string }>(docs: readonly T[]) =>
  [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
const sorted = (data: AttendanceRangeData) => ({
  schedules: byId(data.schedules),
  attendance: byId(data.attendance),
  corrections: byId(data.corrections),
  absences: byId(data.absences),
});

const RANGES = {
  'this month': [startOfMonthKey(TODAY), endOfMonthKey(TODAY)],
  'a week across two months': ['2026-10-28', '2026-11-03'],
  'last month': ['2026-10-01', '2026-10-31'],
  'the first week of this month': [startOfMonthKey(TODAY), addDaysToKey(startOfMonthKey(TODAY), 6)],
} as const;

describe('a range of attendance from the months of copies, at 40 people', () => {
  const dataset = generateDemoTenant({ now: NOW });

  it.each(Object.entries(RANGES))('gives the sources’ own data for %s', async (_name, [from, to]) => {
    const store = await storeOf(dataset);
    const sources = await listAttendanceRange(store, 'demo', from, to, TZ);
    const months = await listAttendanceRangeFromMonths(store, 'demo', from, to, TZ);
    expect(sorted(months)).toEqual(sorted(sources));
    expect(months.attendance.length).toBeGreaterThan(0);
  });

  it('reads one document per person and month touched (and the absences), whatever the days', async () => {
    const store = await storeOf(dataset);
    const load = (from: string, to: string) => () =>
      listAttendanceRangeFromMonths(store, 'demo', from, to, TZ);
    const week = await billedReads(store, load(...RANGES['the first week of this month']));
    const month = await billedReads(store, load(...RANGES['this month']));
    const sources = await billedReads(store, () =>
      listAttendanceRange(store, 'demo', ...RANGES['this month'], TZ),
    );
    const people = monthPeople(store);
    expect(month.reads).toBe(people.size + Math.max(1, month.result.absences.length));
    expect(week.reads - Math.max(1, week.result.absences.length)).toBe(people.size);
    expect(sources.reads).toBeGreaterThan(10 * month.reads);
  });

  it('reads the corrections from their collection when asked: one just written shows before its copy', async () => {
    const store = await storeOf(dataset);
    const [from, to] = RANGES['this month'];
    const model = dataset.corrections.find((c) => dayKey(c.date, TZ).startsWith(TODAY.slice(0, 7)));
    expect(model).toBeDefined();
    const { id: _id, ...data } = model ?? { id: '' };
    // No DemoMonths here: the month's copy never follows, as in the moment before the server writes it. The
    // months are built (on first use) before the write, as they are on a running server.
    expect(store.privileged().all('attendanceMonths').length).toBeGreaterThan(0);
    await store
      .privileged()
      .commit([{ kind: 'set', collection: 'corrections', id: 'just-written', data, merge: false }]);
    const copies = await listAttendanceRangeFromMonths(store, 'demo', from, to, TZ);
    const fresh = await billedReads(store, () =>
      listAttendanceRangeFromMonths(store, 'demo', from, to, TZ, { corrections: 'sources' }),
    );
    const sources = await listAttendanceRange(store, 'demo', from, to, TZ);
    expect(copies.corrections.map((c) => c.id)).not.toContain('just-written');
    expect(fresh.result.corrections.map((c) => c.id)).toContain('just-written');
    expect(sorted(fresh.result)).toEqual(sorted(sources));
    const people = monthPeople(store);
    expect(fresh.reads).toBe(
      people.size + Math.max(1, fresh.result.absences.length) + fresh.result.corrections.length,
    );
  });

  it('follows a change of a source once the server’s copy is written', async () => {
    const store = await storeOf(dataset);
    const { DemoMonths } = await import('../../src/data/adapters/demo/demo-months');
    const months = new DemoMonths({ store, now: () => NOW });
    const record = dataset.attendance.find((r) => dayKey(r.date, TZ) === '2026-11-10');
    expect(record).toBeDefined();
    const { id, ...data } = record ?? { id: '' };
    await store
      .privileged()
      .commit([
        { kind: 'set', collection: 'attendance', id, data: { ...data, note: 'Revisado' }, merge: false },
      ]);
    await months.idle();
    const read = await listAttendanceRangeFromMonths(store, 'demo', '2026-11-10', '2026-11-10', TZ);
    expect(read.attendance.find((r) => r.id === id)).toMatchObject({ note: 'Revisado' });
  });
});

describe('at 2,000 people', () => {
  const dataset = generateScaleTenant({ people: 2000, months: 1, now: NOW });
  let store: DemoStore;
  beforeAll(async () => {
    store = await storeOf(dataset);
  }, 120_000);

  it('a month reads 2,000 months and the absences instead of some 60,000 documents, with the same data', async () => {
    const [from, to] = RANGES['this month'];
    const sources = await billedReads(store, () => listAttendanceRange(store, 'demo', from, to, TZ));
    const months = await billedReads(store, () => listAttendanceRangeFromMonths(store, 'demo', from, to, TZ));
    expect(sorted(months.result)).toEqual(sorted(sources.result));
    const people = monthPeople(store);
    expect(people.size).toBeGreaterThan(1500);
    expect(people.size).toBeLessThanOrEqual(2000);
    expect(months.reads).toBe(people.size + Math.max(1, months.result.absences.length));
    expect(sources.reads).toBeGreaterThan(20 * months.reads);

    // /asistencias, /horas-extras and /adherencia: the corrections from their collection, a query more.
    const screens = await billedReads(store, () =>
      listAttendanceRangeFromMonths(store, 'demo', from, to, TZ, { corrections: 'sources' }),
    );
    expect(sorted(screens.result)).toEqual(sorted(sources.result));
    expect(screens.reads).toBe(months.reads + Math.max(1, screens.result.corrections.length));

    // The dashboard's week so far: the same months, whatever its days.
    const week = await billedReads(store, () =>
      listAttendanceRangeFromMonths(store, 'demo', '2026-11-16', TODAY, TZ),
    );
    expect(week.reads).toBe(people.size + Math.max(1, week.result.absences.length));
  }, 120_000);

  it("/agenda's week reads the months its days touch, not each person's schedule of each day", async () => {
    const week = { from: '2026-11-16', to: '2026-11-22' };
    const planDays = {
      start: dayKeyToInstant(contextFrom(week), TZ),
      end: dayKeyToInstant('2026-11-23', TZ),
    };
    const { result, reads } = await billedReads(store, () => loadPlannerData(store, 'demo', week, TZ));
    const sources = await listTenantSchedules(store, 'demo', planDays);
    expect(byId(result.schedules)).toEqual(byId(sources));
    expect(sources.length).toBeGreaterThan((10 * monthPeople(store).size) / 2);
    const billed = (count: number) => Math.max(1, count);
    expect(reads).toBe(
      billed(result.people.length) +
        billed(result.shifts.length) +
        monthPeople(store).size + // the months: November only (the context starts on the 10th)
        billed(result.drafts.length) +
        billed(result.holidays.length) +
        billed(result.absences.length),
    );
  }, 120_000);

  it("today's alert inputs read at most the active people + today's schedules + today's attendance", async () => {
    const { result, reads } = await billedReads(store, () =>
      loadAlertInput(store, 'demo', zonedDayBounds(NOW, TZ)),
    );
    const active = dataset.users.filter((u) => !u.disabled && (u.role === 'employee' || u.role === 'admin'));
    const schedules = dataset.schedulesConfig.filter((s) => dayKey(s.date, TZ) === TODAY);
    const attendance = dataset.attendance.filter((a) => dayKey(a.date, TZ) === TODAY);
    expect(active.length).toBeGreaterThan(1500);
    expect(result.users).toHaveLength(active.length);
    expect(result.schedules).toHaveLength(schedules.length);
    expect(result.attendance).toHaveLength(attendance.length);
    expect(reads).toBeLessThanOrEqual(active.length + schedules.length + attendance.length);
  });
});
