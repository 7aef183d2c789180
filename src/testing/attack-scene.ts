/**
 * Time-relative punch fixtures: schedule slots chosen from a clock so that a punch is (or is not) inside its
 * window whatever the hour the suite runs at. The emulator judges with its real clock (`request.time`), the demo
 * store with an injected one; both suites build their days and slots from the clock they are given.
 */
import { addDaysToKey } from '../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant, hhmmInZone, startOfZonedDay } from '../domain/calendar/time-zone';
import { wallMinutes } from '../domain/attendance/punch-window';
import type { TimeSlot } from '../domain/schedule/slots';

/** The tenants' zone in every policy suite. */
export const SCENE_ZONE = 'America/Santiago';

const MINUTE = 60_000;
const DAY_MINUTES = 1_440;

/** A schedule slot with the day it belongs to: the day's key and first instant in SCENE_ZONE. */
export interface SlotDay {
  day: string;
  dayStart: Date;
  slot: TimeSlot;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slot starting at `start` (its wall time to the minute) and lasting `lengthMinutes` of wall time, on the
 * day it starts; past midnight it is an overnight slot (end before start).
 */
export function slotStartingAt(start: Date, lengthMinutes: number): SlotDay {
  const day = dayKey(start, SCENE_ZONE);
  const startTime = hhmmInZone(start, SCENE_ZONE);
  const startMinutes = wallMinutes(startTime) ?? 0;
  return {
    day,
    dayStart: dayKeyToInstant(day, SCENE_ZONE),
    slot: { startTime, endTime: hhmm((startMinutes + lengthMinutes) % DAY_MINUTES) },
  };
}

/**
 * Today's 8-hour slot holding `now`: from 2 h before it, but never before today's first instant, so the slot is
 * always today's (just after midnight it starts at midnight) and `now` is at most 2 h into it.
 */
export function slotSpanning(now: Date): SlotDay {
  const todayStart = startOfZonedDay(now, SCENE_ZONE);
  return slotStartingAt(new Date(Math.max(now.getTime() - 120 * MINUTE, todayStart.getTime())), 480);
}

/** The same wall-time slot `days` calendar days later (earlier when negative). */
export function slotOnDay(base: SlotDay, days: number): SlotDay {
  const day = addDaysToKey(base.day, days);
  return { day, dayStart: dayKeyToInstant(day, SCENE_ZONE), slot: { ...base.slot } };
}

/** `minutes` after `instant` (before when negative). */
export const minutesFrom = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);
