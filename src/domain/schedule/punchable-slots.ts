/**
 * The slots a person may punch at a moment: today's, and the ones of yesterday still going on. A slot belongs to
 * the day it starts on (day-schedule.ts), so a 22:00–06:00 night slot is yesterday's at 05:30; without this rule
 * the night worker who opens /checkin after midnight would be offered tonight's entry instead of this morning's
 * exit.
 *
 * Every slot carries its punch window (domain/attendance/punch-window.ts, the tenant's margins): when a punch is
 * on time. It never hides a punch (Res. Ex. N° 38: never block, always record); the screen says a punch outside
 * it will be flagged for the manager. What is offered is what the policy accepts (`recordTakesPunches`):
 *
 * - Yesterday's slot is offered while it is still running (now before its end), and — when it was checked in
 *   and not out — while the person is still in that shift: checked in less than `CURRENT_SHIFT_HOURS` ago (and
 *   its record takes punches), so an exit hours after the window is still recorded. Not the tenant's window: a
 *   shift that long is over, and its forgotten exit is a manager's correction (the policy would still take it).
 * - Yesterday's unscheduled record (Turno No Programado) still open is offered likewise (a shift that crossed
 *   midnight).
 * - Today's slots are always offered. A day without schedule offers its one unscheduled shift, unless the person
 *   is in the middle of yesterday's (its exit comes first; once started, today's record is always offered).
 */
import { punchWindow, recordTakesPunches, type PunchWindowSettings } from '../attendance/punch-window';
import type { Punches } from '../attendance/punches';
import { addDaysToKey } from '../calendar/day-keys';
import { dayKeyToInstant } from '../calendar/time-zone';
import { slotInstants, slotsOf, type Interval, type SlotSource, type TimeSlot } from './slots';

/** How long after its entry an open record of yesterday is still the shift the person is in: 16 h. */
export const CURRENT_SHIFT_HOURS = 16;

export interface PunchableSlot {
  /** 'yyyy-MM-dd': the day the slot starts on, which names its attendance record. */
  day: string;
  /**
   * The record's `date`: the schedule document's own `date` for a scheduled slot (the policy requires them
   * equal), the day's first instant in the tenant zone for an unscheduled shift.
   */
  dayStart: Date;
  slotIndex: number;
  /** A Turno No Programado: its record is `unscheduledDocId(uid, day)` with `unscheduled: true`. */
  unscheduled: boolean;
  /** Null for an unscheduled shift. */
  slot: TimeSlot | null;
  /** Null for an unscheduled shift or a slot with a malformed time. */
  bounds: Interval | null;
  /**
   * When a punch of the slot is on time (inclusive): outside it a punch is recorded and flagged `Marca fuera de
   * horario`. Null for an unscheduled shift or a slot with a malformed time.
   */
  window: { opens: Date; closes: Date } | null;
  /** The slot started yesterday (and is still going on). */
  fromYesterday: boolean;
}

/** A schedule document as /checkin reads it: its slots and its `date`. */
export interface DatedSlotSource extends SlotSource {
  date: Date;
}

/** A record of the person as punchableSlots reads it. */
export type PunchedRecord = Punches & { slotIndex: number; unscheduled?: boolean; date?: Date };

export interface PunchableSlotsInput {
  now: Date;
  timeZone: string;
  /** Today in the tenant's zone. */
  today: string;
  todaySchedule: DatedSlotSource | null;
  yesterdaySchedule: DatedSlotSource | null;
  /** Yesterday's records of the person (scheduled and unscheduled). */
  yesterdayRecords: readonly PunchedRecord[];
  /** Today's records of the person (to know whether today's unscheduled shift has started). */
  todayRecords?: readonly PunchedRecord[];
  /** The tenant's punch window (`resolvePunchWindow(tenant.settings.punchWindow)`). */
  window: PunchWindowSettings;
}

function isOpen(record: Punches | undefined): record is Punches & { checkInTime: Date } {
  return Boolean(record?.checkInTime) && !record?.checkOutTime;
}

/** The unscheduled shift of `day` (starting at `dayStart`). */
function unscheduledSlot(day: string, dayStart: Date, fromYesterday: boolean): PunchableSlot {
  return {
    day,
    dayStart,
    slotIndex: 0,
    unscheduled: true,
    slot: null,
    bounds: null,
    window: null,
    fromYesterday,
  };
}

export function punchableSlots(input: PunchableSlotsInput): PunchableSlot[] {
  const { now, timeZone, today, window } = input;
  const nowMs = now.getTime();
  const yesterday = addDaysToKey(today, -1);
  const result: PunchableSlot[] = [];
  // The person is in the middle of yesterday's shift: today's unscheduled one waits for its exit.
  let inYesterdayShift = false;
  const current = (record: Punches | undefined) =>
    isOpen(record) && nowMs - record.checkInTime.getTime() < CURRENT_SHIFT_HOURS * 3_600_000;
  const scheduledOf = (records: readonly PunchedRecord[] | undefined, slotIndex: number) =>
    records?.find((r) => !r.unscheduled && r.slotIndex === slotIndex);
  const unscheduledOf = (records: readonly PunchedRecord[] | undefined) =>
    records?.find((r) => r.unscheduled);

  if (input.yesterdaySchedule) {
    const schedule = input.yesterdaySchedule;
    const start = dayKeyToInstant(yesterday, timeZone);
    slotsOf(schedule).forEach((slot, slotIndex) => {
      const bounds = slotInstants(start, slot, timeZone);
      const onTime = punchWindow(schedule.date, slot, window);
      if (bounds === null || onTime === null) return;
      const record = scheduledOf(input.yesterdayRecords, slotIndex);
      const running = nowMs < bounds.end.getTime();
      if (running || current(record)) inYesterdayShift = true;
      if (running || (current(record) && recordTakesPunches(now, schedule.date))) {
        result.push({
          day: yesterday,
          dayStart: schedule.date,
          slotIndex,
          unscheduled: false,
          slot,
          bounds,
          window: onTime,
          fromYesterday: true,
        });
      }
    });
  } else {
    const record = unscheduledOf(input.yesterdayRecords);
    const dayStart = record?.date ?? dayKeyToInstant(yesterday, timeZone);
    if (current(record) && recordTakesPunches(now, dayStart)) {
      result.push(unscheduledSlot(yesterday, dayStart, true));
      inYesterdayShift = true;
    }
  }

  if (input.todaySchedule) {
    const schedule = input.todaySchedule;
    const start = dayKeyToInstant(today, timeZone);
    slotsOf(schedule).forEach((slot, slotIndex) => {
      result.push({
        day: today,
        dayStart: schedule.date,
        slotIndex,
        unscheduled: false,
        slot,
        bounds: slotInstants(start, slot, timeZone),
        window: punchWindow(schedule.date, slot, window),
        fromYesterday: false,
      });
    });
  } else {
    const record = unscheduledOf(input.todayRecords);
    if (!inYesterdayShift || record) {
      result.push(unscheduledSlot(today, record?.date ?? dayKeyToInstant(today, timeZone), false));
    }
  }
  return result;
}
