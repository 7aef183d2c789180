/**
 * CSV export of the history (RFC 4180), written for Excel as used in Chile:
 * - separator ';': with the Chilean regional settings (decimal comma) Excel's list separator is ';', so a
 *   ';' file opens in columns on double click, while a ',' file lands in one column;
 * - UTF-8 with a byte-order mark, or Excel reads 'colación' as 'colaciÃ³n' (no 'sep=' line: it makes Excel
 *   ignore the BOM);
 * - CRLF line ends; a field holding the separator, a quote, CR or LF is quoted, its quotes doubled.
 */
import { slotLabel } from '../../lib/schedule-slots';
import { hhmmInZone } from '../../lib/time-zone';
import type { HistoryDay, HistoryRow } from './history-days';
import type { HistoryPeriod } from './history-period';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

export const HISTORY_CSV_HEADER = [
  'Fecha',
  'Turno',
  'Entrada',
  'Inicio colación',
  'Fin colación',
  'Salida',
  'Trabajado (min)',
  'Atraso (min)',
  'Salida anticipada (min)',
] as const;

/** One field, quoted only when it must be. */
export function csvField(value: string, separator: string = CSV_SEPARATOR): string {
  const mustQuote = value.includes(separator) || /["\r\n]/.test(value);
  return mustQuote ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records to CSV text: fields joined by the separator, every record ended by CRLF. */
export function toCsv(records: readonly (readonly string[])[], separator: string = CSV_SEPARATOR): string {
  return records.map((fields) => `${fields.map((f) => csvField(f, separator)).join(separator)}\r\n`).join('');
}

function numberField(value: number | null): string {
  return value === null ? '' : String(value);
}

function timeField(value: Date | null | undefined, timeZone: string): string {
  return value && !Number.isNaN(value.getTime()) ? hhmmInZone(value, timeZone) : '';
}

/** The rows worth a line: every punched slot, and every scheduled slot already over (an absence shows). */
function exported(row: HistoryRow): boolean {
  return row.record !== null || (row.slot !== null && row.past);
}

/** The history as CSV records, header first; times in the tenant zone. */
export function historyCsvRecords(days: readonly HistoryDay[], timeZone: string): string[][] {
  const records: string[][] = [[...HISTORY_CSV_HEADER]];
  for (const day of days) {
    for (const row of day.rows.filter(exported)) {
      const { record, times } = row;
      records.push([
        day.key,
        row.slot ? slotLabel(row.slot) : 'No programado',
        timeField(record?.checkInTime, timeZone),
        timeField(record?.lunchStartTime, timeZone),
        timeField(record?.lunchEndTime, timeZone),
        timeField(record?.checkOutTime, timeZone),
        numberField(times.workedMinutes),
        numberField(times.lateMinutes),
        numberField(times.earlyMinutes),
      ]);
    }
  }
  return records;
}

/** The file's full text, BOM included. */
export function historyCsv(days: readonly HistoryDay[], timeZone: string): string {
  return CSV_BOM + toCsv(historyCsvRecords(days, timeZone));
}

/** `historial-2026-11-16-2026-11-22.csv` */
export function historyFileName(period: HistoryPeriod): string {
  return `historial-${period.from}-${period.to}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
