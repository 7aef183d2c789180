/**
 * The history as a table to export (CSV, Excel or PDF through the kit's ExportButton): one line per punched slot
 * and per past scheduled slot, times in the tenant zone, durations in the screen's one format (h:mm:ss, Res. Ex. N° 38 art. 44), and the
 * slot's problems in the screen's words ('Ausencia' for a day missed whole). A punch set by an accepted
 * correction is its corrected time, named in the last column (`Alterado`).
 */
import { PUNCH_LABEL } from '../../domain/attendance/corrections';
import { hmsInZone } from '../../domain/calendar/time-zone';
import { periodTitle, type Period } from '../../domain/calendar/periods';
import { formatHms } from '../../domain/format/numbers';
import { slotLabel } from '../../domain/schedule/slots';
import type { CsvCell } from '../../lib/export/csv';
import type { ExportTable } from '../../lib/export/table';
import type { HistoryDay, HistoryRow } from './history-days';
import { DAY_PROBLEM_LABEL } from './history-problems';

export const HISTORY_CSV_HEADER = [
  'Fecha',
  'Turno',
  'Entrada',
  'Inicio colación',
  'Fin colación',
  'Salida',
  'Trabajado (h:mm:ss)',
  'Atraso (h:mm:ss)',
  'Salida anticipada (h:mm:ss)',
  'Incidencias',
  'Alterado',
] as const;

function timeField(value: Date | null | undefined, timeZone: string): string {
  return value && !Number.isNaN(value.getTime()) ? hmsInZone(value, timeZone) : '';
}

function duration(seconds: number | null): string {
  return seconds === null ? '' : formatHms(seconds);
}

function problems(day: HistoryDay, row: HistoryRow): string {
  if (day.absent) return DAY_PROBLEM_LABEL.absence;
  return row.problems.map((problem) => DAY_PROBLEM_LABEL[problem]).join(', ');
}

/** The rows worth a line: every punched slot, and every scheduled slot already over (an absence shows). */
function exported(row: HistoryRow): boolean {
  return row.record !== null || row.punches.altered.length > 0 || (row.slot !== null && row.past);
}

/** The punches a correction set, by name: `Salida` (empty when none). */
function altered(row: HistoryRow): string {
  return row.punches.altered.map((action) => PUNCH_LABEL[action]).join(', ');
}

/** The history's rows (no header). */
export function historyRows(days: readonly HistoryDay[], timeZone: string): CsvCell[][] {
  const records: CsvCell[][] = [];
  for (const day of days) {
    for (const row of day.rows.filter(exported)) {
      const { punches, times } = row;
      records.push([
        day.key,
        row.slot ? slotLabel(row.slot) : 'No programado',
        timeField(punches.checkInTime, timeZone),
        timeField(punches.lunchStartTime, timeZone),
        timeField(punches.lunchEndTime, timeZone),
        timeField(punches.checkOutTime, timeZone),
        duration(times.workedSeconds),
        duration(times.lateSeconds),
        duration(times.earlySeconds),
        problems(day, row),
        altered(row),
      ]);
    }
  }
  return records;
}

/** The table the history exports, titled with the period. */
export function historyTable(days: readonly HistoryDay[], timeZone: string, period: Period): ExportTable {
  return {
    title: `Mi historial · ${periodTitle(period)}`,
    columns: [...HISTORY_CSV_HEADER],
    rows: historyRows(days, timeZone),
  };
}

/** `historial-2026-11-16-2026-11-22` (the format adds its extension). */
export function historyFileName(period: Period): string {
  return `historial-${period.from}-${period.to}`;
}
