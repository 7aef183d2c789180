/**
 * The slots a person may punch at a moment: today's, and the ones of yesterday still going on. A slot belongs to
 * the day it starts on (day-schedule.ts), so a 22:00–06:00 night slot is yesterday's at 05:30; without this rule
 * the night worker who opens /checkin after midnight would be offered tonight's entry instead of this morning's
 * exit.
 *
 * Every slot carries its punch window (domain/attendance/punch-window.ts, the tenant's margins): the instants
 * the policy accepts its punches in, so the screen offers a punch only inside them.
 *
 * - Yesterday's slot is offered while it is still running (now before its end), and — when it was checked in
 *   and not out — until its punch window closes, so a late exit can still be recorded; after that it is over,
 *   and a forgotten exit is corrected by a manager.
 * - Yesterday's unscheduled record (Turno No Programado) still open is offered until `unscheduledClosesAt` its
 *   check-in (a shift that crossed midnight).
 * - Today's slots are always offered. A day without schedule offers its one unscheduled shift, unless
 *   yesterday's slot is what the person is in the middle of (and its record, once started, always).
 */
import { punchWindow, unscheduledClosesAt, type PunchWindowSettings } from '../attendance/punch-window';
import type { Punches } from '../attendance/punches';
import { addDaysToKey } from '../calendar/day-keys';
import { dayKeyToInstant } from '../calendar/time-zone';
import { slotInstants, slotsOf, type Interval, type SlotSource, type TimeSlot } from './slots';

/** How long an unscheduled record may be created after its day's first instant (punch-window.ts): 25 h. */
const UNSCHEDULED_CREATE_MS = 25 * 3_600_000;

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
  /** When the slot takes punches (inclusive); null for a slot with a malformed time (it takes none). */
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

/** The window of an unscheduled shift: created within 25 h of its day's start, then until 16 h after its entry. */
function unscheduledWindow(dayStart: Date, record: Punches | undefined): { opens: Date; closes: Date } {
  const checkIn = record?.checkInTime;
  return {
    opens: dayStart,
    closes: checkIn ? unscheduledClosesAt(checkIn) : new Date(dayStart.getTime() + UNSCHEDULED_CREATE_MS - 1),
  };
}

/** The unscheduled shift of `day` (starting at `dayStart`), with its record's window. */
function unscheduledSlot(
  day: string,
  dayStart: Date,
  record: Punches | undefined,
  fromYesterday: boolean,
): PunchableSlot {
  return {
    day,
    dayStart,
    slotIndex: 0,
    unscheduled: true,
    slot: null,
    bounds: null,
    window: unscheduledWindow(dayStart, record),
    fromYesterday,
  };
}

export function punchableSlots(input: PunchableSlotsInput): PunchableSlot[] {
  const { now, timeZone, today, window } = input;
  const nowMs = now.getTime();
  const yesterday = addDaysToKey(today, -1);
  const result: PunchableSlot[] = [];
  const scheduledOf = (records: readonly PunchedRecord[] | undefined, slotIndex: number) =>
    records?.find((r) => !r.unscheduled && r.slotIndex === slotIndex);
  const unscheduledOf = (records: readonly PunchedRecord[] | undefined) =>
    records?.find((r) => r.unscheduled);

  if (input.yesterdaySchedule) {
    const schedule = input.yesterdaySchedule;
    const start = dayKeyToInstant(yesterday, timeZone);
    slotsOf(schedule).forEach((slot, slotIndex) => {
      const bounds = slotInstants(start, slot, timeZone);
      const punchable = punchWindow(schedule.date, slot, window);
      if (bounds === null || punchable === null) return;
      const record = scheduledOf(input.yesterdayRecords, slotIndex);
      if (nowMs < bounds.end.getTime() || (isOpen(record) && nowMs <= punchable.closes.getTime())) {
        result.push({
          day: yesterday,
          dayStart: schedule.date,
          slotIndex,
          unscheduled: false,
          slot,
          bounds,
          window: punchable,
          fromYesterday: true,
        });
      }
    });
  } else {
    const record = unscheduledOf(input.yesterdayRecords);
    if (isOpen(record) && nowMs <= unscheduledClosesAt(record.checkInTime).getTime()) {
      result.push(
        unscheduledSlot(yesterday, record.date ?? dayKeyToInstant(yesterday, timeZone), record, true),
      );
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
    if (result.length === 0 || record) {
      result.push(unscheduledSlot(today, record?.date ?? dayKeyToInstant(today, timeZone), record, false));
    }
  }
  return result;
}
