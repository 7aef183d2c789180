import {
  computeEmployerCost,
  computePayslip,
  incomeTax,
  roundPesos,
  type PayrollParams,
  type PayslipInput,
} from './compute-payslip';
import { payrollParametersFor } from './parameters';

/** October 2026, as the worked example states them. */
const PARAMS: PayrollParams = {
  period: '2026-10',
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
  pensionCapUf: 90,
  unemploymentCapUf: 135.2,
  afpCommission: {
    capital: 1.44,
    cuprum: 1.44,
    habitat: 1.27,
    modelo: 0.58,
    planvital: 1.16,
    provida: 1.45,
    uno: 0.46,
  },
  overtimeSurchargePercent: 50,
  taxBrackets: [
    { fromUtm: 0, toUtm: 13.5, factor: 0, rebateUtm: 0 },
    { fromUtm: 13.5, toUtm: 30, factor: 0.04, rebateUtm: 0.54 },
    { fromUtm: 30, toUtm: 50, factor: 0.08, rebateUtm: 1.74 },
    { fromUtm: 50, toUtm: 70, factor: 0.135, rebateUtm: 4.49 },
    { fromUtm: 70, toUtm: 90, factor: 0.23, rebateUtm: 11.14 },
    { fromUtm: 90, toUtm: 120, factor: 0.304, rebateUtm: 17.8 },
    { fromUtm: 120, toUtm: 310, factor: 0.35, rebateUtm: 23.32 },
    { fromUtm: 310, toUtm: null, factor: 0.4, rebateUtm: 38.82 },
  ],
};

const WORKED: PayslipInput = {
  baseSalary: 900_000,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  /** The example's 4 hours of overtime (240 min). */
  overtimeSeconds: 14_400,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 70_000,
};

const slip = (overrides: Partial<PayslipInput> = {}, params: PayrollParams = PARAMS) =>
  computePayslip({ ...WORKED, ...overrides }, params);
