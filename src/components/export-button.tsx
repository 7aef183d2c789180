import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useId, useState } from 'react';

import { downloadText } from '../lib/download';
import { csvFile } from '../lib/export/csv';
import { exportPdf } from '../lib/export/pdf';
import { tableRecords, withExtension, type ExportFormat, type ExportTable } from '../lib/export/table';
import { exportXlsx } from '../lib/export/xlsx';

export type { ExportFormat, ExportTable };

export const EXPORT_FAILED = 'No se pudo generar el archivo. Inténtalo de nuevo.';

const MENU_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)', pdf: 'PDF' };
const SHORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
const DEFAULT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

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
 * Downloads a table as CSV, Excel or PDF: a menu of the formats, or one button when there is one. The XLSX and
 * PDF libraries load only when chosen; while they load and write, the button shows it is busy.
 */
export function ExportButton({
  fileName,
  getTable,
  formats = DEFAULT_FORMATS,
  label = 'Exportar',
  timeZone,
  disabled = false,
  variant = 'outlined',
}: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const menuId = useId();

  const run = async (format: ExportFormat) => {
    setAnchor(null);
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

  const [only] = formats;
  const single = formats.length === 1 && only !== undefined;
  const open = anchor !== null;

  return (
    <>
      {single ? (
        <Button
          variant={variant}
          startIcon={<FileDownloadIcon />}
          loading={busy}
          loadingPosition="start"
          disabled={disabled}
          onClick={() => void run(only)}
          sx={{ minHeight: 48 }}
        >
          {`${label} ${SHORT_LABELS[only]}`}
        </Button>
      ) : (
        <Button
          variant={variant}
          startIcon={<FileDownloadIcon />}
          endIcon={<ArrowDropDownIcon />}
          loading={busy}
          loadingPosition="start"
          disabled={disabled}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minHeight: 48 }}
        >
          {label}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)} sx={{ minHeight: 48 }}>
            {MENU_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={failed}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setFailed(false);
        }}
      >
        {/* Standard, not filled: the filled error of the dark theme puts near-black on #d32f2f (3:1). */}
        <Alert
          severity="error"
          role="alert"
          closeText="Cerrar"
          onClose={() => setFailed(false)}
          sx={{ boxShadow: 6 }}
        >
          {EXPORT_FAILED}
        </Alert>
      </Snackbar>
    </>
  );
}
