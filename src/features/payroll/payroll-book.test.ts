import {
  computeEmployerCost,
  computePayslip,
  type PayrollParams,
  type PayslipInput,
  type PayslipLine,
} from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import {
  buildPayrollBookXlsx,
  employerCostTable,
  payrollBookSheets,
  payrollBookTable,
  type BookEntry,
} from './payroll-book';

/** October 2026 as the worked example states it. */
const PERIOD = payrollParametersFor('2026-10');
const PARAMS: PayrollParams = {
  ...PERIOD.params,
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
  pensionCapUf: 90,
  unemploymentCapUf: 135.2,
  afpCommission: { ...PERIOD.params.afpCommission, habitat: 1.27 },
};

const WORKED: PayslipInput = {
  baseSalary: 900_000,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  overtimeSeconds: 4 * 3600,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 70_000,
};

function entry(
  name: string,
  rut: string | null,
  overrides: Partial<PayslipInput> = {},
  extraLines: PayslipLine[] = [],
  params: Partial<PayrollParams> = {},
): BookEntry {
  const input = { ...WORKED, ...overrides };
  const computed = computePayslip(input, { ...PARAMS, ...params });
  const bonus = extraLines.filter((l) => l.kind === 'haber').reduce((sum, l) => sum + l.amount, 0);
  const taken = extraLines.filter((l) => l.kind === 'descuento').reduce((sum, l) => sum + l.amount, 0);
  // Extra lines as the run adds them; here the bonus is laid on top without recomputing the contributions, which
  // is enough to check where each figure lands.
  const payslip = {
    ...computed,
    taxableEarnings: computed.taxableEarnings + bonus,
    netPay: computed.netPay + bonus - taken,
    lines: [...computed.lines, ...extraLines],
  };
  return {
    person: { name, rut, position: 'Panadera', hireDate: new Date('2024-03-04T03:00:00Z') },
    doc: {
      userId: name,
      period: '2026-10',
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
      employerCost: computeEmployerCost(input, payslip, PARAMS, PERIOD.employer),
      extras: [],
    },
  };
}

const ANA = entry('Ana Núñez', '12.345.678-5');
const JOSE = entry('José Peña', null, { baseSalary: 1_800_000, overtimeSeconds: 0, unpaidAbsenceDays: 1 }, [
  { code: 'bono', label: 'Bono: metas', kind: 'haber', taxable: true, amount: 50_000 },
  { code: 'anticipo', label: 'Anticipo: día 15', kind: 'descuento', taxable: false, amount: 100_000 },
  { code: 'prestamo', label: 'Cuota de préstamo: 2/10', kind: 'descuento', taxable: false, amount: 25_000 },
]);

