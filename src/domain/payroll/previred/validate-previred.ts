/**
 * The checks an archivo de carga must pass before it is uploaded (layout.ts, codes.ts): 105 fields of their width
 * (861 characters a line), digits where Previred asks for numbers, the mandatory fields (those the spec marks
 * obligatorio on every line, per github.com/fjcaroe/tracker-steps `step_hr_previred/tools/previred.py`), a RUT
 * whose check digit is right, every code in its table, the dates a movement needs, a line of type 01 right after
 * its worker's principal line, and the amounts that follow from others on the principal line: salud = 7 % of its
 * imponible (Fonasa + CCAF, or the Isapre's legal part), seguro de cesantía at its legal rates, the AFP cotización
 * at 10 % + commission (at the AFP's exact rate when `afpPercent` gives it), within a peso. From Aug‑2025 (v84), a
 * worker with a licencia médica (movement 3) or an accidente del trabajo (6) on any of its lines has the renta
 * imponible del mes anterior a la licencia (RIMA, field 92) on its principal line: the subsidy is computed on it
 * (the Odoo wizard `l10n_cl_hr` fills it for those two movements).
 * Each problem names its line (1-based), its field (1 … 105; 0 for the whole line) and says what is wrong in
 * Spanish.
 */
import { rutCheckDigit } from '../../chile/rut';
import {
  HEALTH_PERCENT,
  PENSION_BASE_PERCENT,
  UNEMPLOYMENT_WORKER_PERCENT,
  roundPesos,
} from '../compute-payslip';
import {
  AFP_CODES,
  CCAF_CODES,
  FAMILY_BRACKETS,
  FONASA_CODE,
  HEALTH_INSTITUTIONS,
  LINE_TYPE_CODES,
  LINE_TYPES,
  MOVEMENTS,
  MOVEMENTS_WITH_DATES,
  MOVEMENT_CODES,
  MUTUAL_CODES,
  NO_CCAF,
  NO_MUTUAL,
  PAYMENT_TYPES,
  PENSION_REGIMES,
  SEXES,
  WORKDAY_TYPES,
  WORKER_TYPES,
} from './codes';
import {
  PREVIRED_FIELDS,
  PREVIRED_FIELD_COUNT,
  PREVIRED_LINE_WIDTH,
  PROTECTED_RETURN_FIELD,
  previredField,
  previredLayoutVersion,
  splitPreviredLine,
  type PreviredLayoutVersion,
} from './layout';

export interface PreviredProblem {
  /** 1-based line of the file. */
  line: number;
  /** 1 … 105; 0: the whole line. */
  field: number;
  fieldName: string;
  message: string;
}

export interface PreviredValidationOptions {
  /** The worker's AFP cotización of the month, percent (10 + commission), by Previred AFP code ('05': 11.27). */
  afpPercent?: Readonly<Partial<Record<string, number>>>;
  /** The employer's individual-account part that field 28 adds (Ley 21.735: 0.1 from Aug‑2025). */
  individualAccountPercent?: number;
}

/** Seguro de cesantía, employer (percent): indefinido; plazo fijo, and indefinido with 11 years or more. */
const INDEFINITE_EMPLOYER_PERCENT = 2.4;
const NO_WORKER_PART_EMPLOYER_PERCENTS = [3, 0.8];
/** The widest AFP cotización (10 % + the highest commission, with the reform's 0,1 %) with room to spare. */
const AFP_MAX_PERCENT = 13;

type Report = (field: number, message: string) => void;

const percentOf = (base: number, percent: number) => roundPesos((base * percent) / 100);
const formatPesos = (value: number) => `$${value.toLocaleString('es-CL')}`;

/** Field `number`'s value, trimmed. */
function reader(row: readonly string[]) {
  const text = (number: number) => (row[number - 1] ?? '').trim();
  const amount = (number: number) => (/^\d+$/.test(text(number)) ? Number(text(number)) : 0);
  return { text, amount };
}

