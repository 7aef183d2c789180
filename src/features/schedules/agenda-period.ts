/** The period the agenda shows (a Monday-first week or a month) and how to move through periods. */
import { dayKeyToInstant, formatInZone } from '../../lib/time-zone';
import {
  addDaysToKey,
  addMonthsToKey,
  isoWeekdayOfKey,
  keysBetween,
  startOfMonthKey,
  startOfWeekKey,
} from './calendar-keys';

export type AgendaView = 'week' | 'month';

export interface AgendaPeriod {
  view: AgendaView;
  /** A day inside the period ('yyyy-MM-dd'): the first day of the week or of the month. */
  start: string;
}

export interface PeriodRange {
  /** First day of the period, inclusive. */
  startKey: string;
  /** First day after the period, exclusive. */
  endKey: string;
  /** Half-open instants [start, end) of the period in the tenant's zone, for queries. */
  start: Date;
  end: Date;
}

/** The week or month containing the day `key`. */
export function periodContaining(view: AgendaView, key: string): AgendaPeriod {
  return { view, start: view === 'week' ? startOfWeekKey(key) : startOfMonthKey(key) };
}

function endKeyOf(period: AgendaPeriod): string {
  return period.view === 'week' ? addDaysToKey(period.start, 7) : addMonthsToKey(period.start, 1);
}

/** The next (`step` 1) or previous (`step` -1) period of the same view. */
export function shiftPeriod(period: AgendaPeriod, step: number): AgendaPeriod {
  return period.view === 'week'
    ? { view: 'week', start: addDaysToKey(period.start, 7 * step) }
    : { view: 'month', start: addMonthsToKey(period.start, step) };
}

/**
 * The period of the other view that keeps the user where they were: the month of the week's Monday, or the
 * week of `today` when it is in the month (else the month's first week).
 */
export function switchView(period: AgendaPeriod, view: AgendaView, today: string): AgendaPeriod {
  if (view === period.view) return period;
  if (view === 'month') return periodContaining('month', period.start);
  const inMonth = today >= period.start && today < endKeyOf(period);
  return periodContaining('week', inMonth ? today : period.start);
}

export function periodRange(period: AgendaPeriod, timeZone: string): PeriodRange {
  const endKey = endKeyOf(period);
  return {
    startKey: period.start,
    endKey,
    start: dayKeyToInstant(period.start, timeZone),
    end: dayKeyToInstant(endKey, timeZone),
  };
}

/** The period's days, in order. */
export function periodKeys(period: AgendaPeriod): string[] {
  return keysBetween(period.start, endKeyOf(period));
}

/** Blank cells before the 1st in a Monday-first month grid. */
export function leadingBlanks(period: AgendaPeriod): number {
  return period.view === 'month' ? isoWeekdayOfKey(period.start) - 1 : 0;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Semana del 16 al 22 de noviembre de 2026', 'Noviembre 2026'. */
export function periodTitle(period: AgendaPeriod, timeZone: string): string {
  const format = (key: string, pattern: string) =>
    formatInZone(dayKeyToInstant(key, timeZone), timeZone, pattern);
  if (period.view === 'month') return capitalize(format(period.start, 'MMMM yyyy'));
  const last = addDaysToKey(period.start, 6);
  const sameYear = period.start.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && period.start.slice(0, 7) === last.slice(0, 7);
  const first = format(period.start, sameMonth ? 'd' : sameYear ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy");
  return `Semana del ${first} al ${format(last, "d 'de' MMMM 'de' yyyy")}`;
}
