/**
 * Where each line of a payslip came from, in Spanish words a manager can check against /horas-extras,
 * /asistencias and the person's file ("4:00:00 de horas extras aprobadas × $7.500"). The figures are the
 * engine's own (compute-payslip.ts), recomputed from the same input and parameters.
 */
import { formatCLP, formatDuration, formatHms, formatNumber } from '../format/numbers';
import {
  AGREED_DEDUCTIONS_MAX_PERCENT,
  ALL_DEDUCTIONS_MAX_PERCENT,
  HOUSING_EDUCATION_MAX_PERCENT,
  article58Limits,
} from './article-58';
import {
  FAMILY_ALLOWANCE_CODE,
  GRATIFICATION_CAP_WAGES,
  GRATIFICATION_PERCENT,
  HEALTH_PERCENT,
  PENSION_BASE_PERCENT,
  UNEMPLOYMENT_WORKER_PERCENT,
  payableFamilyBracket,
  taxDeductibleHealth,
  type Payslip,
  type PayrollParams,
  type PayslipInput,
} from './compute-payslip';
import { ARTICLE_47_PROFIT_PERCENT } from './gratification';
import { ordinaryHourValue } from './hour-value';
import type { PayrollBasis } from './payroll-draft';
import { ADJUSTMENT_CODE, adjustmentSource } from './cutoff';
import { SEMANA_CORRIDA_CODE, variablePayOf } from './semana-corrida';

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
  // An hourly person's hour is the agreed rate; a monthly salary's, the DT method's (hour-value.ts).
  const hourlyRate = basis.hourlyRate ?? null;
  const hour = hourlyRate ?? ordinaryHourValue(input.baseSalary, input.weeklyHours);
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
  // The tax base deducts the health paid, at most 7 % of the tope imponible (compute-payslip.ts).
  const deductibleHealth = taxDeductibleHealth(payslip.health, params);
  const taxBase = Math.max(
    0,
    payslip.taxableEarnings - payslip.pension - payslip.unemployment - deductibleHealth,
  );
  const healthText =
    input.health.kind === 'fonasa'
      ? ''
      : deductibleHealth < payslip.health
        ? `, descontada la salud hasta ${percent(HEALTH_PERCENT)} del tope de ${formatNumber(params.pensionCapUf)} UF (${formatCLP(deductibleHealth)} de ${formatCLP(payslip.health)})`
        : `, descontada la salud pagada (${formatCLP(deductibleHealth)})`;
  return {
    'sueldo-base':
      hourlyRate === null
        ? `Sueldo base de la ficha, contrato de ${formatNumber(input.weeklyHours)} h semanales · ${basis.workedDays} días trabajados`
        : `${formatDuration(basis.workedSeconds ?? 0)} trabajadas × ${formatCLP(hourlyRate)} (valor hora de la ficha) · ${basis.workedDays} días trabajados`,
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
    impuesto: `Base tributable ${formatCLP(taxBase)} = ${formatNumber(Math.round((taxBase / params.utm) * 100) / 100)} UTM de ${formatCLP(params.utm)}${healthText}`,
    [FAMILY_ALLOWANCE_CODE]: familyAllowanceSource(input, params, payslip),
    [SEMANA_CORRIDA_CODE]: semanaCorridaSource(input, payslip),
    [ADJUSTMENT_CODE]: basis.previousMonth ? adjustmentSource(basis.previousMonth) : '',
    bono: 'Bono agregado a este mes (imponible)',
    comision: `Comisión agregada a este mes (imponible; remuneración variable${input.semanaCorrida ? ', base de la semana corrida' : ''})`,
    anticipo: 'Anticipo agregado a este mes (no cuenta en el límite del art. 58)',
    prestamo: `Cuota de préstamo agregada a este mes; art. 58: hasta ${percent(AGREED_DEDUCTIONS_MAX_PERCENT)} de la remuneración (${formatCLP(article58Limits(payslip.taxableEarnings).agreed)}) y ${percent(ALL_DEDUCTIONS_MAX_PERCENT)} con los descuentos legales`,
    'vivienda-educacion': `Cuota de vivienda o educación pactada por escrito, agregada a este mes; art. 58: hasta ${percent(HOUSING_EDUCATION_MAX_PERCENT)} de la remuneración (${formatCLP(article58Limits(payslip.taxableEarnings).housing)}) y ${percent(ALL_DEDUCTIONS_MAX_PERCENT)} con los descuentos legales`,
  };
}

