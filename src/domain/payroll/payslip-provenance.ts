/**
 * Where each line of a payslip came from, in Spanish words a manager can check against /horas-extras,
 * /asistencias and the person's file ("4:00:00 de horas extras aprobadas × $7.500"). The figures are the
 * engine's own (compute-payslip.ts), recomputed from the same input and parameters.
 */
import { formatCLP, formatHms, formatNumber } from '../format/numbers';
import {
  GRATIFICATION_CAP_WAGES,
  GRATIFICATION_PERCENT,
  HEALTH_PERCENT,
  PENSION_BASE_PERCENT,
  UNEMPLOYMENT_WORKER_PERCENT,
  roundPesos,
  type Payslip,
  type PayrollParams,
  type PayslipInput,
} from './compute-payslip';
import { ordinaryHourValue } from './hour-value';
import type { PayrollBasis } from './payroll-draft';

/** A peso figure that may carry cents (an hour value): `$7.500`, `$5.357,14`. */
function pesos(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? formatCLP(rounded) : `$${formatNumber(rounded)}`;
}

const percent = (value: number) => `${formatNumber(value)} %`;

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;

function absenceSource(basis: PayrollBasis, baseSalary: number): string {
  if (basis.unpaidAbsenceDays === 0) return 'Sin inasistencias sin goce ni licencias en el mes';
  const unpaid = basis.unpaidAbsenceDays - basis.sickLeaveDays;
  const parts = [
    ...(unpaid > 0 ? [`${days(unpaid)} sin goce`] : []),
    ...(basis.sickLeaveDays > 0
      ? [`${days(basis.sickLeaveDays)} de licencia médica (los paga la institución de salud)`]
      : []),
  ];
  return `${parts.join(' + ')} × ${pesos(baseSalary / 30)} (sueldo / 30)`;
}

/** The source of every line of `payslip` by its code (extras read their reason in their label). */
export function payslipLineSources(
  input: PayslipInput,
  basis: PayrollBasis,
  params: PayrollParams,
  payslip: Payslip,
): Record<string, string> {
  const hour = ordinaryHourValue(input.baseSalary, input.weeklyHours);
  const overtimeHour = hour * (1 + params.overtimeSurchargePercent / 100);
  const pensionCap = params.pensionCapUf * params.uf;
  const capped = payslip.taxableEarnings > pensionCap;
  const pensionBase = Math.min(payslip.taxableEarnings, pensionCap);
  const baseText = capped
    ? `${formatCLP(pensionBase)} (tope ${formatNumber(params.pensionCapUf)} UF)`
    : formatCLP(pensionBase);
  const unemploymentCap = params.unemploymentCapUf * params.uf;
  const pay = payslip.taxableEarnings - payslip.gratification;
  const gratificationCap = (GRATIFICATION_CAP_WAGES * params.minimumWage) / 12;
  // The tax base deducts the legal 7 % of health, never an Isapre plan's excess (compute-payslip.ts).
  const taxBase = Math.max(
    0,
    payslip.taxableEarnings -
      payslip.pension -
      payslip.unemployment -
      roundPesos((pensionBase * HEALTH_PERCENT) / 100),
  );
  return {
    'sueldo-base': `Sueldo base de la ficha, contrato de ${formatNumber(input.weeklyHours)} h semanales · ${basis.workedDays} días trabajados`,
    'horas-extras':
      basis.overtimeSeconds === 0
        ? 'Sin horas extras aprobadas en el mes'
        : `${formatHms(basis.overtimeSeconds)} de horas extras aprobadas × ${pesos(overtimeHour)} (valor hora ${pesos(hour)} + ${percent(params.overtimeSurchargePercent)})`,
    gratificacion: `${percent(GRATIFICATION_PERCENT)} de ${formatCLP(pay)}, tope ${formatNumber(GRATIFICATION_CAP_WAGES)} ingresos mínimos al año (${formatCLP(Math.round(gratificationCap))} al mes)`,
    'no-imponibles': 'Colación y movilización de la ficha',
    inasistencias: absenceSource(basis, input.baseSalary),
    atrasos: `${formatHms(basis.recordedLateSeconds)} de atrasos en la asistencia; ${
      basis.lateSeconds === 0
        ? 'recuperados en su semana, sin descuento'
        : `${formatHms(basis.lateSeconds)} no recuperados en su semana × ${pesos(hour)} (valor hora)`
    }`,
    afp: `${percent(PENSION_BASE_PERCENT + params.afpCommission[input.afp])} de ${baseText}`,
    salud:
      input.health.kind === 'isapre'
        ? `Plan ${formatNumber(input.health.planUf)} UF × ${formatCLP(params.uf)}, o ${percent(HEALTH_PERCENT)} de ${baseText} si es mayor`
        : `${percent(HEALTH_PERCENT)} de ${baseText}`,
    cesantia:
      input.contract === 'indefinido'
        ? `${percent(UNEMPLOYMENT_WORKER_PERCENT)} de ${formatCLP(Math.min(payslip.taxableEarnings, unemploymentCap))}${payslip.taxableEarnings > unemploymentCap ? ` (tope ${formatNumber(params.unemploymentCapUf)} UF)` : ''}`
        : 'Contrato a plazo fijo: sin cotización del trabajador',
    impuesto: `Base tributable ${formatCLP(taxBase)} = ${formatNumber(Math.round((taxBase / params.utm) * 100) / 100)} UTM de ${formatCLP(params.utm)}`,
    bono: 'Bono agregado a este mes (imponible)',
    anticipo: 'Anticipo agregado a este mes',
    prestamo: 'Cuota de préstamo agregada a este mes',
  };
}
