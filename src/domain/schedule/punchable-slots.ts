/**
 * The slots a person may punch at a moment: today's, and the ones of yesterday still going on. A slot belongs to
 * the day it starts on (day-schedule.ts), so a 22:00–06:00 night slot is yesterday's at 05:30; without this rule
 * the night worker who opens /checkin after midnight would be offered tonight's entry instead of this morning's
 * exit.
 *
 * Yesterday's slot is offered while it is still running (now before its end), and — when it was checked in and
 * not out — for a grace period after its end, so a late exit can still be recorded; after that it is over, and
 * a forgotten exit is corrected by a manager. Today's slots are always offered; a day without schedule offers
 * one unscheduled shift, unless yesterday's slot is what the person is in the middle of.
 */
import type { Punches } from '../attendance/punches';
import { addDaysToKey } from '../calendar/day-keys';
import { dayKeyToInstant } from '../calendar/time-zone';
import { slotInstants, slotsOf, type Interval, type SlotSource, type TimeSlot } from './slots';

/** How long after its end an open slot (checked in, not out) still offers its exit: Chile allows 2 h of overtime a day. */
export const OPEN_SLOT_GRACE_MINUTES = 240;

export interface PunchableSlot {
  /** 'yyyy-MM-dd': the day the slot starts on, which names its attendance record. */
  day: string;
  slotIndex: number;
  /** Null for an unscheduled shift. */
  slot: TimeSlot | null;
  /** Null for an unscheduled shift or a slot with a malformed time. */
  bounds: Interval | null;
  /** The slot started yesterday (and is still going on). */
  fromYesterday: boolean;
}

export interface PunchableSlotsInput {
  now: Date;
  timeZone: string;
  /** Today in the tenant's zone. */
  today: string;
  todaySchedule: SlotSource | null;
  yesterdaySchedule: SlotSource | null;
  /** Yesterday's records of the person: their punches by slot index. */
  yesterdayRecords: readonly (Punches & { slotIndex: number })[];
  graceMinutes?: number;
}

function isOpen(record: Punches | undefined): boolean {
  return Boolean(record?.checkInTime) && !record?.checkOutTime;
}

export function punchableSlots(input: PunchableSlotsInput): PunchableSlot[] {
  const { now, timeZone, today } = input;
  const grace = (input.graceMinutes ?? OPEN_SLOT_GRACE_MINUTES) * 60_000;
  const nowMs = now.getTime();
  const yesterday = addDaysToKey(today, -1);
  const result: PunchableSlot[] = [];

  if (input.yesterdaySchedule) {
    const start = dayKeyToInstant(yesterday, timeZone);
    slotsOf(input.yesterdaySchedule).forEach((slot, slotIndex) => {
      const bounds = slotInstants(start, slot, timeZone);
      if (bounds === null) return;
      const record = input.yesterdayRecords.find((r) => r.slotIndex === slotIndex);
      const end = bounds.end.getTime();
      if (nowMs < end || (isOpen(record) && nowMs < end + grace)) {
        result.push({ day: yesterday, slotIndex, slot, bounds, fromYesterday: true });
      }
    });
  }

  if (input.todaySchedule) {
    const start = dayKeyToInstant(today, timeZone);
    slotsOf(input.todaySchedule).forEach((slot, slotIndex) => {
      result.push({
        day: today,
        slotIndex,
        slot,
        bounds: slotInstants(start, slot, timeZone),
        fromYesterday: false,
      });
    });
  } else if (result.length === 0) {
    result.push({ day: today, slotIndex: 0, slot: null, bounds: null, fromYesterday: false });
  }
  return result;
}
