/**
 * The rows of /horas-extras: one per person and day with overtime (domain/attendance/overtime.ts, over the
 * attendance after its effective corrections), with the day's decision and what a manager approves by default.
 *
 * A decision taken on other figures than today's (a correction was accepted since) counts as pending again: the
 * manager decides on what the attendance now says. A pre-authorisation suggests its minutes, at most the day's.
 * What each line counts for pay follows the tenant's rules (domain/overtime/overtime-pay.ts: rounding up only,
 * `Aprobación previa`), the rule payroll uses; a day settled by `Aprobación previa` is not left to decide.
 */
import type { OvertimeDecision, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import {
  OVERTIME_FLAG_LABEL,
  overtimeDecided,
  overtimeDecisionId,
  OVERTIME_STATUS_LABEL,
  type OvertimeLine,
} from '../../domain/attendance/overtime';
import { ALTERED_LABEL } from '../../domain/attendance/corrections';
import { countedOvertime, overtimeSettled } from '../../domain/overtime/overtime-pay';
import type { OvertimeRules } from '../../domain/settings/tenant-settings';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatDuration, formatHms } from '../../domain/format/numbers';
import type { ExportTable } from '../../lib/export/table';

export type OvertimeRowStatus = 'pending' | 'approved' | 'rejected';

export type OvertimeStatusFilter = 'pendientes' | 'bajo-minimo' | 'aprobadas' | 'rechazadas' | 'todas';

export const OVERTIME_FILTER_LABEL: Readonly<Record<OvertimeStatusFilter, string>> = {
  pendientes: 'Por decidir',
  'bajo-minimo': 'Por decidir, bajo el mínimo',
  aprobadas: 'Aprobadas',
  rechazadas: 'Rechazadas',
  todas: 'Todas',
};

export interface OvertimeRow extends OvertimeLine {
  /** The decision's id: `<userId>_<day>`. */
  id: string;
  person: string;
  decision: WithId<OvertimeDecision> | null;
  status: OvertimeRowStatus;
  /** A decision was taken on other figures: the attendance changed since. */
  changed: boolean;
  /** What `Aprobar` approves unless the manager edits it. */
  suggestedSeconds: number;
  /** What the line counts for pay under the tenant's rules (approved or pre-approved, rounded up per the tenant). */
  countedSeconds: number;
  /** Pre-authorised under a pacto for at least what was worked, with `Aprobación previa` on: nothing to decide. */
  preApproved: boolean;
}

/** The rules the rows read: the rounding and `Aprobación previa` (missing: none, off). */
export type RowRules = Pick<OvertimeRules, 'rounding' | 'preApproval'>;

const NO_RULES: RowRules = { rounding: 'none', preApproval: false };

export function buildOvertimeRows(
  lines: readonly OvertimeLine[],
  decisions: readonly WithId<OvertimeDecision>[],
  people: ReadonlyMap<string, Pick<UserDoc, 'displayName' | 'email'>>,
  rules: RowRules = NO_RULES,
): OvertimeRow[] {
  const byId = new Map(decisions.map((decision) => [decision.id, decision]));
  return lines.map((line) => {
    const id = overtimeDecisionId(line.userId, line.key);
    const decision = byId.get(id) ?? null;
    const decided = overtimeDecided(line.overtimeSeconds, decision);
    const changed = !decided && decision !== null && decision.status !== 'preauthorized';
    const status: OvertimeRowStatus =
      !decided || decision === null ? 'pending' : decision.status === 'approved' ? 'approved' : 'rejected';
    const suggestedSeconds =
      status === 'approved' && decision
        ? decision.seconds
        : decision?.status === 'preauthorized'
          ? Math.min(decision.seconds, line.overtimeSeconds)
          : line.overtimeSeconds;
    const paid = { overtimeSeconds: line.overtimeSeconds, covered: !line.flags.includes('no-agreement') };
    return {
      ...line,
      id,
      person: personName(people.get(line.userId), line.userId),
      decision,
      status,
      changed,
      suggestedSeconds,
      countedSeconds: countedOvertime(paid, decision, rules).seconds,
      preApproved: status === 'pending' && overtimeSettled(paid, decision, rules),
    };
  });
}

/**
 * Whether a line is under the tenant's overtime minimum (`minimumSeconds`, 0: none): /horas-extras sets those
 * apart to be decided together. Nothing is dropped or rounded: the line keeps its seconds (Res. Ex. N° 38 art. 44).
 */
export function belowMinimum(row: Pick<OvertimeRow, 'overtimeSeconds'>, minimumSeconds: number): boolean {
  return minimumSeconds > 0 && row.overtimeSeconds < minimumSeconds;
}

