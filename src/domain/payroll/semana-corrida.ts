/**
 * Semana corrida (art. 45 CT): a worker paid by the day, or with a monthly sueldo plus variable pay that accrues
 * by the day (comisiones, tratos), is paid each Sunday and holiday at the average daily variable pay. The DT lets
 * the average be taken over the month when it cannot be weekly (Dictamen 0110/001 of 08-01-2009):
 *
 *   semana corrida = variable pay of the month ÷ days the worker was legally due to work in the month
 *                    × Sundays and holidays of the month
 *
 * - Variable pay: only what is remuneración, accrues by the day and is principal and ordinary (DT,
 *   dt.gob.cl/portal/1628/w3-article-95845.html): commissions and tratos (the run's `comision` extras), and the
 *   base itself when it is paid by the day or the hour. Not the sueldo of a monthly salary, overtime, the
 *   gratificación, bonos paid once, colación, movilización or the asignación familiar.
 * - Days due: the days the person was legally bound to work (DT Dictamen 1983/823 of 1996): the days worked plus
 *   the unjustified absences; a day off by a legal cause (licencia médica, permiso, vacaciones) is left out.
 * - Sundays and holidays: those inside the person's contract in the month; a holiday on a Saturday counts only
 *   when Saturday is a working day of the person's week (DT: a Monday–Friday week earns nothing for it).
 *
 * Pure: days are 'yyyy-MM-dd' keys. The payslip's line and rounding are compute-payslip.ts's.
 */
import { addDaysToKey, isDayKey, isoWeekdayOfKey } from '../calendar/day-keys';
import type { PayslipExtra, PayslipInput, PayslipLine } from './compute-payslip';

/** The payslip line's code. */
export const SEMANA_CORRIDA_CODE = 'semana-corrida';

/** What the engine needs of the month for a person with semana corrida (the file's `semanaCorrida`). */
export interface SemanaCorridaMonth {
  /** Days the person was legally due to work in the month: worked days + unjustified absences. */
  daysDue: number;
  /** Sundays and holidays of the month inside the person's contract (`restDaysBetween`). */
  restDays: number;
  /**
   * The base itself accrues by the day (pay by the hour or the day): it is variable pay too (art. 45 inc. 1).
   * Absent or false: a monthly sueldo, which is not (art. 45 inc. 2: only the variable part counts).
   */
  basePaidByTheDay?: boolean;
}

/**
 * Art. 45 CT: the extras that are variable pay accruing by the day, the semana corrida's base (commissions, tratos,
 * bonos de producción). A `bono` is not: a one-off or fixed bonus is neither daily nor ordinary pay (DT).
 */
export const VARIABLE_PAY_EXTRAS: ReadonlySet<string> = new Set<PayslipExtra['kind']>(['comision']);

/**
 * Art. 45 CT: the month's variable pay, the semana corrida's base: the payslip's `comision` lines, and the base less
 * its discounts (`baseDiscounts`: inasistencias and atrasos) when it is paid by the day or the hour.
 */
export function variablePayOf(
  input: Pick<PayslipInput, 'baseSalary' | 'semanaCorrida'>,
  lines: readonly Pick<PayslipLine, 'code' | 'kind' | 'amount'>[],
  baseDiscounts: number,
): number {
  const commissions = lines
    .filter((line) => line.kind === 'haber' && VARIABLE_PAY_EXTRAS.has(line.code))
    .reduce((sum, line) => sum + line.amount, 0);
  const base = input.semanaCorrida?.basePaidByTheDay ? Math.max(0, input.baseSalary - baseDiscounts) : 0;
  return commissions + base;
}

/** A month's figures must be whole days ≥ 0 (a RangeError otherwise). */
export function assertSemanaCorrida({ daysDue, restDays }: SemanaCorridaMonth): void {
  for (const [name, value] of [
    ['semanaCorrida.daysDue', daysDue],
    ['semanaCorrida.restDays', restDays],
  ] as const)
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole number ≥ 0: ${value}`);
}

/** The payslip's line: imponible and taxable pay (art. 41 CT), shown with the Sundays and holidays it pays. */
export function semanaCorridaLines(month: SemanaCorridaMonth, amount: number): PayslipLine[] {
  const { restDays } = month;
  return [
    {
      code: SEMANA_CORRIDA_CODE,
      label: `Semana corrida (art. 45, ${restDays} ${restDays === 1 ? 'domingo o festivo' : 'domingos y festivos'})`,
      kind: 'haber',
      taxable: true,
      amount,
    },
  ];
}

/**
 * Art. 45 CT, monthly: the month's variable pay ÷ the days due × the Sundays and holidays, not rounded (the payslip
 * rounds its line). No variable pay, or no day due: nothing.
 */
export function semanaCorridaAmount(variablePay: number, month: SemanaCorridaMonth): number {
  if (!(variablePay > 0) || !(month.daysDue > 0) || !(month.restDays > 0)) return 0;
  return (variablePay / month.daysDue) * month.restDays;
}

/**
 * The Sundays and holidays from `from` to `to` (inclusive): every Sunday, and every holiday on another day; a
 * holiday on a Saturday only when `worksSaturday` (see the header). 0 when `to` < `from`.
 */
export function restDaysBetween(
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
  worksSaturday = false,
): number {
  if (!isDayKey(from) || !isDayKey(to) || to < from) return 0;
  let count = 0;
  for (let day = from; day <= to; day = addDaysToKey(day, 1)) {
    const weekday = isoWeekdayOfKey(day);
    if (weekday === 7) count += 1;
    else if (holidays.has(day) && (weekday !== 6 || worksSaturday)) count += 1;
  }
  return count;
}

/**
 * The days of `period` ('yyyy-MM') inside a contract from `hireDate` to `endDate` (either null: open), or null when
 * the contract does not touch the month. What `restDaysBetween` counts for a person hired or leaving mid-month.
 */
export function contractDaysOfMonth(
  period: string,
  hireDate: string | null,
  endDate: string | null,
): { from: string; to: string } | null {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) throw new RangeError(`Invalid period: ${period}`);
  const first = `${period}-01`;
  const last = `${period}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  const from = hireDate && hireDate > first ? hireDate : first;
  const to = endDate && endDate < last ? endDate : last;
  return from <= to ? { from, to } : null;
}
