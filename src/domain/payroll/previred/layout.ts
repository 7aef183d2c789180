/**
 * Previred's "archivo de carga" of a month's contributions in its fixed-width form ("formato estándar largo fijo"):
 * one line per worker and movement, 105 fields, 861 characters, lines separated by CR LF. Numeric fields are
 * right-aligned and zero-filled, text fields left-aligned and space-filled, dates `dd-mm-aaaa` (blank when there is
 * none), rates `99,99`.
 *
 * Where the layout comes from (Previred's own PDF was not among what the search could read; these agree field by
 * field):
 * - The 105 fields, their order and widths: github.com/bastianOrtiz/solutoria, `controllers/previred.php` (a
 *   fixed-width writer padding each field to its width).
 * - Checked against a file a company uploaded for the remuneraciones of August 2025, kept in
 *   github.com/aguinazu-ds/script-campos-previred (`archivos105espacios/*.TXT`, with its `procesar_archivos.py`):
 *   861 characters a line, and the offsets that script reads (tipo de línea 124, movimiento 126, renta imponible
 *   AFP 174, cotización AFP 182, 740, 748, 756, imponible cesantía 805) fall exactly where these widths put them.
 *   The padding, the `dd-mm-aaaa` dates, the `00,00` rates and CR LF come from that file.
 * - The field names and the fields the pension reform (Ley 21.735) re-used: Previred's "Formato estándar largo
 *   variable, por separador" v84 (remuneraciones Aug‑2025 to Jul‑2026) and v98 (from Aug‑2026),
 *   https://www.previred.com/documents/FormatosArchivos/FormatoLargoVariablePorSeparador.pdf, as transcribed in
 *   github.com/fjcaroe/tracker-steps (`step_hr_previred/tools/previred.py`, `docs/PREVIRED_MATRIZ.md`): field 92
 *   Renta imponible del mes anterior a la licencia (RIMA), 93 Tipo de jornada, 94 Cotización expectativa de vida,
 *   95 Cotización rentabilidad protegida (v98 only). The August 2025 file confirms 92–94 in the fixed-width form
 *   (93 written `00000001` / `00000002`) and field 28 carrying the employer's 0,1 % to the individual account on
 *   top of the worker's 10 % + commission. Field 95 in v98 is written here zero-filled to its 20 characters like
 *   every other amount: no fixed-width v98 file was found to confirm it.
 * Before Aug‑2025 fields 92–95 were "uso futuro" (zeros, 95 blank).
 */

export type FieldKind = 'number' | 'text' | 'date' | 'rate';

export interface PreviredField {
  /** 1 … 105, as Previred numbers them. */
  number: number;
  name: string;
  width: number;
  kind: FieldKind;
}

/** Which meaning fields 92–95 have in a period. */
export type PreviredLayoutVersion = 'previo-reforma' | 'reforma-2025' | 'reforma-2026';

/** Remuneraciones from Aug‑2025 fill 92–94 (v84); from Aug‑2026 also 95 (v98). */
export function previredLayoutVersion(period: string): PreviredLayoutVersion {
  if (period >= '2026-08') return 'reforma-2026';
  if (period >= '2025-08') return 'reforma-2025';
  return 'previo-reforma';
}

type FieldSpec = readonly [name: string, width: number, kind: FieldKind];

const N = 'number';
const T = 'text';
const D = 'date';
const R = 'rate';

