/**
 * The slots of a schedule entry and their instants. Slots are wall times 'HH:MM' in the TENANT's zone; an end at
 * or before its start ends the next day, and the slot belongs to the day it starts on.
 */
import { addZonedDays, parseHHMM, wallTimeToInstant } from '../calendar/time-zone';

export interface TimeSlot {
  /** Wall time `HH:MM` in the tenant's zone. */
  startTime: string;
  /** Wall time `HH:MM`; at or before `startTime` means the next day. */
  endTime: string;
}

/** Half-open instants of a slot (or of a period). */
export interface Interval {
  start: Date;
  end: Date;
}

/** spec §3: a schedule without slots falls back to one slot from startTime/endTime, default 09:00–17:00. */
export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

export interface SlotSource {
  timeSlots?: readonly TimeSlot[] | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** The slots of a schedule entry: its non-empty `timeSlots`, else the single fallback slot. */
export function slotsOf(schedule: SlotSource): TimeSlot[] {
  if (schedule.timeSlots && schedule.timeSlots.length > 0) return schedule.timeSlots.map((s) => ({ ...s }));
  return [
    {
      startTime: schedule.startTime || DEFAULT_SLOT_START,
      endTime: schedule.endTime || DEFAULT_SLOT_END,
    },
  ];
}

/** Whether both times are strict 'HH:MM'. */
export function isValidSlot(slot: TimeSlot): boolean {
  return parseHHMM(slot.startTime) !== null && parseHHMM(slot.endTime) !== null;
}

/** Whether the slot ends on the next calendar day (22:00–06:00). */
export function crossesMidnight(slot: TimeSlot): boolean {
  return slot.endTime <= slot.startTime;
}

/**
 * A slot's instants on the zone day of `day`; an end at or before its start is on the next day. Throws a
 * RangeError for a time that is not a strict 'HH:MM' (see `slotInstants` for the lenient form).
 */
export function slotBounds(day: Date, slot: TimeSlot, timeZone: string): Interval {
  const start = wallTimeToInstant(day, slot.startTime, timeZone);
  let end = wallTimeToInstant(day, slot.endTime, timeZone);
  if (end.getTime() <= start.getTime())
    end = wallTimeToInstant(addZonedDays(day, 1, timeZone), slot.endTime, timeZone);
  return { start, end };
}

/** The slot's instants, or null when one of its times is malformed (nothing can be measured against it). */
export function slotInstants(day: Date, slot: TimeSlot, timeZone: string): Interval | null {
  return isValidSlot(slot) ? slotBounds(day, slot, timeZone) : null;
}

/** Minutes between the slot's start and end (an overnight slot crosses midnight; DST is real time). */
export function slotMinutes(day: Date, slot: TimeSlot, timeZone: string): number | null {
  const bounds = slotInstants(day, slot, timeZone);
  return bounds ? Math.round((bounds.end.getTime() - bounds.start.getTime()) / 60_000) : null;
}

/** `09:00 – 18:00` */
export function slotLabel(slot: TimeSlot): string {
  return `${slot.startTime} – ${slot.endTime}`;
}
