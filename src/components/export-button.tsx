import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';

import { ExportMenu } from './export-menu';
import {
  DEFAULT_FORMATS,
  SHORT_LABELS,
  useExportRun,
  type ExportButtonProps,
  type ExportFormat,
} from './export-run';

export { EXPORT_FAILED, type ExportButtonProps, type ExportFormat, type ExportTable } from './export-run';

/**
 * Downloads a table as CSV, Excel or PDF: a menu of the formats, or one button when there is one. The XLSX and
 * PDF libraries load only when chosen; while they load and write, the button shows it is busy. For the screens
 * without MUI, plain/plain-export-button.tsx.
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
  const { busy, failed, run, dismiss } = useExportRun({ fileName, getTable, timeZone });
  const menuId = useId();
  const pick = (format: ExportFormat) => {
    setAnchor(null);
    void run(format);
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
          onClick={() => pick(only)}
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
      <ExportMenu
        id={menuId}
        anchor={anchor}
        formats={formats}
        onPick={pick}
        onClose={() => setAnchor(null)}
        failed={failed}
        onDismiss={dismiss}
      />
    </>
  );
}
