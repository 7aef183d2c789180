/** Resolution of a schedule's slots to instants on "today" in the tenant zone. */
import { parseHHMM, wallTimeToInstant } from '../../lib/time-zone';

import type { AlertSchedule } from './alert-types';

export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

/**
 * Reusable storage for the resolved slots of one schedule (typed arrays: no allocation per slot, no boxed
 * numbers). Entry `i < count` is the slot at position `index[i]` of the schedule.
 */
export class SlotBuffer {
  count = 0;
  index = new Int32Array(4);
  startMs = new Float64Array(4);
  endMs = new Float64Array(4);
  startTime: string[] = [];
  endTime: string[] = [];

  push(index: number, startTime: string, endTime: string, startMs: number, endMs: number): void {
    const i = this.count;
    if (i === this.index.length) this.grow();
    this.index[i] = index;
    this.startMs[i] = startMs;
    this.endMs[i] = endMs;
    this.startTime[i] = startTime;
    this.endTime[i] = endTime;
    this.count = i + 1;
  }

  private grow(): void {
    const size = this.index.length * 2;
    const index = new Int32Array(size);
    index.set(this.index);
    this.index = index;
    const startMs = new Float64Array(size);
    startMs.set(this.startMs);
    this.startMs = startMs;
    const endMs = new Float64Array(size);
    endMs.set(this.endMs);
    this.endMs = endMs;
  }
}

interface WallTime {
  minuteOfDay: number;
  todayMs: number;
  nextDayMs: number | null;
}

/**
 * Converts 'HH:MM' wall times of today (and of tomorrow, for slots ending after midnight) to epoch ms in
 * the tenant zone. All slots are on the same day, so the conversion is cached per 'HH:MM': a whole
 * computation only pays for a handful of Intl calls however many slots it sees.
 */
export class DayClock {
  private readonly cache = new Map<string, WallTime | null>();
  private readonly todayStart: Date;
  private readonly tomorrowStart: Date;
  private readonly timeZone: string;

  /** `todayStart` and `tomorrowStart` are instants of today and of tomorrow in the zone. */
  constructor(todayStart: Date, tomorrowStart: Date, timeZone: string) {
    this.todayStart = todayStart;
    this.tomorrowStart = tomorrowStart;
    this.timeZone = timeZone;
  }

  /** Null when `hhmm` is not a strict 'HH:MM'. */
  wallTime(hhmm: string): WallTime | null {
    let entry = this.cache.get(hhmm);
    if (entry === undefined) {
      const parsed = parseHHMM(hhmm);
      entry =
        parsed === null
          ? null
          : {
              minuteOfDay: parsed.hours * 60 + parsed.minutes,
              todayMs: wallTimeToInstant(this.todayStart, hhmm, this.timeZone).getTime(),
              nextDayMs: null,
            };
      this.cache.set(hhmm, entry);
    }
    return entry;
  }

  nextDayMs(hhmm: string, wallTime: WallTime): number {
    if (wallTime.nextDayMs === null) {
      wallTime.nextDayMs = wallTimeToInstant(this.tomorrowStart, hhmm, this.timeZone).getTime();
    }
    return wallTime.nextDayMs;
  }
}

function orDefault(value: string | null | undefined, fallback: string): string {
  return value === undefined || value === null || value === '' ? fallback : value;
}

/**
 * Resolves the slots of a schedule into `buffer` (replacing its content): its non-empty `timeSlots`, else
 * one slot from `startTime`/`endTime` (defaulting to 09:00 and 17:00). An end at or before its start is on
 * the next day. A slot with a malformed time is left out (no alert can be computed for it) but the others
 * keep their index, so they still match attendance.
 */
export function resolveSlots(schedule: AlertSchedule, clock: DayClock, buffer: SlotBuffer): void {
  buffer.count = 0;
  const { timeSlots } = schedule;
  if (timeSlots !== undefined && timeSlots !== null && timeSlots.length > 0) {
    for (let index = 0; index < timeSlots.length; index += 1) {
      const slot = timeSlots[index];
      if (slot !== undefined) addSlot(clock, buffer, index, slot.startTime, slot.endTime);
    }
    return;
  }
  const startTime = orDefault(schedule.startTime, DEFAULT_SLOT_START);
  addSlot(clock, buffer, 0, startTime, orDefault(schedule.endTime, DEFAULT_SLOT_END));
}

function addSlot(
  clock: DayClock,
  buffer: SlotBuffer,
  index: number,
  startTime: string,
  endTime: string,
): void {
  const start = clock.wallTime(startTime);
  const end = clock.wallTime(endTime);
  if (start === null || end === null) return;
  const endMs = end.minuteOfDay <= start.minuteOfDay ? clock.nextDayMs(endTime, end) : end.todayMs;
  buffer.push(index, startTime, endTime, start.todayMs, endMs);
}
