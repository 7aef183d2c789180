import { describe, expect, it } from 'vitest';

import { periodContaining, type Period } from '../../domain/calendar/periods';
import { DEFAULT_ALERT_THRESHOLDS } from '../../domain/settings/tenant-settings';
import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { keysBetween, isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { buildHistoryDays } from './history-days';
import { contractMinutesToDate } from './history-summary';
import { groupByWeek } from './history-weeks';

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);
const NOVEMBER = periodContaining('month', '2026-11-01');
const TODAY = '2026-11-18';

const weekdays = keysBetween('2026-11-01', '2026-12-01').filter((key) => isoWeekdayOfKey(key) <= 5);
const schedules: WithId<ScheduleEntry>[] = weekdays.map((key) => ({
  id: `u1_${key}`,
  tenantId: 'demo',
  userId: 'u1',
  date: dayKeyToInstant(key, TZ),
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
  shiftId: null,
}));
/** Every past weekday worked 09:10–18:00 with no lunch: 8:50:00 worked, 0:10:00 late. */
const attendance: WithId<AttendanceRecord>[] = weekdays
  .filter((key) => key < TODAY)
  .map((key) => ({
    id: `u1_${key}_0`,
    tenantId: 'demo',
    userId: 'u1',
    date: dayKeyToInstant(key, TZ),
    slotIndex: 0,
    checkInTime: at(`${key}T09:10`),
    checkOutTime: at(`${key}T18:00`),
    lunchStartTime: null,
    lunchEndTime: null,
    source: 'seed',
  }));

const days = buildHistoryDays({
  userId: 'u1',
  period: NOVEMBER,
  schedules,
  attendance,
  timeZone: TZ,
  now: at(`${TODAY}T12:00`),
  thresholds: DEFAULT_ALERT_THRESHOLDS,
});
const contract = (part: Period) => contractMinutesToDate(40, part, [1, 2, 3, 4, 5], TODAY);

describe('groupByWeek', () => {
  const weeks = groupByWeek(days, TODAY, contract);

  it('cuts the month into Monday–Sunday weeks, the first and last cut to the month', () => {
    expect(weeks.map((w) => [w.period.from, w.period.to])).toEqual([
      ['2026-11-01', '2026-11-01'],
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-11-30'],
    ]);
    expect(weeks.map((w) => w.title)).toEqual([
      'Semana del 1 de noviembre de 2026',
      'Semana del 2 al 8 de noviembre de 2026',
      'Semana del 9 al 15 de noviembre de 2026',
      'Semana del 16 al 22 de noviembre de 2026',
      'Semana del 23 al 29 de noviembre de 2026',
      'Semana del 30 de noviembre de 2026',
    ]);
    expect(weeks.flatMap((w) => w.days)).toEqual(days);
  });

  it('gives each week its subtotals, the contract due up to today, none for weeks to come', () => {
    expect(weeks.map((w) => w.timing)).toEqual(['past', 'past', 'past', 'running', 'future', 'future']);
    expect(weeks.map((w) => w.totals.workedSeconds)).toEqual([
      0,
      5 * 530 * 60,
      5 * 530 * 60,
      2 * 530 * 60,
      0,
      0,
    ]);
    expect(weeks.map((w) => w.totals.lateSeconds)).toEqual([0, 50 * 60, 50 * 60, 20 * 60, 0, 0]);
    // Sunday 1 November has no weekday; Monday–Wednesday of the running week is 24 h.
    expect(weeks.map((w) => w.totals.contractMinutes)).toEqual([0, 2400, 2400, 1440, null, null]);
    // The weeks' contract hours add up to the month's to date.
    const sum = weeks.reduce((total, w) => total + (w.totals.contractMinutes ?? 0), 0);
    expect(sum).toBe(contract(NOVEMBER));
  });
});
