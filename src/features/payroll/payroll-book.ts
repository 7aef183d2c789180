/**
 * The month's payroll book (issue #16): the Libro de remuneraciones (art. 62 CT) as a table and a workbook, and the
 * Libro de Remuneraciones Electrónico (LRE) the Dirección del Trabajo takes as a CSV upload. Pure: they read the
 * closed payslips (PayslipDoc) and the people's file, and compute nothing of their own beyond sums.
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
import type { PayslipDoc } from '../../data/ports/collections';
import { formatInZone } from '../../domain/calendar/time-zone';
import { parseRut } from '../../domain/chile/rut';
import { HEALTH_PERCENT, roundPesos, type PayrollParams } from '../../domain/payroll/compute-payslip';
import { toCsv, type CsvCell } from '../../lib/export/csv';
import { periodLabel } from '../../data/payroll/payroll-text';
import type { ExportTable } from '../../lib/export/table';
import { xlsxSheet } from '../../lib/export/xlsx';

export interface BookEntry {
  person: { name: string; rut: string | null; position?: string | null; hireDate?: Date | null };
  doc: Pick<PayslipDoc, 'userId' | 'period' | 'input' | 'basis' | 'payslip' | 'employerCost' | 'extras'>;
}

/** One person's month, read generically from the payslip's lines (kind and taxable) and its own totals. */
interface Figures {
  baseSalary: number;
  /** Inasistencias and atrasos: the discounts that lower the imponible. */
  absenceAndLate: number;
  overtime: number;
  gratification: number;
  /** Any other imponible haber (a run's `bono`). */
  bonuses: number;
  taxable: number;
  nonTaxable: number;
  totalEarnings: number;
  pension: number;
  health: number;
  unemployment: number;
  tax: number;
  /** Any other discount (advances, loan installments). */
  otherDeductions: number;
  totalDeductions: number;
  netPay: number;
}

const STATUTORY_DEDUCTIONS = new Set(['afp', 'salud', 'cesantia', 'impuesto']);

function figuresOf({ payslip }: BookEntry['doc']): Figures {
  const total = (keep: (line: (typeof payslip.lines)[number]) => boolean) =>
    payslip.lines.filter(keep).reduce((sum, line) => sum + line.amount, 0);
  const taxableHaber = (code: string) => total((l) => l.kind === 'haber' && l.taxable && l.code === code);
  const nonTaxable = total((l) => l.kind === 'haber' && !l.taxable);
  const otherDeductions = total(
    (l) => l.kind === 'descuento' && !l.taxable && !STATUTORY_DEDUCTIONS.has(l.code),
  );
  const statutory = payslip.pension + payslip.health + payslip.unemployment + payslip.incomeTax;
  return {
    baseSalary: taxableHaber('sueldo-base'),
    absenceAndLate: total((l) => l.kind === 'descuento' && l.taxable),
    overtime: taxableHaber('horas-extras'),
    gratification: taxableHaber('gratificacion'),
    bonuses: total(
      (l) =>
        l.kind === 'haber' && l.taxable && !['sueldo-base', 'horas-extras', 'gratificacion'].includes(l.code),
    ),
    taxable: payslip.taxableEarnings,
    nonTaxable,
    totalEarnings: payslip.taxableEarnings + nonTaxable,
    pension: payslip.pension,
    health: payslip.health,
    unemployment: payslip.unemployment,
    tax: payslip.incomeTax,
    otherDeductions,
    totalDeductions: statutory + otherDeductions,
    netPay: payslip.netPay,
  };
}

