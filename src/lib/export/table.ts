import type { CsvCell } from './csv';

/** A table to hand out as a file: the same data whether it becomes CSV, XLSX or PDF. */
export interface ExportTable {
  /** What the file is about: the PDF's heading, the XLSX sheet's name. */
  title: string;
  columns: string[];
  rows: CsvCell[][];
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** Every file a table becomes: the export menu's formats, and Word for the inspector's reports (docx.ts). */
export type FileFormat = ExportFormat | 'docx';

/** The name with the format's extension, added unless it is already there ('informe' → 'informe.pdf'). */
export function withExtension(fileName: string, format: FileFormat): string {
  const base = fileName.replace(/\.(csv|xlsx|pdf|docx)$/i, '');
  return `${base}.${format}`;
}

/** The records of a table for csvFile: the header, then the rows. */
export function tableRecords(table: ExportTable): CsvCell[][] {
  return [table.columns, ...table.rows];
}
