/** Resolution of a schedule's slots to instants on "today" in the tenant zone. */
import { DEFAULT_SLOT_END, DEFAULT_SLOT_START } from '../../lib/schedule-slots';
import { parseHHMM, wallTimeToInstant } from '../../lib/time-zone';

import type { AlertSchedule } from './alert-types';

/**
 * Reusable storage for the resolved slots of one schedule (no allocation per slot). Entry `i < count` is
 * the slot at position `index[i]` of the schedule. The Dates are shared by every slot with the same wall
 * time: they must not be mutated.
 */
export class SlotBuffer {
  count = 0;
  readonly index: number[] = [];
  /** 's<index>', the slot's part of its alert ids. */
  readonly key: string[] = [];
  readonly startTime: string[] = [];
  readonly endTime: string[] = [];
  readonly start: Date[] = [];
  readonly end: Date[] = [];

  push(index: number, startTime: string, endTime: string, start: Date, end: Date): void {
    const i = this.count;
    this.index[i] = index;
    this.key[i] = slotKey(index);
    this.startTime[i] = startTime;
    this.endTime[i] = endTime;
    this.start[i] = start;
    this.end[i] = end;
    this.count = i + 1;
  }
}

const slotKeys: string[] = [];

/** 's<index>', allocated once for the usual small indexes. */
function slotKey(index: number): string {
  let key = slotKeys[index];
  if (key === undefined) {
    key = `s${index}`;
    if (index < 64) slotKeys[index] = key;
  }
  return key;
}

interface WallTime {
  minuteOfDay: number;
  today: Date;
  nextDay: Date | null;
}

/**
 * Converts 'HH:MM' wall times of today (and of tomorrow, for slots ending after midnight) to instants in
 * the tenant zone. All slots are on the same day, so the conversion is cached per 'HH:MM': a whole
 * computation only pays for a handful of Intl calls however many slots it sees, and slots with the same
 * wall time share one Date.
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
              today: wallTimeToInstant(this.todayStart, hhmm, this.timeZone),
              nextDay: null,
            };
      this.cache.set(hhmm, entry);
    }
    return entry;
  }

  nextDay(hhmm: string, wallTime: WallTime): Date {
    if (wallTime.nextDay === null)
      wallTime.nextDay = wallTimeToInstant(this.tomorrowStart, hhmm, this.timeZone);
    return wallTime.nextDay;
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
  const endDate = end.minuteOfDay <= start.minuteOfDay ? clock.nextDay(endTime, end) : end.today;
  buffer.push(index, startTime, endTime, start.today, endDate);
}
