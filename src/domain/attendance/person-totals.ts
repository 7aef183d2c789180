/**
 * A period's totals per person (/totales): what the attendance days (attendance-days.ts) and the overtime
 * decisions say, summed, never judged again here.
 * - Días trabajados: days with a worked slot.
 * - Atrasos: slots marked late (`lateEntry`, or `noCheckIn` while running), as /asistencias' `Atrasos`; their
 *   time is the slots' late seconds (slot-evaluation.ts).
 * - Salidas anticipadas: slots marked `earlyLeave`.
 * - Ausencias: absent days not justified (an approved absence or a `justify` correction excuses one).
 * - Horas trabajadas: the slots' worked seconds.
 * - Horas extra aprobadas: the seconds approved on days whose decision still holds (`overtimeDecided` on the
 *   day's overtime, `dayFigures`), as /horas-extras counts them.
 */
import type { SlotProblem } from './slot-problems';
import {
  dayFigures,
  overtimeDecided,
  overtimeDecisionId,
  type OvertimeDayInput,
  type OvertimeDecisionStatus,
} from './overtime';

export interface PersonTotalsDay extends OvertimeDayInput {
  worked: boolean;
  absent: boolean;
  justified: boolean;
  rows: readonly (OvertimeDayInput['rows'][number] & {
    times: { lateSeconds: number | null };
    problems: readonly SlotProblem[];
  })[];
}

export interface PersonTotalsDecision {
  id: string;
  status: OvertimeDecisionStatus;
  computedSeconds: number;
  seconds: number;
}

export interface PersonTotals {
  userId: string;
  workedDays: number;
  lates: number;
  lateSeconds: number;
  earlyLeaves: number;
  absences: number;
  workedSeconds: number;
  approvedOvertimeSeconds: number;
}

const isLate = (problems: readonly SlotProblem[]) =>
  problems.includes('lateEntry') || problems.includes('noCheckIn');

/** One line per person of `userIds`, in that order, summing their `days`. */
export function personTotals(
  userIds: readonly string[],
  days: readonly PersonTotalsDay[],
  decisions: readonly PersonTotalsDecision[],
): PersonTotals[] {
  const decisionById = new Map(decisions.map((decision) => [decision.id, decision]));
  const totals = new Map<string, PersonTotals>(
    userIds.map((userId) => [
      userId,
      {
        userId,
        workedDays: 0,
        lates: 0,
        lateSeconds: 0,
        earlyLeaves: 0,
        absences: 0,
        workedSeconds: 0,
        approvedOvertimeSeconds: 0,
      },
    ]),
  );
  for (const day of days) {
    const line = totals.get(day.userId);
    if (!line) continue;
    const figures = dayFigures(day);
    if (day.worked) line.workedDays += 1;
    if (day.absent && !day.justified) line.absences += 1;
    line.workedSeconds += figures.worked;
    for (const row of day.rows) {
      if (isLate(row.problems)) {
        line.lates += 1;
        line.lateSeconds += row.times.lateSeconds ?? 0;
      }
      if (row.problems.includes('earlyLeave')) line.earlyLeaves += 1;
    }
    const decision = decisionById.get(overtimeDecisionId(day.userId, day.key));
    if (decision?.status === 'approved' && overtimeDecided(figures.overtime, decision)) {
      line.approvedOvertimeSeconds += decision.seconds;
    }
  }
  return [...totals.values()];
}
