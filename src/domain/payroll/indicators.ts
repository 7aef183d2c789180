/**
 * The payroll indicators as data, by month (issue #46 item 1): the types of the table in indicators-table.ts and
 * its two kinds of lookup.
 *
 * - Monthly values (UF of the month's last day, UTM of the month) are looked up EXACTLY: a month without its own
 *   published value has none, never an older month's (a silent carry-over mis-states tax by hundreds of pesos).
 * - Dated values (minimum wage, caps, AFP commissions, employer rates, asignación familiar, tax brackets) hold from
 *   their first month until the next version; a month before the first version has none.
 *
 * Every value names where it was published: a short name and, when there is one, an https link.
 */

/** Where a value was published, as a manager reads it. */
import { formatDayKey } from '../calendar/day-keys';

export interface IndicatorSource {
  /** Short name: `SII, UTM 2026`, `Ley 21.830`. */
  name: string;
  /** https link to the page that publishes it, when there is one. */
  url?: string;
}

export interface SourcedValue<T> {
  value: T;
  source: IndicatorSource;
}

/** A value that holds from `from` ('yyyy-MM', a remuneration month) until the next version. */
export interface DatedValue<T> extends SourcedValue<T> {
  from: string;
}

/** The values one month has of its own (absent: not published, or not found). */
export interface MonthIndicators {
  /** UF of the month's last day. */
  uf?: SourcedValue<number>;
  /** UTM of the month. */
  utm?: SourcedValue<number>;
}

export type MonthlyIndicator = keyof MonthIndicators;

/** The first and last remuneration months the table covers. */
export const INDICATOR_FIRST_MONTH = '2025-01';
export const INDICATOR_LAST_MONTH = '2026-11';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parsePeriod(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a period (yyyy-MM): ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The months from `first` to `last`, inclusive ('yyyy-MM'). */
export function monthsBetween(first: string, last: string): string[] {
  const start = parsePeriod(first);
  const end = parsePeriod(last);
  const months: string[] = [];
  for (let y = start.year, m = start.month; y < end.year || (y === end.year && m <= end.month);) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    if (++m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** '2026-11' → 'noviembre de 2026' (date-fns' Spanish names, as every month the app writes). */
export function monthName(period: string): string {
  const { year, month } = parsePeriod(period);
  return formatDayKey(`${year}-${String(month).padStart(2, '0')}-01`, "MMMM 'de' yyyy");
}

/** '2026-11' → '30 de noviembre de 2026' (the day the month's UF is taken). */
export function lastDayName(period: string): string {
  const { year, month } = parsePeriod(period);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${lastDay} de ${monthName(period)}`;
}

/** `SII, UTM 2026 — https://www.sii.cl/…`, or the name alone. */
export function sourceText(source: IndicatorSource): string {
  return source.url ? `${source.name} — ${source.url}` : source.name;
}

/** The month's own value of a monthly indicator, or undefined: never another month's. */
export function monthlyValue(
  table: Readonly<Record<string, MonthIndicators>>,
  name: MonthlyIndicator,
  period: string,
): SourcedValue<number> | undefined {
  parsePeriod(period);
  return table[period]?.[name];
}

/**
 * A value for a draft when the month has none of its own: the latest earlier month's, else the earliest later
 * one's (a month before the first published value). Undefined only when the table holds none at all.
 */
export function nearestMonthlyValue(
  table: Readonly<Record<string, MonthIndicators>>,
  name: MonthlyIndicator,
  period: string,
): (SourcedValue<number> & { month: string }) | undefined {
  const months = Object.keys(table)
    .filter((month) => table[month]?.[name] !== undefined)
    .sort();
  const month = months.filter((m) => m <= period).at(-1) ?? months.find((m) => m > period);
  const value = month === undefined ? undefined : table[month]?.[name];
  return month === undefined || value === undefined ? undefined : { ...value, month };
}

/** The version in force in `period`: the latest whose `from` is not after it; undefined before the first. */
export function datedValue<T>(versions: readonly DatedValue<T>[], period: string): DatedValue<T> | undefined {
  parsePeriod(period);
  let chosen: DatedValue<T> | undefined;
  for (const version of versions) if (version.from <= period) chosen = version;
  return chosen;
}
