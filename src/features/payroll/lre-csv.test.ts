import type { UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { generateDemoTenant } from '../../testing/demo-dataset';
import {
  computeEmployerCost,
  computePayslip,
  FAMILY_ALLOWANCE_CODE,
  type FamilyAllowanceBracket,
  type PayrollParams,
  type PayslipInput,
} from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';

import { lreCode, LRE_COLUMNS, LRE_REFORM_COLUMN } from './lre-columns';
import { lreCsv, lreTable, LRE_UNFILLED_COLUMNS, type LreOptions, type LrePerson } from './lre-csv';
import { validateLre } from './lre-validator';
import type { BookEntry } from './payroll-figures';

/**
 * The demo bakery's October 2026 as an LRE reads it: its people and workplaces from the demo seed, a payslip for
 * every monthly employee (computed with October's figures), the three hourly people left out of the run as a
 * draft skips them.
 */
const PERIOD = '2026-10';
const OCTOBER = payrollParametersFor(PERIOD);

/** Asignación familiar by tramo (Ley 18.987), as October 2026's run would carry it. */
const FAMILY_ALLOWANCE: FamilyAllowanceBracket[] = [
  { tramo: 'A', upToIncome: 620_251, amountPerCharge: 22_007 },
  { tramo: 'B', upToIncome: 905_941, amountPerCharge: 13_505 },
  { tramo: 'C', upToIncome: 1_412_957, amountPerCharge: 4_267 },
  { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
];

const PARAMS: PayrollParams = {
  ...OCTOBER.params,
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
  pensionCapUf: 90,
  unemploymentCapUf: 135.2,
  familyAllowance: FAMILY_ALLOWANCE,
};

const dataset = generateDemoTenant({ now: new Date('2026-11-10T15:00:00Z') });

/** The employees of the month: the demo's active employees. */
const MONTH_PEOPLE: (WithId<UserDoc> & LrePerson)[] = dataset.users
  .filter((user) => user.role === 'employee' && user.disabled !== true)
  .map((user) => ({ ...user, name: user.displayName ?? user.email }));

const WORKPLACES = dataset.workplaces;

function inputOf(user: UserDoc): PayslipInput | null {
  if (user.payKind !== 'monthly' || user.payAmount === null || !user.afp || !user.healthSystem) return null;
  return {
    baseSalary: user.payAmount,
    weeklyHours: user.contractWeeklyHours ?? 42,
    contract: user.contractType ?? 'indefinido',
    afp: user.afp,
    health:
      user.healthSystem === 'isapre'
        ? { kind: 'isapre', planUf: user.healthPlanUF ?? 0 }
        : { kind: 'fonasa' },
    overtimeSeconds: 0,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: (user.mealAllowance ?? 0) + (user.transportAllowance ?? 0),
  };
}

/** A closed payslip of the month for every monthly employee; the hourly ones are left out. */
const ENTRIES: BookEntry[] = MONTH_PEOPLE.flatMap((person) => {
  const input = inputOf(person);
  if (input === null) return [];
  const payslip = computePayslip(input, PARAMS);
  return [
    {
      person,
      doc: {
        userId: person.id,
        period: PERIOD,
        input,
        basis: {
          workedDays: 22,
          overtimeSeconds: 0,
          unpaidAbsenceDays: 0,
          sickLeaveDays: 0,
          lateSeconds: 0,
          recordedLateSeconds: 0,
        },
        payslip,
        employerCost: computeEmployerCost(input, payslip, PARAMS, OCTOBER.employer),
        extras: [],
      },
    },
  ];
});

const SKIPPED = MONTH_PEOPLE.filter((person) => !ENTRIES.some((e) => e.doc.userId === person.id));

const OPTIONS: LreOptions = {
  params: PARAMS,
  monthPeople: MONTH_PEOPLE,
  workplaces: WORKPLACES,
};

/** The file's text as its rows of cells, the header first. */
function parse(csv: string): string[][] {
  return csv
    .split('\r\n')
    .slice(0, -1)
    .map((line) => line.split(';'));
}

const CODED = [
  '1105',
  '1106',
  '1107',
  '1108',
  '1109',
  '1110',
  '1111',
  '1112',
  '1113',
  '1114',
  '1115',
  '1116',
  '1117',
  '1118',
  '1131',
  '1141',
  '1142',
  '1143',
  '1146',
  '1151',
  '1152',
  '1155',
  '1157',
  '1170',
];

describe('lreCsv, the demo bakery’s October 2026', () => {
  const csv = lreCsv(PERIOD, ENTRIES, OPTIONS);
  const [header = [], ...rows] = parse(csv);
  const codes = header.map(lreCode);
  const cell = (row: readonly string[], code: string) => row[codes.indexOf(code)] ?? '';
  const amount = (row: readonly string[], code: string) => Number(cell(row, code));
  const sum = (row: readonly string[], match: RegExp) =>
    codes.filter((code) => match.test(code)).reduce((total, code) => total + amount(row, code), 0);

  it('has one row per worker with a contract in the month, the hourly people the run skipped included', () => {
    expect(SKIPPED.map((person) => person.payKind)).toEqual(['hourly', 'hourly', 'hourly']);
    expect(rows).toHaveLength(MONTH_PEOPLE.length);
    expect(rows.map((row) => cell(row, '1101')).sort()).toEqual(
      MONTH_PEOPLE.map((person) => (person.rut ?? '').replaceAll('.', '')).sort(),
    );
    for (const person of SKIPPED) {
      const row = rows.find((r) => cell(r, '1101') === (person.rut ?? '').replaceAll('.', '')) ?? [];
      expect(cell(row, '1141')).not.toBe('');
      expect(amount(row, '2101')).toBe(0);
      expect(amount(row, '5501')).toBe(0);
    }
  });

  it('LRE 5230 = Σ23xx, no empty coded field and totals that close, in every row', () => {
    expect(header).toEqual([...LRE_COLUMNS, LRE_REFORM_COLUMN]);
    for (const row of rows) {
      expect(row).toHaveLength(header.length);
      for (const code of CODED) expect(cell(row, code), code).not.toBe('');
      expect(amount(row, '5230')).toBe(sum(row, /^23\d\d$/));
      expect(amount(row, '5210')).toBe(sum(row, /^21\d\d$/));
      expect(amount(row, '5201')).toBe(
        amount(row, '5210') + amount(row, '5220') + amount(row, '5230') + amount(row, '5240'),
      );
      expect(amount(row, '5301')).toBe(
        amount(row, '5341') + amount(row, '5361') + amount(row, '5362') + amount(row, '5302'),
      );
      expect(amount(row, '5410')).toBe(sum(row, /^41\d\d$/));
      expect(amount(row, '5501')).toBe(amount(row, '5201') - amount(row, '5301'));
      for (const [index, code] of codes.entries())
        if (/^[2-5]/.test(code)) expect(row[index], code).toMatch(/^\d+$/);
    }
    expect(validateLre(lreTable(PERIOD, ENTRIES, OPTIONS))).toEqual([]);
  });

  it('writes 2301 colación and 2302 movilización apart, from the file’s amounts', () => {
    for (const row of rows.filter((r) => amount(r, '2101') > 0)) {
      expect(amount(row, '2301')).toBe(40_000);
      expect(amount(row, '2302')).toBe(30_000);
      expect(amount(row, '5230')).toBe(70_000);
    }
  });

  it('codes the file and the workplace: región 13, the comuna’s CUT, AFP, salud, CCAF, mutual, impuesto, jornada', () => {
    const rowOf = (person: LrePerson) =>
      rows.find((r) => cell(r, '1101') === (person.rut ?? '').replaceAll('.', '')) ?? [];
    const seller = MONTH_PEOPLE.find((p) => p.department === 'Ventas' && p.payKind === 'hourly');
    const baker = MONTH_PEOPLE.find((p) => p.department !== 'Ventas' && p.healthSystem === 'fonasa');
    const isapre = MONTH_PEOPLE.find((p) => p.healthSystem === 'isapre' && p.isapre === 'banmedica');
    if (!seller || !baker || !isapre) throw new Error('The demo lacks a person this test needs');
    // Local Providencia and Planta Recoleta, both in the Región Metropolitana.
    expect([cell(rowOf(seller), '1105'), cell(rowOf(seller), '1106')]).toEqual(['13', '13123']);
    expect([cell(rowOf(baker), '1105'), cell(rowOf(baker), '1106')]).toEqual(['13', '13127']);
    expect(cell(rowOf(baker), '1143')).toBe('102');
    expect(cell(rowOf(isapre), '1143')).toBe('3');
    const afpCodes = {
      capital: '31',
      cuprum: '13',
      habitat: '14',
      modelo: '103',
      planvital: '11',
      provida: '6',
      uno: '19',
    };
    for (const person of MONTH_PEOPLE) {
      const row = rowOf(person);
      expect(cell(row, '1141')).toBe(afpCodes[person.afp ?? 'capital']);
      expect([cell(row, '1110'), cell(row, '1152'), cell(row, '1170')]).toEqual(['1', '1', '1']);
      // Art. 40 bis: part time is at most two thirds of October 2026's 42-hour week (28 h).
      expect(cell(row, '1107')).toBe((person.contractWeeklyHours ?? 42) <= 28 ? '102' : '101');
    }
  });

  it('LRE 1114: the tramo the file records, else that of the month’s income; D without cargas', () => {
    for (const entry of ENTRIES) {
      const row = rows.find((r) => cell(r, '1101') === (entry.person.rut ?? '').replaceAll('.', '')) ?? [];
      const cargas = entry.person.cargasFamiliares ?? 0;
      expect(cell(row, '1111')).toBe(String(cargas));
      const income = entry.doc.payslip.taxableEarnings;
      const tramo = FAMILY_ALLOWANCE.find((b) => b.upToIncome === null || income <= b.upToIncome)?.tramo;
      expect(cell(row, '1114')).toBe(cargas === 0 ? 'D' : (entry.person.familyAllowanceTramo ?? tramo));
    }
    const [header = [], ana = []] = parse(
      lreCsv(PERIOD, [entry({}, { cargasFamiliares: 1, familyAllowanceTramo: 'A' })], OPTIONS),
    );
    // $1.149.115 is tramo C by income; the IPS's resolution in the file says A.
    expect(ana[header.findIndex((h) => lreCode(h) === '1114')]).toBe('A');
  });

  it('LRE 1117: the month’s days of approved vacaciones the run counted, 0 when it did not count them', () => {
    const withVacation = entry();
    const basis = { ...withVacation.doc.basis, vacationDays: 5 };
    const [header = [], ana = []] = parse(
      lreCsv(PERIOD, [{ ...withVacation, doc: { ...withVacation.doc, basis } }]),
    );
    expect(ana[header.findIndex((h) => lreCode(h) === '1117')]).toBe('5');
    for (const row of rows) expect(cell(row, '1117')).toBe('0');
  });

  it('Ley 21.735: writes the employer’s contribution from August 2025 and counts it in 5410', () => {
    for (const entry of ENTRIES) {
      const row = rows.find((r) => cell(r, '1101') === (entry.person.rut ?? '').replaceAll('.', '')) ?? [];
      expect(amount(row, lreCode(LRE_REFORM_COLUMN))).toBe(entry.doc.employerCost.pensionReform);
      expect(entry.doc.employerCost.pensionReform).toBeGreaterThan(0);
    }
    const [old = []] = parse(lreCsv('2025-07', [], { monthPeople: MONTH_PEOPLE.slice(0, 1) }));
    expect(old).toEqual([...LRE_COLUMNS]);
  });
});

/** October 2026 as the worked example states it (one person, Fonasa, AFP Habitat). */
function entry(overrides: Partial<PayslipInput> = {}, person: Partial<LrePerson> = {}): BookEntry {
  const input: PayslipInput = {
    baseSalary: 900_000,
    weeklyHours: 42,
    contract: 'indefinido',
    afp: 'habitat',
    health: { kind: 'fonasa' },
    overtimeSeconds: 4 * 3600,
    unpaidAbsenceDays: 0,
    lateSeconds: 0,
    nonTaxableAllowances: 70_000,
    ...overrides,
  };
  const params = { ...PARAMS, afpCommission: { ...PARAMS.afpCommission, habitat: 1.27 } };
  const payslip = computePayslip(input, params);
  return {
    person: {
      name: 'Ana Núñez',
      rut: '12.345.678-5',
      hireDate: new Date('2024-03-04T03:00:00Z'),
      mealAllowance: 40_000,
      transportAllowance: 30_000,
      ...person,
    },
    doc: {
      userId: 'ana',
      period: PERIOD,
      input,
      basis: {
        workedDays: 22,
        overtimeSeconds: input.overtimeSeconds,
        unpaidAbsenceDays: 0,
        lateSeconds: 0,
        recordedLateSeconds: 0,
        sickLeaveDays: 0,
      },
      payslip,
      employerCost: computeEmployerCost(input, payslip, params, OCTOBER.employer),
      extras: [],
    },
  };
}

describe('lreCsv, the worked example', () => {
  it('fills the row: RUT without dots, dd/mm/yyyy, whole pesos, the totals that close', () => {
    const [header = [], ana = []] = parse(lreCsv(PERIOD, [entry()]));
    const at = (code: string) => ana[header.findIndex((h) => lreCode(h) === code)];
    expect(at('1101')).toBe('12345678-5');
    expect(at('1102')).toBe('04/03/2024');
    expect(at('1115')).toBe('22');
    expect(at('1151')).toBe('1');
    expect(at('2101')).toBe('900000');
    expect(at('2102')).toBe('30000');
    expect(at('2106')).toBe('219115');
    expect(at('2301')).toBe('40000');
    expect(at('2302')).toBe('30000');
    expect(at('3141')).toBe('129505');
    expect(at('3143')).toBe('80438');
    expect(at('5210')).toBe('1149115');
    expect(at('5230')).toBe('70000');
    expect(at('5201')).toBe('1219115');
    expect(at('5341')).toBe('216838');
    expect(at('5501')).toBe('1002277');
    for (const header of LRE_UNFILLED_COLUMNS) expect(at(lreCode(header))).toBe('');
  });

  it('LRE 2103 comisiones, 2104 semana corrida (art. 45 CT) and 2113 the other bonuses, Σ21xx = 5210', () => {
    const base = entry({ semanaCorrida: { daysDue: 22, restDays: 5 } });
    const extras = [
      { kind: 'comision' as const, amount: 220_000, reason: 'Ventas de octubre' },
      { kind: 'bono' as const, amount: 50_000, reason: 'Meta' },
    ];
    const payslip = computePayslip(base.doc.input, PARAMS, extras);
    const withPay = { ...base, doc: { ...base.doc, payslip, extras } };
    const [header = [], row = []] = parse(lreCsv(PERIOD, [withPay], { params: PARAMS }));
    const at = (code: string) => Number(row[header.findIndex((h) => lreCode(h) === code)]);
    expect(at('2103')).toBe(220_000);
    // $220.000 ÷ 22 days due × 5 Sundays and holidays.
    expect(at('2104')).toBe(50_000);
    expect(at('2113')).toBe(50_000);
    const earnings = header.filter((h) => /^21\d\d$/.test(lreCode(h))).map((h) => lreCode(h));
    expect(earnings.reduce((sum, code) => sum + at(code), 0)).toBe(at('5210'));
  });

  it('splits an Isapre plan into the legal 7 % (3143) and the rest (3144)', () => {
    const isapre = entry({ health: { kind: 'isapre', planUf: 3 } });
    const [header = [], row = []] = parse(lreCsv(PERIOD, [isapre], { params: PARAMS }));
    const at = (code: string) => Number(row[header.findIndex((h) => lreCode(h) === code)]);
    // Plan 3 UF = 123.172; the legal 7 % = 80.438.
    expect(at('3143')).toBe(80_438);
    expect(at('3144')).toBe(123_172 - 80_438);
  });

  it('LRE 5230 = Σ23xx with the asignación familiar in 2311 beside colación and movilización', () => {
    const base = entry();
    const allowance = {
      code: FAMILY_ALLOWANCE_CODE,
      label: 'Asignación familiar',
      kind: 'haber' as const,
      taxable: false,
      amount: 44_014,
    };
    const payslip = {
      ...base.doc.payslip,
      netPay: base.doc.payslip.netPay + 44_014,
      lines: [...base.doc.payslip.lines, allowance],
    };
    const [header = [], row = []] = parse(lreCsv(PERIOD, [{ ...base, doc: { ...base.doc, payslip } }]));
    const at = (code: string) => Number(row[header.findIndex((h) => lreCode(h) === code)]);
    expect([at('2301'), at('2302'), at('2311')]).toEqual([40_000, 30_000, 44_014]);
    expect(at('5230')).toBe(114_014);
    expect(at('5501')).toBe(at('5201') - at('5301'));
  });

  it('refuses a payslip of another month', () => {
    expect(() => lreCsv('2026-11', [entry()])).toThrow(RangeError);
  });
});
