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
 * While the period runs (today is in it), worked hours can only be compared with what was due so far, so the
 * contract counts the days up to today, today included ("a la fecha"): on Wednesday 18 November a 40-hour
 * contract is 40 × 13 / 5 = 104 h of the month and 24 h of the week. A past or future period counts whole.
 *
 * The other totals add up the rows of `buildHistoryDays`: worked minutes of slots with entry and exit (a slot
 * without exit adds nothing, and is counted in `incompleteSlots`), late and early-leave minutes, days worked
 * and absences as defined there.
 */
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import { periodDays, periodHas, type Period } from '../../domain/calendar/periods';
import { formatHms, formatNumber } from '../../domain/format/numbers';
import { workWeekOf } from '../../domain/settings/tenant-settings';
import type { HistoryDay } from './history-days';

export interface HistoryTotals {
  workedSeconds: number;
  contractMinutes: number | null;
  lateSeconds: number;
  earlySeconds: number;
  daysWorked: number;
  absences: number;
  /** Slots with an entry but no exit: their time is not counted. */
  incompleteSlots: number;
}

/** Where a period stands against today. */
export type PeriodTiming = 'past' | 'running' | 'future';

export function periodTiming(period: Period, today: string): PeriodTiming {
  if (periodHas(period, today)) return 'running';
  return period.to < today ? 'past' : 'future';
}

/** The days the contract is due over: up to today while the period runs, else all of them. */
export function contractDays(period: Period, today: string): Period {
  return periodTiming(period, today) === 'running' ? { ...period, to: today } : period;
}

/** Days of the period on a work-week weekday. */
export function workDaysIn(period: Period, workWeek: ReadonlySet<number>): number {
  return periodDays(period).filter((key) => workWeek.has(isoWeekdayOfKey(key))).length;
}

function validHours(weeklyHours: number | null | undefined): weeklyHours is number {
  return (
    weeklyHours !== null && weeklyHours !== undefined && Number.isFinite(weeklyHours) && weeklyHours >= 0
  );
}

/** The period's contract minutes (see the rule above); null without valid weekly hours. */
export function contractMinutes(
  weeklyHours: number | null | undefined,
  period: Period,
  workWeek: readonly number[] | null | undefined,
): number | null {
  if (!validHours(weeklyHours)) return null;
  const week = workWeekOf(workWeek);
  return Math.round((weeklyHours * 60 * workDaysIn(period, week)) / week.size);
}

/** The contract minutes due by today: the whole period, or its days up to today while it runs. */
export function contractMinutesToDate(
  weeklyHours: number | null | undefined,
  period: Period,
  workWeek: readonly number[] | null | undefined,
  today: string,
): number | null {
  return contractMinutes(weeklyHours, contractDays(period, today), workWeek);
}

/** How the contract hours of the totals were reached, in words. */
export function contractNote(
  weeklyHours: number | null | undefined,
  period: Period,
  workWeek: readonly number[] | null | undefined,
  today: string,
): string {
  if (!validHours(weeklyHours)) return 'Sin jornada de contrato registrada.';
  const hours = `${formatNumber(weeklyHours)} h semanales`;
  const week = workWeekOf(workWeek);
  if (periodTiming(period, today) === 'running') {
    const days = workDaysIn(contractDays(period, today), week);
    const rule = `${hours} × ${days} ${days === 1 ? 'día hábil' : 'días hábiles'} hasta hoy ÷ ${week.size}`;
    if (period.kind === 'week') return `Jornada de contrato a la fecha: ${rule}.`;
    const whole = contractMinutes(weeklyHours, period, workWeek) ?? 0;
    return `Jornada de contrato a la fecha: ${rule}. Mes completo: ${formatHms(whole * 60)}.`;
  }
  if (period.kind === 'week') return `Jornada de contrato: ${hours}.`;
  return `Jornada de contrato prorrateada: ${hours} × ${workDaysIn(period, week)} días hábiles del mes ÷ ${week.size}.`;
}

export function summarize(days: readonly HistoryDay[], contract: number | null): HistoryTotals {
  const totals: HistoryTotals = {
    workedSeconds: 0,
    contractMinutes: contract,
    lateSeconds: 0,
    earlySeconds: 0,
    daysWorked: 0,
    absences: 0,
    incompleteSlots: 0,
  };
  for (const day of days) {
    if (day.worked) totals.daysWorked += 1;
    if (day.absent) totals.absences += 1;
    for (const { record, times } of day.rows) {
      totals.workedSeconds += times.workedSeconds ?? 0;
      totals.lateSeconds += times.lateSeconds ?? 0;
      totals.earlySeconds += times.earlySeconds ?? 0;
      if (record?.checkInTime && times.workedSeconds === null) totals.incompleteSlots += 1;
    }
  }
  return totals;
}
