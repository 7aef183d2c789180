import { describe, expect, it } from 'vitest';

import {
  attendanceMonthId,
  buildAttendanceMonths,
  monthsBetween,
  monthSourceOf,
  sourcesInRange,
} from '../../domain/attendance/attendance-months';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { memoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc } from '../admin/server-ports';
import { syncAttendanceMonth } from './attendance-months';

const NOW = new Date('2026-11-18T13:00:00.000Z');
const TZ = 'America/Santiago';
const day = (key: string) => dayKeyToInstant(key, TZ);

function setup() {
  const memory = memoryAdminDeps({ now: NOW });
  const deps = { store: memory.store, now: () => NOW };
  const put = async (
    collection: 'attendance' | 'schedulesConfig' | 'corrections',
    id: string,
    data: ServerDoc,
  ) => {
    const before = await memory.store.get(collection, id);
    await memory.store.set(collection, id, data);
    return syncAttendanceMonth(collection, id, before, deps);
  };
  return { memory, deps, put };
}

type Source = {
  tenantId: string;
  userId: string;
  date: Date;
  slotIndex: number;
  checkInTime: Date;
  checkOutTime?: Date | null;
  shiftId?: string;
  note?: string;
};

const record = (userId: string, key: string, extra: Partial<Source> = {}): Source => ({
  tenantId: 't1',
  userId,
  date: day(key),
  slotIndex: 0,
  checkInTime: new Date(day(key).getTime() + 9 * 3_600_000),
  ...extra,
});

