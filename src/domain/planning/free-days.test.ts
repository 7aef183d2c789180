import { addDaysToKey, isoWeekdayOfKey, keysBetween } from '../calendar/day-keys';
import { wallTimeOnDay } from '../calendar/time-zone';
import type { Interval } from '../schedule/slots';
import { daysTouched, freeDaysRow, type FreeDaysInput } from './free-days';

const TZ = 'America/Santiago';

/** `day HH:MM` to `day HH:MM`, wall times in Santiago. */
function between(startDay: string, start: string, endDay: string, end: string): Interval {
  return { start: wallTimeOnDay(startDay, start, TZ), end: wallTimeOnDay(endDay, end, TZ) };
}

describe('daysTouched', () => {
  it('gives the day of a daytime interval', () => {
    expect(daysTouched(between('2026-11-18', '09:00', '2026-11-18', '17:00'), TZ)).toEqual(['2026-11-18']);
  });

  it('gives both days of an overnight interval: a Saturday night works the Sunday', () => {
    expect(daysTouched(between('2026-11-21', '22:00', '2026-11-22', '06:00'), TZ)).toEqual([
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('gives only the first day of an interval ending exactly at midnight', () => {
    expect(daysTouched(between('2026-11-21', '16:00', '2026-11-22', '00:00'), TZ)).toEqual(['2026-11-21']);
    // Starting exactly at midnight does not touch the day before either.
    expect(daysTouched(between('2026-11-22', '00:00', '2026-11-22', '08:00'), TZ)).toEqual(['2026-11-22']);
  });

  it('needs a whole minute of a day', () => {
    const start = wallTimeOnDay('2026-11-21', '22:00', TZ);
    const midnight = wallTimeOnDay('2026-11-22', '00:00', TZ).getTime();
    expect(daysTouched({ start, end: new Date(midnight + 30_000) }, TZ)).toEqual(['2026-11-21']);
    expect(daysTouched({ start, end: new Date(midnight + 60_000) }, TZ)).toEqual([
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(daysTouched({ start: new Date(midnight - 59_000), end: new Date(midnight + 30_000) }, TZ)).toEqual(
      [],
    );
  });

  it('gives every day of a long interval and none of an empty or invalid one', () => {
    expect(daysTouched(between('2026-12-30', '20:00', '2027-01-02', '04:00'), TZ)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    const at = wallTimeOnDay('2026-11-21', '10:00', TZ);
    expect(daysTouched({ start: at, end: at }, TZ)).toEqual([]);
    expect(daysTouched({ start: at, end: new Date(at.getTime() - 3_600_000) }, TZ)).toEqual([]);
    expect(daysTouched({ start: new Date(Number.NaN), end: at }, TZ)).toEqual([]);
  });

  it('reads days in the given zone, not the machine’s', () => {
    const interval = between('2026-11-21', '22:00', '2026-11-21', '23:30'); // 01:00–02:30 UTC on the 22nd
    expect(daysTouched(interval, TZ)).toEqual(['2026-11-21']);
    expect(daysTouched(interval, 'UTC')).toEqual(['2026-11-22']);
  });

  it('follows days of 23 and 25 hours (America/Santiago, 2026)', () => {
    // 6 September starts at 01:00: 22:00–01:00 ends on its first instant, 22:00–01:01 works one minute of it.
    expect(daysTouched(between('2026-09-05', '22:00', '2026-09-06', '01:00'), TZ)).toEqual(['2026-09-05']);
    expect(daysTouched(between('2026-09-05', '22:00', '2026-09-06', '01:01'), TZ)).toEqual([
      '2026-09-05',
      '2026-09-06',
    ]);
    // 4 April has 23:00–24:00 twice: from the first 23:30 to the second is still the 4th.
    const first = new Date('2026-04-05T02:30:00Z');
    const second = new Date('2026-04-05T03:30:00Z');
    expect(daysTouched({ start: first, end: second }, TZ)).toEqual(['2026-04-04']);
    expect(daysTouched({ start: first, end: new Date('2026-04-05T04:30:00Z') }, TZ)).toEqual([
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});

describe('freeDaysRow', () => {
  // December 2026: 31 days, Sundays 6, 13, 20 and 27, holidays Tuesday 8 and Friday 25.
  const december = keysBetween('2026-12-01', '2027-01-01');
  const holidays = new Set(['2026-11-01', '2026-12-08', '2026-12-25', '2027-01-01']);
  // Vacation Monday 21 – Sunday 27: four working days, Christmas is not one of them.
  const vacationDays = new Set(keysBetween('2026-12-21', '2026-12-28'));
  // Planned: every weekday out of the vacation, the holiday of the 8th included, and Sunday 13.
  const plannedDays = new Set([
    ...december.filter((day) => isoWeekdayOfKey(day) <= 5 && !vacationDays.has(day)),
    '2026-12-13',
  ]);
  const input: FreeDaysInput = {
    timeZone: TZ,
    days: december,
    plannedDays,
    holidays,
    vacationDays,
    worked: [
      between('2026-11-29', '09:00', '2026-11-29', '17:00'), // a Sunday of November: outside the period
      between('2026-12-08', '09:00', '2026-12-08', '13:00'), // the holiday of the 8th
      between('2026-12-13', '09:00', '2026-12-13', '17:00'), // Sunday 13, planned
      between('2026-12-19', '22:00', '2026-12-20', '06:00'), // a Saturday night: works Sunday 20
      between('2026-12-26', '16:00', '2026-12-27', '00:00'), // ends at midnight: Sunday 27 stays off
      between('2026-12-31', '22:00', '2027-01-01', '06:00'), // touches New Year, outside the period
    ],
  };

  it('counts a month’s days off, holidays, vacation days and Sundays and holidays worked', () => {
    expect(plannedDays.size).toBe(19);
    expect(freeDaysRow(input)).toEqual({
      plannedDaysOff: 12,
      holidays: 2,
      vacationTaken: 4,
      sundaysWorked: 2,
      holidaysWorked: 1,
      sundaysOff: 2,
    });
  });

  it('counts a holiday worked only when its own hours are worked', () => {
    const christmasNight = between('2026-12-24', '22:00', '2026-12-25', '06:00');
    expect(freeDaysRow({ ...input, worked: [christmasNight] })).toMatchObject({
      holidaysWorked: 1,
      sundaysWorked: 0,
      sundaysOff: 4,
    });
    const christmasEve = between('2026-12-24', '16:00', '2026-12-25', '00:00');
    expect(freeDaysRow({ ...input, worked: [christmasEve] }).holidaysWorked).toBe(0);
  });

  it('counts a Sunday that is a holiday as both', () => {
    const week = keysBetween('2026-11-01', '2026-11-08'); // Sunday 1 (Todos los Santos) – Saturday 7
    const row = freeDaysRow({
      ...input,
      days: week,
      plannedDays: new Set(week.slice(1, 6)),
      vacationDays: new Set(),
      worked: [between('2026-11-01', '08:00', '2026-11-01', '14:00')],
    });
    expect(row).toEqual({
      plannedDaysOff: 2,
      holidays: 1,
      vacationTaken: 0,
      sundaysWorked: 1,
      holidaysWorked: 1,
      sundaysOff: 0,
    });
  });

  it('counts each day of the period once and gives zeros for an empty one', () => {
    const repeated = freeDaysRow({ ...input, days: [...december, ...december.slice(0, 7)] });
    expect(repeated).toEqual(freeDaysRow(input));
    expect(freeDaysRow({ ...input, days: [] })).toEqual({
      plannedDaysOff: 0,
      holidays: 0,
      vacationTaken: 0,
      sundaysWorked: 0,
      holidaysWorked: 0,
      sundaysOff: 0,
    });
  });

  it('reads the worked days in the tenant’s zone', () => {
    // Saturday 19 December 21:30–23:30 in Santiago is 00:30–02:30 UTC on Sunday 20.
    const saturdayEvening = between('2026-12-19', '21:30', '2026-12-19', '23:30');
    const days = keysBetween('2026-12-14', addDaysToKey('2026-12-20', 1));
    const base = { ...input, days, worked: [saturdayEvening] };
    expect(freeDaysRow(base).sundaysWorked).toBe(0);
    expect(freeDaysRow({ ...base, timeZone: 'UTC' }).sundaysWorked).toBe(1);
  });
});
