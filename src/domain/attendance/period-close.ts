/**
 * Period close: a tenant closes its attendance month by month, in order, once corrections are
 * settled. The tenant doc keeps one day key, `closedThrough` (the last closed day, `yyyy-MM-dd` in the tenant
 * zone, or null: nothing closed); every day up to it is closed, and attendance, corrections, overtime decisions,
 * absences and plans of a closed day are refused by firestore.rules (`periodOpen`) and the demo policy
 * (src/data/policy/period-write.ts). `Reabrir periodo` reopens the last closed month only, with a reason.
 */
import { dayKey } from '../calendar/time-zone';
import { correctionState, type CorrectionLike } from './corrections';
import { RECORD_OPEN_HOURS } from './punch-window';
import {
  addDaysToKey,
  addMonthsToKey,
  endOfMonthKey,
  formatDayKey,
  isDayKey,
  startOfMonthKey,
} from '../calendar/day-keys';

/** A calendar month: its key `yyyy-MM` and its first and last days. */
export interface ClosingMonth {
  month: string;
  from: string;
  to: string;
}

/** The month `day` falls in. */
export function monthOf(day: string): ClosingMonth {
  const from = startOfMonthKey(day);
  return { month: from.slice(0, 7), from, to: endOfMonthKey(day) };
}

/** `day` lies in a closed period. */
export function isDayClosed(day: string, closedThrough: string | null | undefined): boolean {
  return typeof closedThrough === 'string' && closedThrough !== '' && day <= closedThrough;
}

/**
 * Hours behind UTC of the farthest zone a tenant may have (time-zones.ts: every supported zone is within 12 h of
 * UTC). The rules cannot read a tenant's zone, so a day counts as ended for closing once it has ended there too.
 */
export const CLOSE_ZONE_LAG_HOURS = 12;

/**
 * How long after a day's end a close waits in the rules' arithmetic (firestore.rules `closableDay`): a record of
 * the day takes punches for RECORD_OPEN_HOURS after the day starts (a night slot's exit, an exit hours late, an
 * offline punch synced late), and a close must never refuse one of them (Res. Ex. N° 38: never block a marca),
 * in the farthest zone: CLOSE_ZONE_LAG_HOURS + RECORD_OPEN_HOURS − 24 hours after the day's end in UTC.
 */
export const CLOSE_LAG_HOURS = CLOSE_ZONE_LAG_HOURS + RECORD_OPEN_HOURS - 24;

/**
 * The last day a period may be closed through at `now` (firestore.rules `closableDay`): a day whose records take
 * no more punches in any supported zone, the UTC day of `now − CLOSE_LAG_HOURS` less one. Never today nor
 * yesterday (security review H3).
 */
export function lastClosableDay(now: Date): string {
  const lagged = new Date(now.getTime() - CLOSE_LAG_HOURS * 3_600_000).toISOString().slice(0, 10);
  return addDaysToKey(lagged, -1);
}

/**
 * When `month` can be closed: once its last day's records take no more punches in every supported zone, 12:00
 * UTC two days after it (09:00 in Santiago in winter).
 */
export function closableFrom(month: ClosingMonth): Date {
  return new Date(Date.parse(`${addDaysToKey(month.to, 1)}T00:00:00.000Z`) + CLOSE_LAG_HOURS * 3_600_000);
}

/**
 * The month that can be closed next, or null when it has not ended yet (`today` is in it or before its end, or
 * its last day's records still take punches in some zone at `now`: lastClosableDay): the month after the last closed day, or, with
 * nothing closed, the month before `today`'s.
 */
export function nextClosableMonth(
  closedThrough: string | null | undefined,
  today: string,
  now: Date,
): ClosingMonth | null {
  const next =
    typeof closedThrough === 'string' && closedThrough !== ''
      ? monthOf(addDaysToKey(closedThrough, 1))
      : monthOf(addMonthsToKey(startOfMonthKey(today), -1));
  return next.to < today && next.to <= lastClosableDay(now) ? next : null;
}

/**
 * Whether a change of `closedThrough` from `before` to `after` is a close or a reopen the rules allow at `now`
 * (firestore.rules `validPeriodChange`): a close sets it to the end of the next month after `before` (any
 * month when nothing is closed) once closable (lastClosableDay); a reopen sets it back to
 * closedThroughAfterReopen of the last closed month. Nothing reopens every period at once (null), skips a
 * month or closes a day that is not a month's end.
 */
export function isAllowedPeriodChange(before: string | null, after: unknown, now: Date): boolean {
  if (typeof after !== 'string' || !isDayKey(after) || after !== endOfMonthKey(after)) return false;
  if (before !== null && after === closedThroughAfterReopen(monthOf(before))) return true;
  const closing = before === null ? monthOf(after) : monthOf(addDaysToKey(before, 1));
  return after === closing.to && after <= lastClosableDay(now);
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
 * What a write refused because of a closed period says, naming the closed months among `days` (the days it
 * touched): `El periodo de octubre de 2026 está cerrado.`; null when none of them is closed.
 */
export function closedPeriodMessage(
  days: readonly string[],
  closedThrough: string | null | undefined,
): string | null {
  const closed = [
    ...new Set(days.filter((day) => isDayClosed(day, closedThrough)).map((day) => day.slice(0, 7))),
  ]
    .sort()
    .map((month) => monthLabel(monthOf(`${month}-01`)));
  if (closed.length === 0) return null;
  if (closed.length === 1) return `El periodo de ${closed[0]} está cerrado.`;
  return `Los periodos de ${closed[0]} a ${closed[closed.length - 1]} están cerrados.`;
}

/** The confirm of a close: what closing `month` means. */
export function closingMeaning(month: ClosingMonth): string {
  return `Al cerrar ${monthLabel(month)} no se podrán registrar ni corregir marcas, planificación, ausencias ni decisiones de horas extras de ese mes. Las remuneraciones se calculan sobre el periodo cerrado.`;
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
