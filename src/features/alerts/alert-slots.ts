/** "Today" in the tenant zone, and the resolution of a schedule's slots to instants of that day. */
import { DEFAULT_SLOT_END, DEFAULT_SLOT_START } from '../../domain/schedule/slots';
import { dayKey, wallTimeToInstant, zonedDayBounds } from '../../domain/calendar/time-zone';

import type { AlertSchedule } from './alert-types';

const MINUTES_PER_DAY = 1_440;
const ZERO = 48;
const COLON = 58;

function digit(text: string, index: number): number {
  const value = text.charCodeAt(index) - ZERO;
  return value >= 0 && value <= 9 ? value : Number.NaN;
}

/**
 * Minute of the day (0-1439) of a strict 'HH:MM' (the grammar of parseHHMM in lib/time-zone), or -1.
 * Read from the characters: this runs for every slot of every computation.
 */
export function minuteOfDay(hhmm: unknown): number {
  if (typeof hhmm !== 'string' || hhmm.length !== 5 || hhmm.charCodeAt(2) !== COLON) return -1;
  const hours = digit(hhmm, 0) * 10 + digit(hhmm, 1);
  const minutes = digit(hhmm, 3) * 10 + digit(hhmm, 4);
  // NaN fails both comparisons.
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : -1;
}

/**
 * The calendar day of an instant in a zone: its bounds, its 'yyyy-MM-dd' key, and the instants of its
 * wall times (and of the next day's, for slots ending after midnight). Wall times are converted through
 * Intl once per minute of the day and the Date is shared by every slot (and every computation) with
 * that wall time: it must not be mutated.
 */
export class ZonedDay {
  readonly timeZone: string;
  readonly start: Date;
  readonly end: Date;
  readonly key: string;
  readonly startMs: number;
  readonly endMs: number;
  /** Instants by minute of the day: [0, 1440) today, [1440, 2880) tomorrow; filled on first use. */
  private readonly instants: (Date | undefined)[] = [];

  constructor(now: Date, timeZone: string) {
    const bounds = zonedDayBounds(now, timeZone);
    this.timeZone = timeZone;
    this.start = bounds.start;
    this.end = bounds.end;
    this.startMs = bounds.start.getTime();
    this.endMs = bounds.end.getTime();
    this.key = dayKey(now, timeZone);
  }

  /** Whether the instant (epoch ms) is on this day. */
  contains(ms: number): boolean {
    return ms >= this.startMs && ms < this.endMs;
  }

  /** Instant of the wall time `hhmm` (at `minute` of the day) today, or tomorrow if `nextDay`. */
  instant(minute: number, hhmm: string, nextDay: boolean): Date {
    const slot = nextDay ? minute + MINUTES_PER_DAY : minute;
    let instant = this.instants[slot];
    if (instant === undefined) {
      instant = wallTimeToInstant(nextDay ? this.end : this.start, hhmm, this.timeZone);
      this.instants[slot] = instant;
    }
    return instant;
  }
}

const RECENT_DAYS = 8;
const recentDays: ZonedDay[] = [];

/**
 * The ZonedDay of `now` in `timeZone`, shared with earlier calls on the same day (alerts are recomputed
 * every minute; a day's Intl conversions are done once). Throws a RangeError for an invalid `now` or zone.
 */
export function zonedDayOf(now: Date, timeZone: string): ZonedDay {
  const ms = now.getTime();
  for (const day of recentDays) {
    if (day.timeZone === timeZone && day.contains(ms)) return day;
  }
  const day = new ZonedDay(now, timeZone);
  recentDays.unshift(day);
  if (recentDays.length > RECENT_DAYS) recentDays.pop();
  return day;
}

function orDefault(value: string | null | undefined, fallback: string): string {
  return value === undefined || value === null || value === '' ? fallback : value;
}

/**
 * The resolved slots of one schedule, in reusable storage (no allocation per slot). Entry `i < count` is
 * the slot at position `index[i]` of the schedule.
 */
export class SlotBuffer {
  count = 0;
  readonly index: number[] = [];
  readonly startTime: string[] = [];
  readonly endTime: string[] = [];
  readonly start: Date[] = [];
  readonly end: Date[] = [];

  /**
   * Replaces the content with the slots of `schedule` on `day`: its non-empty `timeSlots`, else one slot
   * from `startTime`/`endTime` (defaulting to 09:00 and 17:00). An end at or before its start is on the
   * next day. A slot with a malformed time is left out (no alert can be computed for it) but the others
   * keep their index, so they still match attendance.
   */
  resolve(schedule: AlertSchedule, day: ZonedDay): void {
    this.count = 0;
    const { timeSlots } = schedule;
    if (timeSlots !== undefined && timeSlots !== null && timeSlots.length > 0) {
      for (let index = 0; index < timeSlots.length; index += 1) {
        const slot = timeSlots[index];
        if (slot !== undefined) this.add(day, index, slot.startTime, slot.endTime);
      }
      return;
    }
    const startTime = orDefault(schedule.startTime, DEFAULT_SLOT_START);
    this.add(day, 0, startTime, orDefault(schedule.endTime, DEFAULT_SLOT_END));
  }

  private add(day: ZonedDay, index: number, startTime: string, endTime: string): void {
    const startMinute = minuteOfDay(startTime);
    const endMinute = minuteOfDay(endTime);
    if (startMinute < 0 || endMinute < 0) return;
    const i = this.count;
    this.index[i] = index;
    this.startTime[i] = startTime;
    this.endTime[i] = endTime;
    this.start[i] = day.instant(startMinute, startTime, false);
    this.end[i] = day.instant(endMinute, endTime, endMinute <= startMinute);
    this.count = i + 1;
  }
}
