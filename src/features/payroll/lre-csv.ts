/**
 * The Libro de Remuneraciones Electrónico (LRE) the Dirección del Trabajo takes as a CSV upload. Pure: it reads the
 * closed payslips (PayslipDoc), the people's file and their workplaces, and computes nothing of its own beyond
 * sums. One row for every worker with a contract in the month (`monthPeople`): who has no payslip (left out of the
 * run) gets the file's data and zero amounts.
 *
 * LRE layout — where it comes from (the DT's own "Suplemento Libro de Remuneraciones Electrónico" was NOT among the
 * sources the search could read; what follows is what it found):
 * - The field table as transcribed from the DT's supplement by TOTVS's documentation, "Libro de Remuneraciones
 *   Electrónico" (https://tdn.totvs.com.br/pages/viewpage.action?pageId=654959748): headers written as
 *   `Rut trabajador(1101)`; 1101 the RUT "sin puntos y con guion antes del dígito verificador, Ej: 12345678-9";
 *   dates "dd/mm/año" with a four-digit year; which worker fields are mandatory and coded; a csv or txt file
 *   uploaded in Mi DT.
 * - The 147 headers, in order (lre-columns.ts): identical in several independent public implementations (the Odoo
 *   module `l10n_cl_hr_electronic_book`, an Odoo `lre.export.wizard` "Oficial DT (147 Columnas)", other
 *   exporters); all write them with `;`. The Ley 21.735 column after them is the app's own (lre-columns.ts).
 * - The `;` separator and CRLF: emprendeinteligente.cl, "Libro de Remuneraciones Electrónico" (requisitos
 *   técnicos: CSV or TXT with a delimiter) and every implementation above.
 * - The encoding: not confirmed. The file is UTF-8 without a byte-order mark; one public LRE reader found opens the
 *   DT's files as ISO-8859-1, which differs only in the headers' accented letters.
 * - The code tables: src/domain/payroll/lre-codes.ts (each with its source); comunas: lre-comunas.ts.
 *
 * Amounts: 2101 Sueldo is the sueldo base less inasistencias and atrasos (so that Σ 21xx = total imponible), 2102
 * overtime, 2103 commissions, 2104 semana corrida, 2106 gratificación, 2113 the other bonuses; 2301 colación and 2302 movilización apart (a payslip that keeps them
 * as one `no-imponibles` line is split by the file: colación up to the file's amount, the rest movilización), 2311
 * asignación familiar; 3141 AFP, 3143 health up to the legal 7 %, 3144 the Isapre plan above it, 3151 AFC, 3161
 * impuesto único, 3188 advances and loan installments; 4151 AFC employer, 4152 mutual, 4155 SIS, 4160 Ley 21.735;
 * the 5xxx totals. Every other amount is 0. Left empty (LRE_UNFILLED_COLUMNS): contract end and cause (1103/1104),
 * the indemnización rate (1132), heavy work (1154) and union RUTs: facts the app does not record, optional in the
 * layout. 1117 vacation days: the days of approved vacaciones the run's basis counted (`vacationDays`), 0 on a
 * basis that does not count them (runs drafted before it did).
 */
