/**
 * A table as a Word document (.docx), the third format Res. Ex. N° 38 art. 28 asks of the inspector's reports:
 * the title, the lines under it, the table (its header row repeated on every page) and notes under it, all in
 * Arial 8 (the resolution's largest font), A4, landscape when the columns ask for it as in the PDF. The `docx`
 * library (MIT) is loaded on demand, when a file is asked for.
 */
import { pdfOrientation } from './pdf';
import type { ExportTable } from './table';

/** Arial 8, in the half-points Word counts sizes in. */
export const DOCX_FONT = 'Arial';
export const DOCX_SIZE = 16;

export interface DocxOptions {
  /** A line at the top of every page (the inspector's reports: the employer's legal name and RUT). */
  header?: string;
  /** Lines under the title (the report's period and scope). */
  subtitle?: readonly string[];
  /** Lines under the table (the legend of the abbreviations). */
  notes?: readonly string[];
}

/** The .docx file's contents. */
export async function buildDocx(table: ExportTable, options: DocxOptions = {}): Promise<Blob> {
  const {
    Document,
    Header,
    Packer,
    PageOrientation,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
  } = await import('docx');
  const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const cell = (text: string, bold = false) => new TableCell({ children: [line(text, bold)] });
  const rows = [
    new TableRow({ tableHeader: true, children: table.columns.map((column) => cell(column, true)) }),
    ...table.rows.map(
      (row) =>
        new TableRow({
          children: table.columns.map((_column, index) => cell(String(row[index] ?? ''))),
        }),
    ),
  ];
  const document = new Document({
    title: table.title,
    styles: { default: { document: { run: { font: DOCX_FONT, size: DOCX_SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: {
              orientation:
                pdfOrientation(table) === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
          },
        },
        headers: options.header ? { default: new Header({ children: [line(options.header)] }) } : undefined,
        children: [
          line(table.title, true),
          ...(options.subtitle ?? []).map((text) => line(text)),
          line(''),
          new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }),
          ...(options.notes && options.notes.length > 0
            ? [line(''), ...options.notes.map((text) => line(text))]
            : []),
        ],
      },
    ],
  });
  return Packer.toBlob(document);
}
