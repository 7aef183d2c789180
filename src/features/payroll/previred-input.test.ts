import { computeEmployerCost, computePayslip, type PayslipInput } from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { splitPreviredLine } from '../../domain/payroll/previred/layout';
import { validatePrevired } from '../../domain/payroll/previred/validate-previred';
import {
  CAMILA,
  JUAN,
  LUIS,
  MARIA,
  PEDRO,
  PEDRO_TWO_LICENCIAS,
  octoberSource,
  rowOf,
} from './previred-fixtures';
import { generateDemoTenant } from '../../testing/demo-dataset';
import { previredInput, previredValidationOptions, runPrevired, type PreviredSource } from './previred-input';

/** Field `number` (1 … 105) of a line, trimmed. */
const field = (row: readonly string[] | undefined, number: number) => (row?.[number - 1] ?? '').trim();
const amount = (row: readonly string[] | undefined, number: number) => Number(field(row, number));

describe('runPrevired (a closed run → the Previred archivo de carga)', () => {
  it('105 campos: one type 00 line per payslip, 861 characters each, that passes validatePrevired', () => {
    const source = octoberSource();
    const { file, problems } = runPrevired(source);
    expect(problems).toEqual([]);
    expect(file.fileName).toBe('previred-2026-10.txt');
    const lines = file.text.split('\r\n');
    expect(lines.map((line) => line.length)).toEqual([861, 861, 861, 861]);
    expect(lines.map((line) => field(splitPreviredLine(line), 14))).toEqual(['00', '00', '00', '00']);
    expect(validatePrevired(file.text, previredValidationOptions(source.run))).toEqual([]);
    // Previred reads the file as plain ASCII.
    expect(/^[\x20-\x7e\r\n]*$/.test(file.text)).toBe(true);
  });

  it('campos 27–29, 94, 95: AFP Habitat 11,27 % + the Ley 21.735 3,5 % split 0,1 / 0,9 / 1,78 + 0,72 (Oct-2026)', () => {
    const [row] = runPrevired(octoberSource([MARIA])).file.rows;
    // The reference's worked example: imponible $1.149.115, AFP $129.505 + CCI 0,1 % $1.149.
    expect([26, 27, 28, 29].map((n) => field(row, n))).toEqual(['05', '01149115', '00130654', '00020454']);
    expect([94, 95].map((n) => amount(row, n))).toEqual([8_274, 10_342]);
    // The four parts are what the run charged: 3,5 % of $1.149.115 = $40.219.
    const cost = rowOf(MARIA).employerCost;
    expect(cost.pensionReform).toBe(40_219);
    expect(1_149 + 10_342 + 20_454 + 8_274).toBe(cost.pensionReform);
  });

  it('campos 6, 7, 83, 90, 96–98: sexo, nacionalidad, CCAF Los Andes (4,2 % of the 7 %) and ACHS, from the file', () => {
    const [maria, , camila] = runPrevired(octoberSource()).file.rows;
    expect([6, 7].map((n) => field(maria, n))).toEqual(['F', '0']);
    expect([6, 7].map((n) => field(camila, n))).toEqual(['F', '1']);
    // Fonasa $80.438 = CCAF 4,2 % $48.263 + Fonasa 2,8 % $32.175.
    expect([64, 70, 75, 83, 84, 90].map((n) => field(maria, n))).toEqual([
      '01149115',
      '00032175',
      '07',
      '01',
      '01149115',
      '00048263',
    ]);
    // Mutual ACHS 0,93 % $10.687: fields 96–98, nothing to the ISL (71).
    expect([71, 96, 97, 98].map((n) => field(maria, n))).toEqual(['00000000', '01', '01149115', '00010687']);
  });

  it('campos 75–81: Isapre Banmédica is code 01, its FUN, the plan of 5 UF in pesos, the legal 7 % and the rest', () => {
    const source = octoberSource([JUAN]);
    const [row] = runPrevired(source).file.rows;
    const { payslip } = rowOf(JUAN);
    const plan = Math.floor(5 * source.run.params.uf + 0.5);
    const taxable = payslip.taxableEarnings;
    const legal = Math.floor(taxable * 0.07 + 0.5);
    expect([75, 76, 78].map((n) => field(row, n))).toEqual(['01', '123456', '1']);
    expect([77, 79, 80, 81].map((n) => amount(row, n))).toEqual([
      taxable,
      plan,
      legal,
      payslip.health - legal,
    ]);
    expect(payslip.health).toBe(Math.max(plan, legal));
  });

  it('campos 13, 15–17, 93, 101–102: plazo fijo from the 6th is movement 7 to the month end, 25 days, jornada parcial', () => {
    const [row] = runPrevired(octoberSource([CAMILA])).file.rows;
    expect([13, 15, 16, 17, 93].map((n) => field(row, n))).toEqual([
      '25',
      '07',
      '06-10-2026',
      '31-10-2026',
      '00000002',
    ]);
    const taxable = amount(row, 100);
    expect([101, 102].map((n) => amount(row, n))).toEqual([0, Math.floor(taxable * 0.03 + 0.5)]);
  });

  it('campos 13, 18, 19, 22: two cargas at the file’s tramo B, and two unpaid days off the 30', () => {
    const [row] = runPrevired(octoberSource([LUIS])).file.rows;
    const { payslip } = rowOf(LUIS);
    expect(payslip.familyAllowance).toBeGreaterThan(0);
    expect([13, 18, 19].map((n) => field(row, n))).toEqual(['28', 'B', '02']);
    expect(amount(row, 22)).toBe(payslip.familyAllowance);
  });

  describe('licencias médicas: movimiento 3 and the RIMA (campos 14–17, 92)', () => {
    // Pedro's September: $750.000 with no absence, under September's parameters (the payslip that run closed).
    const september = computePayslip(
      { ...PEDRO.input, unpaidAbsenceDays: 0 },
      payrollParametersFor('2026-09').params,
    );
    const withRima = (source: PreviredSource): PreviredSource => ({
      ...source,
      previousTaxable: new Map([['pedro', september.taxableEarnings]]),
    });

    it('a licencia 9–11 October is movement 03 on the type 00 line, dated 09-10-2026 to 11-10-2026, RIMA in 92', () => {
      const source = withRima(octoberSource([MARIA, PEDRO]));
      const { file, problems } = runPrevired(source);
      expect(problems).toEqual([]);
      expect(validatePrevired(file.text, previredValidationOptions(source.run))).toEqual([]);
      const [maria, pedro] = file.rows;
      expect([14, 15, 16, 17].map((n) => field(pedro, n))).toEqual(['00', '03', '09-10-2026', '11-10-2026']);
      expect(september.taxableEarnings).toBeGreaterThan(750_000);
      expect(amount(pedro, 92)).toBe(september.taxableEarnings);
      // Campo 13: the three licencia days off the 30.
      expect(field(pedro, 13)).toBe('27');
      // Someone without a licencia keeps no movement and no RIMA, even if the month before is known.
      expect([15, 16, 92].map((n) => field(maria, n))).toEqual(['00', '', '00000000']);
    });

    it('a second licencia, 20–22 October, adds a type 01 line with its own dates and no amounts', () => {
      const source = withRima(octoberSource([PEDRO_TWO_LICENCIAS, JUAN]));
      const { file, problems } = runPrevired(source);
      expect(problems).toEqual([]);
      expect(validatePrevired(file.text, previredValidationOptions(source.run))).toEqual([]);
      expect(file.rows).toHaveLength(3);
      const [principal, additional, juan] = file.rows;
      expect([14, 15, 16, 17].map((n) => field(principal, n))).toEqual([
        '00',
        '03',
        '09-10-2026',
        '11-10-2026',
      ]);
      expect([14, 15, 16, 17].map((n) => field(additional, n))).toEqual([
        '01',
        '03',
        '20-10-2026',
        '22-10-2026',
      ]);
      expect([1, 27, 92].map((n) => amount(additional, n))).toEqual([11_111_111, 0, 0]);
      expect(field(principal, 13)).toBe('24');
      expect([1, 14].map((n) => amount(juan, n))).toEqual([15_678_234, 0]);
    });

    it('a licencia that runs past the month is cut at its last day: 28 October to 3 November → 28-10 to 31-10', () => {
      const longer = {
        ...PEDRO,
        basis: { ...PEDRO.basis, sickLeaves: [{ from: '2026-10-28', to: '2026-11-03' }] },
      };
      const [row] = runPrevired(withRima(octoberSource([longer]))).file.rows;
      expect([15, 16, 17].map((n) => field(row, n))).toEqual(['03', '28-10-2026', '31-10-2026']);
    });

    it('without the month before’s payslip, the RIMA is missing: the person and campo 92 are named in Spanish', () => {
      const { problems } = runPrevired(octoberSource([MARIA, PEDRO]));
      expect(problems).toEqual([
        {
          person: 'Pedro Alarcón Muñoz',
          field: 'Renta imponible mes anterior a la licencia (campo 92)',
          message:
            'Falta la renta imponible del mes anterior (RIMA), que Previred exige con una licencia médica: la persona no tiene una liquidación cerrada del mes anterior.',
        },
      ]);
    });
  });

  it('a file without sexo, or an Isapre Previred has no code for, names the person and the field in Spanish', () => {
    const noSex = { ...MARIA, file: { ...MARIA.file, sex: null } };
    const otherIsapre = { ...JUAN, file: { ...JUAN.file, isapre: 'otra' as const } };
    const { problems } = runPrevired(octoberSource([noSex, otherIsapre]));
    expect(problems).toEqual([
      {
        person: 'María José Pérez González',
        field: 'Sexo (campo 6)',
        message: 'Falta el sexo: complétalo en la ficha de la persona.',
      },
      {
        person: 'Juan de la Fuente Soto',
        field: 'Código institución de salud (campo 75)',
        message: 'Falta la Isapre o no tiene código en Previred: elígela en la ficha de la persona.',
      },
    ]);
  });

  it('v84 (Oct-2025): the 1 % reform is CCI 0,1 % + expectativa de vida 0,9 %, and the SIS paid apart goes in 29', () => {
    const source = octoberSource([MARIA]);
    const october2025 = {
      ...source,
      run: { ...source.run, period: '2025-10', periodEnd: '2025-10-31' },
      rows: source.rows.map((row) => ({
        ...row,
        employerCost: { ...row.employerCost, pensionReform: 11_491, sis: 21_603 },
      })),
    };
    const [worker] = previredInput(october2025).workers;
    expect(worker?.pension).toMatchObject({
      individualAccount: 1_149,
      lifeExpectancy: 10_342,
      protectedReturn: 0,
      sis: 21_603,
    });
  });

  it('the validator checks field 28 at the month’s rates: Habitat 11,27 %, Uno 10,46 %, CCI 0,1 % of 3,5 %', () => {
    const options = previredValidationOptions(octoberSource().run);
    expect(options.afpPercent).toMatchObject({ '05': 11.27, '35': 10.46 });
    expect(options.individualAccountPercent).toBeCloseTo(0.1);
  });
});