import { periodLabel } from '../../data/texts/payroll-text';
import {
  FAMILY_ALLOWANCE_CODE,
  HEALTH_PERCENT,
  roundPesos,
  type PayrollParams,
} from '../../domain/payroll/compute-payslip';
import { workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';
import { toCsv, type CsvCell } from '../../lib/export/csv';
import { LRE_COLUMNS, LRE_REFORM_COLUMN, lreCode, lreColumns } from './lre-columns';
import { fileLreCells } from './lre-file-cells';
import { figuresOf, type BookEntry } from './payroll-figures';

export { lreRut } from './lre-file-cells';

/** The LRE headers lreCsv leaves empty in every row: what the app does not record (see the module comment). */
export const LRE_UNFILLED_COLUMNS: readonly string[] = LRE_COLUMNS.filter((header) =>
  /^(1103|1104|1132|1154|117[1-9]|1180)$/.test(lreCode(header)),
);

/** A worker of the month as the LRE reads them: the file (with its `workplaceId`) and the id the payslip names. */
export type LrePerson = BookEntry['person'] & { id: string };

export interface LreOptions {
  /** The tenant's zone, in which a hire date (the start of that day there) is written. Default America/Santiago. */
  timeZone?: string;
  /**
   * The run's UF and pension cap: with them an Isapre's health is split exactly into the legal 7 % (3143) and the
   * plan above it (3144); and the month's asignación familiar brackets, which give the tramo (1114).
   */
  params?: Pick<PayrollParams, 'uf' | 'pensionCapUf'> & Pick<Partial<PayrollParams>, 'familyAllowance'>;
  /** Everyone with a contract in the month; who has no payslip gets a row of file data and zero amounts. */
  monthPeople?: readonly LrePerson[];
  /** The tenant's workplaces: 1105/1106 are the region and comuna of the person's (`workplaceOf`). */
  workplaces?: readonly WorkplaceRef[];
}

/** One row of the file: whose it is (for the validator's messages) and its cells by field code. */
export interface LreRow {
  person: string;
  cells: Readonly<Record<string, CsvCell>>;
}

export interface LreTable {
  columns: readonly string[];
  rows: readonly LreRow[];
}

/** The legal 7 % part of the health contribution; the rest of an Isapre plan is voluntary (3144). */
function legalHealth(doc: BookEntry['doc'], params: LreOptions['params']): number {
  const { payslip } = doc;
  const base =
    params === undefined
      ? payslip.taxableEarnings
      : Math.min(payslip.taxableEarnings, params.pensionCapUf * params.uf);
  return Math.min(payslip.health, roundPesos((base * HEALTH_PERCENT) / 100));
}

/** 2301, 2302, 2311 from the payslip's non-taxable haberes (see the module comment). */
function nonTaxableCells(entry: BookEntry): Record<string, number> {
  const cells = { '2301': 0, '2302': 0, '2311': 0 };
  for (const line of entry.doc.payslip.lines) {
    if (line.kind !== 'haber' || line.taxable) continue;
    if (line.code === 'colacion') cells['2301'] += line.amount;
    else if (line.code === 'movilizacion') cells['2302'] += line.amount;
    else if (line.code === FAMILY_ALLOWANCE_CODE) cells['2311'] += line.amount;
    else if (line.code === 'no-imponibles') {
      const meal = Math.min(line.amount, Math.max(0, entry.person.mealAllowance ?? 0));
      cells['2301'] += meal;
      cells['2302'] += line.amount - meal;
    }
  }
  return cells;
}

/** The month's days of approved vacaciones a basis counted; 0 when it did not count them. */
export function vacationDaysOf(basis: BookEntry['doc']['basis'] & { vacationDays?: number }): number {
  return Math.round(basis.vacationDays ?? 0);
}

/** The amounts (2xxx–5xxx) of a person with a payslip. */
function amountCells(entry: BookEntry, options: LreOptions): Record<string, CsvCell> {
  const { doc } = entry;
  const f = figuresOf(doc);
  const cost = doc.employerCost;
  const health7 = legalHealth(doc, options.params);
  const reform = doc.period >= '2025-08' ? cost.pensionReform : 0;
  const whole = (value: number) => Math.round(value);
  return {
    '1115': whole(doc.basis.workedDays),
    '1116': whole(doc.basis.sickLeaveDays),
    '1117': vacationDaysOf(doc.basis),
    '1151': f.unemployment > 0 || cost.unemployment > 0 ? 1 : 0,
    '2101': whole(f.baseSalary - f.absenceAndLate),
    '2102': whole(f.overtime),
    '2106': whole(f.gratification),
    '2103': whole(f.commissions),
    '2104': whole(f.semanaCorrida),
    '2113': whole(f.bonuses - f.commissions - f.semanaCorrida),
    ...nonTaxableCells(entry),
    '3141': whole(f.pension),
    '3143': whole(health7),
    '3144': whole(f.health - health7),
    '3151': whole(f.unemployment),
    '3161': whole(f.tax),
    '3188': whole(f.otherDeductions),
    '4151': whole(cost.unemployment),
    '4152': whole(cost.workAccident),
    '4155': whole(cost.sis),
    [lreCode(LRE_REFORM_COLUMN)]: whole(reform),
    '5201': whole(f.totalEarnings),
    '5210': whole(f.taxable),
    '5230': whole(f.nonTaxable),
    '5301': whole(f.totalDeductions),
    '5361': whole(f.tax),
    '5341': whole(f.pension + f.health + f.unemployment),
    '5302': whole(f.otherDeductions),
    '5410': whole(cost.unemployment + cost.workAccident + cost.sis + reform),
    '5501': whole(f.netPay),
  };
}

/** Every amount column (2xxx–5xxx) of the layout, 0 unless the payslip says otherwise. */
function zeroAmounts(columns: readonly string[]): Record<string, CsvCell> {
  return Object.fromEntries(columns.map(lreCode).flatMap((code) => (/^[2-5]/.test(code) ? [[code, 0]] : [])));
}

/** The last day of a 'yyyy-MM' period, as a 'yyyy-MM-dd' key. */
function lastDayOf(period: string): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(day).padStart(2, '0')}`;
}

/**
 * The month's LRE as a table: a row per payslip, then a row of file data and zero amounts for each worker of the
 * month without one; every row's cells by code. `period` is the month the file declares: every entry must be of it.
 */
export function lreTable(period: string, entries: readonly BookEntry[], options: LreOptions = {}): LreTable {
  periodLabel(period);
  const other = entries.find((entry) => entry.doc.period !== period);
  if (other) throw new RangeError(`A payslip of ${other.doc.period} in the LRE of ${period}`);
  const columns = lreColumns(period);
  const timeZone = options.timeZone ?? 'America/Santiago';
  const lastDay = lastDayOf(period);
  const row = (person: BookEntry['person'], entry: BookEntry | null): LreRow => ({
    person: person.name,
    cells: {
      ...zeroAmounts(columns),
      '1115': 0,
      '1116': 0,
      '1117': 0,
      '1151': 1,
      ...fileLreCells({
        file: person,
        workplace: options.workplaces ? workplaceOf(person.workplaceId, options.workplaces) : null,
        lastDay,
        timeZone,
        income: entry?.doc.payslip.taxableEarnings ?? 0,
        brackets: options.params?.familyAllowance,
      }),
      ...(entry === null ? {} : amountCells(entry, options)),
    },
  });
  const paid = new Set(entries.map((entry) => entry.doc.userId));
  const unpaid = (options.monthPeople ?? []).filter((person) => !paid.has(person.id));
  return {
    columns,
    rows: [...entries.map((entry) => row(entry.person, entry)), ...unpaid.map((person) => row(person, null))],
  };
}

/** The table as the file's text: the header row, then the rows; `;` separated, CRLF line ends. */
export function lreTableCsv({ columns, rows }: LreTable): string {
  return toCsv([
    columns,
    ...rows.map(({ cells }) => columns.map((header) => cells[lreCode(header)] ?? null)),
  ]);
}

/** The Libro de Remuneraciones Electrónico of the month as CSV text (see lreTable). */
export function lreCsv(period: string, entries: readonly BookEntry[], options: LreOptions = {}): string {
  return lreTableCsv(lreTable(period, entries, options));
}
