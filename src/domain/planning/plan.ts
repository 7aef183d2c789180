/**
 * The plan's building blocks: limits of a shift template, the planned time of a day, and the ids of
 * the planner's documents. Pure; every day is a `yyyy-MM-dd` key and every `HH:MM` a wall time in the tenant's
 * zone. A slot whose end is at or before its start ends the next day and belongs to the day it starts on.
 */
import { parseHHMM } from '../calendar/time-zone';
import { dayKeyToInstant } from '../calendar/time-zone';
import { slotBounds, type TimeSlot } from '../schedule/slots';

/** Limits of a shift (and of a planned day): the same numbers in firestore.rules and the write validators. */
export const SHIFT_LIMITS = {
  nameMax: 60,
  minSlots: 1,
  maxSlots: 4,
  lunchMin: 0,
  lunchMax: 240,
} as const;

/** A shift's colour: `#rrggbb`. */
export const SHIFT_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Text limits of the planner's documents (rules and validators). */
export const PLANNING_TEXT_LIMITS = {
  patternName: 60,
  holidayName: 100,
  absenceNote: 500,
  attachmentName: 200,
  decisionNote: 500,
  publishReason: 500,
  /** A generated document id is 20 characters; ids written by the seed are longer. */
  idMax: 40,
} as const;

/** What one planned day of one person holds (a published schedule or a draft, merged by the planner). */
export interface PlannedDay {
  userId: string;
  /** `yyyy-MM-dd`, the day the slots start on. */
  day: string;
  timeSlots: TimeSlot[];
  /** Colación, minutes, subtracted from the day's planned time. */
  lunchMinutes: number;
  shiftId: string | null;
}

/** Whether `slots` is a valid shift: 1–4 strict `HH:MM` slots, none with start = end. Overlaps are allowed. */
export function isValidShiftSlots(slots: readonly TimeSlot[]): boolean {
  return (
    slots.length >= SHIFT_LIMITS.minSlots &&
    slots.length <= SHIFT_LIMITS.maxSlots &&
    slots.every(
      (slot) =>
        parseHHMM(slot.startTime) !== null &&
        parseHHMM(slot.endTime) !== null &&
        slot.startTime !== slot.endTime,
    )
  );
}

/**
 * Minutes a day's slots span in real time (an overnight slot crosses midnight; a DST change is real time), minus
 * the colación, never below 0.
 */
export function plannedMinutes(
  day: string,
  slots: readonly TimeSlot[],
  lunchMinutes: number,
  timeZone: string,
): number {
  const start = dayKeyToInstant(day, timeZone);
  const total = slots.reduce((sum, slot) => {
    const bounds = slotBounds(start, slot, timeZone);
    return sum + Math.round((bounds.end.getTime() - bounds.start.getTime()) / 60_000);
  }, 0);
  return Math.max(0, total - Math.max(0, lunchMinutes));
}

/** A tenant's holiday of a day: `<tenantId>_<yyyy-MM-dd>` (one per day; `Cargar feriados de Chile` is idempotent). */
export function holidayDocId(tenantId: string, day: string): string {
  return `${tenantId}_${day}`;
}

/**
 * A publish's state (/agenda, `Publicar`): `en curso` from its first batch to its last (a publish of more than one
 * batch), when the last one makes it `publicada` (a publish of one batch is created `publicada`). Only a publish
 * in progress takes schedules, and only a `publicada` one is e-mailed. A stored publish without one is `publicada`.
 */
export const PUBLISH_STATUSES = ['en curso', 'publicada'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
