import type { TimeSlot } from '../data/ports/collections';
import { addZonedDays, wallTimeToInstant } from './time-zone';

/** spec §3: a schedule without slots falls back to one slot from startTime/endTime, default 09:00–17:00. */
export const DEFAULT_SLOT_START = '09:00';
export const DEFAULT_SLOT_END = '17:00';

export interface SlotSource {
  timeSlots?: TimeSlot[] | null;
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

/** A slot's instants on the zone day of `day`; an end at or before its start is on the next day. */
export function slotBounds(day: Date, slot: TimeSlot, timeZone: string): { start: Date; end: Date } {
  const start = wallTimeToInstant(day, slot.startTime, timeZone);
  let end = wallTimeToInstant(day, slot.endTime, timeZone);
  if (end.getTime() <= start.getTime())
    end = wallTimeToInstant(addZonedDays(day, 1, timeZone), slot.endTime, timeZone);
  return { start, end };
}

/** `09:00 – 18:00` */
export function slotLabel(slot: TimeSlot): string {
  return `${slot.startTime} – ${slot.endTime}`;
}
