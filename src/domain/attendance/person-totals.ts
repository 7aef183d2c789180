/**
 * A period's totals per person (/totales): what the attendance days (attendance-days.ts) and the overtime
 * decisions say, summed, never judged again here.
 * - Días trabajados: days with a worked slot.
 * - Atrasos: slots marked late (`lateEntry`, or `noCheckIn` while running), as /asistencias' `Atrasos`; their
 *   time is the slots' late minutes (slot-evaluation.ts).
 * - Salidas anticipadas: slots marked `earlyLeave`.
 * - Ausencias: absent days not justified (an approved absence or a `justify` correction excuses one).
 * - Horas trabajadas: the slots' worked minutes.
 * - Horas extra aprobadas: the minutes approved on days whose decision still holds (`overtimeDecided` on the
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
    times: { lateMinutes: number | null };
    problems: readonly SlotProblem[];
  })[];
}

export interface PersonTotalsDecision {
  id: string;
  status: OvertimeDecisionStatus;
  computedMinutes: number;
  minutes: number;
}

export interface PersonTotals {
  userId: string;
  workedDays: number;
  lates: number;
  lateMinutes: number;
  earlyLeaves: number;
  absences: number;
  workedMinutes: number;
  approvedOvertimeMinutes: number;
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
        lateMinutes: 0,
        earlyLeaves: 0,
        absences: 0,
        workedMinutes: 0,
        approvedOvertimeMinutes: 0,
      },
    ]),
  );
  for (const day of days) {
    const line = totals.get(day.userId);
    if (!line) continue;
    const figures = dayFigures(day);
    if (day.worked) line.workedDays += 1;
    if (day.absent && !day.justified) line.absences += 1;
    line.workedMinutes += figures.worked;
    for (const row of day.rows) {
      if (isLate(row.problems)) {
        line.lates += 1;
        line.lateMinutes += row.times.lateMinutes ?? 0;
      }
      if (row.problems.includes('earlyLeave')) line.earlyLeaves += 1;
    }
    const decision = decisionById.get(overtimeDecisionId(day.userId, day.key));
    if (decision?.status === 'approved' && overtimeDecided(figures.overtime, decision)) {
      line.approvedOvertimeMinutes += decision.minutes;
    }
  }
  return [...totals.values()];
}