function isDate(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (match === null) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'dd-mm-aaaa' → 'aaaammdd', comparable as text. */
const sortable = (date: string) => `${date.slice(6)}${date.slice(3, 5)}${date.slice(0, 2)}`;

function versionOf(row: readonly string[]): PreviredLayoutVersion {
  const period = reader(row).text(9);
  return /^\d{6}$/.test(period)
    ? previredLayoutVersion(`${period.slice(2)}-${period.slice(0, 2)}`)
    : 'reforma-2026';
}

function checkFormat(row: readonly string[], version: PreviredLayoutVersion, report: Report): void {
  for (const field of PREVIRED_FIELDS) {
    const raw = row[field.number - 1] ?? '';
    if (raw.length !== field.width) {
      report(field.number, `tiene ${raw.length} caracteres y el formato admite ${field.width}.`);
      continue;
    }
    const value = raw.trim();
    const blankAllowed = field.number === PROTECTED_RETURN_FIELD && version !== 'reforma-2026';
    if (field.kind === 'number' && !/^\d+$/.test(value) && !(blankAllowed && value === '')) {
      report(field.number, `debe ser un número entero sin signos ni decimales y dice «${value}».`);
    }
    if (field.kind === 'date' && value !== '' && !isDate(value)) {
      report(field.number, `debe ser una fecha dd-mm-aaaa y dice «${value}».`);
    }
    if (field.kind === 'rate' && !/^\d{2},\d{2}$/.test(value)) {
      report(field.number, `debe ser una tasa 99,99 y dice «${value}».`);
    }
  }
}

function checkRut(row: readonly string[], report: Report): void {
  const { text } = reader(row);
  const body = Number(text(1));
  if (!/^\d+$/.test(text(1)) || body === 0) {
    report(1, 'falta el RUT del trabajador.');
    return;
  }
  const expected = rutCheckDigit(body);
  if (text(2).toUpperCase() !== expected) {
    report(2, `el RUT ${body}-${text(2) || '?'} no es válido: su dígito verificador es ${expected}.`);
  }
}

function checkCodes(row: readonly string[], version: PreviredLayoutVersion, report: Report): void {
  const { text, amount } = reader(row);
  const inTable = (field: number, table: ReadonlySet<string>, what: string) => {
    if (text(field) === '') report(field, `falta ${what}.`);
    else if (!table.has(text(field)))
      report(field, `«${text(field)}» no es ${what} de la tabla de Previred.`);
  };
  if (text(3) === '') report(3, 'falta el apellido paterno.');
  if (text(5) === '') report(5, 'faltan los nombres.');
  inTable(6, SEXES, 'un sexo (M o F)');
  inTable(7, new Set(['0', '1']), 'una nacionalidad (0 chilena, 1 extranjera)');
  inTable(8, PAYMENT_TYPES, 'un tipo de pago');
  for (const field of [9, 10]) {
    if (!/^(0[1-9]|1[0-2])\d{4}$/.test(text(field)))
      report(field, `debe ser un mes mmaaaa y dice «${text(field)}».`);
  }
  inTable(11, PENSION_REGIMES, 'un régimen previsional (AFP, INP o SIP)');
  inTable(12, WORKER_TYPES, 'un tipo de trabajador');
  if (amount(13) > 30) report(13, `son ${amount(13)} días; el mes previsional tiene a lo más 30.`);
  inTable(14, LINE_TYPE_CODES, 'un tipo de línea');
  if (!MOVEMENT_CODES.has(amount(15)))
    report(15, `«${text(15)}» no es un movimiento de personal de la tabla.`);
  inTable(18, FAMILY_BRACKETS, 'un tramo de asignación familiar (A, B, C o D)');
  if (text(11) === 'AFP' && /^0*$/.test(text(26))) report(26, 'falta el código de la AFP.');
  else if (text(11) === 'AFP') inTable(26, AFP_CODES, 'el código de la AFP');
  inTable(75, new Set(Object.keys(HEALTH_INSTITUTIONS)), 'el código de la institución de salud');
  inTable(83, new Set(Object.keys(CCAF_CODES)), 'un código de CCAF');
  inTable(96, new Set(Object.keys(MUTUAL_CODES)), 'un código de mutualidad');
  if (version !== 'previo-reforma' && !WORKDAY_TYPES.has(amount(93))) {
    report(93, `falta el tipo de jornada (1 completa, 2 parcial); dice «${text(93)}».`);
  }
  if (MOVEMENTS_WITH_DATES.has(amount(15))) {
    if (text(16) === '') report(16, `el movimiento ${amount(15)} exige la fecha desde.`);
    if (text(17) === '') report(17, `el movimiento ${amount(15)} exige la fecha hasta.`);
  }
  if (isDate(text(16)) && isDate(text(17)) && sortable(text(16)) > sortable(text(17))) {
    report(17, `la fecha hasta (${text(17)}) es anterior a la fecha desde (${text(16)}).`);
  }
}

function checkNear(report: Report, field: number, actual: number, expected: number, what: string): void {
  if (Math.abs(actual - expected) > 1) {
    report(field, `dice ${formatPesos(actual)} y ${what} da ${formatPesos(expected)}.`);
  }
}

function checkPension(row: readonly string[], options: PreviredValidationOptions, report: Report): void {
  const { text, amount } = reader(row);
  const taxable = amount(27);
  if (text(11) !== 'AFP' || taxable === 0 || !['0', '3'].includes(text(12))) return;
  const percent = options.afpPercent?.[text(26)];
  if (percent !== undefined) {
    const extra = percentOf(taxable, options.individualAccountPercent ?? 0);
    checkNear(
      report,
      28,
      amount(28),
      percentOf(taxable, percent) + extra,
      `el ${percent} % de la renta imponible AFP`,
    );
    return;
  }
  const low = percentOf(taxable, PENSION_BASE_PERCENT);
  if (amount(28) < low - 1 || amount(28) > percentOf(taxable, AFP_MAX_PERCENT)) {
    report(28, `dice ${formatPesos(amount(28))}, lejos del 10 % + comisión de ${formatPesos(taxable)}.`);
  }
}

function checkHealth(row: readonly string[], report: Report): void {
  const { text, amount } = reader(row);
  if (text(75) === FONASA_CODE) {
    const base = amount(64);
    checkNear(
      report,
      70,
      amount(70) + amount(90),
      percentOf(base, HEALTH_PERCENT),
      'el 7 % de la renta imponible de salud',
    );
    if (amount(27) > 0 && base !== amount(27)) {
      report(
        64,
        `dice ${formatPesos(base)} y la renta imponible AFP ${formatPesos(amount(27))}: el tope es el mismo.`,
      );
    }
  } else if (text(75) !== '') {
    const base = amount(77);
    checkNear(report, 80, amount(80), percentOf(base, HEALTH_PERCENT), 'el 7 % de la renta imponible Isapre');
    if (amount(79) === 0) report(79, 'falta la cotización pactada con la Isapre.');
    if (amount(27) > 0 && base !== amount(27)) {
      report(
        77,
        `dice ${formatPesos(base)} y la renta imponible AFP ${formatPesos(amount(27))}: el tope es el mismo.`,
      );
    }
  }
}

function checkOthers(row: readonly string[], report: Report): void {
  const { text, amount } = reader(row);
  const base = amount(100);
  if (base === 0) {
    if (amount(101) + amount(102) > 0) report(100, 'falta la renta imponible del seguro de cesantía.');
  } else {
    const worker = percentOf(base, UNEMPLOYMENT_WORKER_PERCENT);
    if (amount(101) !== 0 && Math.abs(amount(101) - worker) > 1) {
      report(
        101,
        `dice ${formatPesos(amount(101))}; el 0,6 % de ${formatPesos(base)} es ${formatPesos(worker)} (o 0).`,
      );
    }
    // A worker who pays 0,6 % has an indefinido contract (employer 2,4 %); one who pays nothing, plazo fijo (3 %) or
    // 11 years or more (0,8 %).
    const percents = amount(101) > 0 ? [INDEFINITE_EMPLOYER_PERCENT] : NO_WORKER_PART_EMPLOYER_PERCENTS;
    if (!percents.some((percent) => Math.abs(amount(102) - percentOf(base, percent)) <= 1)) {
      const named = percents.map((percent) => `${String(percent).replace('.', ',')} %`).join(' u ');
      report(102, `dice ${formatPesos(amount(102))} y el ${named} de ${formatPesos(base)} no da eso.`);
    }
  }
  if (text(83) === NO_CCAF && amount(90) > 0)
    report(90, 'hay cotización a CCAF pero el código de CCAF es 00.');
  if (text(96) === NO_MUTUAL && amount(98) > 0)
    report(98, 'hay cotización a mutual pero el código de mutualidad es 00.');
  if (text(96) !== NO_MUTUAL && text(96) !== '' && amount(71) > 0) {
    report(71, 'hay cotización al ISL y también una mutualidad: es una o la otra.');
  }
}

/** The movements (Tabla N°7) whose subsidy is computed on the RIMA (field 92): licencia médica, accidente del trabajo. */
const MOVEMENTS_WITH_RIMA: ReadonlySet<number> = new Set([MOVEMENTS.sickLeave, MOVEMENTS.workAccident]);
const RIMA_FIELD = 92;

/**
 * Field 92 of a principal line (`index`) whose worker has a licencia or an accident among its lines (the principal
 * and the type 01/02 lines after it with the same RUT): the RIMA must be there.
 */
function checkRima(
  rows: readonly (readonly string[])[],
  index: number,
  version: PreviredLayoutVersion,
  report: Report,
): void {
  const principal = rows[index];
  if (principal === undefined || version === 'previo-reforma') return;
  const { text, amount } = reader(principal);
  const rut = `${text(1)}-${text(2)}`;
  const movements = [amount(15)];
  for (let next = index + 1; next < rows.length; next += 1) {
    const row = reader(rows[next] ?? []);
    if (row.text(14) === LINE_TYPES.principal || `${row.text(1)}-${row.text(2)}` !== rut) break;
    movements.push(row.amount(15));
  }
  const movement = movements.find((code) => MOVEMENTS_WITH_RIMA.has(code));
  if (movement !== undefined && amount(RIMA_FIELD) === 0) {
    const what =
      movement === MOVEMENTS.sickLeave
        ? 'una licencia médica (movimiento 3)'
        : 'un accidente del trabajo (movimiento 6)';
    report(RIMA_FIELD, `falta la renta imponible del mes anterior (RIMA), que Previred exige con ${what}.`);
  }
}

/** The checks of the lines one by one and in sequence (a type 01 line after its worker's principal line). */
export function validatePreviredRows(
  rows: readonly (readonly string[])[],
  options: PreviredValidationOptions = {},
): PreviredProblem[] {
  const problems: PreviredProblem[] = [];
  const principals = new Set<string>();
  let previousRut = '';
  rows.forEach((row, index) => {
    const line = index + 1;
    const report: Report = (field, message) => {
      const fieldName = field === 0 ? 'Línea' : previredField(field).name;
      problems.push({ line, field, fieldName, message: `${fieldName}: ${message}` });
    };
    if (row.length !== PREVIRED_FIELD_COUNT) {
      report(0, `tiene ${row.length} campos y el archivo de carga exige ${PREVIRED_FIELD_COUNT}.`);
      return;
    }
    const version = versionOf(row);
    const { text } = reader(row);
    checkFormat(row, version, report);
    checkRut(row, report);
    checkCodes(row, version, report);
    const rut = `${text(1)}-${text(2)}`;
    if (text(14) === LINE_TYPES.principal) {
      if (principals.has(rut)) report(1, `el RUT ${rut} ya tiene una línea principal (00) en el archivo.`);
      principals.add(rut);
      checkPension(row, options, report);
      checkHealth(row, report);
      checkOthers(row, report);
      checkRima(rows, index, version, report);
    } else if (rut !== previousRut) {
      report(14, 'una línea adicional va justo después de la línea principal de su trabajador.');
    } else if (text(14) === LINE_TYPES.additional && Number(text(15)) === 0) {
      report(15, 'una línea adicional (01) existe para informar un movimiento y no trae ninguno.');
    }
    previousRut = rut;
  });
  return problems;
}

/** The checks of a whole file: each line 861 characters, then validatePreviredRows. */
export function validatePrevired(text: string, options: PreviredValidationOptions = {}): PreviredProblem[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const problems: PreviredProblem[] = [];
  const rows: string[][] = [];
  const numbers: number[] = [];
  lines.forEach((line, index) => {
    if (line.length === PREVIRED_LINE_WIDTH) {
      rows.push(splitPreviredLine(line));
      numbers.push(index + 1);
    } else {
      problems.push({
        line: index + 1,
        field: 0,
        fieldName: 'Línea',
        message: `Línea: tiene ${line.length} caracteres y el formato de largo fijo exige ${PREVIRED_LINE_WIDTH} (105 campos).`,
      });
    }
  });
  const byLine = validatePreviredRows(rows, options).map((problem) => ({
    ...problem,
    line: numbers[problem.line - 1] ?? problem.line,
  }));
  return [...problems, ...byLine].sort((a, b) => a.line - b.line || a.field - b.field);
}
