/**
 * Arithmetic on calendar days named by 'yyyy-MM-dd' keys (the keys `dayKey` gives in the tenant's zone).
 *
 * A calendar date has no zone: its weekday and its neighbours are the same everywhere, so these helpers work
 * on the proleptic Gregorian calendar through UTC fields and never read the machine's zone. Turning a key into
 * an instant (the first instant of that day in the tenant's zone) is `dayKeyToInstant`'s job (time-zone.ts).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { es } from 'date-fns/locale';

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function toKey(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Whether the value is a 'yyyy-MM-dd' key of a day that exists (no 2026-02-30). */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = KEY.exec(value);
  if (match === null) return false;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return toKey(utcDate(date)) === value;
}

/** The fields of a key; throws a RangeError for anything but a 'yyyy-MM-dd' key. */
export function parseDayKey(key: string): CalendarDate {
  const match = KEY.exec(key);
  if (match === null) throw new RangeError(`Invalid day "${key}": expected yyyy-MM-dd`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The key of a calendar date (out-of-range fields roll over: month 13 is January of the next year). */
export function keyOfDate(date: CalendarDate): string {
  return toKey(utcDate(date));
}

/** The day `days` calendar days after (or before, if negative) the key. */
export function addDaysToKey(key: string, days: number): string {
  const date = parseDayKey(key);
  return toKey(utcDate({ ...date, day: date.day + days }));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenKeys(from: string, to: string): number {
  return Math.round((utcDate(parseDayKey(to)).getTime() - utcDate(parseDayKey(from)).getTime()) / MS_PER_DAY);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOfKey(key: string): number {
  const weekday = utcDate(parseDayKey(key)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the key's week (weeks start on Monday, spec §1). */
export function startOfWeekKey(key: string): string {
  return addDaysToKey(key, 1 - isoWeekdayOfKey(key));
}

/** The first day of the key's month. */
export function startOfMonthKey(key: string): string {
  const { year, month } = parseDayKey(key);
  return keyOfDate({ year, month, day: 1 });
}

/** The last day of the key's month. */
export function endOfMonthKey(key: string): string {
  const { year, month } = parseDayKey(key);
  return keyOfDate({ year, month: month + 1, day: 0 });
}

/** The first day of the month `months` months after (or before) the key's month. */
export function addMonthsToKey(key: string, months: number): string {
  const { year, month } = parseDayKey(key);
  return keyOfDate({ year, month: month + months, day: 1 });
}

/** Every key from `start` (inclusive) to `end` (exclusive). */
export function keysBetween(start: string, end: string): string[] {
  const keys: string[] = [];
  for (let key = start; key < end; key = addDaysToKey(key, 1)) keys.push(key);
  return keys;
}

/** formatDayKey's texts, by pattern and key: a table of 50 rows formats 100 of them on every page. */
const formatted = new Map<string, string>();
const FORMATTED_LIMIT = 5_000;

/** Spanish date text of a calendar day with a date-fns pattern, e.g. "EEEE d 'de' MMMM" → 'lunes 16 de noviembre'. */
export function formatDayKey(key: string, pattern: string): string {
  const cacheKey = `${pattern}\u0000${key}`;
  let text = formatted.get(cacheKey);
  if (text === undefined) {
    text = formatInTimeZone(utcDate(parseDayKey(key)), 'UTC', pattern, { locale: es });
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    formatted.set(cacheKey, text);
  }
  return text;
}

/** `14-12-2026 – 18-12-2026` (how dates are written in Chile), or one day alone. */
export function dayRangeText(from: string, to: string): string {
  const shown = (key: string) => formatDayKey(key, 'dd-MM-yyyy');
  return from === to ? shown(from) : `${shown(from)} – ${shown(to)}`;
}
