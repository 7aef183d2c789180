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
 * - Semana corrida (art. 45 CT, semana-corrida.ts): for a person with `semanaCorrida`, the month's variable pay
 *   (the `comision` extras, and the base when it is paid by the day or hour) ÷ the days due × the Sundays and
 *   holidays; imponible and taxable pay, in the gratificación's base.
 * - Asignación familiar (Ley 18.987): `familyCharges` × the amount of the tramo the IPS or the caja certified
 *   (`familyAllowanceTramo`, from the previous half-year's average income), or, without it, the tramo of the
 *   month's taxable earnings (`params.familyAllowance`); not imponible, not taxable; no brackets or no cargas, no
 *   line.
 * - Art. 58 CT: loan installments (agreed in writing) are taken up to 15 % of the remuneración total (taxable
 *   earnings, before the legal deductions); housing and education installments (`vivienda-educacion`) up to 30 %
 *   of it; and all deductions together up to 45 % of it (the legal ones first, then housing and education, then
 *   the loans); what exceeds is not taken this month and the payslip says so (`warnings`). Advances (anticipos)
 *   are pay already given, not art. 58 deductions: they are taken whole.
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
import { limitInstallments } from './article-58';
import {
  assertSemanaCorrida,
  semanaCorridaAmount,
  semanaCorridaLines,
  variablePayOf,
  type SemanaCorridaMonth,
} from './semana-corrida';

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
  /**
   * The asignación familiar's tramo ('A'–'D') the IPS or the caja certified (the file's `familyAllowanceTramo`):
   * the law takes it from the previous half-year's average income. Absent, null or not among the month's
   * brackets: the tramo of the month's taxable earnings.
   */
  familyAllowanceTramo?: string | null;
  /**
   * Art. 45 CT: the person earns semana corrida (the file's `semanaCorrida`), with the month's days it needs
   * (semana-corrida.ts). Absent: no semana corrida, no line.
   */
  semanaCorrida?: SemanaCorridaMonth;
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
  /** Semana corrida of the month (art. 45 CT); absent on payslips issued before it existed. */
  semanaCorrida?: number;
  /** Total imponible. */
  taxableEarnings: number;
  pension: number;
  health: number;
  unemployment: number;
  incomeTax: number;
  /** Asignación familiar of the month (not imponible), CLP; 0 without cargas or brackets. */
  familyAllowance: number;
  /** The tramo paid: the certified one (`input.familyAllowanceTramo`) or the month's income's; null without brackets. */
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

/**
 * The asignación familiar's tramo a payslip pays: the certified one (`certified`, the file's tramo, when the
 * month's brackets have it: `from: 'ficha'`), else the tramo of the month's income (`from: 'ingreso'`); null
 * without brackets.
 */
export function payableFamilyBracket(
  certified: string | null | undefined,
  income: number,
  brackets: readonly FamilyAllowanceBracket[],
): { bracket: FamilyAllowanceBracket; from: 'ficha' | 'ingreso' } | null {
  const filed = certified ? brackets.find((b) => b.tramo === certified) : undefined;
  if (filed) return { bracket: filed, from: 'ficha' };
  const bracket = familyAllowanceBracket(income, brackets);
  return bracket ? { bracket, from: 'ingreso' } : null;
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
  if (input.semanaCorrida) assertSemanaCorrida(input.semanaCorrida);
}

/**
 * A one-off line of a person's month (a run's extras): a `bono` is pay (imponible, in the gratificación's base); a
 * `comision` (commission, trato, bono de producción: pay that accrues by the day) is pay too and the variable pay
 * of the semana corrida (art. 45 CT); an `anticipo` (advance), a `prestamo` (loan installment, art. 58's 15 %) or a
 * `vivienda-educacion` installment (housing or education, agreed in writing, art. 58's 30 %) is taken from the net
 * pay.
 */
export interface PayslipExtra {
  kind: (typeof EXTRA_KINDS)[number];
  /** CLP, > 0. */
  amount: number;
  reason: string;
}

/** The kinds of a run's extras, in the order the payslip dialog offers them. */
export const EXTRA_KINDS = ['bono', 'comision', 'anticipo', 'prestamo', 'vivienda-educacion'] as const;

const EXTRA_LABEL: Readonly<Record<PayslipExtra['kind'], string>> = {
  bono: 'Bono',
  comision: 'Comisión',
  anticipo: 'Anticipo',
  prestamo: 'Cuota de préstamo',
  'vivienda-educacion': 'Cuota de vivienda o educación',
};

/** The extras that are pay (imponible haberes); the others are taken from the net pay. */
const PAY_EXTRAS: ReadonlySet<PayslipExtra['kind']> = new Set(['bono', 'comision']);

function extraLine(extra: PayslipExtra): PayslipLine {
  const pay = PAY_EXTRAS.has(extra.kind);
  return {
    code: extra.kind,
    label: `${EXTRA_LABEL[extra.kind]}: ${extra.reason}`,
    kind: pay ? 'haber' : 'descuento',
    taxable: pay,
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
  const semanaCorrida = semanaCorridaOf(input, extraLines, absenceDiscount + lateDiscount);
  const pay = input.baseSalary - absenceDiscount - lateDiscount + overtimePay + bonuses + semanaCorrida;
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
  const bracket =
    payableFamilyBracket(input.familyAllowanceTramo, taxableEarnings, params.familyAllowance ?? [])
      ?.bracket ?? null;
  const familyAllowance = bracket ? roundPesos(bracket.amountPerCharge * charges) : 0;

  const legalDeductions = pension + health + unemployment + tax;
  const discountLines = limitInstallments(
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
    ...(input.semanaCorrida ? semanaCorridaLines(input.semanaCorrida, semanaCorrida) : []),
    ...gratificationLines(gratification, params),
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
    semanaCorrida,
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

/**
 * Art. 45 CT: the month's semana corrida, rounded half up (semana-corrida.ts); 0 without `input.semanaCorrida`.
 * The variable pay is the `comision` lines, and the base less its discounts when it is paid by the day or hour.
 */
function semanaCorridaOf(
  input: PayslipInput,
  extraLines: readonly PayslipLine[],
  baseDiscounts: number,
): number {
  if (!input.semanaCorrida) return 0;
  return roundPesos(
    semanaCorridaAmount(variablePayOf(input, extraLines, baseDiscounts), input.semanaCorrida),
  );
}

/** The gratificación's line under art. 50; none under art. 47 (paid yearly: payslipNotes says so). */
function gratificationLines(amount: number, params: PayrollParams): PayslipLine[] {
  if (params.gratificationRegime === 'art47') return [];
  return [
    { code: 'gratificacion', label: 'Gratificación legal (art. 50)', kind: 'haber', taxable: true, amount },
  ];
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
