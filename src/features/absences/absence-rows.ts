/**
 * /ausencias' rows: one per absence, with the person's name, the type read through `absenceTypeOf` (a legacy
 * `permiso` reads as a paid permission), its days in the tenant's zone, its working days (Monday–Friday, not a
 * holiday), the person's vacation balance today and, for a pending vacation request longer than that balance,
 * the over-balance flag. Pending requests come first (the inbox), then the latest absences. Pure.
 */
import type { Absence, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { absenceDays, personVacationBalance } from '../../data/queries/absences';
import {
  ABSENCE_STATUS_LABEL,
  ABSENCE_TYPE_LABEL,
  absenceTypeOf,
  type AbsenceStatus,
  type AbsenceType,
} from '../../domain/labels';
import { workingDaysBetween, type VacationBalance } from '../../domain/planning/vacation';
import type { CsvCell } from '../../lib/export/csv';
import type { ExportTable } from '../../lib/export/table';

export type Person = WithId<UserDoc>;

export interface AbsenceRow {
  id: string;
  absence: WithId<Absence>;
  userId: string;
  /** The person's name (their e-mail without one; the uid when the person is not among the tenant's users). */
  person: string;
  type: AbsenceType;
  /** First and last day (inclusive), `yyyy-MM-dd` in the tenant's zone. */
  from: string;
  to: string;
  workingDays: number;
  status: AbsenceStatus;
  note: string | null;
  attachmentName: string | null;
  /** A licencia médica's folio, as the employee reported it. */
  folio: string | null;
  /** Where its document is stored (the person's own folder); null without one. */
  attachmentPath: string | null;
  decisionNote: string | null;
  /** The person's vacation balance today; null when their hire date is unknown. */
  balance: VacationBalance | null;
  /** A pending vacation request with more working days than the person's available balance. */
  overBalance: boolean;
}

export interface AbsenceFilters {
  /** '' for every type. */
  type: AbsenceType | '';
  /** '' for every status. */
  status: AbsenceStatus | '';
  /** null for everyone. */
  personId: string | null;
}

export const NO_FILTERS: AbsenceFilters = { type: '', status: '', personId: null };

/** How a person is named on screen: their name, else their e-mail. */
export function personName(person: Pick<UserDoc, 'displayName' | 'email'>): string {
  return person.displayName?.trim() || person.email;
}

export interface RowsInput {
  absences: readonly WithId<Absence>[];
  people: readonly Person[];
  /** Every vacation absence of the tenant, all time (the balances). */
  vacations: readonly Absence[];
  holidays: ReadonlySet<string>;
  today: string;
  timeZone: string;
}

/** Each person's balance, by uid (null without a hire date). */
export function balancesByPerson(input: Omit<RowsInput, 'absences'>): Map<string, VacationBalance | null> {
  const byPerson = new Map<string, Absence[]>();
  for (const vacation of input.vacations) {
    const list = byPerson.get(vacation.userId) ?? [];
    list.push(vacation);
    byPerson.set(vacation.userId, list);
  }
  return new Map(
    input.people.map((person) => [
      person.id,
      personVacationBalance({
        hireDate: person.hireDate,
        absences: byPerson.get(person.id) ?? [],
        holidays: input.holidays,
        today: input.today,
        timeZone: input.timeZone,
      }),
    ]),
  );
}

const STATUS_ORDER: Readonly<Record<AbsenceStatus, number>> = {
  pendiente: 0,
  aprobada: 1,
  rechazada: 1,
  anulada: 2,
};

/** Pending first, then by first day (latest first), then by name. */
export function compareRows(a: AbsenceRow, b: AbsenceRow): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    b.from.localeCompare(a.from) ||
    a.person.localeCompare(b.person, 'es') ||
    a.id.localeCompare(b.id)
  );
}

/** The rows of the absences, sorted (pending first). Absences of an unknown type are left out. */
export function buildAbsenceRows(input: RowsInput): AbsenceRow[] {
  const people = new Map(input.people.map((person) => [person.id, person]));
  const balances = balancesByPerson(input);
  const rows: AbsenceRow[] = [];
  for (const absence of input.absences) {
    const type = absenceTypeOf(absence.type);
    if (type === null) continue;
    const { from, to } = absenceDays(absence, input.timeZone);
    const workingDays = workingDaysBetween(from, to, input.holidays);
    const balance = balances.get(absence.userId) ?? null;
    const person = people.get(absence.userId);
    rows.push({
      id: absence.id,
      absence,
      userId: absence.userId,
      person: person ? personName(person) : absence.userId,
      type,
      from,
      to,
      workingDays,
      status: absence.status,
      note: absence.note ?? null,
      attachmentName: absence.attachmentName ?? null,
      folio: absence.folio || null,
      attachmentPath: absence.attachmentPath || null,
      decisionNote: absence.decisionNote ?? null,
      balance,
      overBalance:
        absence.status === 'pendiente' &&
        type === 'vacaciones' &&
        balance !== null &&
        workingDays > balance.available,
    });
  }
  return rows.sort(compareRows);
}

/** The rows the filters let through (the period is the query's). */
export function filterRows(rows: readonly AbsenceRow[], filters: AbsenceFilters): AbsenceRow[] {
  return rows.filter(
    (row) =>
      (filters.type === '' || row.type === filters.type) &&
      (filters.status === '' || row.status === filters.status) &&
      (filters.personId === null || row.userId === filters.personId),
  );
}

/** `1 solicitud pendiente`, `3 solicitudes pendientes`. */
export function pendingCountText(count: number): string {
  return count === 1 ? '1 solicitud pendiente' : `${count} solicitudes pendientes`;
}

export const EXPORT_COLUMNS = [
  'Persona',
  'Tipo',
  'Desde',
  'Hasta',
  'Días hábiles',
  'Estado',
  'Nota',
  'Documento adjunto',
  'Motivo del rechazo o la anulación',
  'Saldo de vacaciones',
  'Supera el saldo',
] as const;

/** The rows as the export writes them: days `yyyy-MM-dd`, numbers as numbers. */
export function exportRows(rows: readonly AbsenceRow[]): CsvCell[][] {
  return rows.map((row) => [
    row.person,
    ABSENCE_TYPE_LABEL[row.type],
    row.from,
    row.to,
    row.workingDays,
    ABSENCE_STATUS_LABEL[row.status],
    row.note ?? '',
    row.attachmentName ?? '',
    row.decisionNote ?? '',
    row.balance === null ? '' : row.balance.available,
    row.overBalance ? 'Sí' : 'No',
  ]);
}

/** The export of the shown rows, titled with the period. */
export function absencesTable(rows: readonly AbsenceRow[], periodTitle: string): ExportTable {
  return { title: `Ausencias · ${periodTitle}`, columns: [...EXPORT_COLUMNS], rows: exportRows(rows) };
}
