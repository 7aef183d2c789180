import { article58Limits } from './article-58';
import {
  computeEmployerCost,
  computePayslip,
  familyAllowanceBracket,
  incomeTax,
  legalWeeklyHoursOf,
  minimumWageFor,
  roundPesos,
  taxDeductibleHealth,
  type FamilyAllowanceBracket,
  type PayrollParams,
  type PayslipInput,
} from './compute-payslip';
import { article47Gratifications } from './gratification';
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

  it('deducts the larger of 7 % and an Isapre plan from the pay', () => {
    // Plan 3 UF = 123.172 > 7 % (80.438).
    const above = slip({ health: { kind: 'isapre', planUf: 3 } });
    expect(above.health).toBe(123_172);
    expect(above.incomeTax).toBe(0);
    expect(above.netPay).toBe(1_002_277 - (123_172 - 80_438));
    // Plan 1 UF = 41.057 < 7 %: the 7 %.
    expect(slip({ health: { kind: 'isapre', planUf: 1 } }).health).toBe(80_438);
  });

  it('art. 42 N° 1 LIR: an Isapre 5 UF case at $1.800.000 pays $24.005 of tax (the plan lowers the base)', () => {
    // Sueldo base $1.800.000, no overtime, indefinido, AFP Habitat, October 2026 with the UF of 30-09-2026
    // (41.057,20; the 1-10-2026 UF 41.065,38 would give $24.003). Imponible 2.019.115; AFP 227.554; AFC 12.115;
    // plan 5 UF = 205.286 ≤ 7 % of 90 UF (258.660): base 2.019.115 − 227.554 − 12.115 − 205.286 = 1.574.160;
    // 1.574.160 × 0,04 − 38.961,54 = 24.004,86 → $24.005 ($2.558 less than Fonasa's $26.563).
    const taxed = { baseSalary: 1_800_000, overtimeSeconds: 0 };
    const isapre = slip({ ...taxed, health: { kind: 'isapre', planUf: 5 } });
    expect(isapre).toMatchObject({ taxableEarnings: 2_019_115, health: 205_286, incomeTax: 24_005 });
    expect(slip(taxed).incomeTax - isapre.incomeTax).toBe(2_558);
    // A plan above 7 % of the tope (7 UF = 287.400 > 258.660) lowers the base only by the cap:
    // 2.019.115 − 227.554 − 12.115 − 258.660 = 1.520.786 → 60.831,44 − 38.961,54 = 21.869,90 → $21.870.
    const dear = slip({ ...taxed, health: { kind: 'isapre', planUf: 7 } });
    expect(dear).toMatchObject({ health: 287_400, incomeTax: 21_870 });
    expect(taxDeductibleHealth(287_400, PARAMS)).toBe(258_660);
    expect(taxDeductibleHealth(205_286, PARAMS)).toBe(205_286);
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

/** Asignación familiar from May 2026 (Ley 21.830 / SUSESO), lowest tramo first. */
const FAMILY: FamilyAllowanceBracket[] = [
  { tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 },
  { tramo: 'B', upToIncome: 947_990, amountPerCharge: 13_870 },
  { tramo: 'C', upToIncome: 1_478_539, amountPerCharge: 4_382 },
  { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
];
const WITH_FAMILY: PayrollParams = { ...PARAMS, familyAllowance: FAMILY };

describe('asignación familiar (Ley 18.987)', () => {
  it('pays cargas × the amount of the tramo of the month’s income, as a non-taxable haber', () => {
    // Base 560.000 + 25 % gratificación (140.000) = 700.000 imponible: tramo B, 2 × 13.870 = 27.740.
    const input = { baseSalary: 560_000, overtimeSeconds: 0, nonTaxableAllowances: 0 };
    const without = slip(input, WITH_FAMILY);
    const payslip = slip({ ...input, familyCharges: 2 }, WITH_FAMILY);
    expect(payslip).toMatchObject({
      taxableEarnings: 700_000,
      familyAllowance: 27_740,
      familyAllowanceTramo: 'B',
    });
    expect(payslip.lines.find((l) => l.code === 'asignacion-familiar')).toEqual({
      code: 'asignacion-familiar',
      label: 'Asignación familiar (tramo B, 2 cargas)',
      kind: 'haber',
      taxable: false,
      amount: 27_740,
    });
    // Neither imponible nor taxable: only the net changes.
    expect(payslip.incomeTax).toBe(without.incomeTax);
    expect(payslip.pension).toBe(without.pension);
    expect(payslip.netPay).toBe(without.netPay + 27_740);
    // The worked example's 1.149.115 is tramo C: 1 carga × 4.382.
    const worked = slip({ familyCharges: 1 }, WITH_FAMILY);
    expect(worked.lines.find((l) => l.code === 'asignacion-familiar')?.label).toBe(
      'Asignación familiar (tramo C, 1 carga)',
    );
    expect(worked.netPay).toBe(1_002_277 + 4_382);
  });

  it('picks the tramo by its upper end, the end included', () => {
    expect(familyAllowanceBracket(649_039, FAMILY)?.tramo).toBe('A');
    expect(familyAllowanceBracket(649_040, FAMILY)?.tramo).toBe('B');
    expect(familyAllowanceBracket(1_478_540, FAMILY)?.tramo).toBe('D');
    expect(familyAllowanceBracket(1_000, [])).toBeNull();
  });

  it('writes no line without brackets, without cargas, or in tramo D', () => {
    const none = slip({ familyCharges: 2 });
    expect(none).toMatchObject({ familyAllowance: 0, familyAllowanceTramo: null, netPay: 1_002_277 });
    expect(slip({ familyCharges: 0 }, WITH_FAMILY)).toMatchObject({
      familyAllowance: 0,
      familyAllowanceTramo: 'C',
    });
    const high = slip({ baseSalary: 1_800_000, familyCharges: 3 }, WITH_FAMILY);
    expect(high).toMatchObject({ familyAllowance: 0, familyAllowanceTramo: 'D' });
    for (const payslip of [none, high])
      expect(payslip.lines.some((l) => l.code === 'asignacion-familiar')).toBe(false);
    expect(() => slip({ familyCharges: 1.5 }, WITH_FAMILY)).toThrow(RangeError);
    expect(() => slip({ familyCharges: -1 }, WITH_FAMILY)).toThrow(RangeError);
  });
});

describe('art. 44 CT: the ingreso mínimo', () => {
  it('warns of a full-time sueldo base below the month’s ingreso mínimo', () => {
    expect(slip({ baseSalary: 500_000 }).warnings).toEqual([
      'Sueldo base bajo el ingreso mínimo: $500.000 de $553.553.',
    ]);
    expect(slip({ baseSalary: 553_553 }).warnings).toEqual([]);
    expect(slip().warnings).toEqual([]);
    // Part time (30 h of 42): the proportional minimum is the draft's to check, not a full-time warning.
    expect(slip({ baseSalary: 500_000, weeklyHours: 30 }).warnings).toEqual([]);
    // March 2026: the legal week was 44 h, so 42 h is part time and 44 h is full time.
    const march = { ...PARAMS, period: '2026-03', minimumWage: 539_000 };
    expect(slip({ baseSalary: 500_000 }, march).warnings).toEqual([]);
    expect(slip({ baseSalary: 500_000, weeklyHours: 44 }, march).warnings).toEqual([
      'Sueldo base bajo el ingreso mínimo: $500.000 de $539.000.',
    ]);
  });

  it('art. 40 bis: gives a part-time contract the minimum in proportion to its hours', () => {
    expect(minimumWageFor(30, 42, 553_553)).toBe(395_395);
    expect(minimumWageFor(20, 44, 539_000)).toBe(245_000);
    expect(minimumWageFor(42, 42, 553_553)).toBe(553_553);
    expect(minimumWageFor(45, 42, 553_553)).toBe(553_553);
    expect(() => minimumWageFor(0, 42, 553_553)).toThrow(RangeError);
  });

  it('Ley 21.561: takes the legal week on the period’s last day', () => {
    expect(legalWeeklyHoursOf('2026-03')).toBe(44);
    expect(legalWeeklyHoursOf('2026-04')).toBe(42);
    expect(legalWeeklyHoursOf('2028-04')).toBe(40);
    expect(() => legalWeeklyHoursOf('2026')).toThrow(RangeError);
  });
});

describe('art. 58 CT: deduction limits', () => {
  it('takes loan installments up to 15 % of the remuneración total and says what it left', () => {
    // Imponible 1.149.115: 15 % = 172.367 (rounded down). A $200.000 installment leaves $27.633.
    const payslip = computePayslip(WORKED, PARAMS, [
      { kind: 'prestamo', amount: 200_000, reason: 'Cuota 1' },
    ]);
    expect(payslip.lines.at(-1)).toMatchObject({ code: 'prestamo', amount: 172_367 });
    expect(payslip.netPay).toBe(1_002_277 - 172_367);
    expect(payslip.warnings).toEqual([
      'Art. 58 CT: las cuotas de préstamo no pueden superar el 15 % de la remuneración ($172.367); no se descuentan $27.633 este mes.',
    ]);
    // Two installments: taken in order, the second cut.
    const two = computePayslip(WORKED, PARAMS, [
      { kind: 'prestamo', amount: 100_000, reason: 'Cuota 1' },
      { kind: 'prestamo', amount: 100_000, reason: 'Cuota 2' },
    ]);
    expect(two.lines.slice(-2).map((l) => l.amount)).toEqual([100_000, 72_367]);
    // Within the limit: taken whole, no warning.
    const within = computePayslip(WORKED, PARAMS, [{ kind: 'prestamo', amount: 172_367, reason: 'Cuota' }]);
    expect(within.warnings).toEqual([]);
    expect(within.netPay).toBe(1_002_277 - 172_367);
  });

  it('leaves advances out of the 15 %: they are pay already given', () => {
    const payslip = computePayslip(WORKED, PARAMS, [
      { kind: 'anticipo', amount: 500_000, reason: 'Anticipo quincena' },
    ]);
    expect(payslip.netPay).toBe(1_002_277 - 500_000);
    expect(payslip.warnings).toEqual([]);
    const over = computePayslip(WORKED, PARAMS, [
      { kind: 'anticipo', amount: 1_100_000, reason: 'Anticipo' },
    ]);
    expect(over.netPay).toBe(-97_723);
    expect(over.warnings).toEqual([
      'El líquido a pagar queda negativo (-$97.723): los anticipos superan lo que corresponde pagar este mes.',
    ]);
  });

  it('keeps all deductions, the legal ones included, within 45 % of the remuneración total', () => {
    // Base 30.000.000: imponible 30.219.115; AFP 416.443 and Fonasa 258.660 at 90 UF, AFC 33.306 at 135,2 UF;
    // base tributable 29.510.706 → 0,4 × 29.510.706 − 2.800.901,82 = 9.003.381. Legal 9.711.790;
    // 45 % = 13.598.601, so at most 3.886.811 of installments (under the 15 %, 4.532.867).
    const payslip = computePayslip({ ...WORKED, baseSalary: 30_000_000, overtimeSeconds: 0 }, PARAMS, [
      { kind: 'prestamo', amount: 4_000_000, reason: 'Cuota' },
    ]);
    expect(payslip).toMatchObject({
      taxableEarnings: 30_219_115,
      pension: 416_443,
      health: 258_660,
      unemployment: 33_306,
      incomeTax: 9_003_381,
    });
    expect(payslip.lines.at(-1)).toMatchObject({ code: 'prestamo', amount: 3_886_811 });
    expect(payslip.warnings).toEqual([
      'Art. 58 CT: los descuentos no pueden superar el 45 % de la remuneración ($13.598.601, con los descuentos legales); no se descuentan $113.189 de cuotas de préstamo este mes.',
    ]);
  });
});

describe('gratificación: art. 47 as the tenant’s choice beside art. 50', () => {
  it('art. 47 CT: pays no monthly gratificación, so the imponible is the pay alone', () => {
    const payslip = slip({}, { ...PARAMS, gratificationRegime: 'art47' });
    expect(payslip).toMatchObject({ gratification: 0, taxableEarnings: 930_000 });
    expect(payslip.lines.some((l) => l.code === 'gratificacion')).toBe(false);
    // Art. 50 (the default, and explicit): the worked example's 219.115.
    expect(slip({}, { ...PARAMS, gratificationRegime: 'art50' }).gratification).toBe(219_115);
  });

  it('art. 47 CT: shares 30 % of the utilidad líquida in proportion to each one’s year of pay', () => {
    // 30 % of 10.000.000 = 3.000.000 over 12.000.000 + 6.000.000 of pay: 2/3 and 1/3.
    const shares = article47Gratifications(
      10_000_000,
      new Map([
        ['ana', 12_000_000],
        ['jose', 6_000_000],
      ]),
    );
    expect([...shares]).toEqual([
      ['ana', 2_000_000],
      ['jose', 1_000_000],
    ]);
    // No profit, no gratificación.
    expect([...article47Gratifications(-5_000, new Map([['ana', 12_000_000]]))]).toEqual([['ana', 0]]);
    expect([...article47Gratifications(1_000, new Map([['ana', 0]]))]).toEqual([['ana', 0]]);
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
    // The asignación familiar's tramos are the indicator table's, checked with it.
    const { familyAllowance: _tramos, ...rest } = params;
    expect(rest).toEqual(PARAMS);
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

  it('marks a UF or UTM carried from an earlier month as missing for the run', () => {
    const november = payrollParametersFor('2026-11');
    expect(november.params.utm).toBe(72_151);
    expect(november.sources.utm.missing).toBe(true);
    expect(november.sources.pensionCapUf.missing).toBe(false);
  });
});

describe('art. 45 CT: semana corrida on the month’s variable pay', () => {
  /**
   * October 2026 for a Monday–Friday week: 21 days due (22 weekdays less Monday 12, Encuentro de Dos Mundos) and 5
   * Sundays and holidays (the 4 Sundays and the 12th; Saturday 31 is not in the week).
   * Sueldo 560.000 + comisiones 105.000: 105.000 ÷ 21 = 5.000 a day × 5 = 25.000 of semana corrida.
   * Pay 560.000 + 105.000 + 25.000 = 690.000; gratificación 25 % = 172.500 (under the 219.115 cap);
   * imponible 862.500; AFP 11,27 % = 97.203,75 → 97.204; Fonasa 60.375; AFC 0,6 % = 5.175;
   * base tributable 699.746 (exempt); líquido 862.500 − 162.754 = 699.746.
   */
  const COMMISSIONS = [{ kind: 'comision' as const, amount: 105_000, reason: 'Ventas de octubre' }];
  const SELLER = {
    baseSalary: 560_000,
    overtimeSeconds: 0,
    nonTaxableAllowances: 0,
    semanaCorrida: { daysDue: 21, restDays: 5 },
  };

  it('art. 45 CT: pays the average daily commission for each Sunday and holiday, imponible and in the gratificación', () => {
    const payslip = computePayslip({ ...WORKED, ...SELLER }, PARAMS, COMMISSIONS);
    expect(payslip).toMatchObject({
      semanaCorrida: 25_000,
      gratification: 172_500,
      taxableEarnings: 862_500,
      pension: 97_204,
      health: 60_375,
      unemployment: 5_175,
      incomeTax: 0,
      netPay: 699_746,
    });
    expect(payslip.lines.find((l) => l.code === 'semana-corrida')).toEqual({
      code: 'semana-corrida',
      label: 'Semana corrida (art. 45, 5 domingos y festivos)',
      kind: 'haber',
      taxable: true,
      amount: 25_000,
    });
    expect(payslip.lines.find((l) => l.code === 'comision')).toMatchObject({
      label: 'Comisión: Ventas de octubre',
      kind: 'haber',
      taxable: true,
      amount: 105_000,
    });
    // Without the flag the same month has no semana corrida: 665.000 of pay, 166.250 of gratificación.
    const without = computePayslip({ ...WORKED, ...SELLER, semanaCorrida: undefined }, PARAMS, COMMISSIONS);
    expect(without).toMatchObject({ semanaCorrida: 0, gratification: 166_250, taxableEarnings: 831_250 });
    expect(without.lines.some((l) => l.code === 'semana-corrida')).toBe(false);
  });

  it('art. 45 CT: counts commissions only; a bono, colación or movilización is not variable pay', () => {
    const payslip = computePayslip({ ...WORKED, ...SELLER, nonTaxableAllowances: 70_000 }, PARAMS, [
      ...COMMISSIONS,
      { kind: 'bono', amount: 50_000, reason: 'Bono de aniversario' },
    ]);
    expect(payslip.semanaCorrida).toBe(25_000);
    // No commissions: the line is there at $0.
    const none = computePayslip({ ...WORKED, ...SELLER }, PARAMS);
    expect(none.semanaCorrida).toBe(0);
    expect(none.lines.find((l) => l.code === 'semana-corrida')?.amount).toBe(0);
    // 100.000 ÷ 21 × 5 = 23.809,52 → 23.810 (half up).
    const odd = computePayslip({ ...WORKED, ...SELLER }, PARAMS, [
      { kind: 'comision', amount: 100_000, reason: 'Ventas' },
    ]);
    expect(odd.semanaCorrida).toBe(23_810);
  });

  it('art. 45 inc. 1 CT: pay by the hour is variable pay itself', () => {
    // 400.000 of hours in 20 days due, 5 Sundays and holidays: 400.000 ÷ 20 × 5 = 100.000.
    const payslip = computePayslip(
      {
        ...WORKED,
        baseSalary: 400_000,
        overtimeSeconds: 0,
        semanaCorrida: { daysDue: 20, restDays: 5, basePaidByTheDay: true },
      },
      PARAMS,
    );
    expect(payslip.semanaCorrida).toBe(100_000);
    expect(() =>
      computePayslip({ ...WORKED, semanaCorrida: { daysDue: 20.5, restDays: 5 } }, PARAMS),
    ).toThrow(RangeError);
  });
});

describe('Ley 18.987: the asignación familiar tramo certified by the IPS or the caja', () => {
  // Base 560.000 + gratificación 140.000 = 700.000 imponible: by the month's income, tramo B (13.870).
  const input = { baseSalary: 560_000, overtimeSeconds: 0, nonTaxableAllowances: 0, familyCharges: 2 };

  it('Ley 18.987: pays the file’s tramo over the month’s income', () => {
    // Tramo A from the previous half-year: 2 × 22.601 = 45.202.
    expect(slip({ ...input, familyAllowanceTramo: 'A' }, WITH_FAMILY)).toMatchObject({
      familyAllowance: 45_202,
      familyAllowanceTramo: 'A',
      netPay: slip(input, WITH_FAMILY).netPay - 27_740 + 45_202,
    });
    // Tramo C: 2 × 4.382 = 8.764; tramo D: nothing, no line.
    expect(slip({ ...input, familyAllowanceTramo: 'C' }, WITH_FAMILY).familyAllowance).toBe(8_764);
    const d = slip({ ...input, familyAllowanceTramo: 'D' }, WITH_FAMILY);
    expect(d).toMatchObject({ familyAllowance: 0, familyAllowanceTramo: 'D' });
    expect(d.lines.some((l) => l.code === 'asignacion-familiar')).toBe(false);
  });

  it('Ley 18.987: falls back on the month’s income without a tramo, or with one the month lacks', () => {
    for (const tramo of [null, undefined, 'E'])
      expect(slip({ ...input, familyAllowanceTramo: tramo }, WITH_FAMILY)).toMatchObject({
        familyAllowance: 27_740,
        familyAllowanceTramo: 'B',
      });
  });
});

describe('art. 58 CT: housing and education installments, up to 30 %', () => {
  it('art. 58 CT: takes housing or education installments beyond the 15 % of loans, up to 30 % and the 45 %', () => {
    // Imponible 1.149.115: loans 15 % = 172.367, housing/education 30 % = 344.734,5 → 344.734, all 45 % = 517.101.
    expect(article58Limits(1_149_115)).toEqual({ agreed: 172_367, housing: 344_734, overall: 517_101 });
    // 200.000 is above the loans' 15 % but within the 30 % and the 45 % room: taken whole.
    const within = computePayslip(WORKED, PARAMS, [
      { kind: 'vivienda-educacion', amount: 200_000, reason: 'Crédito de estudios' },
    ]);
    expect(within.lines.at(-1)).toMatchObject({
      code: 'vivienda-educacion',
      label: 'Cuota de vivienda o educación: Crédito de estudios',
      kind: 'descuento',
      taxable: false,
      amount: 200_000,
    });
    expect(within.warnings).toEqual([]);
    expect(within.netPay).toBe(1_002_277 - 200_000);
    // 400.000: the legal deductions (129.505 + 80.438 + 6.895 = 216.838, 18,9 %) leave 517.101 − 216.838 =
    // 300.263 of the 45 %, less than the 30 %: 300.263 taken, 99.737 left for a later month.
    const over = computePayslip(WORKED, PARAMS, [
      { kind: 'vivienda-educacion', amount: 400_000, reason: 'Dividendo hipotecario' },
    ]);
    expect(over.lines.at(-1)).toMatchObject({ code: 'vivienda-educacion', amount: 300_263 });
    expect(over.netPay).toBe(1_002_277 - 300_263);
    expect(over.warnings).toEqual([
      'Art. 58 CT: los descuentos no pueden superar el 45 % de la remuneración ($517.101, con los descuentos legales); no se descuentan $99.737 de cuotas de vivienda o educación este mes.',
    ]);
  });

  it('art. 58 CT: housing and loans together stay within 45 %, housing first', () => {
    // Legal deductions 129.505 + 80.438 + 6.895 + 0 = 216.838; 45 % of 1.149.115 = 517.101 → room 300.263.
    // Housing 300.000 is taken whole; the loan gets the 263 left, 172.104 wait for a later month.
    const payslip = computePayslip(WORKED, PARAMS, [
      { kind: 'prestamo', amount: 172_367, reason: 'Cuota 1' },
      { kind: 'vivienda-educacion', amount: 300_000, reason: 'Dividendo' },
    ]);
    expect(payslip.lines.slice(-2).map((l) => [l.code, l.amount])).toEqual([
      ['prestamo', 263],
      ['vivienda-educacion', 300_000],
    ]);
    expect(payslip.netPay).toBe(702_014);
    expect(payslip.warnings).toEqual([
      'Art. 58 CT: los descuentos no pueden superar el 45 % de la remuneración ($517.101, con los descuentos legales); no se descuentan $172.104 de cuotas de préstamo este mes.',
    ]);
  });
});
