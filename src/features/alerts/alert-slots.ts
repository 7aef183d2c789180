/** Resolution of a schedule's slots to instants on "today" in the tenant zone. */
import { parseHHMM, wallTimeToInstant } from '../../lib/time-zone';

import type { AlertSchedule } from './alert-types';

export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

/** Receives one resolved slot: its index in the schedule, its 'HH:MM' texts and its instants. */
export type SlotVisitor = (
  index: number,
  startTime: string,
  endTime: string,
  startMs: number,
  endMs: number,
) => void;

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
 * Visits the slots of a schedule: its non-empty `timeSlots`, else one slot from `startTime`/`endTime`
 * (defaulting to 09:00 and 17:00). An end at or before its start is on the next day. A slot with a
 * malformed time is skipped (no alert can be computed for it) but keeps its index, so later slots still
 * match attendance. Allocation-free on purpose (hot path).
 */
export function forEachSlot(schedule: AlertSchedule, clock: DayClock, visit: SlotVisitor): void {
  const { timeSlots } = schedule;
  if (timeSlots !== undefined && timeSlots !== null && timeSlots.length > 0) {
    for (let index = 0; index < timeSlots.length; index += 1) {
      const slot = timeSlots[index];
      if (slot !== undefined) visitSlot(clock, index, slot.startTime, slot.endTime, visit);
    }
    return;
  }
  const startTime = orDefault(schedule.startTime, DEFAULT_SLOT_START);
  visitSlot(clock, 0, startTime, orDefault(schedule.endTime, DEFAULT_SLOT_END), visit);
}

function visitSlot(
  clock: DayClock,
  index: number,
  startTime: string,
  endTime: string,
  visit: SlotVisitor,
): void {
  const start = clock.wallTime(startTime);
  const end = clock.wallTime(endTime);
  if (start === null || end === null) return;
  const endMs = end.minuteOfDay <= start.minuteOfDay ? clock.nextDayMs(endTime, end) : end.todayMs;
  visit(index, startTime, endTime, start.todayMs, endMs);
}