/** The money columns of the book, in order, and the figure each shows. */
const BOOK_MONEY_COLUMNS: readonly (readonly [string, keyof Figures])[] = [
  ['Sueldo base', 'baseSalary'],
  ['Inasistencias y atrasos', 'absenceAndLate'],
  ['Horas extras', 'overtime'],
  ['Gratificación', 'gratification'],
  ['Bonos', 'bonuses'],
  ['Total imponible', 'taxable'],
  ['No imponibles', 'nonTaxable'],
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

/**
 * The LRE's 147 headers, in the DT's order (sources in the module comment). Spelling, spacing and parentheses are
 * the layout's own (`Sueldo empresarial (2161)` has a space before its code, most do not).
 */
export const LRE_COLUMNS: readonly string[] = [
  'Rut trabajador(1101)',
  'Fecha inicio contrato(1102)',
  'Fecha término de contrato(1103)',
  'Causal término de contrato(1104)',
  'Región prestación de servicios(1105)',
  'Comuna prestación de servicios(1106)',
  'Tipo impuesto a la renta(1170)',
  'Técnico extranjero exención cot. previsionales(1146)',
  'Código tipo de jornada(1107)',
  'Persona con Discapacidad - Pensionado por Invalidez(1108)',
  'Pensionado por vejez(1109)',
  'AFP(1141)',
  'IPS (ExINP)(1142)',
  'FONASA - ISAPRE(1143)',
  'AFC(1151)',
  'CCAF(1110)',
  'Org. administrador ley 16.744(1152)',
  'Nro cargas familiares legales autorizadas(1111)',
  'Nro de cargas familiares maternales(1112)',
  'Nro de cargas familiares invalidez(1113)',
  'Tramo asignación familiar(1114)',
  'Rut org sindical 1(1171)',
  'Rut org sindical 2(1172)',
  'Rut org sindical 3(1173)',
  'Rut org sindical 4(1174)',
  'Rut org sindical 5(1175)',
  'Rut org sindical 6(1176)',
  'Rut org sindical 7(1177)',
  'Rut org sindical 8(1178)',
  'Rut org sindical 9(1179)',
  'Rut org sindical 10(1180)',
  'Nro días trabajados en el mes(1115)',
  'Nro días de licencia médica en el mes(1116)',
  'Nro días de vacaciones en el mes(1117)',
  'Subsidio trabajador joven(1118)',
  'Puesto Trabajo Pesado(1154)',
  'APVI(1155)',
  'APVC(1157)',
  'Indemnización a todo evento(1131)',
  'Tasa indemnización a todo evento(1132)',
  'Sueldo(2101)',
  'Sobresueldo(2102)',
  'Comisiones(2103)',
  'Semana corrida(2104)',
  'Participación(2105)',
  'Gratificación(2106)',
  'Recargo 30% día domingo(2107)',
  'Remun. variable pagada en vacaciones(2108)',
  'Remun. variable pagada en clausura(2109)',
  'Aguinaldo(2110)',
  'Bonos u otras remun. fijas mensuales(2111)',
  'Tratos(2112)',
  'Bonos u otras remun. variables mensuales o superiores a un mes(2113)',
  'Ejercicio opción no pactada en contrato(2114)',
  'Beneficios en especie constitutivos de remun(2115)',
  'Remuneraciones bimestrales(2116)',
  'Remuneraciones trimestrales(2117)',
  'Remuneraciones cuatrimestral(2118)',
  'Remuneraciones semestrales(2119)',
  'Remuneraciones anuales(2120)',
  'Participación anual(2121)',
  'Gratificación anual(2122)',
  'Otras remuneraciones superiores a un mes(2123)',
  'Pago por horas de trabajo sindical(2124)',
  'Sueldo empresarial (2161)',
  'Subsidio por incapacidad laboral por licencia médica(2201)',
  'Beca de estudio(2202)',
  'Gratificaciones de zona(2203)',
  'Otros ingresos no constitutivos de renta(2204)',
  'Colación(2301)',
  'Movilización(2302)',
  'Viáticos(2303)',
  'Asignación de pérdida de caja(2304)',
  'Asignación de desgaste herramienta(2305)',
  'Asignación familiar legal(2311)',
  'Gastos por causa del trabajo(2306)',
  'Gastos por cambio de residencia(2307)',
  'Sala cuna(2308)',
  'Asignación trabajo a distancia o teletrabajo(2309)',
  'Depósito convenido hasta UF 900(2347)',
  'Alojamiento por razones de trabajo(2310)',
  'Asignación de traslación(2312)',
  'Indemnización por feriado legal(2313)',
  'Indemnización años de servicio(2314)',
  'Indemnización sustitutiva del aviso previo(2315)',
  'Indemnización fuero maternal(2316)',
  'Pago indemnización a todo evento(2331)',
  'Indemnizaciones voluntarias tributables(2417)',
  'Indemnizaciones contractuales tributables(2418)',
  'Cotización obligatoria previsional (AFP o IPS)(3141)',
  'Cotización obligatoria salud 7%(3143)',
  'Cotización voluntaria para salud(3144)',
  'Cotización AFC - trabajador(3151)',
  'Cotizaciones técnico extranjero para seguridad social fuera de Chile(3146)',
  'Descuento depósito convenido hasta UF 900 anual(3147)',
  'Cotización APVi Mod A(3155)',
  'Cotización APVi Mod B hasta UF50(3156)',
  'Cotización APVc Mod A(3157)',
  'Cotización APVc Mod B hasta UF50(3158)',
  'Impuesto retenido por remuneraciones(3161)',
  'Impuesto retenido por indemnizaciones(3162)',
  'Mayor retención de impuestos solicitada por el trabajador(3163)',
  'Impuesto retenido por reliquidación remun. devengadas otros períodos(3164)',
  'Diferencia impuesto reliquidación remun. devengadas en este período(3165)',
  'Retención préstamo clase media 2020 (Ley 21.252) (3166)',
  'Rebaja zona extrema DL 889 (3167)',
  'Cuota sindical 1(3171)',
  'Cuota sindical 2(3172)',
  'Cuota sindical 3(3173)',
  'Cuota sindical 4(3174)',
  'Cuota sindical 5(3175)',
  'Cuota sindical 6(3176)',
  'Cuota sindical 7(3177)',
  'Cuota sindical 8(3178)',
  'Cuota sindical 9(3179)',
  'Cuota sindical 10(3180)',
  'Crédito social CCAF(3110)',
  'Cuota vivienda o educación(3181)',
  'Crédito cooperativas de ahorro(3182)',
  'Otros descuentos autorizados y solicitados por el trabajador(3183)',
  'Cotización adicional trabajo pesado - trabajador(3154)',
  'Donaciones culturales y de reconstrucción(3184)',
  'Otros descuentos(3185)',
  'Pensiones de alimentos(3186)',
  'Descuento mujer casada(3187)',
  'Descuentos por anticipos y préstamos(3188)',
  'AFC - Aporte empleador(4151)',
  'Aporte empleador seguro accidentes del trabajo y Ley SANNA(4152)',
  'Aporte empleador indemnización a todo evento(4131)',
  'Aporte adicional trabajo pesado - empleador(4154)',
  'Aporte empleador seguro invalidez y sobrevivencia(4155)',
  'APVC - Aporte Empleador(4157)',
  'Total haberes(5201)',
  'Total haberes imponibles y tributables(5210)',
  'Total haberes imponibles no tributables(5220)',
  'Total haberes no imponibles y no tributables(5230)',
  'Total haberes no imponibles y tributables(5240)',
  'Total descuentos(5301)',
  'Total descuentos impuestos a las remuneraciones(5361)',
  'Total descuentos impuestos por indemnizaciones(5362)',
  'Total descuentos por cotizaciones del trabajador(5341)',
  'Total otros descuentos(5302)',
  'Total aportes empleador(5410)',
  'Total líquido(5501)',
  'Total indemnizaciones(5502)',
  'Total indemnizaciones tributables(5564)',
  'Total indemnizaciones no tributables(5565)',
];

/** A header's field code: 'Sueldo(2101)' → '2101'. */
export function lreCode(header: string): string {
  const code = /\((\d{4})\)\s*$/.exec(header)?.[1];
  if (code === undefined) throw new RangeError(`No LRE code in: ${header}`);
  return code;
}

/** The codes lreCsv writes (the row's value may still be empty: 1102 without a hire date, 1101 without a RUT). */
const FILLED_CODES = new Set([
  '1101',
  '1102',
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
]);

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

/** The RUT as the LRE asks: no dots, a hyphen before the check digit (`12345678-5`). */
export function lreRut(rut: string | null): string {
  if (rut === null) return '';
  const parsed = parseRut(rut);
  if (parsed !== null) return `${parsed.body}-${parsed.checkDigit}`;
  return rut.replace(/[.\s]/g, '').toUpperCase();
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
    '1101': lreRut(person.rut),
    '1102': person.hireDate
      ? formatInZone(person.hireDate, options.timeZone ?? 'America/Santiago', 'dd/MM/yyyy')
      : '',
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
