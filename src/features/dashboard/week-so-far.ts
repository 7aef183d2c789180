/**
 * The dashboard's `Esta semana`: the hours worked from Monday to now against the hours planned from Monday to the
 * end of today. Today counts as it goes — its whole plan, and the time of a slot still running up to now — so
 * on a Monday morning with people at work the card does not read 0:00 of 0:00 until the day is over.
 */
import type {
  AttendanceDay,
  DayCorrectionLike,
  DayRecordLike,
} from '../../domain/attendance/attendance-days';
import { workedSeconds } from '../../domain/attendance/slot-evaluation';

export interface WeekSoFar {
  /** Whole seconds worked: closed slots, and today's open ones up to `now`. */
  worked: number;
  /** Seconds planned on the days given (Monday to today), today's whole plan included. */
  planned: number;
}

type Row = AttendanceDay<DayRecordLike, DayCorrectionLike>['rows'][number];

/**
 * A slot's worked seconds; for a slot of today still running (an entry, no exit, not over) the time up to
 * `now`. A past slot without its exit stays without worked time: a forgotten exit is not guessed.
 */
function rowWorked(row: Row, today: boolean, now: Date): number {
  if (row.times.workedSeconds !== null) return row.times.workedSeconds;
  const { punches } = row;
  if (!today || row.past || !punches.checkInTime || punches.checkOutTime) return 0;
  return workedSeconds({ ...punches, checkOutTime: now }) ?? 0;
}

/** The week so far of `days` (Monday to `today`, tenant zone day keys) at `now`. */
export function weekSoFar<R extends DayRecordLike, C extends DayCorrectionLike>(
  days: readonly AttendanceDay<R, C>[],
  today: string,
  now: Date,
): WeekSoFar {
  let worked = 0;
  let planned = 0;
  for (const day of days) {
    if (day.key > today) continue;
    planned += day.plannedMinutes * 60;
    for (const row of day.rows) worked += rowWorked(row, day.key === today, now);
  }
  return { worked, planned };
}
