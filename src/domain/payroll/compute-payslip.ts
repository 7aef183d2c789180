/**
 * The Chilean payslip (liquidación de sueldo) of one person and one month, as a pure function of the month's
 * figures and the period's parameters (../shared/reference/chile-payroll.md §1–§7 and the worked
 * example of §13). Every amount is whole pesos: each computed line is rounded half up before it is summed.
 *
 * - Hour value (overtime, lateness) = baseSalary / 30 × 28 / (4 × weeklyHours) (DT method, hour-value.ts).
 * - Overtime pay = hour value × (1 + surcharge) × seconds / 3600; late discount = hour value × seconds / 3600
 *   (the exact seconds, Res. Ex. N° 38 art. 44);
 *   absence discount = baseSalary / 30 × days.
 * - Gratificación legal (art. 50) = min(25 % of the month's pay, 4.75 × minimum wage / 12).
 * - Taxable earnings (total imponible) = base − absence − lateness + overtime + gratificación (never negative).
 * - Pension = (10 % + the AFP's commission) of taxable earnings capped at pensionCapUf × UF; health = 7 % of the same
 *   capped base (Fonasa), or the larger of that and the Isapre plan; unemployment = 0.6 % of taxable earnings
 *   capped at unemploymentCapUf × UF for `indefinido`, 0 for `plazo-fijo`.
 * - Income tax (impuesto único) on taxable earnings − pension − unemployment − the legal 7 % of health: the
 *   bracket's factor × base − rebate × UTM, never negative.
 * - Net pay = taxable earnings + non-taxable allowances − pension − health − unemployment − income tax − the
 *   month's advances and loan installments (extras: a `bono` is imponible pay, in the gratificación's base).
 *
 * The employer's contributions are not the worker's: `computeEmployerCost` gives them from parameters of their own.
 */
import { AFP_LABEL, type Afp, type ContractType } from '../labels';
import { ordinaryHourValue } from './hour-value';

export type { Afp };

export interface PayslipInput {
  /** Sueldo base, CLP per month. */
  baseSalary: number;
  /** Contract hours (e.g. 42). */
  weeklyHours: number;
  contract: ContractType;
  afp: Afp;
  health: { kind: 'fonasa' } | { kind: 'isapre'; planUf: number };
  /** Approved, paid at the surcharge. */
  overtimeSeconds: number;
  /** Días no trabajados sin goce. */
  unpaidAbsenceDays: number;
  /** Atrasos to discount. */
  lateSeconds: number;
  /** Colación + movilización, CLP. */
  nonTaxableAllowances: number;
}

export interface TaxBracket {
  fromUtm: number;
  /** null: no upper end. */
  toUtm: number | null;
  factor: number;
  rebateUtm: number;
}

export interface PayrollParams {
  /** 'yyyy-MM'. */
  period: string;
  /** Values for the period. */
  uf: number;
  utm: number;
  /** Ingreso mínimo mensual used for the gratificación cap. */
  minimumWage: number;
  /** Tope imponible AFP/salud, UF (90.0 in 2026). */
  pensionCapUf: number;
  /** Tope seguro de cesantía, UF (135.2 in 2026). */
  unemploymentCapUf: number;
  /** Percent, e.g. habitat 1.27. */
  afpCommission: Record<Afp, number>;
  /** 50. */
  overtimeSurchargePercent: number;
  taxBrackets: TaxBracket[];
  /**
   * Asignación familiar per carga by tramo of the worker's income (Ley 18.987), lowest tramo first: a worker whose
   * month's income is at most `upToIncome` is paid `amountPerCharge` per carga; null upper end: the last tramo
   * (amount 0). Absent: no asignación is computed.
   */
  familyAllowance?: FamilyAllowanceBracket[];
}

export interface FamilyAllowanceBracket {
  /** The tramo's letter as the law names it ('A' … 'D'). */
  tramo: string;
  /** CLP, the income's upper end for the tramo; null: no upper end. */
  upToIncome: number | null;
  /** CLP per carga and month. */
  amountPerCharge: number;
}

export type PayslipLineKind = 'haber' | 'descuento';

export interface PayslipLine {
  code: string;
  label: string;
  kind: PayslipLineKind;
  /** A haber that is imponible, or a descuento that lowers the imponible (inasistencias, atrasos). */
  taxable: boolean;
  amount: number;
}

export interface Payslip {
  overtimePay: number;
  absenceDiscount: number;
  lateDiscount: number;
  gratification: number;
  /** Total imponible. */
  taxableEarnings: number;
  pension: number;
  health: number;
  unemployment: number;
  incomeTax: number;
  /** Líquido a pagar. */
  netPay: number;
  lines: PayslipLine[];
}

/** The legal pension contribution before the AFP's commission, percent. */
export const PENSION_BASE_PERCENT = 10;
/** The legal health contribution, percent (Fonasa, and the minimum of an Isapre plan). */
export const HEALTH_PERCENT = 7;
/** The worker's unemployment insurance of an indefinite contract, percent. */
export const UNEMPLOYMENT_WORKER_PERCENT = 0.6;
/** Gratificación legal, art. 50: 25 % of the month's pay, at most 4.75 minimum wages a year. */
export const GRATIFICATION_PERCENT = 25;
export const GRATIFICATION_CAP_WAGES = 4.75;