describe('monthsBetween', () => {
  it('lists the months a range of days touches, across a year', () => {
    expect(monthsBetween('2026-11-20', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2026-11-20', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('monthSourceOf', () => {
  it('gives the fields that place a document, and null for one without a tenant, a person or a valid day', () => {
    const date = day('2026-11-18');
    expect(monthSourceOf({ tenantId: 't1', userId: 'u1', date, slotIndex: 0 })).toEqual({
      tenantId: 't1',
      userId: 'u1',
      date,
    });
    expect(monthSourceOf(null)).toBeNull();
    expect(monthSourceOf({ tenantId: '', userId: 'u1', date })).toBeNull();
    expect(monthSourceOf({ tenantId: 't1', date })).toBeNull();
    expect(monthSourceOf({ tenantId: 't1', userId: 'u1', date: '2026-11-18' })).toBeNull();
    expect(monthSourceOf({ tenantId: 't1', userId: 'u1', date: new Date(Number.NaN) })).toBeNull();
  });
});

describe('syncAttendanceMonth (the server keeps a copy of each source in its person’s month)', () => {
  it('creates the month on its first copy, then adds copies without touching the others', async () => {
    const { memory, put } = setup();
    await memory.store.set('tenants', 't1', { timeZone: TZ });
    expect(await put('attendance', 'a1', record('emp-1', '2026-11-02'))).toBe('synced');
    expect(await put('schedulesConfig', 's1', record('emp-1', '2026-11-30', { shiftId: 'x' }))).toBe(
      'synced',
    );
    const month = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-1'));
    expect(month).toMatchObject({ tenantId: 't1', userId: 'emp-1', month: '2026-11', corrections: {} });
    expect(Object.keys(month?.['attendance'] as object)).toEqual(['a1']);
    expect((month?.['schedulesConfig'] as Record<string, ServerDoc>)['s1']?.['shiftId']).toBe('x');
  });

  it('places a day by the tenant’s zone: Dec 1 in Tokyo starts on Nov 30 in UTC', async () => {
    const { memory, put } = setup();
    await memory.store.set('tenants', 't2', { timeZone: 'Asia/Tokyo' });
    await put('attendance', 'tokyo', {
      ...record('emp-9', '2026-12-01'),
      tenantId: 't2',
      date: dayKeyToInstant('2026-12-01', 'Asia/Tokyo'),
    });
    expect(
      await memory.store.get('attendanceMonths', attendanceMonthId('t2', '2026-12', 'emp-9')),
    ).not.toBeNull();
    expect(
      await memory.store.get('attendanceMonths', attendanceMonthId('t2', '2026-11', 'emp-9')),
    ).toBeNull();
  });

  it('leaves a null copy where a source was, when it is deleted or moves to another month or person', async () => {
    const { memory, deps, put } = setup();
    await memory.store.set('tenants', 't1', { timeZone: TZ });
    await put('corrections', 'c1', record('emp-1', '2026-10-31'));
    await put('corrections', 'c1', record('emp-1', '2026-11-01'));
    const october = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-10', 'emp-1'));
    expect(october?.['corrections']).toEqual({ c1: null });
    await put('corrections', 'c1', record('emp-2', '2026-11-01'));
    const emp1 = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-1'));
    expect(emp1?.['corrections']).toEqual({ c1: null });
    // Gone: the trigger has only the document as it was. (The server store has no delete; a document that
    // places nowhere is read like a missing one.)
    const before = await memory.store.get('corrections', 'c1');
    await memory.store.set('corrections', 'c1', {});
    expect(await syncAttendanceMonth('corrections', 'c1', before, deps)).toBe('synced');
    const emp2 = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-2'));
    expect(emp2?.['corrections']).toEqual({ c1: null });
  });

  it('writes the source as it is now, so a late or retried event never brings back an older state', async () => {
    const { memory, deps } = setup();
    await memory.store.set('tenants', 't1', { timeZone: TZ });
    await memory.store.set('attendance', 'a1', record('emp-1', '2026-11-02', { checkOutTime: null }));
    const first = await memory.store.get('attendance', 'a1');
    const checkOut = new Date(day('2026-11-02').getTime() + 18 * 3_600_000);
    await memory.store.set('attendance', 'a1', record('emp-1', '2026-11-02', { checkOutTime: checkOut }));
    // The second event is handled first, then the first one arrives (or is retried).
    await syncAttendanceMonth('attendance', 'a1', first, deps);
    await syncAttendanceMonth('attendance', 'a1', null, deps);
    const month = await memory.store.get('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-1'));
    const copy = (month?.['attendance'] as Record<string, ServerDoc>)['a1'];
    expect(copy?.['checkOutTime']).toEqual(checkOut);
  });

  it('skips what it cannot place: no person, no day, a tenant without a zone', async () => {
    const { memory, deps, put } = setup();
    expect(await put('attendance', 'a1', record('emp-1', '2026-11-02'))).toBe('skipped');
    await memory.store.set('tenants', 't1', { timeZone: TZ });
    expect(await put('attendance', 'a2', { ...record('emp-1', '2026-11-02'), userId: '' })).toBe('skipped');
    expect(await put('attendance', 'a3', { ...record('emp-1', '2026-11-02'), date: 'ayer' })).toBe('skipped');
    expect(await syncAttendanceMonth('attendance', 'missing', null, deps)).toBe('skipped');
    expect(await memory.store.where('attendanceMonths', { tenantId: 't1' })).toEqual([]);
  });

  it('ends with the months a seed builds at once, and reads back what a date-range query returns', async () => {
    const { memory, put } = setup();
    await memory.store.set('tenants', 't1', { timeZone: TZ });
    type Doc = Source & { id: string };
    const sources = { schedulesConfig: [] as Doc[], attendance: [] as Doc[], corrections: [] as Doc[] };
    const keys = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-15', '2026-11-30', '2026-12-01'];
    for (const [i, key] of keys.entries()) {
      for (const userId of ['emp-1', 'emp-2']) {
        const doc = {
          id: `${userId}_${key}`,
          ...record(userId, key),
          note: `n${i}`,
        } as (typeof sources.attendance)[number];
        sources.attendance.push(doc);
        sources.schedulesConfig.push({ ...doc, shiftId: 'x' });
        if (i % 2 === 0) sources.corrections.push({ ...doc, id: `c-${doc.id}` });
      }
    }
    for (const field of ['schedulesConfig', 'attendance', 'corrections'] as const)
      for (const { id, ...data } of sources[field]) await put(field, id, data);

    const built = buildAttendanceMonths(sources, 't1', TZ, NOW);
    const kept = await memory.store.where('attendanceMonths', { tenantId: 't1' });
    expect(kept.map(({ id, data }) => ({ id, ...data })).sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
      built,
    );

    const range = { start: day('2026-10-31'), end: day('2026-12-01') };
    const read = sourcesInRange(built, range.start, range.end);
    const inRange = <T extends { date: Date; id: string }>(docs: T[]) =>
      docs
        .filter((doc) => doc.date >= range.start && doc.date < range.end)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(read.attendance).toEqual(inRange(sources.attendance));
    expect(read.schedules).toEqual(inRange(sources.schedulesConfig));
    expect(read.corrections).toEqual(inRange(sources.corrections));
    expect(read.attendance).toHaveLength(8);
  });
});
