/**
 * PDF export. jsPDF and its table plugin are imported when a PDF is asked for, never before: together they are
 * the largest thing the app can download, and most people never print.
 *
 * Res. Ex. N° 38 art. 28: the inspector's reports are written in Arial 8 at most. Every text of these files is in
 * Helvetica, one of the PDF's standard fonts (no file to embed; Arial is metric-compatible with it, and viewers
 * show it with Arial or its clone), at PDF_FONT_SIZE_MAX points or less: the title in bold at 8, the rest at 8
 * (the `Página` line at 7). An Arial clone (Liberation Sans) exists only in a development package (pdfjs-dist,
 * for the end-to-end tests); embedding it would add some 140 kB per face to every file.
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

import { formatInZone } from '../../domain/calendar/time-zone';
import { downloadBlob } from '../download';
import { withExtension, type ExportTable } from './table';

/** More columns than this do not fit across a portrait A4 page at a readable size. */
export const PORTRAIT_MAX_COLUMNS = 6;

const STAMP = "d 'de' MMMM 'de' yyyy, HH:mm";
const MARGIN = 40;

/** The one typeface (see above). */
export const PDF_FONT = 'helvetica';
/** Art. 28: no text larger than 8 pt. */
export const PDF_FONT_SIZE_MAX = 8;
/** The page numbers, smaller than the rest. */
const FOOTER_SIZE = 7;
/** Baseline to baseline of the 8 pt lines. */
const LINE = 10;

export interface PdfOptions {
  /** When the file is made (default now). */
  now?: Date;
  /** The zone its time is written in (the tenant's); default the device's. */
  timeZone?: string;
  /** A line written at the top of every page (the inspector's reports: the employer's legal name and RUT). */
  header?: string;
  /** Lines under the title on the first page (the report's period and scope). */
  subtitle?: readonly string[];
  /** Lines under the table, wrapped to the page (the inspector's reports: the legend of their abbreviations). */
  notes?: readonly string[];
}

export function pdfOrientation(table: ExportTable): 'portrait' | 'landscape' {
  return table.columns.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait';
}

/** 'Generado el 16 de noviembre de 2026, 14:05'. */
export function generatedLine({ now = new Date(), timeZone }: PdfOptions = {}): string {
  const stamp = timeZone ? formatInZone(now, timeZone, STAMP) : format(now, STAMP, { locale: es });
  return `Generado el ${stamp}`;
}

/** What `writeNotes` needs of a jsPDF document (and of jspdf-autotable's record of where the table ended). */
interface NotesDoc {
  lastAutoTable?: { finalY: number };
  internal: { pageSize: { width: number; height: number } };
  setFontSize(size: number): unknown;
  setFont(name: string, style: string): unknown;
  setTextColor(gray: number): unknown;
  splitTextToSize(text: string, width: number): string[];
  text(text: string, x: number, y: number): unknown;
  addPage(): unknown;
}

/** Writes `notes` under the table at 8 pt, each wrapped to the page, going on to new pages as needed. */
function writeNotes(doc: NotesDoc, notes: readonly string[], top: number): void {
  const { width, height } = doc.internal.pageSize;
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(PDF_FONT_SIZE_MAX);
  doc.setTextColor(60);
  let y = (doc.lastAutoTable?.finalY ?? top) + 16;
  for (const note of notes) {
    for (const line of doc.splitTextToSize(note, width - 2 * MARGIN)) {
      if (y > height - MARGIN) {
        doc.addPage();
        y = top + 8;
      }
      doc.text(line, MARGIN, y);
      y += LINE;
    }
  }
}

/**
 * The .pdf file's contents: A4 (landscape when the columns ask for it), title, date, the table, page numbers; every
 * text in Helvetica at 8 pt at most (art. 28).
 */
export async function buildPdf(table: ExportTable, options: PdfOptions = {}): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: pdfOrientation(table), unit: 'pt', format: 'a4' });
  doc.setProperties({ title: table.title });
  // Below the every-page header, when there is one.
  const top = options.header ? MARGIN + 16 : MARGIN;
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(PDF_FONT_SIZE_MAX);
  doc.text(table.title, MARGIN, top + 8);
  doc.setFont(PDF_FONT, 'normal');
  doc.setTextColor(90);
  const lines = [...(options.subtitle ?? []), generatedLine(options)];
  lines.forEach((line, index) => doc.text(line, MARGIN, top + 8 + (index + 1) * LINE));
  autoTable(doc, {
    head: [table.columns],
    body: table.rows.map((row) => table.columns.map((_column, index) => row[index] ?? '')),
    startY: top + 16 + lines.length * LINE,
    margin: { top, left: MARGIN, right: MARGIN, bottom: MARGIN },
    styles: { font: PDF_FONT, fontSize: PDF_FONT_SIZE_MAX, cellPadding: 4, overflow: 'linebreak' },
    // The app's primary (#1976d2) with white text: 4.6:1.
    headStyles: { fillColor: [25, 118, 210], textColor: 255 },
  });
  if (options.notes && options.notes.length > 0) writeNotes(doc, options.notes, top);
  const pages = doc.getNumberOfPages();
  const { width, height } = doc.internal.pageSize;
  doc.setFont(PDF_FONT, 'normal');
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(FOOTER_SIZE);
    doc.text(`Página ${page} de ${pages}`, width - MARGIN, height - MARGIN / 2, { align: 'right' });
    doc.setFontSize(PDF_FONT_SIZE_MAX);
    if (options.header) doc.text(options.header, MARGIN, MARGIN);
  }
  return doc.output('blob');
}

/** Builds the .pdf file and hands it to the browser as a download. */
export async function exportPdf(
  table: ExportTable,
  fileName: string,
  options: PdfOptions = {},
): Promise<void> {
  downloadBlob(withExtension(fileName, 'pdf'), await buildPdf(table, options));
}
