/**
 * The Libro de Remuneraciones Electrónico (LRE) the Dirección del Trabajo takes as a CSV upload. Pure: it reads the
 * closed payslips (PayslipDoc) and the people's file, and computes nothing of its own beyond sums. The columns
 * that come from the file are the registry's (`lre` of employee-file-registry.ts).
 *
 * LRE layout — where it comes from (the DT's own "Suplemento Libro de Remuneraciones Electrónico", which the DT's
 * LRE webinar Q&A names, was NOT among the sources the search could read; what follows is what it found):
 * - The field table as transcribed from the DT's supplement by TOTVS's documentation, "Libro de Remuneraciones
 *   Electrónico" (https://tdn.totvs.com.br/pages/viewpage.action?pageId=654959748, and the field table at
 *   https://tdn-homolog.totvs.com/pages/diffpages.action?originalId=672565560&pageId=672565563): headers written
 *   as `Rut trabajador(1101)`; 1101 the worker's RUT "sin puntos y con guion antes del dígito verificador, Ej:
 *   12345678-9"; 1102/1103 dates "dd/mm/año" with a four-digit year; a declaration is a csv or txt file uploaded in
 *   Mi DT.
 * - The 147 headers, in order: identical in several independent public implementations found in the code index —
 *   the Odoo module `l10n_cl_hr_electronic_book` (wizard `hr.salary.employee.month`, `get_header_report`), an Odoo
 *   `lre.export.wizard` ("Oficial DT (147 Columnas)"), and other payroll exporters; all write them with `;`.
 * - The `;` separator: emprendeinteligente.cl, "Libro de Remuneraciones Electrónico" (requisitos técnicos: CSV or
 *   TXT, "el archivo debe utilizar como delimitador el símbolo…", cut off in the stored copy) and every
 *   implementation above.
 * - The totals' arithmetic (5210 = Σ 21xx, 5230 = Σ 23xx, 5341 = the worker's contributions incl. 3144,
 *   5302 = other discounts incl. 3188, 5410 = Σ 41xx, 5501 = haberes − descuentos): a public LRE validator in the
 *   code index, consistent with the headers' names.
 *
 * What we fill, per row: 1101 RUT (no dots, hyphen, check digit upper case), 1102 hire date (dd/mm/yyyy in the
 * tenant zone; empty when the file has none), 1115 days worked (the run's basis), 1151 AFC (1 when anyone pays
 * unemployment insurance for the worker, else 0), 2101 Sueldo (the sueldo base less inasistencias and atrasos, so
 * that Σ 21xx = total imponible), 2102 Sobresueldo (overtime pay), 2106 Gratificación, 2113 bonuses (a run's `bono`
 * is a one-off, not a fixed monthly pay), 3141 AFP (10 % + commission), 3143 health up to the legal 7 %, 3144 the
 * Isapre plan above it, 3151 AFC worker, 3161 impuesto único, 3188 advances and loan installments, 4151 AFC employer,
 * 4152 mutual (Ley 16.744 + SANNA), 4155 SIS, and the 5xxx totals (indemnizaciones and the 5220/5240/5362 groups are
 * 0: the payroll pays none of them).
 *
 * Left empty (LRE_UNFILLED_COLUMNS): every other column. In particular, codes that need a DT code table we did not
 * find reliably (1105 región, 1106 comuna, 1107 jornada, 1141 AFP code, 1143 Fonasa/Isapre code, 1110 CCAF, 1152
 * mutual: the implementations found disagree on the AFP and health codes), facts we do not record (1103/1104
 * contract end and cause, 1108/1109 disability and pension, 1111–1114 family allowance, 1116/1117 days of sick leave
 * and holidays, union RUTs, APV, heavy work), and 2301 Colación / 2302 Movilización: the payslip keeps them as one
 * amount, which goes to 5230 — split it by hand before uploading, or the DT's check of 5230 against 23xx fails.
 * Not in the layout at all: the employer's Ley 21.735 pension contribution (EmployerCost.pensionReform): the
 * 147-column layout predates it and we found no code for it, so it is left out of the file and of 5410.
 * The text is returned without a byte-order mark: which encoding the DT expects was not found either.
 */
import {
  EMPLOYEE_FILE_REGISTRY,
  type FieldRule,
  type FileRegistry,
} from '../../data/ports/employee-file-registry';
import { periodLabel } from '../../data/texts/payroll-text';
import { formatInZone } from '../../domain/calendar/time-zone';
import { parseRut } from '../../domain/chile/rut';
import { HEALTH_PERCENT, roundPesos, type PayrollParams } from '../../domain/payroll/compute-payslip';
import { toCsv, type CsvCell } from '../../lib/export/csv';
import { LRE_COLUMNS, lreCode } from './lre-columns';
import { figuresOf, type BookEntry } from './payroll-figures';

/** The RUT as the LRE asks: no dots, a hyphen before the check digit (`12345678-5`). */
export function lreRut(rut: string | null): string {
  if (rut === null) return '';
  const parsed = parseRut(rut);
  if (parsed !== null) return `${parsed.body}-${parsed.checkDigit}`;
  return rut.replace(/[.\s]/g, '').toUpperCase();
}

/**
 * How a file field's value is written in its LRE column, by its rule. A choice or a number (AFP 1141, salud 1143,
 * jornada 1107) is written as a code of a DT table we did not find reliably: it has no writer, and its column
 * stays empty.
 */
