/** The seed's window of days in the tenant zone, and wall-time → instant conversion cached per day. */
import type { TimeSlot } from '../../../ports/collections';
import { daysBetweenKeys, isoWeekdayOfKey } from '../../../../domain/calendar/day-keys';
import {
  addZonedDays,
  dayKey,
  startOfZonedDay,
  wallTimeToInstant,
} from '../../../../domain/calendar/time-zone';
import { chileHolidays, type ChileHoliday } from '../../../../domain/chile/holidays';
import { slotBounds } from '../../../../domain/schedule/slots';

export const PAST_DAYS = 60;
export const FUTURE_DAYS = 30;

/** How many days before and after today the window holds (the demo tenant's: PAST_DAYS and FUTURE_DAYS). */
export interface CalendarWindow {
  pastDays: number;
  futureDays: number;
}

export const DEMO_WINDOW: CalendarWindow = { pastDays: PAST_DAYS, futureDays: FUTURE_DAYS };

export interface SeedDay {
  /** `yyyy-MM-dd` in the tenant zone. */
  key: string;
  /** Days from today (negative: past). */
  offset: number;
  /** First instant of the day in the tenant zone. */
  start: Date;
  /** Noon of the day: a safe anchor for wall-time arithmetic. */
  noon: Date;
  /** 1 (Monday) – 7 (Sunday). */
  isoWeekday: number;
  /** Monday-based week number since the epoch, for alternating rotations. */
  weekIndex: number;
  holiday: ChileHoliday | null;
}

export interface SeedCalendar {
  timeZone: string;
  now: Date;
  today: SeedDay;
  /** From the window's `pastDays` ago to its `futureDays` ahead, in order. */
  days: SeedDay[];
  /** Instant of `hhmm` on `day`, `plusDays` calendar days later. */
  at(day: SeedDay, hhmm: string, plusDays?: number): Date;
  /** Start and end instants of a slot on `day`; an end at or before the start is on the next day. */
  slotBounds(day: SeedDay, slot: TimeSlot): { start: Date; end: Date };
  /** Holidays of a calendar year (memoised). */
  holidaysOf(year: number): ChileHoliday[];
}

export function createCalendar(
  now: Date,
  timeZone: string,
  window: CalendarWindow = DEMO_WINDOW,
): SeedCalendar {
  const holidayCache = new Map<number, ChileHoliday[]>();
  const holidaysOf = (year: number): ChileHoliday[] => {
    let list = holidayCache.get(year);
    if (list === undefined) {
      list = chileHolidays(year);
      holidayCache.set(year, list);
    }
    return list;
  };
  const todayNoon = wallTimeToInstant(now, '12:00', timeZone);
  const makeDay = (offset: number): SeedDay => {
    const noon = addZonedDays(todayNoon, offset, timeZone);
    const key = dayKey(noon, timeZone);
    return {
      key,
      offset,
      start: startOfZonedDay(noon, timeZone),
      noon,
      isoWeekday: isoWeekdayOfKey(key),
      // 1970-01-05 was a Monday.
      weekIndex: Math.floor(daysBetweenKeys('1970-01-05', key) / 7),
      holiday: holidaysOf(Number(key.slice(0, 4))).find((holiday) => holiday.date === key) ?? null,
    };
  };
  const days: SeedDay[] = [];
  for (let offset = -window.pastDays; offset <= window.futureDays; offset += 1) days.push(makeDay(offset));
  const today = days[window.pastDays] ?? makeDay(0);

  const instantCache = new Map<string, Date>();
  const at = (day: SeedDay, hhmm: string, plusDays = 0): Date => {
    const cacheKey = `${day.key}|${plusDays}|${hhmm}`;
    let instant = instantCache.get(cacheKey);
    if (instant === undefined) {
      const anchor = plusDays === 0 ? day.noon : addZonedDays(day.noon, plusDays, timeZone);
      instant = wallTimeToInstant(anchor, hhmm, timeZone);
      instantCache.set(cacheKey, instant);
    }
    return instant;
  };
  const boundsCache = new Map<string, { start: Date; end: Date }>();
  const boundsOf = (day: SeedDay, slot: TimeSlot): { start: Date; end: Date } => {
    const cacheKey = `${day.key}|${slot.startTime}|${slot.endTime}`;
    let bounds = boundsCache.get(cacheKey);
    if (bounds === undefined) {
      bounds = slotBounds(day.noon, slot, timeZone);
      boundsCache.set(cacheKey, bounds);
    }
    return bounds;
  };
  return { timeZone, now, today, days, at, slotBounds: boundsOf, holidaysOf };
}
