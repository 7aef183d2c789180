/**
 * The rows of the history: for each day of a period, its scheduled slots and its attendance records.
 *
 * Matching follows the alerts engine (compute-alerts.ts): a day's schedule is its FIRST schedule document (by
 * the order given); records point at its slots by `slotIndex`, the first record of a slot wins, and a record
 * whose slot does not exist (or a record on a day without schedule) is an unscheduled row ('No programado').
 * Days are calendar days in the tenant zone (`dayKey` of each document's `date`).
 *
 * A day is
 * - worked when one of its records has an entry;
 * - an absence when it is scheduled, not worked, and every one of its scheduled slots has ended by `now`
 *   (so today counts only once its last slot is over, and future days never).
 */
import type { AttendanceRecord, ScheduleEntry, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { slotBounds, slotsOf } from '../../lib/schedule-slots';
import { dayKey, dayKeyToInstant, parseHHMM } from '../../lib/time-zone';
import { addDaysToKey, type HistoryPeriod } from './history-period';
import { slotTimes, type SlotInstants, type SlotTimes } from './worked-time';

export interface HistoryRow {
  slotIndex: number;
  /** Null for an unscheduled record. */
  slot: TimeSlot | null;
  record: WithId<AttendanceRecord> | null;
  times: SlotTimes;
  /** The slot (or, unscheduled, the day) is over by `now`. */
  past: boolean;
}

export interface HistoryDay {
  /** 'yyyy-MM-dd' in the tenant zone. */
  key: string;
  scheduled: boolean;
  worked: boolean;
  absent: boolean;
  rows: HistoryRow[];
}

export interface HistoryDaysInput {
  period: HistoryPeriod;
  schedules: readonly ScheduleEntry[];
  attendance: readonly WithId<AttendanceRecord>[];
  timeZone: string;
  now: Date;
}

const NO_TIMES: SlotTimes = { workedMinutes: null, lateMinutes: null, earlyMinutes: null };

/** A slot's instants, or null when one of its times is not a strict 'HH:MM' (nothing can be measured). */
function boundsOf(dayStart: Date, slot: TimeSlot, timeZone: string): SlotInstants | null {
  if (parseHHMM(slot.startTime) === null || parseHHMM(slot.endTime) === null) return null;
  return slotBounds(dayStart, slot, timeZone);
}

function groupByDay<T extends { date: Date }>(items: readonly T[], timeZone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    if (Number.isNaN(item.date.getTime())) continue;
    const key = dayKey(item.date, timeZone);
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return byDay;
}

function buildDay(
  key: string,
  schedule: ScheduleEntry | undefined,
  records: readonly WithId<AttendanceRecord>[],
  timeZone: string,
  nowMs: number,
): HistoryDay {
  const dayStart = dayKeyToInstant(key, timeZone);
  const dayOver = dayKeyToInstant(addDaysToKey(key, 1), timeZone).getTime() <= nowMs;
  const bySlot = new Map<number, WithId<AttendanceRecord>>();
  const unscheduled: WithId<AttendanceRecord>[] = [];
  const slots = schedule ? slotsOf(schedule) : [];
  for (const record of [...records].sort((a, b) => a.slotIndex - b.slotIndex)) {
    const matches = record.slotIndex >= 0 && record.slotIndex < slots.length;
    if (matches && !bySlot.has(record.slotIndex)) bySlot.set(record.slotIndex, record);
    else if (!matches) unscheduled.push(record);
  }
  const rows: HistoryRow[] = slots.map((slot, slotIndex) => {
    const bounds = boundsOf(dayStart, slot, timeZone);
    const record = bySlot.get(slotIndex) ?? null;
    return {
      slotIndex,
      slot,
      record,
      times: record ? slotTimes(record, bounds) : NO_TIMES,
      past: bounds ? bounds.end.getTime() <= nowMs : dayOver,
    };
  });
  for (const record of unscheduled) {
    rows.push({
      slotIndex: record.slotIndex,
      slot: null,
      record,
      times: slotTimes(record, null),
      past: dayOver,
    });
  }
  const worked = rows.some((row) => row.record?.checkInTime);
  const scheduled = slots.length > 0;
  const absent = scheduled && !worked && rows.every((row) => row.slot === null || row.past);
  return { key, scheduled, worked, absent, rows };
}

/** One entry per day of the period, in order. */
export function buildHistoryDays(input: HistoryDaysInput): HistoryDay[] {
  const { period, timeZone } = input;
  const schedules = groupByDay(input.schedules, timeZone);
  const attendance = groupByDay(input.attendance, timeZone);
  const nowMs = input.now.getTime();
  return period.days.map((key) =>
    buildDay(key, schedules.get(key)?.[0], attendance.get(key) ?? [], timeZone, nowMs),
  );
}

/** Whether the period holds at least one punch. */
export function hasPunches(days: readonly HistoryDay[]): boolean {
  return days.some((day) => day.rows.some((row) => row.record !== null));
}