const SPECS: readonly FieldSpec[] = [
  ['RUT trabajador', 11, N],
  ['DV trabajador', 1, T],
  ['Apellido paterno', 30, T],
  ['Apellido materno', 30, T],
  ['Nombres', 30, T],
  ['Sexo', 1, T],
  ['Nacionalidad', 1, N],
  ['Tipo de pago', 2, N],
  ['Período desde', 6, N],
  ['Período hasta', 6, N],
  ['Régimen previsional', 3, T],
  ['Tipo de trabajador', 1, N],
  ['Días trabajados', 2, N],
  ['Tipo de línea', 2, T],
  ['Código movimiento de personal', 2, N],
  ['Fecha desde', 10, D],
  ['Fecha hasta', 10, D],
  ['Tramo asignación familiar', 1, T],
  ['N° cargas simples', 2, N],
  ['N° cargas maternales', 1, N],
  ['N° cargas inválidas', 1, N],
  ['Asignación familiar', 6, N],
  ['Asignación familiar retroactiva', 6, N],
  ['Reintegro cargas familiares', 6, N],
  ['Solicitud trabajador joven', 1, T],
  ['Código de la AFP', 2, N],
  ['Renta imponible AFP', 8, N],
  ['Cotización obligatoria AFP', 8, N],
  ['Cotización SIS', 8, N],
  ['Cuenta de ahorro voluntario AFP', 8, N],
  ['Renta imponible sustitutiva AFP', 8, N],
  ['Tasa pactada (sustitutiva)', 5, R],
  ['Aporte indemnización (sustitutiva)', 9, N],
  ['N° períodos (sustitutiva)', 2, N],
  ['Período desde (sustitutiva)', 10, D],
  ['Período hasta (sustitutiva)', 10, D],
  ['Puesto de trabajo pesado', 40, T],
  ['% cotización trabajo pesado', 5, R],
  ['Cotización trabajo pesado', 6, N],
  ['Código institución APVI', 3, N],
  ['Número de contrato APVI', 20, T],
  ['Forma de pago APVI', 1, N],
  ['Cotización APVI', 8, N],
  ['Cotización depósitos convenidos', 8, N],
  ['Código institución APVC', 3, N],
  ['Número de contrato APVC', 20, T],
  ['Forma de pago APVC', 1, N],
  ['Cotización trabajador APVC', 8, N],
  ['Cotización empleador APVC', 8, N],
  ['RUT afiliado voluntario', 11, N],
  ['DV afiliado voluntario', 1, T],
  ['Apellido paterno afiliado voluntario', 30, T],
  ['Apellido materno afiliado voluntario', 30, T],
  ['Nombres afiliado voluntario', 30, T],
  ['Código movimiento de personal afiliado voluntario', 2, N],
  ['Fecha desde afiliado voluntario', 10, D],
  ['Fecha hasta afiliado voluntario', 10, D],
  ['Código de la AFP afiliado voluntario', 2, N],
  ['Monto capitalización voluntaria', 8, N],
  ['Monto ahorro voluntario', 8, N],
  ['N° de períodos de cotización', 2, N],
  ['Código ex-caja régimen', 4, N],
  ['Tasa cotización ex-caja', 5, R],
  ['Renta imponible IPS / ISL / Fonasa', 8, N],
  ['Cotización obligatoria IPS', 8, N],
  ['Renta imponible desahucio', 8, N],
  ['Código ex-caja régimen desahucio', 4, N],
  ['Tasa cotización desahucio ex-caja', 5, R],
  ['Cotización desahucio', 8, N],
  ['Cotización Fonasa', 8, N],
  ['Cotización accidentes del trabajo (ISL)', 8, N],
  ['Bonificación Ley 15.386', 8, N],
  ['Descuento por cargas familiares IPS', 8, N],
  ['Bonos de gobierno', 8, N],
  ['Código institución de salud', 2, N],
  ['Número del FUN', 16, T],
  ['Renta imponible Isapre', 8, N],
  ['Moneda del plan pactado Isapre', 1, N],
  ['Cotización pactada', 8, N],
  ['Cotización obligatoria Isapre', 8, N],
  ['Cotización adicional voluntaria', 8, N],
  ['Monto GES', 8, N],
  ['Código CCAF', 2, N],
  ['Renta imponible CCAF', 8, N],
  ['Créditos personales CCAF', 8, N],
  ['Descuento dental CCAF', 8, N],
  ['Descuentos por leasing CCAF', 8, N],
  ['Descuentos por seguro de vida CCAF', 8, N],
  ['Otros descuentos CCAF', 8, N],
  ['Cotización a CCAF de no afiliados a Isapre', 8, N],
  ['Descuento cargas familiares CCAF', 8, N],
  ['Renta imponible mes anterior a la licencia', 8, N],
  ['Tipo de jornada', 8, N],
  ['Cotización expectativa de vida', 8, N],
  ['Cotización rentabilidad protegida', 20, N],
  ['Código mutualidad', 2, N],
  ['Renta imponible mutual', 8, N],
  ['Cotización accidentes del trabajo (mutual)', 8, N],
  ['Sucursal para pago mutual', 3, N],
  ['Renta imponible seguro de cesantía', 8, N],
  ['Aporte trabajador seguro de cesantía', 8, N],
  ['Aporte empleador seguro de cesantía', 8, N],
  ['RUT pagadora subsidio', 11, N],
  ['DV pagadora subsidio', 1, T],
  ['Centro de costos, sucursal, agencia, obra, región', 20, T],
];

export const PREVIRED_FIELDS: readonly PreviredField[] = SPECS.map(([name, width, kind], index) => ({
  number: index + 1,
  name,
  width,
  kind,
}));

export const PREVIRED_FIELD_COUNT = PREVIRED_FIELDS.length;

/** 861: the characters of one line, the sum of the 105 widths. */
export const PREVIRED_LINE_WIDTH = PREVIRED_FIELDS.reduce((sum, field) => sum + field.width, 0);

export const PREVIRED_LINE_BREAK = '\r\n';

/** The field numbered `number` (1 … 105). */
export function previredField(number: number): PreviredField {
  const field = PREVIRED_FIELDS[number - 1];
  if (field === undefined) throw new RangeError(`Previred has no field ${number}`);
  return field;
}

/** Field 95 is blank before v98 ("uso futuro"); every other number field is always zero-filled digits. */
export const PROTECTED_RETURN_FIELD = 95;

/** Cuts a fixed-width line into its 105 fields (the line must be PREVIRED_LINE_WIDTH long). */
export function splitPreviredLine(line: string): string[] {
  const fields: string[] = [];
  let start = 0;
  for (const field of PREVIRED_FIELDS) {
    fields.push(line.slice(start, start + field.width));
    start += field.width;
  }
  return fields;
}
