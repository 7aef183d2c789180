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
 * - Income tax (impuesto único) on taxable earnings − pension − unemployment − the health actually paid, at most
 *   7 % of the tope imponible (pensionCapUf × UF; art. 42 N° 1 LIR, SII Oficio 2406/2016): an Isapre plan above
 *   the legal 7 % lowers the base too, up to that cap. The bracket's factor × base − rebate × UTM, never negative.
 * - Asignación familiar (Ley 18.987): `familyCharges` × the amount of the tramo of the month's taxable earnings
 *   (`params.familyAllowance`); not imponible, not taxable; no brackets or no cargas, no line.
 * - Art. 58 CT: loan installments (agreed in writing) are taken up to 15 % of the remuneración total (taxable
 *   earnings, before the legal deductions), and all deductions together up to 45 % of it; what exceeds is not
 *   taken this month and the payslip says so (`warnings`). Advances (anticipos) are pay already given, not art. 58
 *   deductions: they are taken whole.
 * - Art. 44 CT: a full-time contract's sueldo base below the month's ingreso mínimo is a warning (the engine pays
 *   what the file says; `minimumWageFor` gives the part-time minimum).
 * - Net pay = taxable earnings + non-taxable allowances + asignación familiar − pension − health − unemployment −
 *   income tax − the month's advances and loan installments (extras: a `bono` is imponible pay, in the
 *   gratificación's base).
 *
 * The employer's contributions are not the worker's: `computeEmployerCost` gives them from parameters of their own.
 */
import { legalWeeklyHourLimit } from '../chile/labour';
import { formatCLP } from '../format/numbers';
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
  /** Cargas familiares simples that give the asignación familiar (a whole number; absent: none). */
  familyCharges?: number;
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
  /**
   * The tenant's gratificación (arts. 47 and 50 CT): 'art50' (absent: the default) pays 25 % of the month's pay up
   * to 4,75 IMM a year, monthly; 'art47' pays 30 % of the year's utilidad líquida once a year
   * (`article47Gratifications`, gratification.ts), so no monthly line.
   */
  gratificationRegime?: GratificationRegime;
}

export type GratificationRegime = 'art50' | 'art47';

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
  /** Asignación familiar of the month (not imponible), CLP; 0 without cargas or brackets. */
  familyAllowance: number;
  /** The tramo of the month's income (`params.familyAllowance`), null without brackets. */
  familyAllowanceTramo: string | null;
  /** Líquido a pagar. */
  netPay: number;
  lines: PayslipLine[];
  /**
   * What the manager must look at before paying, in Spanish (a sueldo base below the ingreso mínimo, loan
   * installments not taken under art. 58). Absent on payslips issued before it existed.
   */
  warnings: string[];
}

/** The legal pension contribution before the AFP's commission, percent. */
export const PENSION_BASE_PERCENT = 10;
/** The legal health contribution, percent (Fonasa, and the minimum of an Isapre plan). */
export const HEALTH_PERCENT = 7;
/** The worker's unemployment insurance of an indefinite contract, percent. */
export const UNEMPLOYMENT_WORKER_PERCENT = 0.6;
/** Art. 58 CT: agreed deductions at most 15 % of the remuneración total; all deductions together at most 45 %. */
export const AGREED_DEDUCTIONS_MAX_PERCENT = 15;
export const ALL_DEDUCTIONS_MAX_PERCENT = 45;
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

/** A legal limit in whole pesos: rounded down, so that what is taken never exceeds it. */
const limitOf = (base: number, percent: number) => Math.floor((base * percent) / 100 + 1e-9);

/**
 * Art. 58 CT's limits on a month's remuneración total (taxable earnings, before the legal deductions; DT): agreed
 * deductions up to 15 %, all deductions together up to 45 %, in whole pesos rounded down.
 */
