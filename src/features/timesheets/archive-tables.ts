/**
 * The archive's tables beyond what /fiscalizacion shows: every absence (voided ones too, with their reason), every
 * overtime agreement (pacto, voided ones too) and every overtime decision of the year — the records payroll and
 * an inspector read, kept five years.
 */
import type { Absence, OvertimeAgreement, OvertimeDecision } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { OVERTIME_STATUS_LABEL } from '../../domain/attendance/overtime';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { ABSENCE_STATUS_LABEL, ABSENCE_TYPE_LABEL, absenceTypeOf } from '../../domain/labels';
import type { ExportTable } from '../../lib/export/table';
import { table, type Directory } from './inspection-rows';

const when = (value: Date | null | undefined, timeZone: string) =>
  value instanceof Date ? formatInZone(value, timeZone, 'dd-MM-yyyy HH:mm') : '—';
const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');

export function absencesTable(
  absences: readonly WithId<Absence>[],
  directory: Directory,
  timeZone: string,
  period: string,
): ExportTable {
  const rows = [...absences].sort((a, b) => a.from.getTime() - b.from.getTime());
  return table<WithId<Absence>>(
    `Ausencias de ${period}`,
    [
      ['Persona', (row) => directory.name(row.userId)],
      ['RUT', (row) => directory.rut(row.userId)],
      ['Tipo', (row) => ABSENCE_TYPE_LABEL[absenceTypeOf(row.type) ?? 'permiso con goce']],
      ['Desde', (row) => day(dayKey(row.from, timeZone))],
      ['Hasta', (row) => day(dayKey(row.to, timeZone))],
      ['Estado', (row) => ABSENCE_STATUS_LABEL[row.status]],
      ['Nota', (row) => row.note ?? ''],
      ['Documento adjunto', (row) => row.attachmentName ?? ''],
      ['Registrada el', (row) => when(row.createdAt, timeZone)],
      ['Decidida por', (row) => (row.decidedBy ? directory.name(row.decidedBy) : '—')],
      ['Decidida el', (row) => when(row.decidedAt, timeZone)],
      ['Motivo del rechazo o la anulación', (row) => row.decisionNote ?? ''],
    ],
    rows,
  );
}

export function agreementsTable(
  agreements: readonly WithId<OvertimeAgreement>[],
  directory: Directory,
  timeZone: string,
  period: string,
): ExportTable {
  const rows = [...agreements].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return table<WithId<OvertimeAgreement>>(
    `Pactos de horas extras de ${period}`,
    [
      ['Persona', (row) => directory.name(row.userId)],
      ['RUT', (row) => directory.rut(row.userId)],
      ['Desde', (row) => day(row.from)],
      ['Hasta', (row) => day(row.to)],
      ['Nota', (row) => row.note ?? ''],
      ['Registrado por', (row) => directory.name(row.createdBy)],
      ['Registrado el', (row) => when(row.createdAt, timeZone)],
      ['Anulado el', (row) => when(row.voidedAt, timeZone)],
      ['Motivo de la anulación', (row) => row.voidReason ?? ''],
    ],
    rows,
  );
}

export function decisionsTable(
  decisions: readonly WithId<OvertimeDecision>[],
  directory: Directory,
  timeZone: string,
  period: string,
): ExportTable {
  const rows = [...decisions].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return table<WithId<OvertimeDecision>>(
    `Horas extras de ${period}`,
    [
      ['Fecha', (row) => day(row.day)],
      ['Persona', (row) => directory.name(row.userId)],
      ['RUT', (row) => directory.rut(row.userId)],
      ['Estado', (row) => OVERTIME_STATUS_LABEL[row.status]],
      ['Tiempo calculado', (row) => formatHms(row.computedSeconds)],
      ['Tiempo autorizado', (row) => formatHms(row.seconds)],
      ['Nota', (row) => row.note ?? ''],
      ['Decidido por', (row) => directory.name(row.decidedBy)],
      ['Decidido el', (row) => when(row.decidedAt, timeZone)],
    ],
    rows,
  );
}