/** The rows a status filter shows; `Por decidir` leaves out the lines under the minimum, which have their own. */
export function rowsOfFilter(
  rows: readonly OvertimeRow[],
  filter: OvertimeStatusFilter,
  minimumSeconds = 0,
): OvertimeRow[] {
  switch (filter) {
    case 'pendientes':
      return rows.filter(
        (row) => row.status === 'pending' && !row.preApproved && !belowMinimum(row, minimumSeconds),
      );
    case 'bajo-minimo':
      return rows.filter(
        (row) => row.status === 'pending' && !row.preApproved && belowMinimum(row, minimumSeconds),
      );
    case 'aprobadas':
      return rows.filter((row) => row.status === 'approved' || row.preApproved);
    case 'rechazadas':
      return rows.filter((row) => row.status === 'rejected');
    case 'todas':
      return [...rows];
  }
}

/**
 * What `Seleccionar todas las por decidir` takes of the pending lines shown: those without alerts, unless the
 * manager includes the flagged ones (more than 2 hours a day, over the weekly limit, without an agreement), which
 * are otherwise listed apart to be decided one by one.
 */
export function bulkSelectable(
  shown: readonly OvertimeRow[],
  includeFlagged: boolean,
): { selectable: OvertimeRow[]; flagged: OvertimeRow[] } {
  const pending = shown.filter((row) => row.status === 'pending' && !row.preApproved);
  const flagged = pending.filter((row) => row.flags.length > 0);
  return { selectable: includeFlagged ? pending : pending.filter((row) => row.flags.length === 0), flagged };
}

/** The row's decision in words: `Aprobada: 1 h de 1 h 30 min`, `Preautorizada hasta 1 h`, `Por decidir`. */
export function decisionLabel(row: OvertimeRow): string {
  const { decision } = row;
  if (row.status === 'approved' && decision) {
    return `${OVERTIME_STATUS_LABEL.approved}: ${formatDuration(decision.seconds)} de ${formatDuration(row.overtimeSeconds)}`;
  }
  if (row.status === 'rejected') return OVERTIME_STATUS_LABEL.rejected;
  if (row.changed) return 'Por decidir: cambió la asistencia';
  if (row.preApproved && decision)
    return `Aprobada previamente: preautorizada hasta ${formatDuration(decision.seconds)} con pacto`;
  if (decision?.status === 'preauthorized') {
    return `${OVERTIME_STATUS_LABEL.preauthorized} hasta ${formatDuration(decision.seconds)}`;
  }
  return 'Por decidir';
}

export function flagsText(row: Pick<OvertimeRow, 'flags'>): string {
  return row.flags.map((flag) => OVERTIME_FLAG_LABEL[flag]).join(', ');
}

/** The seconds approved of the rows (what payroll pays). */
export function approvedSeconds(rows: readonly OvertimeRow[]): number {
  return rows.reduce(
    (sum, row) => sum + (row.status === 'approved' && row.decision ? row.decision.seconds : 0),
    0,
  );
}

/** The seconds the rows count for pay (approved, or pre-approved; rounded up per the tenant). */
export function countedTotal(rows: readonly OvertimeRow[]): number {
  return rows.reduce((sum, row) => sum + row.countedSeconds, 0);
}

/**
 * The header's totals: `aprobadas en el periodo 1:00:00`, and what is paid when the tenant's rules make it differ
 * (`· a pagar 1:15:00`).
 */
export function periodTotalsText(rows: readonly OvertimeRow[]): string {
  const approved = approvedSeconds(rows);
  const counted = countedTotal(rows);
  return `aprobadas en el periodo ${formatHms(approved)}${counted === approved ? '' : ` · a pagar ${formatHms(counted)}`}`;
}

/** What counts for pay, in one sentence for the header, per the tenant's rules. */
export function countingRuleText(rules: RowRules): string {
  const counts = rules.preApproval
    ? 'Con aprobación previa: se paga lo aprobado y lo preautorizado con pacto vigente, hasta lo preautorizado.'
    : 'Se paga lo aprobado.';
  const step = rules.rounding === 'up-15' ? 15 : rules.rounding === 'up-30' ? 30 : null;
  return step === null
    ? counts
    : `${counts} Se redondea hacia arriba, a ${step} minutos por día; el registro conserva los segundos.`;
}

/** The exported table: exactly the rows on screen. */
export function overtimeTable(rows: readonly OvertimeRow[], title: string): ExportTable {
  return {
    title,
    columns: [
      'Persona',
      'Fecha',
      'Trabajado',
      'Horas extras',
      'Alertas',
      'Decisión',
      'Tiempo aprobado',
      ALTERED_LABEL,
    ],
    rows: rows.map((row) => [
      row.person,
      formatDayKey(row.key, 'dd-MM-yyyy'),
      formatHms(row.workedSeconds),
      formatHms(row.overtimeSeconds),
      flagsText(row),
      decisionLabel(row),
      formatHms(row.status === 'approved' && row.decision ? row.decision.seconds : 0),
      row.altered ? 'Sí' : 'No',
    ]),
  };
}