export function article58Limits(remuneration: number): { agreed: number; overall: number } {
  return {
    agreed: limitOf(remuneration, AGREED_DEDUCTIONS_MAX_PERCENT),
    overall: limitOf(remuneration, ALL_DEDUCTIONS_MAX_PERCENT),
  };
}

/**
 * The health contribution that lowers the income tax base: what the worker pays (7 % or the Isapre plan), at most
 * 7 % of the tope imponible in pesos (art. 42 N° 1 LIR; SII Oficio 2406/2016).
 */
export function taxDeductibleHealth(
  health: number,
  params: Pick<PayrollParams, 'pensionCapUf' | 'uf'>,
): number {
  return Math.min(health, percentOf(params.pensionCapUf * params.uf, HEALTH_PERCENT));
}

/**
 * The ingreso mínimo a contract's weekly hours are owed (art. 44 CT): the whole minimum from the legal ordinary
 * week on, and in proportion to the hours below it (jornada parcial, art. 40 bis), rounded half up.
 */
export function minimumWageFor(weeklyHours: number, legalWeeklyHours: number, minimumWage: number): number {
  if (!(weeklyHours > 0) || !(legalWeeklyHours > 0)) throw new RangeError('weekly hours must be > 0');
  return weeklyHours >= legalWeeklyHours
    ? minimumWage
    : roundPesos((minimumWage * weeklyHours) / legalWeeklyHours);
}

/** The legal ordinary week (Ley 21.561) on a period's last day: 'yyyy-MM' → 44, 42, 40 … */
export function legalWeeklyHoursOf(period: string): number {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) throw new RangeError(`Invalid period: ${period}`);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return legalWeeklyHourLimit(`${period}-${String(lastDay).padStart(2, '0')}`);
}

/** The asignación familiar's tramo of a month's income: the first bracket whose upper end it does not pass. */
export function familyAllowanceBracket(
  income: number,
  brackets: readonly FamilyAllowanceBracket[],
): FamilyAllowanceBracket | null {
  return brackets.find((b) => b.upToIncome === null || income <= b.upToIncome) ?? null;
}

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
  const charges = input.familyCharges ?? 0;
  if (!Number.isInteger(charges) || charges < 0)
    throw new RangeError(`familyCharges must be a whole number ≥ 0: ${charges}`);
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
  const warnings: string[] = [];
  const extraLines = extras.map(extraLine);
  const bonuses = extraLines
    .filter((line) => line.kind === 'haber')
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
  const gratification = monthlyGratification(pay, params);
  const taxableEarnings = pay + gratification;

  const belowMinimum = minimumWageWarning(input, params);
  if (belowMinimum) warnings.push(belowMinimum);

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
    taxableEarnings - pension - unemployment - taxDeductibleHealth(health, params),
    params.utm,
    params.taxBrackets,
  );

  const charges = input.familyCharges ?? 0;
  const bracket = familyAllowanceBracket(taxableEarnings, params.familyAllowance ?? []);
  const familyAllowance = bracket ? roundPesos(bracket.amountPerCharge * charges) : 0;

  const legalDeductions = pension + health + unemployment + tax;
  const discountLines = limitLoans(
    extraLines.filter((line) => line.kind === 'descuento'),
    taxableEarnings,
    legalDeductions,
    warnings,
  );
  const otherDiscounts = discountLines.reduce((sum, line) => sum + line.amount, 0);
  const netPay =
    taxableEarnings + input.nonTaxableAllowances + familyAllowance - legalDeductions - otherDiscounts;
  if (netPay < 0)
    warnings.push(
      `El líquido a pagar queda negativo (${formatCLP(netPay)}): los anticipos superan lo que corresponde pagar este mes.`,
    );

  const commission = params.afpCommission[input.afp];
  const lines: PayslipLine[] = [
    { code: 'sueldo-base', label: 'Sueldo base', kind: 'haber', taxable: true, amount: input.baseSalary },
    { code: 'horas-extras', label: 'Horas extras', kind: 'haber', taxable: true, amount: overtimePay },
    ...extraLines.filter((line) => line.kind === 'haber'),
    ...(params.gratificationRegime === 'art47'
      ? []
      : [
          {
            code: 'gratificacion',
            label: 'Gratificación legal (art. 50)',
            kind: 'haber' as const,
            taxable: true,
            amount: gratification,
          },
        ]),
    {
      code: 'no-imponibles',
      label: 'Colación y movilización',
      kind: 'haber',
      taxable: false,
      amount: input.nonTaxableAllowances,
    },
    ...(bracket && familyAllowance > 0
      ? [
          {
            code: FAMILY_ALLOWANCE_CODE,
            label: `Asignación familiar (tramo ${bracket.tramo}, ${charges} ${charges === 1 ? 'carga' : 'cargas'})`,
            kind: 'haber' as const,
            taxable: false,
            amount: familyAllowance,
          },
        ]
      : []),
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
    ...discountLines,
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
    familyAllowance,
    familyAllowanceTramo: bracket?.tramo ?? null,
    netPay,
    lines,
    warnings,
  };
}

