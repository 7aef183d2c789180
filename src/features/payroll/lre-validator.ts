/**
 * The DT's structural checks of an LRE before it is downloaded (the checks the Mi DT upload runs, as far as the
 * layout's public transcriptions state them; sources in lre-csv.ts and lre-codes.ts): every mandatory field filled,
 * each coded field in its table, the RUT and dates in their format, amounts as whole non-negative pesos, and the
 * totals: 5210 = Σ 21xx, 5220 = Σ 22xx, 5230 = Σ 23xx, 5240 = Σ 24xx, 5201 = 5210 + 5220 + 5230 + 5240, 5341 = the
 * worker's contributions, 5361 = the taxes on pay, 5302 = the other discounts, 5301 = 5341 + 5361 + 5362 + 5302,
 * 5410 = Σ 41xx, 5501 = 5201 − 5301, 5502 = 5564 + 5565. Pure; each problem names the person and the column, in
 * Spanish.
 */
import { isValidRut } from '../../domain/chile/rut';
import { REGION_CODES } from '../../domain/chile/regions';
import { LRE_CODE_LISTS } from '../../domain/payroll/lre-codes';
import { COMUNA_CODES } from '../../domain/payroll/lre-comunas';
import { formatCLP } from '../../domain/format/numbers';
import type { CsvCell } from '../../lib/export/csv';
import { lreCode } from './lre-columns';
import type { LreTable } from './lre-csv';

export interface LreProblem {
  /** The person's name. */
  person: string;
  /** The column's header as the file writes it ('AFP(1141)'). */
  column: string;
  message: string;
}

