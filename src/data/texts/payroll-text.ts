/**
 * How /remuneraciones is told in Spanish, on the screen and in the audit entries the server writes from a run
 * before and after each write (src/server/audit/audit-payroll-acts.ts): the month (`Noviembre 2026`), a one-off line
 * (`Bono (imponible) de $50.000 para Camila Rojas: Meta de ventas`), and a change of the period's parameters
 * (`UF ($): 41.057,2 → 41.100`). Pure.
 */
import { formatCLP, formatNumber } from '../../domain/format/numbers';
import { AFP_LABEL, AFPS } from '../../domain/labels';
import type { EmployerCostParams, PayrollParams, PayslipExtra } from '../../domain/payroll/compute-payslip';
import type { ParameterName } from '../../domain/payroll/parameters';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { PAYROLL_PERIOD_PATTERN } from '../policy/payroll-write';

/** '2026-11' → 'Noviembre 2026'. */
export function periodLabel(period: string): string {
  if (!PAYROLL_PERIOD_PATTERN.test(period)) throw new RangeError(`Not a period (yyyy-MM): ${period}`);
  const text = formatDayKey(`${period}-01`, 'MMMM yyyy');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const EXTRA_KIND_LABEL: Readonly<Record<PayslipExtra['kind'], string>> = {
  bono: 'Bono (imponible)',
  comision: 'Comisión (variable)',
  anticipo: 'Anticipo',
  prestamo: 'Cuota de préstamo',
  'vivienda-educacion': 'Cuota de vivienda o educación',
};

/** `Bono (imponible) de $50.000 para Camila Rojas: Meta de ventas`. */
export function extraAddedText(extra: PayslipExtra, person: string): string {
  return `${EXTRA_KIND_LABEL[extra.kind]} de ${formatCLP(extra.amount)} para ${person}: ${extra.reason}`;
}

/** `Quitado anticipo de $100.000 de Camila Rojas: Pedido el 10`. */
export function extraRemovedText(extra: PayslipExtra, person: string): string {
  return `Quitado ${EXTRA_KIND_LABEL[extra.kind].toLowerCase()} de ${formatCLP(extra.amount)} de ${person}: ${extra.reason}`;
}

export interface ParamField {
  name: string;
  label: string;
  min: number;
  max: number;
  source: ParameterName;
  read: (params: PayrollParams, employer: EmployerCostParams) => number;
}

export const EMPLOYER_FIELDS: readonly [keyof EmployerCostParams, string][] = [
  ['unemploymentIndefinitePercent', 'Cesantía empleador, indefinido (%)'],
  ['unemploymentFixedTermPercent', 'Cesantía empleador, plazo fijo (%)'],
  ['pensionReformPercent', 'Aporte previsional Ley 21.735 (%)'],
  ['sisPercent', 'SIS (%)'],
  ['workAccidentPercent', 'Mutual, Ley 16.744 (%)'],
];

/** The parameters `Parámetros` edits, with their limits and the table's source. */
export const PARAM_FIELDS: readonly ParamField[] = [
  { name: 'uf', label: 'UF ($)', min: 1, max: 1_000_000, source: 'uf', read: (p) => p.uf },
  { name: 'utm', label: 'UTM ($)', min: 1, max: 1_000_000, source: 'utm', read: (p) => p.utm },
  {
    name: 'minimumWage',
    label: 'Ingreso mínimo mensual ($)',
    min: 1,
    max: 10_000_000,
    source: 'minimumWage',
    read: (p) => p.minimumWage,
  },
  {
    name: 'pensionCapUf',
    label: 'Tope imponible AFP y salud (UF)',
    min: 1,
    max: 1000,
    source: 'pensionCapUf',
    read: (p) => p.pensionCapUf,
  },
  {
    name: 'unemploymentCapUf',
    label: 'Tope seguro de cesantía (UF)',
    min: 1,
    max: 1000,
    source: 'unemploymentCapUf',
    read: (p) => p.unemploymentCapUf,
  },
  {
    name: 'overtimeSurchargePercent',
    label: 'Recargo de horas extras (%)',
    min: 50,
    max: 200,
    source: 'overtimeSurchargePercent',
    read: (p) => p.overtimeSurchargePercent,
  },
  ...AFPS.map((afp) => ({
    name: `afp_${afp}`,
    label: `Comisión AFP ${AFP_LABEL[afp]} (%)`,
    min: 0,
    max: 10,
    source: 'afpCommission' as const,
    read: (p: PayrollParams) => p.afpCommission[afp],
  })),
  ...EMPLOYER_FIELDS.map(([key, label]) => ({
    name: `employer_${key}`,
    label,
    min: 0,
    max: 20,
    source: 'employer' as const,
    read: (_p: PayrollParams, employer: EmployerCostParams) => employer[key],
  })),
];

/** `UF: 41.057,2 → 41.100; UTM: …` — what an edit changed, for the audit entry (empty when nothing did). */
export function paramChanges(
  before: { params: PayrollParams; employer: EmployerCostParams },
  after: { params: PayrollParams; employer: EmployerCostParams },
): string[] {
  return PARAM_FIELDS.flatMap((field) => {
    const was = field.read(before.params, before.employer);
    const is = field.read(after.params, after.employer);
    return was === is ? [] : [`${field.label}: ${formatNumber(was)} → ${formatNumber(is)}`];
  });
}