/** The month's gratificación: art. 50's min(25 % of the pay, 4,75 IMM / 12); none under art. 47 (paid yearly). */
function monthlyGratification(pay: number, params: PayrollParams): number {
  if (params.gratificationRegime === 'art47') return 0;
  return Math.min(
    percentOf(pay, GRATIFICATION_PERCENT),
    roundPesos((GRATIFICATION_CAP_WAGES * params.minimumWage) / 12),
  );
}

/** Art. 44 CT: a full-time contract's sueldo base below the month's ingreso mínimo, in Spanish; null if fine. */
function minimumWageWarning(input: PayslipInput, params: PayrollParams): string | null {
  const fullTime = input.weeklyHours >= legalWeeklyHoursOf(params.period);
  return fullTime && input.baseSalary < params.minimumWage
    ? `Sueldo base bajo el ingreso mínimo: ${formatCLP(input.baseSalary)} de ${formatCLP(params.minimumWage)}.`
    : null;
}

/** The line code of the asignación familiar. */
export const FAMILY_ALLOWANCE_CODE = 'asignacion-familiar';

/**
 * Art. 58 CT on a month's discount lines: loan installments (`prestamo`, agreed in writing) are taken up to 15 % of
 * the remuneración total, and up to what leaves all deductions (the legal ones included) within 45 % of it; the
 * installments are taken in order and the excess is left for a later month, with a warning. Advances pass whole.
 */
function limitLoans(
  discounts: readonly PayslipLine[],
  remuneration: number,
  legalDeductions: number,
  warnings: string[],
): PayslipLine[] {
  const asked = discounts.filter((l) => l.code === 'prestamo').reduce((sum, l) => sum + l.amount, 0);
  if (asked === 0) return [...discounts];
  const limits = article58Limits(remuneration);
  const overallRoom = Math.max(0, limits.overall - legalDeductions);
  const allowed = Math.min(asked, limits.agreed, overallRoom);
  if (allowed < asked)
    warnings.push(
      overallRoom < limits.agreed
        ? `Art. 58 CT: los descuentos no pueden superar el ${ALL_DEDUCTIONS_MAX_PERCENT} % de la remuneración (${formatCLP(limits.overall)}, con los descuentos legales); no se descuentan ${formatCLP(asked - allowed)} de cuotas de préstamo este mes.`
        : `Art. 58 CT: las cuotas de préstamo no pueden superar el ${AGREED_DEDUCTIONS_MAX_PERCENT} % de la remuneración (${formatCLP(limits.agreed)}); no se descuentan ${formatCLP(asked - allowed)} este mes.`,
    );
  let left = allowed;
  return discounts.map((line) => {
    if (line.code !== 'prestamo') return line;
    const amount = Math.min(line.amount, left);
    left -= amount;
    return { ...line, amount };
  });
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
