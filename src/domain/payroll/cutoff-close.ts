/**
 * When a payroll run may close, by the attendance it reads (issue #46 item 3): apart from cutoff.ts, so that the
 * access policy, on every screen of the demo, does not carry the payroll engine.
 */
import { isDayClosed, lastClosableDay } from '../attendance/period-close';
import { addDaysToKey } from '../calendar/day-keys';

/**
 * Whether the attendance a run reads is closed enough for the run to close (payroll-write.ts, firestore.rules
 * `payrollClosing`): its month closed (`closedThrough` on or after its last day); for a run with a cut-off, the
 * month before closed and the cut-off day ended in every zone (`lastClosableDay`) — its own month stays open, the
 * days after the cut-off are reconciled next month.
 */
export function runAttendanceClosed(
  run: { period: string; periodEnd: string; cutoffDay?: string | null },
  closedThrough: string | null | undefined,
  now: Date,
): boolean {
  const cutoff = run.cutoffDay ?? null;
  if (cutoff === null) return isDayClosed(run.periodEnd, closedThrough);
  return isDayClosed(addDaysToKey(`${run.period}-01`, -1), closedThrough) && cutoff <= lastClosableDay(now);
}