describe('runPrevired on the demo bakery', () => {
  /** The demo's active employees on 1 December 2026, each with a payslip of `period` as its run would issue. */
  function demoSource(period: string): PreviredSource {
    const dataset = generateDemoTenant({ now: new Date('2026-12-01T15:00:00Z') });
    const [tenant] = dataset.tenants;
    if (tenant === undefined) throw new Error('The demo has no tenant');
    const { params, employer } = payrollParametersFor(period);
    const people = dataset.users.filter((user) => user.role === 'employee' && user.disabled !== true);
    const rows = people.map((user) => {
      const hours = user.contractWeeklyHours ?? 42;
      const pay = user.payAmount ?? 0;
      const input: PayslipInput = {
        // An hourly person's month: the contract's weeks at the rate.
        baseSalary: user.payKind === 'hourly' ? Math.round((pay * hours * 52) / 12) : pay,
        weeklyHours: hours,
        contract: user.contractType ?? 'indefinido',
        afp: user.afp ?? 'habitat',
        health:
          user.healthSystem === 'isapre'
            ? { kind: 'isapre', planUf: user.healthPlanUF ?? 0 }
            : { kind: 'fonasa' },
        overtimeSeconds: 0,
        unpaidAbsenceDays: 0,
        lateSeconds: 0,
        nonTaxableAllowances: (user.mealAllowance ?? 0) + (user.transportAllowance ?? 0),
        familyCharges: user.cargasFamiliares ?? 0,
      };
      const payslip = computePayslip(input, params);
      return {
        userId: user.id,
        person: user.displayName ?? user.email,
        rut: user.rut,
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
        employerCost: computeEmployerCost(input, payslip, params, employer),
      };
    });
    return {
      run: { period, periodEnd: `${period}-${period.endsWith('-11') ? '30' : '31'}`, params, employer },
      tenant,
      rows,
      byId: new Map(people.map((user) => [user.id, user])),
      timeZone: tenant.timeZone,
    };
  }

  it.each(['2026-10', '2026-11'])(
    '%s: one clean type 00 line per active employee, every field from the seed',
    (period) => {
      const source = demoSource(period);
      const { file, problems } = runPrevired(source);
      expect(problems).toEqual([]);
      expect(file.rows).toHaveLength(source.rows.length);
      expect(source.rows.length).toBeGreaterThan(30);
      expect(file.rows.map((row) => field(row, 14))).toEqual(source.rows.map(() => '00'));
      // The seed gives everyone a sex, Caja Los Andes and the ACHS, and an Isapre member a FUN.
      expect(new Set(file.rows.map((row) => field(row, 6)))).toEqual(new Set(['M', 'F']));
      expect(new Set(file.rows.map((row) => `${field(row, 83)}/${field(row, 96)}`))).toEqual(
        new Set(['01/01']),
      );
      const isapre = file.rows.filter((row) => field(row, 75) !== '07');
      expect(isapre.length).toBeGreaterThan(0);
      for (const row of isapre) expect(field(row, 76)).toMatch(/^\d{7}$/);
    },
  );
});
