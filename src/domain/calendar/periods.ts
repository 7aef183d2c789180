/**
 * Periods of calendar days: Monday–Sunday weeks (spec §1: weeks start on Monday), calendar months and years,
 * and custom ranges. A period is a range of 'yyyy-MM-dd' keys, first and last day included. Stepping through
 * periods is calendar arithmetic on those keys (no zone involved); only `periodBounds` turns them into instants,
 * reading each key as a day in the TENANT's zone, so a 23- or 25-hour DST day keeps its true bounds.
 */
import {
  addDaysToKey,
  addMonthsToKey,
  daysBetweenKeys,
  endOfMonthKey,
  formatDayKey,
  isDayKey,
  isoWeekdayOfKey,
  keysBetween,
  startOfMonthKey,
  startOfWeekKey,
} from './day-keys';
import { dayKeyToInstant } from './time-zone';

export type PeriodKind = 'week' | 'month' | 'year' | 'custom';
/** The kinds a screen steps through with previous / next. */
export type CalendarPeriodKind = Exclude<PeriodKind, 'custom'>;

export interface Period {
  kind: PeriodKind;
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day (inclusive), 'yyyy-MM-dd'. */
  to: string;
}

/** The week (Monday–Sunday), month or year containing the day. */
export function periodContaining(kind: CalendarPeriodKind, key: string): Period {
  switch (kind) {
    case 'week': {
      const from = startOfWeekKey(key);
      return { kind, from, to: addDaysToKey(from, 6) };
    }
    case 'month':
      return { kind, from: startOfMonthKey(key), to: endOfMonthKey(key) };
    case 'year': {
      const year = key.slice(0, 4);
      return { kind, from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
}

/** A custom range; throws a RangeError unless both are day keys and `from` is not after `to`. */
export function customPeriod(from: string, to: string): Period {
  if (!isDayKey(from) || !isDayKey(to)) throw new RangeError(`Invalid range "${from}"–"${to}"`);
  if (from > to) throw new RangeError(`The range starts after it ends: ${from} > ${to}`);
  return { kind: 'custom', from, to };
}

/** The period `step` periods later (or earlier, if negative); a custom range moves by its own length. */
export function shiftPeriod(period: Period, step: number): Period {
  switch (period.kind) {
    case 'week':
      return periodContaining('week', addDaysToKey(period.from, 7 * step));
    case 'month':
      return periodContaining('month', addMonthsToKey(period.from, step));
    case 'year':
      return periodContaining('year', addMonthsToKey(period.from, 12 * step));
    case 'custom': {
      const length = daysBetweenKeys(period.from, period.to) + 1;
      return {
        kind: 'custom',
        from: addDaysToKey(period.from, length * step),
        to: addDaysToKey(period.to, length * step),
      };
    }
  }
}

/** Whether the day is in the period. */
export function periodHas(period: Period, key: string): boolean {
  return period.from <= key && key <= period.to;
}

/**
 * The period of another kind that keeps the user where they were: the one containing `today` when `today` is
 * in the current period, else the one containing the current period's first day.
 */
export function switchPeriodKind(period: Period, kind: CalendarPeriodKind, today: string): Period {
  if (kind === period.kind) return period;
  return periodContaining(kind, periodHas(period, today) ? today : period.from);
}

/** Every day of the period, in order. */
export function periodDays(period: Period): string[] {
  return keysBetween(period.from, addDaysToKey(period.to, 1));
}

/** Half-open instants [start of the first day, start of the day after the last) in the tenant's zone. */
export function periodBounds(period: Period, timeZone: string): { start: Date; end: Date } {
  return {
    start: dayKeyToInstant(period.from, timeZone),
    end: dayKeyToInstant(addDaysToKey(period.to, 1), timeZone),
  };
}

/** Blank cells before the first day in a Monday-first month grid. */
export function leadingBlanks(period: Period): number {
  return isoWeekdayOfKey(period.from) - 1;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'del 16 al 22 de noviembre de 2026', 'del 30 de noviembre al 6 de diciembre de 2026'. */
function rangeText(from: string, to: string): string {
  if (from === to) return `el ${formatDayKey(from, "d 'de' MMMM 'de' yyyy")}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const sameMonth = sameYear && from.slice(0, 7) === to.slice(0, 7);
  const first = formatDayKey(from, sameMonth ? 'd' : sameYear ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy");
  return `del ${first} al ${formatDayKey(to, "d 'de' MMMM 'de' yyyy")}`;
}

/**
 * The one Spanish heading of a period: 'Semana del 16 al 22 de noviembre de 2026', 'Semana del 28 de diciembre de
 * 2026 al 3 de enero de 2027', 'Noviembre de 2026', 'Año 2026', 'Del 1 al 15 de noviembre de 2026'.
 */
export function periodTitle(period: Period): string {
  switch (period.kind) {
    case 'week':
      return `Semana ${rangeText(period.from, period.to)}`;
    case 'month':
      return capitalize(formatDayKey(period.from, "MMMM 'de' yyyy"));
    case 'year':
      return `Año ${period.from.slice(0, 4)}`;
    case 'custom':
      return capitalize(rangeText(period.from, period.to));
  }
}

/** 'yyyy-MM-dd_yyyy-MM-dd', the form a range takes in a URL or a file name. */
export function periodSlug(period: Period): string {
  return `${period.from}_${period.to}`;
}
