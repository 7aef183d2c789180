/** Resolution of a schedule's slots to instants on "today" in the tenant zone. */
import { parseHHMM, wallTimeToInstant } from '../../lib/time-zone';

import type { AlertSchedule } from './alert-types';

export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

export interface ResolvedSlot {
  /** Position in the schedule (matched against attendance `slotIndex`). */
  index: number;
  startTime: string;
  endTime: string;
  startMs: number;
  endMs: number;
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

  constructor(
    private readonly todayStart: Date,
    private readonly tomorrowStart: Date,
    private readonly timeZone: string,
  ) {}

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
 * Slots of a schedule: its non-empty `timeSlots`, else one slot from `startTime`/`endTime` (defaulting to
 * 09:00 and 17:00). An end at or before its start is on the next day. A slot with a malformed time is
 * skipped (no alert can be computed for it) but keeps its index, so later slots still match attendance.
 */
export function resolveSlots(schedule: AlertSchedule, clock: DayClock): ResolvedSlot[] {
  const raw =
    schedule.timeSlots !== undefined && schedule.timeSlots !== null && schedule.timeSlots.length > 0
      ? schedule.timeSlots
      : [
          {
            startTime: orDefault(schedule.startTime, DEFAULT_SLOT_START),
            endTime: orDefault(schedule.endTime, DEFAULT_SLOT_END),
          },
        ];
  const slots: ResolvedSlot[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const slot = raw[index];
    if (slot === undefined) continue;
    const start = clock.wallTime(slot.startTime);
    const end = clock.wallTime(slot.endTime);
    if (start === null || end === null) continue;
    const endMs = end.minuteOfDay <= start.minuteOfDay ? clock.nextDayMs(slot.endTime, end) : end.todayMs;
    slots.push({ index, startTime: slot.startTime, endTime: slot.endTime, startMs: start.todayMs, endMs });
  }
  return slots;
}
