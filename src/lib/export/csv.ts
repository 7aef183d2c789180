/**
 * CSV (RFC 4180) written for Excel as used in Chile:
 * - separator ';': with the Chilean regional settings (decimal comma) Excel's list separator is ';', so a
 *   ';' file opens in columns on double click, while a ',' file lands in one column;
 * - UTF-8 with a byte-order mark, or Excel reads 'colación' as 'colaciÃ³n' (no 'sep=' line: it makes Excel
 *   ignore the BOM);
 * - CRLF line ends; a field holding the separator, a quote, CR or LF is quoted, its quotes doubled;
 * - text starting with '=', '+', '-', '@', a tab or a CR is prefixed with an apostrophe, so a name typed as
 *   `=HYPERLINK(…)` is shown as text and never run as a formula (CSV injection). Numbers are written as they are:
 *   the app computes them, nobody types them.
 */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would read as a formula, made inert. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: numbers as they are, text neutralised, quoted only when it must be. */
export function csvField(value: CsvCell, separator: string = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralizeFormula(value);
  const mustQuote = text.includes(separator) || /["\r\n]/.test(text);
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records to CSV text: fields joined by the separator, every record ended by CRLF. */
export function toCsv(records: readonly (readonly CsvCell[])[], separator: string = CSV_SEPARATOR): string {
  return records.map((fields) => `${fields.map((f) => csvField(f, separator)).join(separator)}\r\n`).join('');
}

/** A whole file's text, BOM included. */
export function csvFile(records: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + toCsv(records);
}
