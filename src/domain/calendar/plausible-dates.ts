/**
 * Plausible ranges for the dates a manager types (issue #47): a hire date in 2099 or a holiday in 3026 is a typo,
 * not a plan. Each kind of date has its range around today (a 'yyyy-MM-dd' key in the tenant's zone), and a date
 * outside it gets a Spanish message naming the range in dd-MM-yyyy. Client-side only: the rules keep accepting
 * any well-formed day.
 *
 * - hire: from 01-01-1950 to one year after today (a contract signed ahead of its start).
 * - contractEnd: the agreed end of a plazo fijo, from 01-01-1950 to two years after today (art. 159 N° 4 of the
 *   Código del Trabajo: one year, two for professionals and technicians).
 * - holiday: five years before or after today.
 * - birth: from 01-01-1900 to 14 years before today (art. 13: no one younger works).
 */
import { formatDayKey, isDayKey, keyOfDate, parseDayKey } from './day-keys';

export type PlausibleDateKind = 'hire' | 'contractEnd' | 'holiday' | 'birth';

export interface DayRange {
  /** First and last day allowed, inclusive. */
  min: string;
  max: string;
}

/** What each kind's message calls the date. */
export const PLAUSIBLE_DATE_SUBJECT: Readonly<Record<PlausibleDateKind, string>> = {
  hire: 'La fecha de ingreso',
  contractEnd: 'El fin de contrato',
  holiday: 'La fecha del feriado',
  birth: 'La fecha de nacimiento',
};

/** The same day `years` years later (earlier if negative); 29 February becomes 28 February in a common year. */
export function addYearsToKey(key: string, years: number): string {
  const { year, month, day } = parseDayKey(key);
  const shifted = keyOfDate({ year: year + years, month, day });
  return parseDayKey(shifted).month === month
    ? shifted
    : keyOfDate({ year: year + years, month, day: day - 1 });
}

/** The range of a kind of date, today being `today` ('yyyy-MM-dd' in the tenant's zone). */
export function plausibleRange(kind: PlausibleDateKind, today: string): DayRange {
  switch (kind) {
    case 'hire':
      return { min: '1950-01-01', max: addYearsToKey(today, 1) };
    case 'contractEnd':
      return { min: '1950-01-01', max: addYearsToKey(today, 2) };
    case 'holiday':
      return { min: addYearsToKey(today, -5), max: addYearsToKey(today, 5) };
    case 'birth':
      return { min: '1900-01-01', max: addYearsToKey(today, -14) };
  }
}

/** `La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.` */
export function dayRangeMessage(subject: string, range: DayRange): string {
  const text = (key: string) => formatDayKey(key, 'dd-MM-yyyy');
  return `${subject} debe estar entre ${text(range.min)} y ${text(range.max)}.`;
}

/**
 * Why `day` is not a plausible date of its kind, or null when it is (or is not a day at all: the format is
 * another check's to report).
 */
export function implausibleDate(
  kind: PlausibleDateKind,
  day: string,
  today: string,
  subject: string = PLAUSIBLE_DATE_SUBJECT[kind],
): string | null {
  if (!isDayKey(day)) return null;
  const range = plausibleRange(kind, today);
  return day < range.min || day > range.max ? dayRangeMessage(subject, range) : null;
}
