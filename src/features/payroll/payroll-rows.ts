/**
 * The rows of a run's table (/remuneraciones): one per person with the payslip's figures. A draft's are computed
 * from its lines and parameters (computeLine); a closed run's are its payslips as written, never recomputed.
 */
import type { PayrollRun, PayslipDoc, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import type { EmployerCost, Payslip, PayslipExtra, PayslipInput } from '../../domain/payroll/compute-payslip';
import { computeLine, fileInput, type PayrollBasis } from '../../domain/payroll/payroll-draft';

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
}

type People = ReadonlyMap<string, Pick<UserDoc, 'displayName' | 'email' | 'rut'>>;

function rowOf(
  people: People,
  source: Pick<PayslipDoc, 'userId' | 'input' | 'basis' | 'extras' | 'payslip' | 'employerCost'>,
): PayrollRow {
  const person = people.get(source.userId);
  const { payslip } = source;
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
  };
}

const byName = (a: PayrollRow, b: PayrollRow) => a.person.localeCompare(b.person, 'es');

/** A draft's rows, computed from its lines under its parameters. */
export function draftRows(
  run: Pick<PayrollRun, 'lines' | 'params' | 'employer'>,
  people: People,
): PayrollRow[] {
  return run.lines
    .map((line) => rowOf(people, { ...line, ...computeLine(line, run.params, run.employer) }))
    .sort(byName);
}

/** A closed run's rows: its payslips as written. */
export function closedRows(payslips: readonly PayslipDoc[], people: People): PayrollRow[] {
  return payslips.map((payslip) => rowOf(people, payslip)).sort(byName);
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

/** People a draft leaves out and why: files that cannot be computed (hourly pay, missing data). */
export function uncomputedPeople(
  run: Pick<PayrollRun, 'lines'>,
  people: readonly WithId<UserDoc>[],
): { userId: string; person: string; reason: string }[] {
  const inRun = new Set(run.lines.map((line) => line.userId));
  return people
    .filter((person) => !inRun.has(person.id) && person.role === 'employee' && person.disabled !== true)
    .flatMap((person) => {
      const result = fileInput(person);
      return result.ok
        ? []
        : [{ userId: person.id, person: personName(person, person.id), reason: result.reason }];
    });
}
