import { describe, expect, it } from 'vitest';

import { keysBetween } from '../calendar/day-keys';
import {
  overWeeklyLimit,
  personHours,
  plannedMinutesCounter,
  weekSpans,
  type HoursDay,
} from './planned-hours';

const ZONE = 'America/Santiago';
const NIGHT_12 = [{ startTime: '20:00', endTime: '08:00' }];
const OFFICE = [{ startTime: '09:00', endTime: '18:00' }];

function minutesOf(days: readonly HoursDay[]): [string, number][] {
  const count = plannedMinutesCounter(ZONE);
  return days.map((d) => [d.day, count(d)]);
}

describe('plannedMinutesCounter', () => {
  it('counts a 12 h night across midnight and subtracts the colación', () => {
    const count = plannedMinutesCounter(ZONE);
    expect(count({ day: '2026-12-01', timeSlots: NIGHT_12, lunchMinutes: 0 })).toBe(720);
    expect(count({ day: '2026-12-01', timeSlots: OFFICE, lunchMinutes: 60 })).toBe(480);
    // Two slots with a split: 08:00–12:00 and 16:00–20:00.
    expect(
      count({
        day: '2026-12-02',
        timeSlots: [
          { startTime: '08:00', endTime: '12:00' },
          { startTime: '16:00', endTime: '20:00' },
        ],
        lunchMinutes: 0,
      }),
    ).toBe(480);
  });

  it('counts real time on the night Chile moves its clocks forward (Saturday 5 September 2026)', () => {
    const count = plannedMinutesCounter(ZONE);
    // 22:00–06:00 loses the hour that does not exist: 7 h.
    expect(
      count({ day: '2026-09-05', timeSlots: [{ startTime: '22:00', endTime: '06:00' }], lunchMinutes: 0 }),
    ).toBe(420);
  });

  it('leaves out slots that are not strict HH:MM', () => {
    const count = plannedMinutesCounter(ZONE);
    expect(
      count({
        day: '2026-12-01',
        timeSlots: [{ startTime: '9:00', endTime: '18:00' }, ...OFFICE],
        lunchMinutes: 60,
      }),
    ).toBe(480);
    expect(count({ day: '2026-12-01', timeSlots: [{ startTime: '', endTime: '' }], lunchMinutes: 30 })).toBe(
      0,
    );
  });
});

describe('personHours', () => {
  it('a 4x4 of 12 h nights from Monday 30 November gives 48 h in that week: over a 42 h limit', () => {
    const nights = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-08', '2026-12-09'].map(
      (day) => ({ day, timeSlots: NIGHT_12, lunchMinutes: 0 }),
    );
    const hours = personHours(minutesOf(nights), '2026-12-01', '2026-12-31');
    expect(hours.weeks.get('2026-11-30')).toBe(48 * 60);
    // 8 and 9 December start the next week's block: 24 h.
    expect(hours.weeks.get('2026-12-07')).toBe(24 * 60);
    // December's total leaves 30 November out: 5 nights of 12 h.
    expect(hours.total).toBe(60 * 60);
    expect(overWeeklyLimit(48 * 60, 42)).toBe(true);
    expect(overWeeklyLimit(24 * 60, 42)).toBe(false);
  });

  it('a 5x2 office week of 9 h with an hour of colación is 40 h: not over 42, over 40 (2028) only when above', () => {
    const week = keysBetween('2026-12-07', '2026-12-12').map((day) => ({
      day,
      timeSlots: OFFICE,
      lunchMinutes: 60,
    }));
    const hours = personHours(minutesOf(week), '2026-12-07', '2026-12-13');
    expect(hours.weeks.get('2026-12-07')).toBe(40 * 60);
    expect(hours.total).toBe(40 * 60);
    expect(overWeeklyLimit(40 * 60, 42)).toBe(false);
    // Exactly at the limit is within it.
    expect(overWeeklyLimit(40 * 60, 40)).toBe(false);
    expect(overWeeklyLimit(40 * 60 + 1, 40)).toBe(true);
  });

  it('a limit that is not a positive number checks nothing', () => {
    expect(overWeeklyLimit(100 * 60, 0)).toBe(false);
    expect(overWeeklyLimit(100 * 60, Number.NaN)).toBe(false);
  });
});

describe('weekSpans', () => {
  it('splits December 2026 into its six ISO weeks, the first and last partial', () => {
    const spans = weekSpans(keysBetween('2026-12-01', '2027-01-01'));
    expect(spans.map((s) => [s.start, s.end, s.days.length])).toEqual([
      ['2026-11-30', '2026-12-06', 6],
      ['2026-12-07', '2026-12-13', 7],
      ['2026-12-14', '2026-12-20', 7],
      ['2026-12-21', '2026-12-27', 7],
      ['2026-12-28', '2027-01-03', 4],
    ]);
    expect(spans[0]?.days[0]).toBe('2026-12-01');
    expect(spans[4]?.days.at(-1)).toBe('2026-12-31');
  });

  it('a week is one span', () => {
    expect(weekSpans(keysBetween('2026-11-16', '2026-11-23'))).toEqual([
      { start: '2026-11-16', end: '2026-11-22', days: keysBetween('2026-11-16', '2026-11-23') },
    ]);
  });
});
