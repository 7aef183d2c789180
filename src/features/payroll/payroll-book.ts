/**
 * The month's payroll book: the Libro de remuneraciones (art. 62 CT) as a table and a workbook; the
 * Libro de Remuneraciones Electrónico (LRE) is lre-csv.ts. Pure: they read the closed payslips (PayslipDoc) and
 * the people's file, and compute nothing of their own beyond sums.
 */
import { periodLabel } from '../../data/texts/payroll-text';
import type { CsvCell } from '../../lib/export/csv';
import type { ExportTable } from '../../lib/export/table';
import { xlsxSheet } from '../../lib/export/xlsx';
import { figuresOf, type BookEntry, type Figures } from './payroll-figures';

export { LRE_COLUMNS, lreCode } from './lre-columns';
export { LRE_UNFILLED_COLUMNS, lreCsv, lreRut, type LreOptions } from './lre-csv';
export type { BookEntry } from './payroll-figures';

/** The money columns of the book, in order, and the figure each shows. */
const BOOK_MONEY_COLUMNS: readonly (readonly [string, keyof Figures])[] = [
  ['Sueldo base', 'baseSalary'],
  ['Inasistencias y atrasos', 'absenceAndLate'],
  ['Horas extras', 'overtime'],
  ['Gratificación', 'gratification'],
  ['Bonos', 'bonuses'],
  ['Total imponible', 'taxable'],
  ['Colación y movilización', 'mealAndTransport'],
  ['Asignación familiar', 'familyAllowance'],
  ['Total haberes', 'totalEarnings'],
  ['AFP', 'pension'],
  ['Salud', 'health'],
  ['Cesantía', 'unemployment'],
  ['Impuesto', 'tax'],
  ['Anticipos y préstamos', 'otherDeductions'],
  ['Total descuentos', 'totalDeductions'],
  ['Líquido', 'netPay'],
];

const TOTALS_LABEL = 'Totales';

/** Sums each numeric column of the rows from `from` on: the `Totales` row. */
function totalsRow(rows: readonly CsvCell[][], width: number, from: number): CsvCell[] {
  const totals: CsvCell[] = Array.from({ length: width }, () => null);
  totals[0] = TOTALS_LABEL;
  for (let column = from; column < width; column += 1)
    totals[column] = rows.reduce<number>((sum, row) => {
      const value = row[column];
      return sum + (typeof value === 'number' ? value : 0);
    }, 0);
  return totals;
}

/**
 * Libro de remuneraciones (art. 62 CT): a row per person with the month's haberes, descuentos and líquido, then
 * `Totales`. `Total imponible` = Sueldo base − Inasistencias y atrasos + Horas extras + Gratificación + Bonos;
 * `Total haberes` = Total imponible + Colación y movilización + Asignación familiar;
 * `Líquido` = Total haberes − Total descuentos. Amounts are numbers (CLP).
 */
export function payrollBookTable(period: string, entries: readonly BookEntry[]): ExportTable {
  const columns = ['Nombre', 'RUT', 'Días trabajados', ...BOOK_MONEY_COLUMNS.map(([title]) => title)];
  const rows: CsvCell[][] = entries.map(({ person, doc }) => {
    const figures = figuresOf(doc);
    return [
      person.name,
      person.rut ?? '',
      doc.basis.workedDays,
      ...BOOK_MONEY_COLUMNS.map(([, key]) => figures[key]),
    ];
  });
  // Days worked are not summed: the totals are money.
  return {
    title: `Libro de remuneraciones ${periodLabel(period)}`,
    columns,
    rows: [...rows, totalsRow(rows, columns.length, 3)],
  };
}

/** The employer's contributions of the month per person (not the worker's payslip): the "costo empresa". */
export function employerCostTable(period: string, entries: readonly BookEntry[]): ExportTable {
  const columns = [
    'Nombre',
    'RUT',
    'Cesantía empleador',
    'Aporte reforma previsional',
    'SIS',
    'Mutual',
    'Total',
  ];
  const rows: CsvCell[][] = entries.map(({ person, doc: { employerCost: cost } }) => [
    person.name,
    person.rut ?? '',
    cost.unemployment,
    cost.pensionReform,
    cost.sis,
    cost.workAccident,
    cost.total,
  ]);
  return {
    title: `Costo empresa ${periodLabel(period)}`,
    columns,
    rows: [...rows, totalsRow(rows, columns.length, 2)],
  };
}

export const PAYROLL_BOOK_SHEET = 'Libro de remuneraciones';
export const EMPLOYER_COST_SHEET = 'Costo empresa';

/** The workbook's sheets: the book, then the employer's cost; each under the employer line and the period. */
export function payrollBookSheets(period: string, entries: readonly BookEntry[], tenantLine: string) {
  const preamble = [tenantLine, `Periodo: ${periodLabel(period)}`];
  return (
    [
      [payrollBookTable(period, entries), PAYROLL_BOOK_SHEET],
      [employerCostTable(period, entries), EMPLOYER_COST_SHEET],
    ] as const
  ).map(([table, name]) => {
    const { data, options } = xlsxSheet(table, { preamble });
    return { data, ...options, sheet: name };
  });
}

/** The .xlsx file of the book (a sheet `Libro de remuneraciones` and a sheet `Costo empresa`). */
export async function buildPayrollBookXlsx(
  period: string,
  entries: readonly BookEntry[],
  tenantLine: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(payrollBookSheets(period, entries, tenantLine)).toBlob();
}
