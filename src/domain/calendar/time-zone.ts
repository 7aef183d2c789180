/**
 * Tenant-zone date arithmetic.
 *
 * Every day boundary and every 'HH:MM' in the app is wall time in the TENANT's IANA zone, never the
 * machine's. These helpers never read the machine zone: they go through `Intl.DateTimeFormat` with an
 * explicit `timeZone` (one cached formatter per zone).
 *
 * Invalid zones and invalid `Date`s throw a `RangeError` (from `Intl`).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { es } from 'date-fns/locale';

import { addDaysToKey, parseDayKey } from './day-keys';

const MS_PER_DAY = 86_400_000;

/** Wall-clock fields of an instant in a zone (month is 1-12). */
interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields from `Intl` (the reference; about 100 times slower than reading a cached offset). */
function intlZonedFields(epochMs: number, timeZone: string): ZonedFields {
  const fields: ZonedFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeCommonEra = false;
  for (const part of getFormatter(timeZone).formatToParts(epochMs)) {
    switch (part.type) {
      case 'year':
        fields.year = Number(part.value);
        break;
      case 'month':
        fields.month = Number(part.value);
        break;
      case 'day':
        fields.day = Number(part.value);
        break;
      case 'hour':
        // Some engines print midnight as '24' even with h23.
        fields.hour = Number(part.value) % 24;
        break;
      case 'minute':
        fields.minute = Number(part.value);
        break;
      case 'second':
        fields.second = Number(part.value);
        break;
      case 'era':
        beforeCommonEra = part.value.startsWith('B');
        break;
      default:
        break;
    }
  }
  if (beforeCommonEra) fields.year = 1 - fields.year;
  return fields;
}

/** Offset (wall time minus UTC, whole seconds in ms) of the zone at the instant, from `Intl`. */
function intlOffsetAt(epochMs: number, timeZone: string): number {
  const f = intlZonedFields(epochMs, timeZone);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return utcMs(f.year, f.month, f.day, f.hour, f.minute, f.second) - wholeSecond;
}

/**
 * The zone's offset per UTC hour, when it is the same at the hour's first and last whole second (zones change
 * offset at most once in an hour, at a whole second), else null: that hour is read from `Intl` each time. A
 * month of attendance for 2,000 people reads the same few thousand hours over and over.
 */
const OFFSET_BUCKET_MS = 3_600_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetCache = new Map<string, Map<number, number | null>>();

