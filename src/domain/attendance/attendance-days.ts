/**
 * Attendance by person and day: each scheduled slot against its punches, as the worker's history, /asistencias,
 * the dashboard, the reports and payroll all read it — with the effective corrections applied
 * (corrections.ts) and approved absences marking a missed day as justified.
 *
 * A day's schedule is the one rule of schedule/day-schedule.ts; records point at its slots by `slotIndex`, the
 * first record of a slot wins, and a record whose slot does not exist (or a record on a day without schedule, or
 * one flagged `unscheduled` whatever its index: record-slot.ts) is an unscheduled row ('No programado'). Days
 * are calendar days in the tenant zone.
 *
 * A row is identified by `attendanceId`: the deterministic record id of its slot (`attendanceDocId`), or the
 * unscheduled record's own id. A correction belongs to the row with its `attendanceId`; its punches and its
 * problems are those after the effective corrections.
 *
 * A day is
 * - worked when one of its rows has an entry (recorded or by an effective correction);
 * - an absence when it is scheduled, not worked, and every one of its scheduled slots has ended by `now`
 *   (so today counts only once its last slot is over, and future days never);
 * - justified when it is an absence and an approved absence covers it or an effective `justify` correction
 *   applies to one of its slots.
 *
 * Each row carries its problems (slot-problems.ts, the alerts' names and the tenant's thresholds), and each
 * day the distinct problems of its rows, most serious first — 'absence' alone for an absence.
 */
import { addDaysToKey, keysBetween } from '../calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../calendar/time-zone';
import {
  attendanceDocId,
  groupByDay,
  personDayKey,
  schedulesByDay,
  type DatedEntry,
} from '../schedule/day-schedule';
import { plannedMinutes } from '../planning/plan';
import { isValidSlot, slotInstants, slotsOf, type SlotSource, type TimeSlot } from '../schedule/slots';
import type { AlertThresholds } from '../settings/tenant-settings';
import {
  applyCorrections,
  awaitsWorker,
  objectionDeadline,
  type CorrectedPunches,
  type CorrectionLike,
} from './corrections';
import type { Punches } from './punches';
import { recordSlotIndex, type SlottedRecord } from './record-slot';
import { evaluateSlot, type SlotEvaluation } from './slot-evaluation';
import { SLOT_PROBLEMS, slotProblems, type SlotProblem } from './slot-problems';

export type DayScheduleLike = DatedEntry & SlotSource & { lunchMinutes?: number | null };

export interface DayRecordLike extends Punches, SlottedRecord {
  id: string;
  userId: string;
  date: Date;
}

export interface DayCorrectionLike extends CorrectionLike {
  userId: string;
  attendanceId: string;
}

export interface DayAbsenceLike {
  userId: string;
  /** Starts of the first and last day, tenant zone. */
  from: Date;
  to: Date;
  status: string;
  type: string;
}

export interface AttendanceRow<R extends DayRecordLike, C extends DayCorrectionLike> {
  /** The row's record id (deterministic for a slot, whether or not the record exists). */
  attendanceId: string;
  slotIndex: number;
  /** Null for an unscheduled record. */
  slot: TimeSlot | null;
  record: R | null;
  /** The punches after the effective corrections. */
  punches: CorrectedPunches;
  times: SlotEvaluation;
  /** The slot (or, unscheduled, the day) is over by `now`. */
  past: boolean;
  /** What went wrong with it by `now`, most serious first. */
  problems: SlotProblem[];
  /** Every correction of the row, oldest first. */
  corrections: C[];
  /** Those still waiting for the worker's answer. */
  pending: C[];
}

/** A day's marks: its slots' problems, or an absence. */
export type DayProblem = SlotProblem | 'absence';

export interface AttendanceDay<R extends DayRecordLike, C extends DayCorrectionLike> {
  userId: string;
  /** 'yyyy-MM-dd' in the tenant zone. */
  key: string;
  scheduled: boolean;
  worked: boolean;
  absent: boolean;
  /** An absence covered by an approved absence or a justify correction. */
  justified: boolean;
  /** The type of the approved absence covering the day, if any (whether or not it was worked). */
  absenceType: string | null;
  /**
   * Minutes the day's well-formed slots plan, minus the schedule's colación (planning/plan.ts); 0 without a
   * schedule.
   */
  plannedMinutes: number;
  /** The schedule's agreed colación, minutes (Res. Ex. N° 38 art. 27 b: `Colación pactada`); 0 without a schedule. */
  lunchMinutes: number;
  rows: AttendanceRow<R, C>[];
  /** ['absence'] for an absence, else the distinct problems of its rows, most serious first. */
  problems: DayProblem[];
}

export interface AttendanceDaysInput<
  S extends DayScheduleLike,
  R extends DayRecordLike,
  C extends DayCorrectionLike,