const LRE_FILE_CELL: Partial<Record<FieldRule['kind'], (value: unknown, timeZone: string) => CsvCell>> = {
  rut: (value) => lreRut(typeof value === 'string' ? value : null),
  day: (value, timeZone) => (value instanceof Date ? formatInZone(value, timeZone, 'dd/MM/yyyy') : ''),
  text: (value) => (typeof value === 'string' ? value : ''),
};

/** The LRE codes a registry's fields fill (1101 RUT, 1102 hire date). */
export function fileLreCodes(registry: FileRegistry): string[] {
  return Object.values(registry).flatMap(({ rule, lre }) =>
    lre !== null && LRE_FILE_CELL[rule.kind] !== undefined ? [lre] : [],
  );
}

/** A person's LRE cells that come from the file, by code (empty when the file lacks the value). */
export function fileLreCells(
  person: object,
  timeZone: string,
  registry: FileRegistry,
): Record<string, CsvCell> {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([field, { rule, lre }]) => {
      const write = LRE_FILE_CELL[rule.kind];
      const value: unknown = Reflect.get(person, field) ?? null;
      return lre === null || write === undefined ? [] : [[lre, value === null ? '' : write(value, timeZone)]];
    }),
  );
}

/** The codes lreCsv writes from the payslips (the file's are the registry's). */
const PAYSLIP_CODES = [
  '1115',
  '1151',
  '2101',
  '2102',
  '2106',
  '2113',
  '3141',
  '3143',
  '3144',
  '3151',
  '3161',
  '3188',
  '4151',
  '4152',
  '4155',
  '5201',
  '5210',
  '5220',
  '5230',
  '5240',
  '5301',
  '5361',
  '5362',
  '5341',
  '5302',
  '5410',
  '5501',
  '5502',
  '5564',
  '5565',
];

/** The codes lreCsv writes (the row's value may still be empty: 1102 without a hire date, 1101 without a RUT). */
const FILLED_CODES = new Set([...fileLreCodes(EMPLOYEE_FILE_REGISTRY), ...PAYSLIP_CODES]);

/** The LRE headers lreCsv leaves empty in every row: what our data cannot tell (see the module comment). */
export const LRE_UNFILLED_COLUMNS: readonly string[] = LRE_COLUMNS.filter(
  (header) => !FILLED_CODES.has(lreCode(header)),
);

export interface LreOptions {
  /** The tenant's zone, in which a hire date (the start of that day there) is written. Default America/Santiago. */
  timeZone?: string;
  /**
   * The run's UF and pension cap: with them an Isapre's health is split exactly into the legal 7 % (3143) and the
   * plan above it (3144). Without them the 7 % is taken of the whole taxable pay, exact unless that pay is above
   * the cap (Fonasa is always exact: it is all 3143).
   */
  params?: Pick<PayrollParams, 'uf' | 'pensionCapUf'>;
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

function lreRow(entry: BookEntry, options: LreOptions): CsvCell[] {
  const { person, doc } = entry;
  const f = figuresOf(doc);
  const cost = doc.employerCost;
  const health7 = legalHealth(doc, options.params);
  const workerContributions = f.pension + f.health + f.unemployment;
  const employerContributions = cost.unemployment + cost.workAccident + cost.sis;
  const whole = (value: number) => Math.round(value);
  const values: Record<string, CsvCell> = {
    ...fileLreCells(person, options.timeZone ?? 'America/Santiago', EMPLOYEE_FILE_REGISTRY),
    '1115': whole(doc.basis.workedDays),
    '1151': f.unemployment > 0 || cost.unemployment > 0 ? 1 : 0,
    '2101': whole(f.baseSalary - f.absenceAndLate),
    '2102': whole(f.overtime),
    '2106': whole(f.gratification),
    '2113': whole(f.bonuses),
    '3141': whole(f.pension),
    '3143': whole(health7),
    '3144': whole(f.health - health7),
    '3151': whole(f.unemployment),
    '3161': whole(f.tax),
    '3188': whole(f.otherDeductions),
    '4151': whole(cost.unemployment),
    '4152': whole(cost.workAccident),
    '4155': whole(cost.sis),
    '5201': whole(f.totalEarnings),
    '5210': whole(f.taxable),
    '5220': 0,
    '5230': whole(f.nonTaxable),
    '5240': 0,
    '5301': whole(f.totalDeductions),
    '5361': whole(f.tax),
    '5362': 0,
    '5341': whole(workerContributions),
    '5302': whole(f.otherDeductions),
    '5410': whole(employerContributions),
    '5501': whole(f.netPay),
    '5502': 0,
    '5564': 0,
    '5565': 0,
  };
  return LRE_COLUMNS.map((header) => values[lreCode(header)] ?? null);
}

/**
 * The Libro de Remuneraciones Electrónico of the month: the DT's header row, then a row per person; `;` separated,
 * CRLF line ends, amounts as whole pesos, columns we cannot fill left empty (LRE_UNFILLED_COLUMNS). `period` is the
 * month the file declares: every entry must be of it.
 */
export function lreCsv(period: string, entries: readonly BookEntry[], options: LreOptions = {}): string {
  periodLabel(period);
  const other = entries.find((entry) => entry.doc.period !== period);
  if (other) throw new RangeError(`A payslip of ${other.doc.period} in the LRE of ${period}`);
  return toCsv([LRE_COLUMNS, ...entries.map((entry) => lreRow(entry, options))]);
}
