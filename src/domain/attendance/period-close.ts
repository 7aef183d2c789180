/**
 * Period close (issue #15): a tenant closes its attendance month by month, in order, once corrections are
 * settled. The tenant doc keeps one day key, `closedThrough` (the last closed day, `yyyy-MM-dd` in the tenant
 * zone, or null: nothing closed); every day up to it is closed, and attendance, corrections, overtime decisions,
 * absences and plans of a closed day are refused by firestore.rules (`periodOpen`) and the demo policy
 * (src/data/ports/period-write.ts). `Reabrir periodo` reopens the last closed month only, with a reason.
 */
import { dayKey } from '../calendar/time-zone';
import { correctionState, type CorrectionLike } from './corrections';
import {
  addDaysToKey,
  addMonthsToKey,
  endOfMonthKey,
  formatDayKey,
  startOfMonthKey,
} from '../calendar/day-keys';

/** A calendar month: its key `yyyy-MM` and its first and last days. */
export interface ClosingMonth {
  month: string;
  from: string;
  to: string;
}

function monthOf(day: string): ClosingMonth {
  const from = startOfMonthKey(day);
  return { month: from.slice(0, 7), from, to: endOfMonthKey(day) };
}

/** `day` lies in a closed period. */
export function isDayClosed(day: string, closedThrough: string | null | undefined): boolean {
  return typeof closedThrough === 'string' && closedThrough !== '' && day <= closedThrough;
}

/**
 * The month that can be closed next, or null when it has not ended yet (`today` is in it or before its end): the
 * month after the last closed day, or, with nothing closed, the month before `today`'s.
 */
export function nextClosableMonth(
  closedThrough: string | null | undefined,
  today: string,
): ClosingMonth | null {
  const next =
    typeof closedThrough === 'string' && closedThrough !== ''
      ? monthOf(addDaysToKey(closedThrough, 1))
      : monthOf(addMonthsToKey(startOfMonthKey(today), -1));
  return next.to < today ? next : null;
}

/** The month `Reabrir periodo` reopens (the one holding the last closed day), or null when nothing is closed. */
export function lastClosedMonth(closedThrough: string | null | undefined): ClosingMonth | null {
  return typeof closedThrough === 'string' && closedThrough !== '' ? monthOf(closedThrough) : null;
}

/**
 * What `closedThrough` becomes when `month` is reopened: the day before it. Closing a month closed every day
 * before it, so those stay closed; they reopen one month at a time, newest first.
 */
export function closedThroughAfterReopen(month: ClosingMonth): string {
  return addDaysToKey(month.from, -1);
}

/** `octubre de 2026`. */
export function monthLabel(month: ClosingMonth): string {
  return formatDayKey(month.from, "MMMM 'de' yyyy");
}

/** The refusal a person reads when a write touches a closed day. */
export function closedDayMessage(day: string, closedThrough: string): string {
  return `El ${formatDayKey(day, 'dd-MM-yyyy')} pertenece a un periodo cerrado (cerrado hasta el ${formatDayKey(
    closedThrough,
    'dd-MM-yyyy',
  )}). Para cambiarlo, un administrador debe reabrir el periodo.`;
}

/**
 * The corrections of days up to `month`'s end that are not settled at `now`: pending in their objection window,
 * or objected and not yet answered. A period closes only without them.
 */
export function unsettledCorrections<T extends CorrectionLike & { date: Date }>(
  corrections: readonly T[],
  month: ClosingMonth,
  timeZone: string,
  now: Date,
): T[] {
  return corrections.filter((correction) => {
    const state = correctionState(correction, now);
    return (state === 'pending' || state === 'objected') && dayKey(correction.date, timeZone) <= month.to;
  });
}