> {
  /** Whose days, in this order. */
  userIds: readonly string[];
  /** First and last day, inclusive. */
  from: string;
  to: string;
  schedules: readonly S[];
  attendance: readonly R[];
  corrections?: readonly C[];
  absences?: readonly DayAbsenceLike[];
  timeZone: string;
  now: Date;
  /** The tenant's alert thresholds (`resolveThresholds(settings.alertThresholds)`). */
  thresholds: AlertThresholds;
}

const NO_TIMES: SlotEvaluation = {
  workedSeconds: null,
  breakSeconds: null,
  lateSeconds: null,
  earlySeconds: null,
  overtimeSeconds: null,
};

function dayProblems(rows: readonly { problems: readonly SlotProblem[] }[], absent: boolean): DayProblem[] {
  if (absent) return ['absence'];
  const found = new Set(rows.flatMap((row) => row.problems));
  return SLOT_PROBLEMS.filter((problem) => found.has(problem));
}

function byCreation<C extends DayCorrectionLike>(a: C, b: C): number {
  return a.createdAt.getTime() - b.createdAt.getTime();
}

/** The approved absence covering the person's day, if any. */
function absenceOn(
  absences: readonly DayAbsenceLike[],
  key: string,
  timeZone: string,
): DayAbsenceLike | null {
  return (
    absences.find(
      (absence) =>
        absence.status === 'aprobada' &&
        dayKey(absence.from, timeZone) <= key &&
        key <= dayKey(absence.to, timeZone),
    ) ?? null
  );
}

interface DayContext<R extends DayRecordLike, C extends DayCorrectionLike> {
  userId: string;
  key: string;
  schedule: DayScheduleLike | undefined;
  records: readonly R[];
  corrections: ReadonlyMap<string, C[]>;
  absences: readonly DayAbsenceLike[];
}

type DayRules = Pick<
  AttendanceDaysInput<DayScheduleLike, DayRecordLike, DayCorrectionLike>,
  'timeZone' | 'thresholds'
>;

/**
 * A day as built at some `now`, and the instants (ms) between which it is the same at every `now`. The clock is
 * read only as "`now` is at or past T", for these T: the day's end (`past` of an unscheduled row), each slot's
 * start plus the 'Llegada Tardía' threshold, its end (`past`, 'Sin marcas') and its end plus the 'Salida
 * Faltante' threshold (slot-problems.ts), and each pending correction's deadline (corrections.ts). So the day
 * stays as built from the latest T at or before `now` until the next T. A NaN T is never passed and changes
 * nothing.
 */
interface BuiltDay<R extends DayRecordLike, C extends DayCorrectionLike> {
  day: AttendanceDay<R, C>;
  from: number;
  until: number;
}

/** `thresholdMinutes` exceeded by the whole seconds since `start`: from the first whole second past it. */
function afterThreshold(start: number, thresholdMinutes: number): number {
  return start + (Math.floor(thresholdMinutes * 60) + 1) * 1000;
}

