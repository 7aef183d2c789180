/**
 * The periods of the history screen: Monday–Sunday weeks (spec §1: weeks start on Monday) and calendar
 * months.
 *
 * A period is a range of calendar days named by 'yyyy-MM-dd' keys. Stepping through days is calendar
 * arithmetic on those keys (no zone involved: a calendar day is a calendar day); only `periodBounds` turns
 * them into instants, reading each key as a day in the TENANT's zone, so a 23- or 25-hour DST day keeps its
 * true bounds.
 */
import { dayKeyToInstant, formatInZone } from '../../lib/time-zone';

export type PeriodKind = 'week' | 'month';

export interface HistoryPeriod {
  kind: PeriodKind;
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day (inclusive), 'yyyy-MM-dd'. */
  to: string;
  /** Every day of the period, in order. */
  days: string[];
}

const MS_PER_DAY = 86_400_000;

/** Midnight UTC of the key's calendar day: a zone-free stand-in for the calendar date. */
function calendarDate(key: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) throw new RangeError(`Invalid day "${key}": expected yyyy-MM-dd`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function keyOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) the key's. */
export function addDaysToKey(key: string, days: number): string {
  return keyOf(new Date(calendarDate(key).getTime() + days * MS_PER_DAY));
}

/** ISO weekday of the key's calendar day: 1 (Monday) – 7 (Sunday). */
export function isoWeekdayOfKey(key: string): number {
  const day = calendarDate(key).getUTCDay();
  return day === 0 ? 7 : day;
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let key = from; key <= to; key = addDaysToKey(key, 1)) days.push(key);
  return days;
}

/** The week (Monday–Sunday) or the month containing the day. */
export function periodContaining(kind: PeriodKind, key: string): HistoryPeriod {
  if (kind === 'week') {
    const from = addDaysToKey(key, 1 - isoWeekdayOfKey(key));
    const to = addDaysToKey(from, 6);
    return { kind, from, to, days: daysBetween(from, to) };
  }
  const date = calendarDate(key);
  const from = keyOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  const to = keyOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
  return { kind, from, to, days: daysBetween(from, to) };
}

/** The period before (-1) or after (+1). */
export function shiftPeriod(period: HistoryPeriod, step: -1 | 1): HistoryPeriod {
  const anchor = step < 0 ? addDaysToKey(period.from, -1) : addDaysToKey(period.to, 1);
  return periodContaining(period.kind, anchor);
}

/** Half-open instants [start of the first day, start of the day after the last) in the tenant zone. */
export function periodBounds(period: HistoryPeriod, timeZone: string): { start: Date; end: Date } {
  return {
    start: dayKeyToInstant(period.from, timeZone),
    end: dayKeyToInstant(addDaysToKey(period.to, 1), timeZone),
  };
}

/** Spanish date text of a calendar day (formatted in UTC, where `calendarDate` put it). */
export function formatDayKey(key: string, pattern: string): string {
  return formatInZone(calendarDate(key), 'UTC', pattern);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The heading of a period: 'Semana del 16 al 22 de noviembre de 2026', 'Semana del 30 de noviembre al 6 de
 * diciembre de 2026', 'Semana del 28 de diciembre de 2026 al 3 de enero de 2027', 'Noviembre de 2026'.
 */
export function periodTitle(period: HistoryPeriod): string {
  if (period.kind === 'month') return capitalize(formatDayKey(period.from, "MMMM 'de' yyyy"));
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  const sameMonth = sameYear && period.from.slice(0, 7) === period.to.slice(0, 7);
  let first = formatDayKey(period.from, "d 'de' MMMM 'de' yyyy");
  if (sameMonth) first = formatDayKey(period.from, 'd');
  else if (sameYear) first = formatDayKey(period.from, "d 'de' MMMM");
  return `Semana del ${first} al ${formatDayKey(period.to, "d 'de' MMMM 'de' yyyy")}`;
}