/**
 * Rounded half up to the peso. A tiny tolerance absorbs binary floating point (1,149,115 × 0.006 is 6,894.69, but a
 * product meant to be x.5 may come out x.4999999999).
 */
export function roundPesos(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

const percentOf = (base: number, percent: number) => roundPesos((base * percent) / 100);

/** The impuesto único of a monthly taxable base in pesos: the bracket's factor × base − rebate × UTM, ≥ 0. */
export function incomeTax(base: number, utm: number, brackets: readonly TaxBracket[]): number {
  if (!(base > 0)) return 0;
  const inUtm = base / utm;
  const bracket =
    brackets.find((b) => inUtm >= b.fromUtm && (b.toUtm === null || inUtm < b.toUtm)) ?? brackets.at(-1);
  if (!bracket) return 0;
  return Math.max(0, roundPesos(bracket.factor * base - bracket.rebateUtm * utm));
}

function assertInput(input: PayslipInput, params: PayrollParams): void {
  const numbers: [string, number][] = [
    ['baseSalary', input.baseSalary],
    ['overtimeSeconds', input.overtimeSeconds],
    ['unpaidAbsenceDays', input.unpaidAbsenceDays],
    ['lateSeconds', input.lateSeconds],
    ['nonTaxableAllowances', input.nonTaxableAllowances],
    ['uf', params.uf],
    ['utm', params.utm],
    ['minimumWage', params.minimumWage],
  ];
  for (const [name, value] of numbers)
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number ≥ 0: ${value}`);
  if (!(input.weeklyHours > 0)) throw new RangeError(`weeklyHours must be > 0: ${input.weeklyHours}`);
  if (input.health.kind === 'isapre' && !(input.health.planUf >= 0))
    throw new RangeError(`planUf must be ≥ 0: ${input.health.planUf}`);
  if (!(input.afp in params.afpCommission)) throw new RangeError(`No commission for AFP ${input.afp}`);
}

/**
 * A one-off line of a person's month (a run's extras): a `bono` is pay (imponible, in the gratificación's base); an
 * `anticipo` (advance) or `prestamo` (loan installment) is taken from the net pay.
 */
export interface PayslipExtra {
  kind: 'bono' | 'anticipo' | 'prestamo';
  /** CLP, > 0. */
  amount: number;
  reason: string;
}

const EXTRA_LABEL: Readonly<Record<PayslipExtra['kind'], string>> = {
  bono: 'Bono',
  anticipo: 'Anticipo',
  prestamo: 'Cuota de préstamo',
};

function extraLine(extra: PayslipExtra): PayslipLine {
  return {
    code: extra.kind,
    label: `${EXTRA_LABEL[extra.kind]}: ${extra.reason}`,
    kind: extra.kind === 'bono' ? 'haber' : 'descuento',
    taxable: extra.kind === 'bono',
    amount: roundPesos(extra.amount),
  };
}

export function computePayslip(
  input: PayslipInput,
  params: PayrollParams,
  extras: readonly PayslipExtra[] = [],
): Payslip {
  assertInput(input, params);
  for (const extra of extras)
    if (!Number.isFinite(extra.amount) || extra.amount <= 0)
      throw new RangeError(`An extra's amount must be > 0: ${extra.amount}`);
  const extraLines = extras.map(extraLine);
  const bonuses = extraLines
    .filter((line) => line.kind === 'haber')
    .reduce((sum, line) => sum + line.amount, 0);
  const otherDiscounts = extraLines
    .filter((line) => line.kind === 'descuento')
    .reduce((sum, line) => sum + line.amount, 0);
  const hour = ordinaryHourValue(input.baseSalary, input.weeklyHours);
  const overtimePay = roundPesos(
    (hour * (1 + params.overtimeSurchargePercent / 100) * input.overtimeSeconds) / 3600,
  );
  // A month has 30 days of pay: more days absent than that discount no more than the salary.
  const absenceDiscount = roundPesos((input.baseSalary / 30) * Math.min(input.unpaidAbsenceDays, 30));
  const lateDiscount = Math.min(
    roundPesos((hour * input.lateSeconds) / 3600),
    Math.max(0, input.baseSalary - absenceDiscount),
  );
  const pay = input.baseSalary - absenceDiscount - lateDiscount + overtimePay + bonuses;
  const gratification = Math.min(
    percentOf(pay, GRATIFICATION_PERCENT),
    roundPesos((GRATIFICATION_CAP_WAGES * params.minimumWage) / 12),
  );
  const taxableEarnings = pay + gratification;

  const pensionBase = Math.min(taxableEarnings, params.pensionCapUf * params.uf);
  const pension = percentOf(pensionBase, PENSION_BASE_PERCENT + params.afpCommission[input.afp]);
  const legalHealth = percentOf(pensionBase, HEALTH_PERCENT);
  const health =
    input.health.kind === 'isapre'
      ? Math.max(legalHealth, roundPesos(input.health.planUf * params.uf))
      : legalHealth;
  const unemployment =
    input.contract === 'indefinido'
      ? percentOf(
          Math.min(taxableEarnings, params.unemploymentCapUf * params.uf),
          UNEMPLOYMENT_WORKER_PERCENT,
        )
      : 0;
  const tax = incomeTax(
    taxableEarnings - pension - unemployment - legalHealth,
    params.utm,
    params.taxBrackets,
  );
  const netPay =
    taxableEarnings + input.nonTaxableAllowances - pension - health - unemployment - tax - otherDiscounts;

  const commission = params.afpCommission[input.afp];
  const lines: PayslipLine[] = [
    { code: 'sueldo-base', label: 'Sueldo base', kind: 'haber', taxable: true, amount: input.baseSalary },
    { code: 'horas-extras', label: 'Horas extras', kind: 'haber', taxable: true, amount: overtimePay },
    ...extraLines.filter((line) => line.kind === 'haber'),
    {
      code: 'gratificacion',
      label: 'Gratificación legal (art. 50)',
      kind: 'haber',
      taxable: true,
      amount: gratification,
    },
    {
      code: 'no-imponibles',
      label: 'Colación y movilización',
      kind: 'haber',
      taxable: false,
      amount: input.nonTaxableAllowances,
    },
    {
      code: 'inasistencias',
      label: 'Inasistencias',
      kind: 'descuento',
      taxable: true,
      amount: absenceDiscount,
    },
    { code: 'atrasos', label: 'Atrasos', kind: 'descuento', taxable: true, amount: lateDiscount },
    {
      code: 'afp',
      label: `AFP ${AFP_LABEL[input.afp]} (${formatPercent(PENSION_BASE_PERCENT + commission)})`,
      kind: 'descuento',
      taxable: false,
      amount: pension,
    },
    {
      code: 'salud',
      label:
        input.health.kind === 'isapre'
          ? `Isapre (plan ${formatPercent(input.health.planUf, ' UF')}, mínimo 7 %)`
          : 'Fonasa (7 %)',
      kind: 'descuento',
      taxable: false,
      amount: health,
    },
    {
      code: 'cesantia',
      label: 'Seguro de cesantía (0,6 %)',
      kind: 'descuento',
      taxable: false,
      amount: unemployment,
    },
    { code: 'impuesto', label: 'Impuesto único', kind: 'descuento', taxable: false, amount: tax },
    ...extraLines.filter((line) => line.kind === 'descuento'),
  ];
  return {
    overtimePay,
    absenceDiscount,
    lateDiscount,
    gratification,
    taxableEarnings,
    pension,
    health,
    unemployment,
    incomeTax: tax,
    netPay,
    lines,
  };
}

/** 11.27 → '11,27 %'; with a unit, 2.5 → '2,5 UF'. */
function formatPercent(value: number, unit = ' %'): string {
  return `${value.toLocaleString('es-CL', { maximumFractionDigits: 4 })}${unit}`;
}

/** The employer's contributions of a month (not on the worker's payslip; the "costo empresa"). */
export interface EmployerCostParams {
  /** Seguro de cesantía, employer: 2.4 (indefinido), 3.0 (plazo fijo). */
  unemploymentIndefinitePercent: number;
  unemploymentFixedTermPercent: number;
  /** Ley 21.735 employer pension contribution (3.5 from August 2026), on the pension-capped base. */
  pensionReformPercent: number;
  /** SIS paid apart (0 from August 2026: it is inside the reform's Seguro Social). */
  sisPercent: number;
  /** Mutual (Ley 16.744): basic 0.90 + SANNA 0.03 + the company's additional rate. */
  workAccidentPercent: number;
}

export interface EmployerCost {
  unemployment: number;
  pensionReform: number;
  sis: number;
  workAccident: number;
  total: number;
}

export function computeEmployerCost(
  input: Pick<PayslipInput, 'contract'>,
  payslip: Pick<Payslip, 'taxableEarnings'>,
  params: Pick<PayrollParams, 'uf' | 'pensionCapUf' | 'unemploymentCapUf'>,
  rates: EmployerCostParams,
): EmployerCost {
  const pensionBase = Math.min(payslip.taxableEarnings, params.pensionCapUf * params.uf);
  const unemploymentBase = Math.min(payslip.taxableEarnings, params.unemploymentCapUf * params.uf);
  const unemployment = percentOf(
    unemploymentBase,
    input.contract === 'indefinido'
      ? rates.unemploymentIndefinitePercent
      : rates.unemploymentFixedTermPercent,
  );
  const pensionReform = percentOf(pensionBase, rates.pensionReformPercent);
  const sis = percentOf(pensionBase, rates.sisPercent);
  const workAccident = percentOf(pensionBase, rates.workAccidentPercent);
  return {
    unemployment,
    pensionReform,
    sis,
    workAccident,
    total: unemployment + pensionReform + sis + workAccident,
  };
}