function buildDay<R extends DayRecordLike, C extends DayCorrectionLike>(
  day: DayContext<R, C>,
  { timeZone, thresholds }: DayRules,
  now: Date,
): BuiltDay<R, C> {
  const { userId, key } = day;
  const nowMs = now.getTime();
  const dayStart = dayKeyToInstant(key, timeZone);
  const dayEnd = dayKeyToInstant(addDaysToKey(key, 1), timeZone).getTime();
  const dayOver = dayEnd <= nowMs;
  let from = -Infinity;
  let until = Infinity;
  const readsClockAt = (instant: number) => {
    if (instant <= nowMs) from = Math.max(from, instant);
    else if (instant > nowMs) until = Math.min(until, instant);
  };
  readsClockAt(dayEnd);
  const bySlot = new Map<number, R>();
  const unscheduled: R[] = [];
  const slots = day.schedule ? slotsOf(day.schedule) : [];
  for (const record of [...day.records].sort((a, b) => a.slotIndex - b.slotIndex)) {
    const slotIndex = recordSlotIndex(record, slots.length);
    if (slotIndex === null) unscheduled.push(record);
    else if (!bySlot.has(slotIndex)) bySlot.set(slotIndex, record);
  }
  const row = (
    attendanceId: string,
    slotIndex: number,
    slot: TimeSlot | null,
    record: R | null,
  ): AttendanceRow<R, C> => {
    const corrections = [...(day.corrections.get(attendanceId) ?? [])].sort(byCreation);
    const punches = applyCorrections(record, corrections, now);
    const bounds = slot === null ? null : slotInstants(dayStart, slot, timeZone);
    const punched = record !== null || punches.altered.length > 0;
    if (bounds) {
      const end = bounds.end.getTime();
      readsClockAt(afterThreshold(bounds.start.getTime(), thresholds.noCheckInMinutes));
      readsClockAt(end);
      readsClockAt(afterThreshold(end, thresholds.missingCheckOutMinutes));
    }
    for (const correction of corrections) {
      if (correction.status === 'pending') readsClockAt(objectionDeadline(correction).getTime());
    }
    return {
      attendanceId,
      slotIndex,
      slot,
      record,
      punches,
      times: punched ? evaluateSlot(punches, bounds) : NO_TIMES,
      past: bounds ? bounds.end.getTime() <= nowMs : dayOver,
      problems:
        slot === null
          ? ['unscheduled']
          : bounds
            ? slotProblems(punched ? punches : null, bounds, now, thresholds)
            : [],
      corrections,
      pending: corrections.filter((correction) => awaitsWorker(correction, now)),
    };
  };
  const rows = slots.map((slot, slotIndex) =>
    row(attendanceDocId(userId, key, slotIndex), slotIndex, slot, bySlot.get(slotIndex) ?? null),
  );
  for (const record of unscheduled) rows.push(row(record.id, record.slotIndex, null, record));
  const worked = rows.some((r) => r.punches.checkInTime);
  const scheduled = slots.length > 0;
  const absent = scheduled && !worked && rows.every((r) => r.slot === null || r.past);
  const absence = absenceOn(day.absences, key, timeZone);
  const justified = absent && (absence !== null || rows.some((r) => r.punches.justified));
  return {
    day: {
      userId,
      key,
      scheduled,
      worked,
      absent,
      justified,
      absenceType: absence?.type ?? null,
      plannedMinutes: scheduled
        ? plannedMinutes(key, slots.filter(isValidSlot), day.schedule?.lunchMinutes ?? 0, timeZone)
        : 0,
      lunchMinutes: scheduled ? Math.max(0, day.schedule?.lunchMinutes ?? 0) : 0,
      rows,
      problems: dayProblems(rows, absent),
    },
    from,
    until,
  };
}

/**
 * The days of `input` at any `now`, for a screen whose clock ticks: the inputs are indexed once, and a day is
 * built again only when `now` has crossed one of the instants it reads the clock at (`BuiltDay`): a past day
 * never, today's when a slot starts, ends or passes a threshold, a correction's when its deadline comes. The
 * previous array is given back when no day changed.
 */
export function attendanceDaysAt<
  S extends DayScheduleLike,
  R extends DayRecordLike,
  C extends DayCorrectionLike,
>(input: Omit<AttendanceDaysInput<S, R, C>, 'now'>): (now: Date) => AttendanceDay<R, C>[] {
  const { timeZone } = input;
  const keys = keysBetween(input.from, addDaysToKey(input.to, 1));
  const schedules = schedulesByDay(input.schedules, timeZone);
  const recordsByPerson = new Map<string, R[]>();
  for (const record of input.attendance) {
    const list = recordsByPerson.get(record.userId);
    if (list) list.push(record);
    else recordsByPerson.set(record.userId, [record]);
  }
  const corrections = new Map<string, C[]>();
  for (const correction of input.corrections ?? []) {
    const list = corrections.get(correction.attendanceId);
    if (list) list.push(correction);
    else corrections.set(correction.attendanceId, [correction]);
  }
  const absences = input.absences ?? [];
  const contexts = input.userIds.flatMap((userId) => {
    const records = groupByDay(recordsByPerson.get(userId) ?? [], timeZone);
    const ownAbsences = absences.filter((absence) => absence.userId === userId);
    return keys.map((key): DayContext<R, C> => ({
      userId,
      key,
      schedule: schedules.get(personDayKey(userId, key)),
      records: records.get(key) ?? [],
      corrections,
      absences: ownAbsences,
    }));
  });
  const built: (BuiltDay<R, C> | undefined)[] = [];
  let last: AttendanceDay<R, C>[] = [];
  return (now) => {
    const nowMs = now.getTime();
    let changed = false;
    const days = contexts.map((context, index) => {
      const kept = built[index];
      if (kept !== undefined && kept.from <= nowMs && nowMs < kept.until) return kept.day;
      const fresh = buildDay(context, input, now);
      built[index] = fresh;
      changed = true;
      return fresh.day;
    });
    if (changed) last = days;
    return last;
  };
}

/** One entry per person and day of [from, to], person by person in `userIds` order, each in day order. */
export function buildAttendanceDays<
  S extends DayScheduleLike,
  R extends DayRecordLike,
  C extends DayCorrectionLike,
>(input: AttendanceDaysInput<S, R, C>): AttendanceDay<R, C>[] {
  return attendanceDaysAt(input)(input.now);
}
