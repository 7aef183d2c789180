/**
 * The rows of the worker's history: the one attendance-by-day rule (domain/attendance/attendance-days.ts) for
 * one person over a period, with the corrections of their slots (an effective one changes the punches and marks
 * them `alterado`; a pending one waits for the worker's answer).
 */
import type { AttendanceCorrection, AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  buildAttendanceDays,
  type AttendanceDay,
  type AttendanceRow,
  type DayAbsenceLike,
} from '../../domain/attendance/attendance-days';
import type { Period } from '../../domain/calendar/periods';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export type { DayProblem } from '../../domain/attendance/attendance-days';

export type HistoryRow = AttendanceRow<WithId<AttendanceRecord>, WithId<AttendanceCorrection>>;

export type HistoryDay = AttendanceDay<WithId<AttendanceRecord>, WithId<AttendanceCorrection>>;

export interface HistoryDaysInput {
  /** Whose history it is. */
  userId: string;
  period: Period;
  schedules: readonly WithId<ScheduleEntry>[];
  attendance: readonly WithId<AttendanceRecord>[];
  corrections?: readonly WithId<AttendanceCorrection>[];
  absences?: readonly DayAbsenceLike[];
  timeZone: string;
  now: Date;
  /** The tenant's alert thresholds (`resolveThresholds(settings.alertThresholds)`). */
  thresholds: AlertThresholds;
}

/** One entry per day of the period, in order. */
export function buildHistoryDays(input: HistoryDaysInput): HistoryDay[] {
  const { userId, period, ...rest } = input;
  return buildAttendanceDays({ ...rest, userIds: [userId], from: period.from, to: period.to });
}

/** Whether the period holds at least one punch. */
export function hasPunches(days: readonly HistoryDay[]): boolean {
  return days.some((day) => day.rows.some((row) => row.record !== null));
}
