/**
 * The totals of a history period, and the contract hours it is measured against.
 *
 * Contract hours of a period (pro-rated from the weekly contract, `UserDoc.contractWeeklyHours`):
 *
 *   contract = weekly hours × (days of the period falling on a work-week weekday) / (days in the work week)
 *
 * with the work week from `tenants/{id}.settings.workWeek` (ISO weekdays; Monday–Friday when missing). A
 * Monday–Sunday week contains each weekday once, so a week is always exactly the weekly hours. A month is the
 * weekly hours × its work-week days / 5 on a Monday–Friday week: November 2026 has 21 weekdays, so a 40-hour
 * contract gives 40 × 21 / 5 = 168 h. Holidays and absences do not reduce it: they are not read here and how
 * they are paid belongs to payroll. Rounded to the whole minute. No contract hours: null (shown as '—').
 *
 * The other totals add up the rows of `buildHistoryDays`: worked minutes of slots with entry and exit (a slot
 * without exit adds nothing, and is counted in `incompleteSlots`), late and early-leave minutes, days worked
 * and absences as defined there.
 */
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { periodDays, type Period } from '../../domain/calendar/periods';
import { workWeekOf } from '../../domain/settings/tenant-settings';
import type { HistoryDay } from './history-days';

export interface HistoryTotals {
  workedMinutes: number;
  contractMinutes: number | null;
  lateMinutes: number;
  earlyMinutes: number;
  daysWorked: number;
  absences: number;
  /** Slots with an entry but no exit: their time is not counted. */
  incompleteSlots: number;
}

/** Days of the period on a work-week weekday. */
export function workDaysIn(period: Period, workWeek: ReadonlySet<number>): number {
  return periodDays(period).filter((key) => workWeek.has(isoWeekdayOfKey(key))).length;
}

/** The period's contract minutes (see the rule above); null without valid weekly hours. */
export function contractMinutes(
  weeklyHours: number | null | undefined,
  period: Period,
  workWeek: readonly number[] | null | undefined,
): number | null {
  if (weeklyHours === null || weeklyHours === undefined || !Number.isFinite(weeklyHours) || weeklyHours < 0) {
    return null;
  }
  const week = workWeekOf(workWeek);
  return Math.round((weeklyHours * 60 * workDaysIn(period, week)) / week.size);
}

export function summarize(days: readonly HistoryDay[], contract: number | null): HistoryTotals {
  const totals: HistoryTotals = {
    workedMinutes: 0,
    contractMinutes: contract,
    lateMinutes: 0,
    earlyMinutes: 0,
    daysWorked: 0,
    absences: 0,
    incompleteSlots: 0,
  };
  for (const day of days) {
    if (day.worked) totals.daysWorked += 1;
    if (day.absent) totals.absences += 1;
    for (const { record, times } of day.rows) {
      totals.workedMinutes += times.workedMinutes ?? 0;
      totals.lateMinutes += times.lateMinutes ?? 0;
      totals.earlyMinutes += times.earlyMinutes ?? 0;
      if (record?.checkInTime && times.workedMinutes === null) totals.incompleteSlots += 1;
    }
  }
  return totals;
}