/** The worker fields the DT requires, with what to complete when one is empty. */
const MANDATORY: Readonly<Record<string, string>> = {
  '1101': 'Falta el RUT: complétalo en la ficha de la persona.',
  '1102': 'Falta la fecha de ingreso: complétala en la ficha de la persona.',
  '1105': 'Falta la región: asigna un lugar de trabajo con su dirección completa.',
  '1106': 'Falta la comuna o no se reconoce: revisa la comuna del lugar de trabajo.',
  '1107': 'Falta la jornada: completa las horas semanales de contrato en la ficha.',
  '1108': 'Falta el dato de discapacidad o pensión de invalidez.',
  '1109': 'Falta el dato de pensionado por vejez.',
  '1110': 'Falta la caja de compensación (CCAF).',
  '1111': 'Falta el número de cargas familiares.',
  '1112': 'Falta el número de cargas maternales.',
  '1113': 'Falta el número de cargas por invalidez.',
  '1114': 'Falta el tramo de asignación familiar: el mes no tiene los tramos en sus parámetros.',
  '1115': 'Faltan los días trabajados.',
  '1116': 'Faltan los días de licencia médica.',
  '1117': 'Faltan los días de vacaciones.',
  '1118': 'Falta el dato de subsidio al trabajador joven.',
  '1131': 'Falta el dato de indemnización a todo evento.',
  '1141': 'Falta la AFP: elígela en la ficha de la persona.',
  '1142': 'Falta el dato de IPS (ex INP).',
  '1143': 'Falta la salud: elige Fonasa o la Isapre en la ficha («Otra Isapre» no tiene código en el LRE).',
  '1146': 'Falta el dato de técnico extranjero.',
  '1151': 'Falta el dato de seguro de cesantía (AFC).',
  '1152': 'Falta la mutual (Ley 16.744).',
  '1155': 'Falta el dato de APV individual.',
  '1157': 'Falta el dato de APV colectivo.',
  '1170': 'Falta el tipo de impuesto.',
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/** The totals: each total's code and the codes it adds (or a sum that the checker computes from other totals). */
const SUMS: readonly (readonly [string, (code: string) => boolean, string])[] = [
  ['5210', (code) => /^21\d\d$/.test(code), 'la suma de 21xx'],
  ['5220', (code) => /^22\d\d$/.test(code), 'la suma de 22xx'],
  ['5230', (code) => /^23\d\d$/.test(code), 'la suma de 23xx'],
  ['5240', (code) => /^24\d\d$/.test(code), 'la suma de 24xx'],
  ['5201', (code) => ['5210', '5220', '5230', '5240'].includes(code), '5210 + 5220 + 5230 + 5240'],
  [
    '5341',
    (code) => ['3141', '3143', '3144', '3146', '3151', '3154', '3155', '3156', '3157', '3158'].includes(code),
    'las cotizaciones del trabajador (31xx)',
  ],
  ['5361', (code) => ['3161', '3163', '3164', '3165'].includes(code), 'los impuestos a las remuneraciones'],
  ['5362', (code) => code === '3162', 'el impuesto por indemnizaciones (3162)'],
  [
    '5302',
    (code) => ['3110', '3147', '3166', ...range(3171, 3188)].includes(code),
    'los otros descuentos (3110, 3147, 3166, 3171–3188)',
  ],
  ['5301', (code) => ['5341', '5361', '5362', '5302'].includes(code), '5341 + 5361 + 5362 + 5302'],
  ['5410', (code) => /^41\d\d$/.test(code), 'la suma de 41xx'],
  ['5502', (code) => ['5564', '5565'].includes(code), '5564 + 5565'],
];

const isEmpty = (cell: CsvCell) => cell === null || cell === undefined || cell === '';
const pesos = (value: number) => formatCLP(value);

/** Every problem of the table; none when the file may be uploaded. */
export function validateLre({ columns, rows }: LreTable): LreProblem[] {
  const header = new Map(columns.map((column) => [lreCode(column), column]));
  const problems: LreProblem[] = [];
  const seenRuts = new Map<string, string>();
  for (const { person, cells } of rows) {
    const report = (code: string, message: string) =>
      problems.push({ person, column: header.get(code) ?? code, message });
    const amount = (code: string) => {
      const cell = cells[code];
      return typeof cell === 'number' ? cell : Number(cell ?? 0);
    };

    for (const [code, message] of Object.entries(MANDATORY))
      if (header.has(code) && isEmpty(cells[code])) report(code, message);

    const rut = cells['1101'];
    if (typeof rut === 'string' && rut !== '') {
      if (!/^\d{7,8}-[\dK]$/.test(rut) || !isValidRut(rut))
        report(
          '1101',
          `El RUT «${rut}» no es válido (se escribe sin puntos y con guion, por ejemplo 12345678-5).`,
        );
      const other = seenRuts.get(rut);
      if (other !== undefined) report('1101', `El RUT ${rut} ya está en la fila de ${other}.`);
      seenRuts.set(rut, person);
    }
    for (const code of ['1102', '1103']) {
      const day = cells[code];
      if (typeof day === 'string' && day !== '' && !/^\d{2}\/\d{2}\/\d{4}$/.test(day))
        report(code, `La fecha «${day}» no tiene el formato dd/mm/aaaa.`);
    }

    for (const [code, list] of Object.entries(LRE_CODE_LISTS)) {
      const cell = cells[code];
      if (header.has(code) && !isEmpty(cell) && !list.includes(cell as number | string))
        report(code, `El código «${String(cell)}» no está en la tabla de la Dirección del Trabajo.`);
    }
    const region = cells['1105'];
    if (!isEmpty(region) && !(REGION_CODES as readonly CsvCell[]).includes(region))
      report('1105', `La región «${String(region)}» no es un código de región.`);
    const comuna = cells['1106'];
    if (!isEmpty(comuna)) {
      if (typeof comuna !== 'number' || !COMUNA_CODES.has(comuna))
        report('1106', `La comuna «${String(comuna)}» no es un código de comuna.`);
      else if (typeof region === 'number' && Math.floor(comuna / 1000) !== region)
        report('1106', `La comuna ${comuna} no es de la región ${region}.`);
    }

    const amounts = [...header.keys()].filter((code) => /^[2-5]/.test(code));
    for (const code of amounts) {
      const value = amount(code);
      if (isEmpty(cells[code]) || !Number.isInteger(value) || value < 0)
        report(code, `El monto «${String(cells[code] ?? '')}» debe ser un número entero de pesos, 0 o más.`);
    }
    for (const [total, adds, what] of SUMS) {
      if (!header.has(total)) continue;
      const sum = amounts.filter(adds).reduce((acc, code) => acc + amount(code), 0);
      if (amount(total) !== sum)
        report(total, `El total es ${pesos(amount(total))} y ${what} da ${pesos(sum)}.`);
    }
    if (header.has('5501') && amount('5501') !== amount('5201') - amount('5301'))
      report(
        '5501',
        `El líquido es ${pesos(amount('5501'))} y total haberes − total descuentos da ${pesos(amount('5201') - amount('5301'))}.`,
      );
  }
  return problems;
}