/**
 * Art. 45 CT: the month's variable pay ÷ the days due × the Sundays and holidays (compute-payslip.ts and
 * semana-corrida.ts); the variable pay is read from the payslip's own lines.
 */
function semanaCorridaSource(input: PayslipInput, payslip: Payslip): string {
  const month = input.semanaCorrida;
  if (!month) return 'Sin semana corrida en la ficha';
  const discounts = payslip.absenceDiscount + payslip.lateDiscount;
  const variable = variablePayOf(input, payslip.lines, discounts);
  const what = month.basePaidByTheDay
    ? 'remuneración variable (pago por hora o día y comisiones)'
    : 'comisiones';
  if (variable === 0)
    return `Sin ${month.basePaidByTheDay ? 'remuneración variable' : 'comisiones'} en el mes: no hay promedio que pagar`;
  if (month.daysDue === 0) return 'Sin días que debió trabajar en el mes: no hay promedio que pagar';
  return `${formatCLP(variable)} de ${what} ÷ ${days(month.daysDue)} que debió trabajar = ${pesos(variable / month.daysDue)} al día × ${month.restDays} ${month.restDays === 1 ? 'domingo o festivo' : 'domingos y festivos'} del mes`;
}

/**
 * What the payslip's lines do not say and a manager would ask: under art. 47 CT, why there is no monthly
 * gratificación line. Empty under art. 50.
 */
export function payslipNotes(params: Pick<PayrollParams, 'gratificationRegime'>): string[] {
  return params.gratificationRegime === 'art47'
    ? [
        `Gratificación art. 47: se paga al cierre del ejercicio (${percent(ARTICLE_47_PROFIT_PERCENT)} de la utilidad líquida, en proporción a lo ganado en el año); no hay gratificación mensual.`,
      ]
    : [];
}

/**
 * The asignación familiar's tramo and where it came from: the file's (certified by the IPS or the caja from the
 * previous half-year's income), or, without it, the month's income that chose it; then cargas × amount.
 */
function familyAllowanceSource(input: PayslipInput, params: PayrollParams, payslip: Payslip): string {
  const payable = payableFamilyBracket(
    input.familyAllowanceTramo,
    payslip.taxableEarnings,
    params.familyAllowance ?? [],
  );
  if (!payable) return 'Sin tramos de asignación familiar para el mes';
  const { bracket } = payable;
  const charges = input.familyCharges ?? 0;
  const cargas = `${charges} ${charges === 1 ? 'carga' : 'cargas'} de la ficha × ${formatCLP(bracket.amountPerCharge)}`;
  if (payable.from === 'ficha')
    return `Tramo ${bracket.tramo} de la ficha (según la resolución del IPS o la caja, por el ingreso promedio del semestre anterior): ${cargas}`;
  const upTo = bracket.upToIncome === null ? 'sin tope' : `hasta ${formatCLP(bracket.upToIncome)}`;
  return `Tramo ${bracket.tramo} (ingreso del mes ${formatCLP(payslip.taxableEarnings)}, ${upTo}; la ficha no indica el tramo del IPS o la caja): ${cargas}`;
}

/** What the manager must look at before paying (a payslip issued before warnings existed has none). */
export function payslipWarnings(payslip: Pick<Payslip, 'warnings'>): readonly string[] {
  return payslip.warnings ?? [];
}
