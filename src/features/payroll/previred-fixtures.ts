/**
 * A demo-like closed run of October 2026 for the Previred tests: four people of a bakery affiliated with Caja Los
 * Andes and the ACHS, their payslips computed by the engine under the month's parameters (the reference's worked
 * example is the first: sueldo $900.000 and 4 overtime hours, imponible $1.149.115), and their files.
 */
import type { PayrollRun, UserDoc } from '../../data/ports/collections';
import { computeEmployerCost, computePayslip, type PayslipInput } from '../../domain/payroll/compute-payslip';
import type { PayrollBasis } from '../../domain/payroll/payroll-draft';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { at, buildUserDoc, TEST_ZONE } from '../../testing/data-builders';
import type { PreviredSource } from './previred-input';

const PERIOD = '2026-10';
const { params, employer } = payrollParametersFor(PERIOD);

export const OCTOBER_RUN: PreviredSource['run'] = {
  period: PERIOD,
  periodEnd: '2026-10-31',
  params,
  employer,
} satisfies Pick<PayrollRun, 'period' | 'periodEnd' | 'params' | 'employer'>;

const BASIS: PayrollBasis = {
  workedDays: 22,
  overtimeSeconds: 0,
  unpaidAbsenceDays: 0,
  sickLeaveDays: 0,
  lateSeconds: 0,
  recordedLateSeconds: 0,
};

const FONASA = { kind: 'fonasa' } as const;

interface Person {
  file: Partial<UserDoc> & { id: string; displayName: string; rut: string };
  input: PayslipInput;
  basis?: Partial<PayrollBasis>;
}

const BAKERY = { ccaf: 'los-andes', mutual: 'achs' } as const;

/** The reference's worked example (§13): Habitat, Fonasa, indefinido, $900.000 + 4 overtime hours. */
export const MARIA: Person = {
  file: {
    id: 'maria',
    displayName: 'María José Pérez González',
    rut: '12.345.678-5',
    sex: 'F',
    nationality: 'chilena',
    hireDate: at('2024-03-01', '00:00'),
    contractType: 'indefinido',
    afp: 'habitat',
    healthSystem: 'fonasa',
    ...BAKERY,
  },
  input: {
    baseSalary: 900_000,
    weeklyHours: 42,
    contract: 'indefinido',
    afp: 'habitat',
    health: FONASA,
    overtimeSeconds: 4 * 3600,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: 70_000,
  },
};

/** Isapre Banmédica, a 5 UF plan, AFP Modelo, $1.800.000. */
export const JUAN: Person = {
  file: {
    id: 'juan',
    displayName: 'Juan de la Fuente Soto',
    rut: '15.678.234-3',
    sex: 'M',
    nationality: 'chilena',
    hireDate: at('2019-07-15', '00:00'),
    contractType: 'indefinido',
    afp: 'modelo',
    healthSystem: 'isapre',
    isapre: 'banmedica',
    healthPlanUF: 5,
    isapreFun: '123456',
    ...BAKERY,
  },
  input: {
    baseSalary: 1_800_000,
    weeklyHours: 42,
    contract: 'indefinido',
    afp: 'modelo',
    health: { kind: 'isapre', planUf: 5 },
    overtimeSeconds: 0,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: 0,
  },
};

/** Plazo fijo from 6 October to 5 January, 20 hours a week (jornada parcial), foreign, AFP Uno. */
export const CAMILA: Person = {
  file: {
    id: 'camila',
    displayName: 'Camila Rojas',
    rut: '20.456.789-1',
    sex: 'F',
    nationality: 'extranjera',
    hireDate: at('2026-10-06', '00:00'),
    contractType: 'plazo-fijo',
    contractEndDate: at('2027-01-05', '00:00'),
    afp: 'uno',
    healthSystem: 'fonasa',
    ...BAKERY,
  },
  input: {
    baseSalary: 400_000,
    weeklyHours: 20,
    contract: 'plazo-fijo',
    afp: 'uno',
    health: FONASA,
    overtimeSeconds: 0,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: 0,
  },
};

/** Two cargas simples, tramo B of $600.000 + gratificación, AFP Capital, two unpaid days. */
export const LUIS: Person = {
  file: {
    id: 'luis',
    displayName: 'Luis González',
    rut: '9.876.543-3',
    sex: 'M',
    hireDate: at('2021-05-03', '00:00'),
    contractType: 'indefinido',
    afp: 'capital',
    healthSystem: 'fonasa',
    cargasFamiliares: 2,
    familyAllowanceTramo: 'B',
    ...BAKERY,
  },
  input: {
    baseSalary: 620_000,
    weeklyHours: 42,
    contract: 'indefinido',
    afp: 'capital',
    health: FONASA,
    overtimeSeconds: 0,
    unpaidAbsenceDays: 2,
    lateSeconds: 0,
    nonTaxableAllowances: 0,
    familyCharges: 2,
  },
  basis: { unpaidAbsenceDays: 2 },
};

/**
 * A licencia médica from Friday 9 to Sunday 11 October (three calendar days the employer does not pay), $750.000,
 * AFP ProVida, Fonasa. `SICK_LEAVES_OCTOBER` adds a second one, 20–22 October.
 */
export const PEDRO: Person = {
  file: {
    id: 'pedro',
    displayName: 'Pedro Alarcón Muñoz',
    rut: '11.111.111-1',
    sex: 'M',
    nationality: 'chilena',
    hireDate: at('2022-02-01', '00:00'),
    contractType: 'indefinido',
    afp: 'provida',
    healthSystem: 'fonasa',
    ...BAKERY,
  },
  input: {
    baseSalary: 750_000,
    weeklyHours: 42,
    contract: 'indefinido',
    afp: 'provida',
    health: FONASA,
    overtimeSeconds: 0,
    unpaidAbsenceDays: 3,
    lateSeconds: 0,
    nonTaxableAllowances: 0,
  },
  basis: { unpaidAbsenceDays: 3, sickLeaveDays: 3, sickLeaves: [{ from: '2026-10-09', to: '2026-10-11' }] },
};

/** Pedro with a second licencia, Tuesday 20 to Thursday 22 October: six unpaid days. */
export const PEDRO_TWO_LICENCIAS: Person = {
  ...PEDRO,
  input: { ...PEDRO.input, unpaidAbsenceDays: 6 },
  basis: {
    unpaidAbsenceDays: 6,
    sickLeaveDays: 6,
    sickLeaves: [
      { from: '2026-10-09', to: '2026-10-11' },
      { from: '2026-10-20', to: '2026-10-22' },
    ],
  },
};

export const BAKERY_PEOPLE: readonly Person[] = [MARIA, JUAN, CAMILA, LUIS];

/** A row of the run as the screen holds it: the person's payslip and employer cost, computed by the engine. */
export function rowOf({ file, input, basis }: Person): PreviredSource['rows'][number] {
  const payslip = computePayslip(input, params);
  return {
    userId: file.id,
    person: file.displayName,
    rut: file.rut,
    input,
    basis: { ...BASIS, ...basis },
    payslip,
    employerCost: computeEmployerCost(input, payslip, params, employer),
  };
}

/** The closed run of `people` (default: the four) with their files. */
export function octoberSource(people: readonly Person[] = BAKERY_PEOPLE): PreviredSource {
  return {
    run: OCTOBER_RUN,
    tenant: { name: 'Panadería La Espiga', legalName: 'Panadería La Espiga SpA', taxId: '76.543.210-3' },
    rows: people.map(rowOf),
    byId: new Map(people.map(({ file }) => [file.id, buildUserDoc(file)])),
    timeZone: TEST_ZONE,
  };
}