describe('computePayslip', () => {
  it('reproduces the worked example of the issue exactly', () => {
    expect(slip()).toMatchObject({
      overtimePay: 30_000,
      absenceDiscount: 0,
      lateDiscount: 0,
      gratification: 219_115,
      taxableEarnings: 1_149_115,
      pension: 129_505,
      health: 80_438,
      unemployment: 6_895,
      incomeTax: 0,
      netPay: 1_002_277,
    });
  });

  it('writes every line, haberes and descuentos, and they add up to the net pay', () => {
    const payslip = slip({ unpaidAbsenceDays: 1, lateSeconds: 1_800 });
    expect(payslip.lines.map((l) => [l.code, l.kind, l.taxable])).toEqual([
      ['sueldo-base', 'haber', true],
      ['horas-extras', 'haber', true],
      ['gratificacion', 'haber', true],
      ['no-imponibles', 'haber', false],
      ['inasistencias', 'descuento', true],
      ['atrasos', 'descuento', true],
      ['afp', 'descuento', false],
      ['salud', 'descuento', false],
      ['cesantia', 'descuento', false],
      ['impuesto', 'descuento', false],
    ]);
    expect(payslip.lines.find((l) => l.code === 'afp')?.label).toBe('AFP Habitat (11,27 %)');
    const sum = (kind: string, taxable: boolean) =>
      payslip.lines.filter((l) => l.kind === kind && l.taxable === taxable).reduce((t, l) => t + l.amount, 0);
    expect(sum('haber', true) - sum('descuento', true)).toBe(payslip.taxableEarnings);
    expect(sum('haber', true) + sum('haber', false) - sum('descuento', true) - sum('descuento', false)).toBe(
      payslip.netPay,
    );
    for (const l of payslip.lines) expect(Number.isInteger(l.amount)).toBe(true);
  });

  it('discounts unpaid absence days and late time at the hour value, before the gratificación', () => {
    // 3 days of $900.000 = $90.000; 30 minutes (1.800 s) at $5.000 an hour = $2.500.
    const payslip = slip({ overtimeSeconds: 0, unpaidAbsenceDays: 3, lateSeconds: 1_800 });
    expect(payslip).toMatchObject({ absenceDiscount: 90_000, lateDiscount: 2_500 });
    // 25 % of 807.500 = 201.875, under the cap.
    expect(payslip.gratification).toBe(201_875);
    expect(payslip.taxableEarnings).toBe(1_009_375);
    // A whole month absent: nothing left, nothing negative.
    const away = slip({ overtimeSeconds: 0, unpaidAbsenceDays: 31, lateSeconds: 36_000 });
    expect(away).toMatchObject({
      absenceDiscount: 900_000,
      lateDiscount: 0,
      taxableEarnings: 0,
      netPay: 70_000,
    });
  });

  it('pays no overtime for none, and large overtime in full at the surcharge', () => {
    expect(slip({ overtimeSeconds: 0 }).overtimePay).toBe(0);
    // 60 hours (216.000 s) at $7.500.
    const large = slip({ overtimeSeconds: 216_000 });
    expect(large.overtimePay).toBe(450_000);
    expect(large.gratification).toBe(219_115);
    expect(large.taxableEarnings).toBe(1_569_115);
    // A 100 % surcharge: the hour at double pay.
    expect(slip({ overtimeSeconds: 3_600 }, { ...PARAMS, overtimeSurchargePercent: 100 }).overtimePay).toBe(
      10_000,
    );
  });

  it('pays and discounts the exact seconds, not whole minutes (Res. Ex. N° 38 art. 44)', () => {
    // 10 min 59 s of overtime at $7.500 an hour = $1.372,9 → $1.373 (10 min alone would be $1.250).
    expect(slip({ overtimeSeconds: 659 }).overtimePay).toBe(1_373);
    // 59 s late at $5.000 an hour = $81,9 → $82 (not $0).
    expect(slip({ overtimeSeconds: 0, lateSeconds: 59 }).lateDiscount).toBe(82);
  });

  it('caps pension and health at 90 UF and unemployment at 135,2 UF', () => {
    // Taxable 5.219.115: above 90 UF (3.695.148), below 135,2 UF (5.550.933).
    const high = slip({ baseSalary: 5_000_000, overtimeSeconds: 0 });
    expect(high.taxableEarnings).toBe(5_219_115);
    expect(high.pension).toBe(416_443);
    expect(high.health).toBe(258_660);
    expect(high.unemployment).toBe(31_315);
    // Taxable 6.219.115: above both.
    const higher = slip({ baseSalary: 6_000_000, overtimeSeconds: 0 });
    expect(higher.pension).toBe(416_443);
    expect(higher.health).toBe(258_660);
    expect(higher.unemployment).toBe(33_306);
  });

  it('deducts the larger of 7 % and an Isapre plan, and only the legal 7 % lowers the tax base', () => {
    // Plan 3 UF = 123.172 > 7 % (80.438).
    const above = slip({ health: { kind: 'isapre', planUf: 3 } });
    expect(above.health).toBe(123_172);
    expect(above.incomeTax).toBe(0);
    expect(above.netPay).toBe(1_002_277 - (123_172 - 80_438));
    // Plan 1 UF = 41.057 < 7 %: the 7 %.
    expect(slip({ health: { kind: 'isapre', planUf: 1 } }).health).toBe(80_438);
    // With tax due, the excess does not lower it: same tax as Fonasa.
    const taxed = { baseSalary: 1_800_000, overtimeSeconds: 0 };
    expect(slip({ ...taxed, health: { kind: 'isapre', planUf: 5 } }).incomeTax).toBe(slip(taxed).incomeTax);
  });

  it('charges no unemployment insurance to a fixed-term worker', () => {
    const fixed = slip({ contract: 'plazo-fijo' });
    expect(fixed.unemployment).toBe(0);
    expect(fixed.netPay).toBe(1_002_277 + 6_895);
  });

  it('reproduces the reference’s tax-paying example and the AFP Modelo variant', () => {
    const taxed = slip({ baseSalary: 1_800_000, overtimeSeconds: 0, nonTaxableAllowances: 0 });
    expect(taxed).toMatchObject({
      gratification: 219_115,
      taxableEarnings: 2_019_115,
      pension: 227_554,
      health: 141_338,
      unemployment: 12_115,
      incomeTax: 26_563,
      netPay: 1_611_545,
    });
    expect(slip({ afp: 'modelo' })).toMatchObject({ pension: 121_576, netPay: 1_010_206 });
  });

  it('pays a bono as imponible pay in the gratificación base, and takes advances and loans from the net', () => {
    const plain = computePayslip(WORKED, PARAMS);
    const withBono = computePayslip({ ...WORKED, baseSalary: 500_000, overtimeSeconds: 0 }, PARAMS, [
      { kind: 'bono', amount: 100_000, reason: 'Meta de ventas' },
    ]);
    // 25 % of 600,000 = 150,000, under the cap of 219,115.
    expect(withBono.gratification).toBe(150_000);
    expect(withBono.taxableEarnings).toBe(750_000);
    expect(withBono.lines.find((line) => line.code === 'bono')).toEqual({
      code: 'bono',
      label: 'Bono: Meta de ventas',
      kind: 'haber',
      taxable: true,
      amount: 100_000,
    });
    const advanced = computePayslip(WORKED, PARAMS, [
      { kind: 'anticipo', amount: 150_000, reason: 'Anticipo quincena' },
      { kind: 'prestamo', amount: 20_000.4, reason: 'Cuota 2 de 6' },
    ]);
    expect(advanced.taxableEarnings).toBe(plain.taxableEarnings);
    expect(advanced.incomeTax).toBe(plain.incomeTax);
    expect(advanced.netPay).toBe(plain.netPay - 170_000);
    expect(advanced.lines.slice(-2).map((line) => [line.code, line.kind, line.taxable, line.amount])).toEqual(
      [
        ['anticipo', 'descuento', false, 150_000],
        ['prestamo', 'descuento', false, 20_000],
      ],
    );
    expect(() => computePayslip(WORKED, PARAMS, [{ kind: 'bono', amount: 0, reason: 'x' }])).toThrow(
      RangeError,
    );
  });

  it('refuses impossible input with a RangeError', () => {
    expect(() => slip({ weeklyHours: 0 })).toThrow(RangeError);
    expect(() => slip({ baseSalary: -1 })).toThrow(RangeError);
    expect(() => slip({ overtimeSeconds: Number.NaN })).toThrow(RangeError);
    expect(() => slip({ health: { kind: 'isapre', planUf: -2 } })).toThrow(RangeError);
  });
});