function cachedOffset(epochMs: number, timeZone: string): number | null {
  let zone = offsetCache.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  const bucket = Math.floor(epochMs / OFFSET_BUCKET_MS);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    const start = bucket * OFFSET_BUCKET_MS;
    const first = intlOffsetAt(start, timeZone);
    offset = intlOffsetAt(start + OFFSET_BUCKET_MS - 1000, timeZone) === first ? first : null;
    if (zone.size >= OFFSET_CACHE_LIMIT) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

/** Wall-clock fields of an instant in a zone: the UTC fields of the instant moved by the zone's offset. */
function zonedFields(epochMs: number, timeZone: string): ZonedFields {
  // An invalid instant goes to Intl, which throws the RangeError callers expect.
  const offset = Number.isFinite(epochMs) ? cachedOffset(epochMs, timeZone) : null;
  if (offset === null) return intlZonedFields(epochMs, timeZone);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Epoch ms of the given fields read as UTC (works for years 0-99 too, unlike `Date.UTC`). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

/** Offset (wall time minus UTC, in ms) of the zone at the instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  return (
    (Number.isFinite(epochMs) ? cachedOffset(epochMs, timeZone) : null) ?? intlOffsetAt(epochMs, timeZone)
  );
}

/**
 * Instant of a wall time (given as epoch ms of the same fields read as UTC) in the zone, resolved like
 * Temporal's 'compatible' disambiguation: a repeated wall time (DST fold) gives the earlier instant, a
 * nonexistent one (DST gap) is moved forward by the length of the gap.
 */
function wallMsToInstantMs(wallMs: number, timeZone: string): number {
  const offsetBefore = offsetAt(wallMs - MS_PER_DAY, timeZone);
  const offsetAfter = offsetAt(wallMs + MS_PER_DAY, timeZone);
  let best: number | null = null;
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = wallMs - offset;
    if (offsetAt(candidate, timeZone) === offset && (best === null || candidate < best)) best = candidate;
  }
  // Gap: the wall time does not exist; reading it with the offset in force before the gap lands the
  // same distance after the transition as the wall time is after the gap's start.
  return best ?? wallMs - offsetBefore;
}

/** Strict 'HH:MM' (24 h, 00:00-23:59). Returns null for anything else. */
export function parseHHMM(value: string): { hours: number; minutes: number } | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (match === null) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** 'yyyy-MM-dd' calendar day of the instant in the zone. */
export function dayKey(instant: Date, timeZone: string): string {
  const f = zonedFields(instant.getTime(), timeZone);
  const year = f.year < 0 ? `-${pad(-f.year, 4)}` : pad(f.year, 4);
  return `${year}-${pad(f.month)}-${pad(f.day)}`;
}

/**
 * Half-open bounds [start, end) of the zone calendar day containing the instant: `start` is the first
 * instant of the day (01:00 local when midnight is skipped by DST), `end` the first instant of the next
 * day. Days can therefore last 23, 24 or 25 hours.
 */
export function zonedDayBounds(instant: Date, timeZone: string): { start: Date; end: Date } {
  const f = zonedFields(instant.getTime(), timeZone);
  const start = wallMsToInstantMs(utcMs(f.year, f.month, f.day), timeZone);
  const end = wallMsToInstantMs(utcMs(f.year, f.month, f.day + 1), timeZone);
  return { start: new Date(start), end: new Date(end) };
}

/** First instant of the zone calendar day containing the instant. */
export function startOfZonedDay(instant: Date, timeZone: string): Date {
  return zonedDayBounds(instant, timeZone).start;
}

/**
 * Instant at wall time `hhmm` on the zone calendar day of `day`. A nonexistent wall time (DST gap) is
 * moved forward; a repeated one (DST fold) gives the earlier instant. Throws a RangeError for a value
 * that is not a strict 'HH:MM'.
 */
export function wallTimeToInstant(day: Date, hhmm: string, timeZone: string): Date {
  const time = parseHHMM(hhmm);
  if (time === null) throw new RangeError(`Invalid wall time "${hhmm}": expected HH:MM (00:00-23:59)`);
  const f = zonedFields(day.getTime(), timeZone);
  return new Date(wallMsToInstantMs(utcMs(f.year, f.month, f.day, time.hours, time.minutes), timeZone));
}

/** Same wall time `days` calendar days later (or earlier, if negative) in the zone. */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days: ${days}`);
  const epochMs = instant.getTime();
  const f = zonedFields(epochMs, timeZone);
  const ms = epochMs - Math.floor(epochMs / 1000) * 1000;
  const wallMs = utcMs(f.year, f.month, f.day + days, f.hour, f.minute, f.second, ms);
  return new Date(wallMsToInstantMs(wallMs, timeZone));
}

/** date-fns format pattern applied to the instant's wall time in the zone, in Spanish. */
export function formatInZone(instant: Date, timeZone: string, pattern: string): string {
  return formatInTimeZone(instant, timeZone, pattern, { locale: es });
}

/** 'HH:MM' (24 h) wall time of the instant in the zone. */
export function hhmmInZone(instant: Date, timeZone: string): string {
  const f = zonedFields(instant.getTime(), timeZone);
  return `${pad(f.hour)}:${pad(f.minute)}`;
}

/** 'HH:MM:SS' (24 h) wall time of the instant in the zone, as a marca is recorded (Res. Ex. N° 38 art. 44). */
export function hmsInZone(instant: Date, timeZone: string): string {
  const f = zonedFields(instant.getTime(), timeZone);
  return `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
}

/** Half-open instants [start, end) of the zone calendar day named by a 'yyyy-MM-dd' key. */
export function dayKeyBounds(key: string, timeZone: string): { start: Date; end: Date } {
  return { start: dayKeyToInstant(key, timeZone), end: dayKeyToInstant(addDaysToKey(key, 1), timeZone) };
}

/** Instant of wall time `hhmm` on the calendar day named by a 'yyyy-MM-dd' key, in the zone. */
export function wallTimeOnDay(key: string, hhmm: string, timeZone: string): Date {
  return wallTimeToInstant(dayKeyToInstant(key, timeZone), hhmm, timeZone);
}

/** First instant of the zone calendar day named by a 'yyyy-MM-dd' key (the inverse of `dayKey`). */
export function dayKeyToInstant(key: string, timeZone: string): Date {
  const { year, month, day } = parseDayKey(key);
  return new Date(wallMsToInstantMs(utcMs(year, month, day), timeZone));
}
