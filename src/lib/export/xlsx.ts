/**
 * XLSX export. write-excel-file is imported when a file is asked for, never before: it is a chunk of its own
 * that nobody downloads unless they export.
 *
 * Text is written as text cells, which Excel shows and never evaluates, so a name typed as '=HYPERLINK(…)' stays
 * inert without the apostrophe CSV needs (csv.ts).
 */
import type { SheetData, SheetOptions } from 'write-excel-file/browser';

import { downloadBlob } from '../download';
import { withExtension, type ExportTable } from './table';

type XlsxCell = string | number | null;

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  const name = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name === '' ? 'Hoja 1' : name;
}

function cellValue(value: string | number | null | undefined): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value;
}

/** A column wide enough for its longest text, within reason (Excel's width unit is about one character). */
function columnWidth(table: ExportTable, index: number): number {
  const lengths = [table.columns, ...table.rows].map((row) => String(row[index] ?? '').length);
  return Math.min(60, Math.max(8, ...lengths) + 2);
}

export interface XlsxOptions {
  /** Lines above the table, one per row in the first column (the report's employer, period and scope). */
  preamble?: readonly string[];
  /** Lines below the table, after an empty row, one per row in the first column (a legend). */
  notes?: readonly string[];
}

/**
 * The sheet: the preamble's lines (then an empty row), a bold header row that stays in view when scrolling,
 * the rows, then (after an empty row) the notes' lines.
 */
export function xlsxSheet(
  table: ExportTable,
  { preamble = [], notes = [] }: XlsxOptions = {},
): {
  data: SheetData;
  options: SheetOptions<Blob>;
} {
  const header = table.columns.map((column) => ({ value: column, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => table.columns.map((_column, index) => cellValue(row[index])));
  const above = preamble.length === 0 ? [] : [...preamble.map((line) => [line]), [null]];
  const below = notes.length === 0 ? [] : [[null], ...notes.map((line) => [line])];
  return {
    data: [...above, header, ...rows, ...below],
    options: {
      sheet: sheetName(table.title),
      stickyRowsCount: above.length + 1,
      columns: table.columns.map((_column, index) => ({ width: columnWidth(table, index) })),
    },
  };
}

/** The .xlsx file's contents. */
export async function buildXlsx(table: ExportTable, options: XlsxOptions = {}): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { data, options: sheet } = xlsxSheet(table, options);
  return writeXlsxFile(data, sheet).toBlob();
}

/** One workbook of several tables, a sheet each (the yearly archive's `registros-<año>.xlsx`). */
export async function buildXlsxBook(tables: readonly ExportTable[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheets = tables.map((table) => {
    const { data, options } = xlsxSheet(table);
    return { data, ...options };
  });
  return writeXlsxFile(sheets).toBlob();
}

/** Builds the .xlsx file and hands it to the browser as a download. */
export async function exportXlsx(
  table: ExportTable,
  fileName: string,
  options: XlsxOptions = {},
): Promise<void> {
  downloadBlob(withExtension(fileName, 'xlsx'), await buildXlsx(table, options));
}
