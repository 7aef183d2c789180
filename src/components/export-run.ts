import { useState } from 'react';

import { downloadText } from '../lib/download';
import { csvFile } from '../lib/export/csv';
import { exportPdf } from '../lib/export/pdf';
import { tableRecords, withExtension, type ExportFormat, type ExportTable } from '../lib/export/table';
import { exportXlsx } from '../lib/export/xlsx';

export type { ExportFormat, ExportTable };

export const EXPORT_FAILED = 'No se pudo generar el archivo. Inténtalo de nuevo.';

export const MENU_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)', pdf: 'PDF' };
export const SHORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
export const DEFAULT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

/** What ExportButton (export-button.tsx) takes. */
export interface ExportButtonProps {
  /** The file's name; the format's extension is added ('asistencia-2026-11' → 'asistencia-2026-11.pdf'). */
  fileName: string;
  /** The table to export, read when a format is chosen (so it is the data on screen at that moment). */
  getTable: () => ExportTable | Promise<ExportTable>;
  formats?: readonly ExportFormat[];
  label?: string;
  /** The zone the PDF's 'Generado el …' is written in (the tenant's); default the device's. */
  timeZone?: string;
  disabled?: boolean;
  /** 'text' for a secondary action next to a screen's main content (default 'outlined'). */
  variant?: 'outlined' | 'text';
}

async function write(format: ExportFormat, table: ExportTable, fileName: string, timeZone?: string) {
  switch (format) {
    case 'csv':
      downloadText(withExtension(fileName, 'csv'), csvFile(tableRecords(table)));
      return;
    case 'xlsx':
      await exportXlsx(table, fileName);
      return;
    case 'pdf':
      await exportPdf(table, fileName, { timeZone });
      return;
  }
}

/**
 * An export's run: `run(format)` reads the table and writes the file (the XLSX and PDF libraries load only then);
 * `busy` while it does, `failed` when it could not (shown until `dismiss`).
 */
export function useExportRun({
  fileName,
  getTable,
  timeZone,
}: Pick<ExportButtonProps, 'fileName' | 'getTable' | 'timeZone'>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (format: ExportFormat) => {
    setFailed(false);
    setBusy(true);
    try {
      await write(format, await getTable(), fileName, timeZone);
    } catch (error) {
      console.error(`Exportación ${format}: no se pudo generar el archivo`, error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, run, dismiss: () => setFailed(false) };
}