describe('incomeTax', () => {
  const { utm, taxBrackets } = PARAMS;
  /** The tax by the formula with a given bracket: factor × base − rebate × UTM. */
  const by = (index: number, base: number) => {
    const bracket = taxBrackets[index];
    if (!bracket) throw new Error('no bracket');
    return Math.max(0, roundPesos(bracket.factor * base - bracket.rebateUtm * utm));
  };

  it('matches the reference’s worked checks', () => {
    expect(incomeTax(1_500_000, utm, taxBrackets)).toBe(21_038);
    expect(incomeTax(2_500_000, utm, taxBrackets)).toBe(74_457);
    expect(incomeTax(0, utm, taxBrackets)).toBe(0);
    expect(incomeTax(-5, utm, taxBrackets)).toBe(0);
  });

  it.each([13.5, 30, 50, 70, 90, 120, 310])(
    'is continuous at the %s UTM boundary: each side uses its own bracket',
    (limit) => {
      const index = taxBrackets.findIndex((b) => b.fromUtm === limit);
      const at = limit * utm;
      expect(incomeTax(at - 1, utm, taxBrackets)).toBe(by(index - 1, at - 1));
      expect(incomeTax(at, utm, taxBrackets)).toBe(by(index, at));
      expect(incomeTax(at + 1, utm, taxBrackets)).toBe(by(index, at + 1));
      // Both brackets agree at the boundary (to the peso): no jump in the tax.
      expect(Math.abs(by(index - 1, at) - by(index, at))).toBeLessThanOrEqual(1);
    },
  );
});

describe('computeEmployerCost', () => {
  it('reproduces the reference’s employer cost of the worked example', () => {
    const { employer } = payrollParametersFor('2026-10');
    const cost = computeEmployerCost(WORKED, slip(), PARAMS, employer);
    expect(cost).toEqual({
      unemployment: 27_579,
      pensionReform: 40_219,
      sis: 0,
      workAccident: 10_687,
      total: 78_485,
    });
    expect(computeEmployerCost({ contract: 'plazo-fijo' }, slip(), PARAMS, employer).unemployment).toBe(
      34_473,
    );
  });
});

describe('payrollParametersFor', () => {
  it('gives October 2026 the worked example’s parameters, each with its source', () => {
    const { params, sources } = payrollParametersFor('2026-10');
    expect(params).toEqual(PARAMS);
    expect(sources.minimumWage.source).toContain('Ley 21.830');
    expect(sources.utm).toMatchObject({ from: '2026-10' });
  });

  it('picks the version in force: the 2025 caps and minimum wage, the SIS before the reform', () => {
    const july2025 = payrollParametersFor('2025-07');
    expect(july2025.params).toMatchObject({
      pensionCapUf: 87.8,
      unemploymentCapUf: 131.9,
      minimumWage: 529_000,
    });
    expect(july2025.employer).toMatchObject({ sisPercent: 1.88, pensionReformPercent: 0 });
    expect(payrollParametersFor('2025-09').employer).toMatchObject({
      sisPercent: 1.88,
      pensionReformPercent: 1,
    });
    expect(payrollParametersFor('2026-03').params.minimumWage).toBe(539_000);
  });

  it('marks a UF or UTM carried from an earlier month as a value to check', () => {
    const november = payrollParametersFor('2026-11');
    expect(november.params.utm).toBe(72_151);
    expect(november.sources.utm.unconfirmed).toBe(true);
    expect(november.sources.pensionCapUf.unconfirmed).toBe(false);
  });
});
