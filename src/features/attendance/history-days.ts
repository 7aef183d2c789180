/**
 * The rows of the history: for each day of a period, its scheduled slots and its attendance records.
 *
 * A day's schedule is the one rule of domain/schedule/day-schedule.ts; records point at its slots by
 * `slotIndex`, the first record of a slot wins, and a record whose slot does not exist (or a record on a day
 * without schedule, or one flagged `unscheduled` whatever its index: domain/attendance/record-slot.ts) is an
 * unscheduled row ('No programado'). Days are calendar days in the tenant zone.
 *
 * A day is
 * - worked when one of its records has an entry;
 * - an absence when it is scheduled, not worked, and every one of its scheduled slots has ended by `now`
 *   (so today counts only once its last slot is over, and future days never).
 *
 * Each row carries its problems (domain/attendance/slot-problems.ts, the alerts' names and the tenant's
 * thresholds: Entrada Tardía, Salida Temprana, Salida Faltante, …; a record without a slot is Turno No
 * Programado), and each day the distinct problems of its rows, most serious first — 'Ausencia' alone for an
 * absence, rather than 'Sin marcas' once per slot.
 */
import type { AttendanceRecord, ScheduleEntry, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { recordSlotIndex } from '../../domain/attendance/record-slot';
import { evaluateSlot, type SlotEvaluation } from '../../domain/attendance/slot-evaluation';
import { SLOT_PROBLEMS, slotProblems, type SlotProblem } from '../../domain/attendance/slot-problems';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { periodDays, type Period } from '../../domain/calendar/periods';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { groupByDay, personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { slotInstants, slotsOf } from '../../domain/schedule/slots';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export interface HistoryRow {
  slotIndex: number;
  /** Null for an unscheduled record. */
  slot: TimeSlot | null;
  record: WithId<AttendanceRecord> | null;
  times: SlotEvaluation;
  /** The slot (or, unscheduled, the day) is over by `now`. */
  past: boolean;
  /** What went wrong with it by `now`, most serious first. */
  problems: SlotProblem[];
}

/** A day's marks: its slots' problems, or an absence. */
export type DayProblem = SlotProblem | 'absence';

export interface HistoryDay {
  /** 'yyyy-MM-dd' in the tenant zone. */
  key: string;
  scheduled: boolean;
  worked: boolean;
  absent: boolean;
  rows: HistoryRow[];
  /** ['absence'] for an absence, else the distinct problems of its rows, most serious first. */
  problems: DayProblem[];
}

export interface HistoryDaysInput {
  /** Whose history it is. */
  userId: string;
  period: Period;
  schedules: readonly WithId<ScheduleEntry>[];
  attendance: readonly WithId<AttendanceRecord>[];
  timeZone: string;
  now: Date;
  /** The tenant's alert thresholds (`resolveThresholds(settings.alertThresholds)`). */
  thresholds: AlertThresholds;
}

const NO_TIMES: SlotEvaluation = {
  workedMinutes: null,
  breakMinutes: null,
  lateMinutes: null,
  earlyMinutes: null,
  overtimeMinutes: null,
};

function dayProblems(rows: readonly HistoryRow[], absent: boolean): DayProblem[] {
  if (absent) return ['absence'];
  const found = new Set(rows.flatMap((row) => row.problems));
  return SLOT_PROBLEMS.filter((problem) => found.has(problem));
}

function buildDay(
  key: string,
  schedule: ScheduleEntry | undefined,
  records: readonly WithId<AttendanceRecord>[],
  input: HistoryDaysInput,
): HistoryDay {
  const { timeZone, now, thresholds } = input;
  const nowMs = now.getTime();
  const dayStart = dayKeyToInstant(key, timeZone);
  const dayOver = dayKeyToInstant(addDaysToKey(key, 1), timeZone).getTime() <= nowMs;
  const bySlot = new Map<number, WithId<AttendanceRecord>>();
  const unscheduled: WithId<AttendanceRecord>[] = [];
  const slots = schedule ? slotsOf(schedule) : [];
  for (const record of [...records].sort((a, b) => a.slotIndex - b.slotIndex)) {
    const slotIndex = recordSlotIndex(record, slots.length);
    if (slotIndex === null) unscheduled.push(record);
    else if (!bySlot.has(slotIndex)) bySlot.set(slotIndex, record);
  }
  const rows: HistoryRow[] = slots.map((slot, slotIndex) => {
    const bounds = slotInstants(dayStart, slot, timeZone);
    const record = bySlot.get(slotIndex) ?? null;
    return {
      slotIndex,
      slot,
      record,
      times: record ? evaluateSlot(record, bounds) : NO_TIMES,
      past: bounds ? bounds.end.getTime() <= nowMs : dayOver,
      problems: bounds ? slotProblems(record, bounds, now, thresholds) : [],
    };
  });
  for (const record of unscheduled) {
    rows.push({
      slotIndex: record.slotIndex,
      slot: null,
      record,
      times: evaluateSlot(record, null),
      past: dayOver,
      problems: ['unscheduled'],
    });
  }
  const worked = rows.some((row) => row.record?.checkInTime);
  const scheduled = slots.length > 0;
  const absent = scheduled && !worked && rows.every((row) => row.slot === null || row.past);
  return { key, scheduled, worked, absent, rows, problems: dayProblems(rows, absent) };
}

/** One entry per day of the period, in order. */
export function buildHistoryDays(input: HistoryDaysInput): HistoryDay[] {
  const { period, timeZone, userId } = input;
  const schedules = schedulesByDay(input.schedules, timeZone);
  const attendance = groupByDay(input.attendance, timeZone);
  return periodDays(period).map((key) =>
    buildDay(key, schedules.get(personDayKey(userId, key)), attendance.get(key) ?? [], input),
  );
}

/** Whether the period holds at least one punch. */
export function hasPunches(days: readonly HistoryDay[]): boolean {
  return days.some((day) => day.rows.some((row) => row.record !== null));
}