/** 700.000 imponible (tramo B) and 2 cargas: $27.740 of asignación familiar. */
const LUISA = entry(
  'Luisa Rojas',
  '11.111.111-1',
  { baseSalary: 560_000, overtimeSeconds: 0, nonTaxableAllowances: 0, familyCharges: 2 },
  [],
  {
    familyAllowance: [
      { tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 },
      { tramo: 'B', upToIncome: 947_990, amountPerCharge: 13_870 },
      { tramo: 'C', upToIncome: 1_478_539, amountPerCharge: 4_382 },
      { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
    ],
  },
);

describe('payrollBookTable', () => {
  const table = payrollBookTable('2026-10', [ANA, JOSE, LUISA]);
  const column = (title: string) => table.columns.indexOf(title);

  it('has a row per person with the month’s figures, as numbers', () => {
    expect(table.title).toBe('Libro de remuneraciones Octubre 2026');
    expect(table.columns).toEqual([
      'Nombre',
      'RUT',
      'Días trabajados',
      'Sueldo base',
      'Inasistencias y atrasos',
      'Horas extras',
      'Gratificación',
      'Bonos',
      'Total imponible',
      'Colación y movilización',
      'Asignación familiar',
      'Total haberes',
      'AFP',
      'Salud',
      'Cesantía',
      'Impuesto',
      'Anticipos y préstamos',
      'Total descuentos',
      'Líquido',
    ]);
    expect(table.rows[0]).toEqual([
      'Ana Núñez',
      '12.345.678-5',
      22,
      900_000,
      0,
      30_000,
      219_115,
      0,
      1_149_115,
      70_000,
      0,
      1_219_115,
      129_505,
      80_438,
      6_895,
      0,
      0,
      216_838,
      1_002_277,
    ]);
    const jose = table.rows[1] ?? [];
    expect(jose[column('RUT')]).toBe('');
    expect(jose[column('Inasistencias y atrasos')]).toBe(60_000);
    expect(jose[column('Bonos')]).toBe(50_000);
    expect(jose[column('Anticipos y préstamos')]).toBe(125_000);
    // Ley 18.987: the asignación familiar has its own column, apart from colación y movilización.
    const luisa = table.rows[2] ?? [];
    expect(luisa[column('Asignación familiar')]).toBe(27_740);
    expect(luisa[column('Colación y movilización')]).toBe(0);
    expect(luisa[column('Total haberes')]).toBe(700_000 + 27_740);
  });

  it('adds up each row: imponible, haberes, descuentos and líquido', () => {
    for (const row of table.rows.slice(0, -1)) {
      const at = (title: string) => Number(row[column(title)]);
      expect(
        at('Sueldo base') -
          at('Inasistencias y atrasos') +
          at('Horas extras') +
          at('Gratificación') +
          at('Bonos'),
      ).toBe(at('Total imponible'));
      expect(at('Total imponible') + at('Colación y movilización') + at('Asignación familiar')).toBe(
        at('Total haberes'),
      );
      expect(at('AFP') + at('Salud') + at('Cesantía') + at('Impuesto') + at('Anticipos y préstamos')).toBe(
        at('Total descuentos'),
      );
      expect(at('Total haberes') - at('Total descuentos')).toBe(at('Líquido'));
    }
  });

  it('ends with a Totales row that sums every money column', () => {
    const totals = table.rows.at(-1) ?? [];
    expect(totals.slice(0, 3)).toEqual(['Totales', null, null]);
    for (let index = 3; index < table.columns.length; index += 1) {
      const sum = table.rows.slice(0, -1).reduce((total, row) => total + Number(row[index]), 0);
      expect(totals[index]).toBe(sum);
    }
    expect(totals[column('Líquido')]).toBe(
      ANA.doc.payslip.netPay + JOSE.doc.payslip.netPay + LUISA.doc.payslip.netPay,
    );
  });
});

describe('employerCostTable and the workbook', () => {
  it('lists the employer’s contributions per person, with totals', () => {
    const table = employerCostTable('2026-10', [ANA, JOSE]);
    expect(table.columns).toEqual([
      'Nombre',
      'RUT',
      'Cesantía empleador',
      'Aporte reforma previsional',
      'SIS',
      'Mutual',
      'Total',
    ]);
    const { unemployment, pensionReform, sis, workAccident, total } = ANA.doc.employerCost;
    expect(table.rows[0]).toEqual([
      'Ana Núñez',
      '12.345.678-5',
      unemployment,
      pensionReform,
      sis,
      workAccident,
      total,
    ]);
    expect(table.rows.at(-1)?.[6]).toBe(ANA.doc.employerCost.total + JOSE.doc.employerCost.total);
  });

  it('writes two sheets, each under the employer line and the period', () => {
    const sheets = payrollBookSheets('2026-10', [ANA], 'Empleador: Panadería Norte SpA · RUT 76.086.428-5');
    expect(sheets.map((s) => s.sheet)).toEqual(['Libro de remuneraciones', 'Costo empresa']);
    for (const sheet of sheets) {
      expect(sheet.data.slice(0, 3)).toEqual([
        ['Empleador: Panadería Norte SpA · RUT 76.086.428-5'],
        ['Periodo: Octubre 2026'],
        [null],
      ]);
      expect(sheet.stickyRowsCount).toBe(4);
    }
  });

  it('makes an .xlsx file', async () => {
    const blob = await buildPayrollBookXlsx('2026-10', [ANA, JOSE], 'Empleador: Panadería Norte SpA');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob.size).toBeGreaterThan(0);
  });
});
