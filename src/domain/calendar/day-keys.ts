/**
 * Arithmetic on calendar days named by 'yyyy-MM-dd' keys (the keys `dayKey` gives in the tenant's zone).
 *
 * A calendar date has no zone: its weekday and its neighbours are the same everywhere, so these helpers work
 * on the proleptic Gregorian calendar through UTC fields and never read the machine's zone. Turning a key into
 * an instant (the first instant of that day in the tenant's zone) is `dayKeyToInstant`'s job.
 */

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseKey(key: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) throw new RangeError(`Invalid day "${key}": expected yyyy-MM-dd`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

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

/** The day `days` calendar days after (or before, if negative) the key. */
export function addDaysToKey(key: string, days: number): string {
  const date = parseKey(key);
  return toKey(utcDate({ ...date, day: date.day + days }));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOfKey(key: string): number {
  const weekday = utcDate(parseKey(key)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the key's week (weeks start on Monday, spec §1). */
export function startOfWeekKey(key: string): string {
  return addDaysToKey(key, 1 - isoWeekdayOfKey(key));
}

/** The first day of the key's month. */
export function startOfMonthKey(key: string): string {
  const { year, month } = parseKey(key);
  return toKey(utcDate({ year, month, day: 1 }));
}

/** The first day of the month `months` months after (or before) the key's month. */
export function addMonthsToKey(key: string, months: number): string {
  const { year, month } = parseKey(key);
  return toKey(utcDate({ year, month: month + months, day: 1 }));
}

/** Every key from `start` (inclusive) to `end` (exclusive). */
export function keysBetween(start: string, end: string): string[] {
  const keys: string[] = [];
  for (let key = start; key < end; key = addDaysToKey(key, 1)) keys.push(key);
  return keys;
}
