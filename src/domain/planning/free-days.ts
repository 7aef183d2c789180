/**
 * Días libres (/libres): per person and period, the days off planned, the holidays, the vacation days taken and
 * left, and the Sundays and holidays worked (what art. 38 CT tracks). A day counts as WORKED when a worked interval
 * (check-in to check-out, or to now/the slot's end when still open) covers any minute of that calendar day in the
 * tenant's zone: a Saturday 22:00–06:00 shift works a Sunday. Pure.
 *
 * "Any minute" is taken literally: an interval must overlap the day by at least one minute, so a check-out at
 * 00:00:40 does not make the next day worked, and an interval ending exactly at midnight touches only its first day.
 */
import { addDaysToKey, isoWeekdayOfKey } from '../calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../calendar/time-zone';
import type { Interval } from '../schedule/slots';

const MINUTE_MS = 60_000;

/** The calendar days (`yyyy-MM-dd`, zone) an interval covers at least one minute of. */
export function daysTouched(interval: Interval, timeZone: string): string[] {
  const start = interval.start.getTime();
  const end = interval.end.getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end - start < MINUTE_MS) return [];
  const days: string[] = [];
  let day = dayKey(interval.start, timeZone);
  let dayStart = start;
  while (dayStart < end) {
    const next = addDaysToKey(day, 1);
    const nextStart = dayKeyToInstant(next, timeZone).getTime();
    if (Math.min(end, nextStart) - dayStart >= MINUTE_MS) days.push(day);
    day = next;
    dayStart = nextStart;
  }
  return days;
}

export interface FreeDaysInput {
  timeZone: string;
  /** The period's days, in order. */
  days: readonly string[];
  /** Days the person has a published shift. */
  plannedDays: ReadonlySet<string>;
  /** The tenant's holidays. */
  holidays: ReadonlySet<string>;
  /** Days covered by the person's approved vacations. */
  vacationDays: ReadonlySet<string>;
  /** The person's worked intervals in (and around) the period. */
  worked: readonly Interval[];
}

export interface FreeDaysRow {
  /** Days of the period without a planned shift (holidays and vacation days included). */
  plannedDaysOff: number;
  /** Holidays in the period. */
  holidays: number;
  /** Working days (Mon–Fri, not a holiday) of approved vacation in the period. */
  vacationTaken: number;
  /** Sundays of the period worked. */
  sundaysWorked: number;
  /** Holidays of the period worked. */
  holidaysWorked: number;
  /** Sundays of the period not worked. */
  sundaysOff: number;
}

/** One person's row of the period. A Sunday that is a holiday counts as both. */
export function freeDaysRow(input: FreeDaysInput): FreeDaysRow {
  const period = [...new Set(input.days)];
  const first = period[0];
  const last = period[period.length - 1];
  const worked = new Set<string>();
  if (first !== undefined && last !== undefined) {
    const from = dayKeyToInstant(first, input.timeZone).getTime();
    const to = dayKeyToInstant(addDaysToKey(last, 1), input.timeZone).getTime();
    for (const interval of input.worked) {
      // Intervals wholly outside the period touch none of its days.
      if (interval.end.getTime() <= from || interval.start.getTime() >= to) continue;
      for (const day of daysTouched(interval, input.timeZone)) worked.add(day);
    }
  }

  const row: FreeDaysRow = {
    plannedDaysOff: 0,
    holidays: 0,
    vacationTaken: 0,
    sundaysWorked: 0,
    holidaysWorked: 0,
    sundaysOff: 0,
  };
  for (const day of period) {
    const weekday = isoWeekdayOfKey(day);
    const holiday = input.holidays.has(day);
    const isWorked = worked.has(day);
    if (!input.plannedDays.has(day)) row.plannedDaysOff += 1;
    if (holiday) row.holidays += 1;
    if (holiday && isWorked) row.holidaysWorked += 1;
    if (input.vacationDays.has(day) && weekday <= 5 && !holiday) row.vacationTaken += 1;
    if (weekday === 7) {
      if (isWorked) row.sundaysWorked += 1;
      else row.sundaysOff += 1;
    }
  }
  return row;
}
