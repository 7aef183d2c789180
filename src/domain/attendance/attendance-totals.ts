/**
 * The totals per person of the rows /asistencias shows (`Totales por persona`): the same rows summed, never judged
 * again here — the slots' figures (slot-evaluation.ts) and problems (slot-problems.ts) as the table shows them.
 * - Días trabajados: distinct days with an entry (recorded or corrected) in one of the person's rows.
 * - Trabajado: the rows' worked seconds.
 * - Atrasos: rows marked late (`lateEntry`, or `noCheckIn` while the slot runs), as the `Atrasos` view lists
 *   them; their time is the rows' late seconds.
 * - Salidas anticipadas: rows marked `earlyLeave`; their time is the rows' early seconds.
 * - Horas extra: the seconds past the slots' end, before any decision (/horas-extras decides them).
 * - Ausencias: absent days, justified or not, counted once per day.
 * People in the order they first appear; a person with rows of the view has a line even with all zeros.
 */
import type { SlotProblem } from './slot-problems';

export interface TotalsRow {
  userId: string;
  person: string;
  /** 'yyyy-MM-dd'. */
  day: string;
  worked: boolean;
  absent: boolean;
  times: {
    workedSeconds: number | null;
    lateSeconds: number | null;
    earlySeconds: number | null;
    overtimeSeconds: number | null;
  };
  problems: readonly SlotProblem[];
}

export interface AttendanceTotals {
  userId: string;
  person: string;
  workedDays: number;
  workedSeconds: number;
  lates: number;
  lateSeconds: number;
  earlyLeaves: number;
  earlySeconds: number;
  overtimeSeconds: number;
  absences: number;
}

const isLate = (problems: readonly SlotProblem[]) =>
  problems.includes('lateEntry') || problems.includes('noCheckIn');

/** One line per person of `rows`. */
export function attendanceTotals(rows: readonly TotalsRow[]): AttendanceTotals[] {
  const lines = new Map<string, AttendanceTotals>();
  const workedDays = new Map<string, Set<string>>();
  const absentDays = new Map<string, Set<string>>();
  for (const row of rows) {
    let line = lines.get(row.userId);
    if (!line) {
      line = {
        userId: row.userId,
        person: row.person,
        workedDays: 0,
        workedSeconds: 0,
        lates: 0,
        lateSeconds: 0,
        earlyLeaves: 0,
        earlySeconds: 0,
        overtimeSeconds: 0,
        absences: 0,
      };
      lines.set(row.userId, line);
      workedDays.set(row.userId, new Set());
      absentDays.set(row.userId, new Set());
    }
    if (row.worked) workedDays.get(row.userId)?.add(row.day);
    if (row.absent) absentDays.get(row.userId)?.add(row.day);
    line.workedSeconds += row.times.workedSeconds ?? 0;
    line.overtimeSeconds += row.times.overtimeSeconds ?? 0;
    if (isLate(row.problems)) {
      line.lates += 1;
      line.lateSeconds += row.times.lateSeconds ?? 0;
    }
    if (row.problems.includes('earlyLeave')) {
      line.earlyLeaves += 1;
      line.earlySeconds += row.times.earlySeconds ?? 0;
    }
  }
  return [...lines.values()].map((line) => ({
    ...line,
    workedDays: workedDays.get(line.userId)?.size ?? 0,
    absences: absentDays.get(line.userId)?.size ?? 0,
  }));
}
