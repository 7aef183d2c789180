/**
 * The rows of a run's table (/remuneraciones): one per person with the payslip's figures. A draft's are computed
 * from its lines and parameters (computeLine); a closed run's are its payslips as written, never recomputed.
 * Beside them, the people with a contract in the month the run does not compute (`uncomputedPeople`): each blocks
 * the close until the file is completed and the run recalculated, or the person is excluded with a reason.
 */
import type { PayrollExclusion, PayrollRun, PayslipDoc, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import type {
  EmployerCost,
  PayrollParams,
  Payslip,
  PayslipExtra,
  PayslipInput,
} from '../../domain/payroll/compute-payslip';
import {
  computeLine,
  fileInput,
  minimumWageWarning,
  type PayrollBasis,
} from '../../domain/payroll/payroll-draft';
import { inPayrollMonth } from './payroll-month';

export interface PayrollRow {
  userId: string;
  person: string;
  rut: string | null;
  input: PayslipInput;
  basis: PayrollBasis;
  extras: PayslipExtra[];
  payslip: Payslip;
  employerCost: EmployerCost;
  /** Pension, health, unemployment, tax, advances and loans (what the worker does not take home). */
  deductions: number;
  /**
   * What to review before paying, in Spanish: the engine's (a base below the ingreso mínimo, art. 58 limits) and
   * the proportional minimum of a part-time contract (art. 40 bis, minimumWageWarning).
   */
  warnings: string[];
}

type People = ReadonlyMap<string, Pick<UserDoc, 'displayName' | 'email' | 'rut'>>;

function rowOf(
  people: People,
  params: Pick<PayrollParams, 'period' | 'minimumWage'>,
  source: Pick<PayslipDoc, 'userId' | 'input' | 'basis' | 'extras' | 'payslip' | 'employerCost'>,
): PayrollRow {
  const person = people.get(source.userId);
  const { payslip } = source;
  // Payslips issued before the engine had warnings carry none.
  const engineWarnings: readonly string[] = (payslip as Partial<Pick<Payslip, 'warnings'>>).warnings ?? [];
  const minimum = minimumWageWarning(source.input, params);
  return {
    userId: source.userId,
    person: personName(person, source.userId),
    rut: person?.rut ?? null,
    input: source.input,
    basis: source.basis,
    extras: source.extras,
    payslip,
    employerCost: source.employerCost,
    deductions: payslip.taxableEarnings + source.input.nonTaxableAllowances - payslip.netPay,
    warnings: minimum === null ? [...engineWarnings] : [...engineWarnings, minimum],
  };
}

const byName = (a: PayrollRow, b: PayrollRow) => a.person.localeCompare(b.person, 'es');

/** A draft's rows, computed from its lines under its parameters. */
export function draftRows(
  run: Pick<PayrollRun, 'lines' | 'params' | 'employer'>,
  people: People,
): PayrollRow[] {
  return run.lines
    .map((line) => rowOf(people, run.params, { ...line, ...computeLine(line, run.params, run.employer) }))
    .sort(byName);
}

/** A closed run's rows: its payslips as written (the warnings under the run's parameters). */
export function closedRows(
  payslips: readonly PayslipDoc[],
  people: People,
  params: Pick<PayrollParams, 'period' | 'minimumWage'>,
): PayrollRow[] {
  return payslips.map((payslip) => rowOf(people, params, payslip)).sort(byName);
}

export interface PayrollTotals {
  people: number;
  taxable: number;
  nonTaxable: number;
  deductions: number;
  netPay: number;
  employerCost: number;
}

export function payrollTotals(rows: readonly PayrollRow[]): PayrollTotals {
  const totals: PayrollTotals = {
    people: rows.length,
    taxable: 0,
    nonTaxable: 0,
    deductions: 0,
    netPay: 0,
    employerCost: 0,
  };
  for (const row of rows) {
    totals.taxable += row.payslip.taxableEarnings;
    totals.nonTaxable += row.input.nonTaxableAllowances;
    totals.deductions += row.deductions;
    totals.netPay += row.payslip.netPay;
    totals.employerCost += row.employerCost.total;
  }
  return totals;
}

/** A person with a contract in the month the run does not compute, why, and the exclusion if there is one. */
export interface UncomputedPerson {
  userId: string;
  person: string;
  /** Spanish, for the manager: `Falta en la ficha: AFP, sistema de salud.` */
  reason: string;
  /** The file's fields to complete, as /empleados names them (none: the file was completed since the draft). */
  missing: string[];
  /** The manager's exclusion of the person from this run, null while the person blocks the close. */
  exclusion: PayrollExclusion | null;
}

/** The reason of a person whose file is complete now but the draft was computed before. */
export const RECALCULATE_REASON = 'Ficha completa después del cálculo: presiona «Recalcular» para incluirla.';

/**
 * The people with a contract in the run's month (`inPayrollMonth`, active) the run does not compute: a file that
 * lacks data (with the fields to complete), or one completed after the draft (recalculate). Each blocks the close
 * until computed or excluded with a reason (`exclusion`).
 */
export function uncomputedPeople(
  run: Pick<PayrollRun, 'lines' | 'period' | 'exclusions'>,
  people: readonly WithId<UserDoc>[],
  timeZone: string,
): UncomputedPerson[] {
  const inRun = new Set(run.lines.map((line) => line.userId));
  return people
    .filter(
      (person) =>
        !inRun.has(person.id) && person.disabled !== true && inPayrollMonth(person, run.period, timeZone),
    )
    .map((person) => {
      const result = fileInput(person);
      return {
        userId: person.id,
        person: personName(person, person.id),
        reason: result.ok ? RECALCULATE_REASON : result.reason,
        missing: result.ok ? [] : result.missing,
        exclusion: run.exclusions?.[person.id] ?? null,
      };
    })
    .sort((a, b) => a.person.localeCompare(b.person, 'es'));
}

/** A closed run's excluded people as stored (nobody else is blocking once it is closed). */
export function excludedPeople(
  run: Pick<PayrollRun, 'lines' | 'exclusions'>,
  people: People,
): UncomputedPerson[] {
  const inRun = new Set(run.lines.map((line) => line.userId));
  return Object.entries(run.exclusions ?? {})
    .filter(([userId]) => !inRun.has(userId))
    .map(([userId, exclusion]) => ({
      userId,
      person: personName(people.get(userId), userId),
      reason: '',
      missing: [],
      exclusion,
    }))
    .sort((a, b) => a.person.localeCompare(b.person, 'es'));
}

/** Whether the run may close as to its people: everyone with a contract in the month is computed or excluded. */
export const blockingPeople = (uncomputed: readonly UncomputedPerson[]) =>
  uncomputed.filter((person) => person.exclusion === null);
