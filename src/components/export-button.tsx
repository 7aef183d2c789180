import './plain/plain-theme.css';
import './plain/plain-controls.css';

import { Suspense, useId, useState } from 'react';

import { lazyThemed } from '../lib/lazy-themed';
import { useLatch } from '../lib/use-latch';
import {
  DEFAULT_FORMATS,
  SHORT_LABELS,
  useExportRun,
  type ExportButtonProps,
  type ExportFormat,
} from './export-run';
import { Spinner } from './spinner';
import { ArrowDropDownIcon, FileDownloadIcon } from './icon';

/** The menu and the failure notice: MUI, in their own chunk with the theme, loaded when first needed. */
const ExportMenu = lazyThemed(() => import('./export-menu').then((m) => m.ExportMenu));

export { EXPORT_FAILED, type ExportButtonProps, type ExportFormat, type ExportTable } from './export-run';

/**
 * Downloads a table as CSV, Excel or PDF: a menu of the formats, or one button when there is one. The XLSX and
 * PDF libraries load only when chosen; while they load and write, the button shows it is busy. One button for
 * every screen, MUI's or not: plain elements with MUI's Button look (plain-controls.css, under the
 * page's `.plain-page` root, which the plain screens and both signed-in chromes carry); its menu of formats and its
 * failure notice are MUI's, in their own chunk with the theme, the first time it opens or fails.
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
  const menuMounted = useLatch(anchor !== null || failed);
  const pick = (format: ExportFormat) => {
    setAnchor(null);
    void run(format);
  };

  const [only] = formats;
  const single = formats.length === 1 && only !== undefined;
  const open = anchor !== null;

  return (
    <>
      <button
        type="button"
        className={`plain-button plain-button--${variant}`}
        disabled={disabled || busy}
        aria-haspopup={single ? undefined : 'menu'}
        aria-expanded={single ? undefined : open}
        aria-controls={!single && open ? menuId : undefined}
        onClick={(event) => (single ? pick(only) : setAnchor(event.currentTarget))}
        style={{ minHeight: 48 }}
      >
        {/* The spinner is the icon's, hidden: the button keeps its name, and says it is busy by being disabled. */}
        <span className="plain-button-start-icon" aria-hidden={busy || undefined}>
          {busy ? (
            <Spinner
              label="Generando el archivo"
              style={{ width: 16, height: 16, margin: 2, color: 'inherit' }}
            />
          ) : (
            <FileDownloadIcon />
          )}
        </span>
        {single ? `${label} ${SHORT_LABELS[only]}` : label}
        {!single && (
          <span className="plain-button-end-icon">
            <ArrowDropDownIcon />
          </span>
        )}
      </button>
      {menuMounted && (
        <Suspense fallback={null}>
          <ExportMenu
            id={menuId}
            anchor={anchor}
            formats={formats}
            onPick={pick}
            onClose={() => setAnchor(null)}
            failed={failed}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </>
  );
}
