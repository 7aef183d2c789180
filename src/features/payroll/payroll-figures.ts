/** One person's month as the payroll book and the LRE read it: the closed payslip and the person's file. */
import type { EmployeeFile, PayslipDoc } from '../../data/ports/collections';
import { FAMILY_ALLOWANCE_CODE } from '../../domain/payroll/compute-payslip';
import { SEMANA_CORRIDA_CODE, VARIABLE_PAY_EXTRAS } from '../../domain/payroll/semana-corrida';

export interface BookEntry {
  /** The name and the file's fields the caller has (the RUT always). */
  person: { name: string; rut: string | null } & Partial<EmployeeFile>;
  doc: Pick<PayslipDoc, 'userId' | 'period' | 'input' | 'basis' | 'payslip' | 'employerCost' | 'extras'>;
}

/** One person's month, read generically from the payslip's lines (kind and taxable) and its own totals. */
export interface Figures {
  baseSalary: number;
  /** Inasistencias and atrasos: the discounts that lower the imponible. */
  absenceAndLate: number;
  overtime: number;
  gratification: number;
  /** Any other imponible haber (a run's `bono` and `comision`, the semana corrida). */
  bonuses: number;
  /** Of `bonuses`: commissions and tratos (a run's `comision`; LRE 2103). */
  commissions: number;
  /** Of `bonuses`: the semana corrida (art. 45 CT; LRE 2104). */
  semanaCorrida: number;
  taxable: number;
  /** Colación and movilización (and any other non-taxable haber but the asignación familiar). */
  mealAndTransport: number;
  /** Asignación familiar (Ley 18.987; LRE 2311). */
  familyAllowance: number;
  /** Every non-taxable haber: mealAndTransport + familyAllowance. */
  nonTaxable: number;
  totalEarnings: number;
  pension: number;
  health: number;
  unemployment: number;
  tax: number;
  /** Any other discount (advances, loan installments). */
  otherDeductions: number;
  totalDeductions: number;
  netPay: number;
}

const STATUTORY_DEDUCTIONS = new Set(['afp', 'salud', 'cesantia', 'impuesto']);

export function figuresOf({ payslip }: BookEntry['doc']): Figures {
  const total = (keep: (line: (typeof payslip.lines)[number]) => boolean) =>
    payslip.lines.filter(keep).reduce((sum, line) => sum + line.amount, 0);
  const taxableHaber = (code: string) => total((l) => l.kind === 'haber' && l.taxable && l.code === code);
  const nonTaxable = total((l) => l.kind === 'haber' && !l.taxable);
  const familyAllowance = total((l) => l.kind === 'haber' && l.code === FAMILY_ALLOWANCE_CODE);
  const otherDeductions = total(
    (l) => l.kind === 'descuento' && !l.taxable && !STATUTORY_DEDUCTIONS.has(l.code),
  );
  const statutory = payslip.pension + payslip.health + payslip.unemployment + payslip.incomeTax;
  return {
    baseSalary: taxableHaber('sueldo-base'),
    absenceAndLate: total((l) => l.kind === 'descuento' && l.taxable),
    overtime: taxableHaber('horas-extras'),
    gratification: taxableHaber('gratificacion'),
    bonuses: total(
      (l) =>
        l.kind === 'haber' && l.taxable && !['sueldo-base', 'horas-extras', 'gratificacion'].includes(l.code),
    ),
    commissions: total((l) => l.kind === 'haber' && l.taxable && VARIABLE_PAY_EXTRAS.has(l.code)),
    semanaCorrida: taxableHaber(SEMANA_CORRIDA_CODE),
    taxable: payslip.taxableEarnings,
    mealAndTransport: nonTaxable - familyAllowance,
    familyAllowance,
    nonTaxable,
    totalEarnings: payslip.taxableEarnings + nonTaxable,
    pension: payslip.pension,
    health: payslip.health,
    unemployment: payslip.unemployment,
    tax: payslip.incomeTax,
    otherDeductions,
    totalDeductions: statutory + otherDeductions,
    netPay: payslip.netPay,
  };
}
