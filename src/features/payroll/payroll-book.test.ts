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
  LRE_COLUMNS,
  LRE_UNFILLED_COLUMNS,
  lreCode,
  lreCsv,
  lreRut,
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
): BookEntry {
  const input = { ...WORKED, ...overrides };
  const computed = computePayslip(input, PARAMS);
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

describe('payrollBookTable', () => {
  const table = payrollBookTable('2026-10', [ANA, JOSE]);
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
      'No imponibles',
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
      expect(at('Total imponible') + at('No imponibles')).toBe(at('Total haberes'));
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
    expect(totals[column('Líquido')]).toBe(ANA.doc.payslip.netPay + JOSE.doc.payslip.netPay);
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

describe('lreCsv', () => {
  const parse = (csv: string) =>
    csv
      .split('\r\n')
      .slice(0, -1)
      .map((line) => line.split(';'));

  it('writes the DT’s 147 headers with their field codes, then a row per person', () => {
    expect(LRE_COLUMNS).toHaveLength(147);
    expect(new Set(LRE_COLUMNS.map(lreCode)).size).toBe(147);
    const lines = parse(lreCsv('2026-10', [ANA, JOSE]));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual([...LRE_COLUMNS]);
    expect(lines[0]?.slice(0, 2)).toEqual(['Rut trabajador(1101)', 'Fecha inicio contrato(1102)']);
    for (const line of lines) expect(line).toHaveLength(147);
  });

  it('fills the worked example’s row: RUT without dots, dd/mm/yyyy, whole pesos, the totals that close', () => {
    const [header = [], ana = []] = parse(lreCsv('2026-10', [ANA]));
    const at = (code: string) => ana[header.findIndex((h) => lreCode(h) === code)];
    expect(at('1101')).toBe('12345678-5');
    expect(at('1102')).toBe('04/03/2024');
    expect(at('1115')).toBe('22');
    expect(at('1151')).toBe('1');
    expect(at('2101')).toBe('900000');
    expect(at('2102')).toBe('30000');
    expect(at('2106')).toBe('219115');
    expect(at('2113')).toBe('0');
    expect(at('3141')).toBe('129505');
    expect(at('3143')).toBe('80438');
    expect(at('3144')).toBe('0');
    expect(at('3151')).toBe('6895');
    expect(at('3161')).toBe('0');
    expect(at('3188')).toBe('0');
    expect(at('5210')).toBe('1149115');
    expect(at('5230')).toBe('70000');
    expect(at('5201')).toBe('1219115');
    expect(at('5341')).toBe('216838');
    expect(at('5301')).toBe('216838');
    expect(at('5501')).toBe('1002277');
    const { unemployment, workAccident, sis } = ANA.doc.employerCost;
    expect(at('4151')).toBe(String(unemployment));
    expect(at('5410')).toBe(String(unemployment + workAccident + sis));
    // What we cannot fill stays empty.
    for (const header of LRE_UNFILLED_COLUMNS) expect(at(lreCode(header))).toBe('');
    for (const value of ana) expect(value).toMatch(/^(|-?\d+|\d{8}-[\dK]|\d{2}\/\d{2}\/\d{4})$/);
  });

  it('reports the extras and the absence discount so that haberes − descuentos = líquido', () => {
    const [header = [], , jose = []] = parse(lreCsv('2026-10', [ANA, JOSE]));
    const at = (code: string) => Number(jose[header.findIndex((h) => lreCode(h) === code)]);
    expect(jose[0]).toBe('');
    expect(at('2101')).toBe(1_800_000 - 60_000);
    expect(at('2113')).toBe(50_000);
    expect(at('3188')).toBe(125_000);
    expect(at('2101') + at('2102') + at('2106') + at('2113')).toBe(at('5210'));
    expect(at('3141') + at('3143') + at('3144') + at('3151')).toBe(at('5341'));
    expect(at('5341') + at('5361') + at('5302')).toBe(at('5301'));
    expect(at('5201') - at('5301')).toBe(at('5501'));
    expect(at('5501')).toBe(JOSE.doc.payslip.netPay);
  });

  it('splits an Isapre plan into the legal 7 % and the rest', () => {
    const isapre = entry('Ana Núñez', '12.345.678-5', { health: { kind: 'isapre', planUf: 3 } });
    const [header = [], row = []] = parse(lreCsv('2026-10', [isapre], { params: PARAMS }));
    const at = (code: string) => Number(row[header.findIndex((h) => lreCode(h) === code)]);
    // Plan 3 UF = 123.172; the legal 7 % = 80.438.
    expect(at('3143')).toBe(80_438);
    expect(at('3144')).toBe(123_172 - 80_438);
  });

  it('writes the RUT as the layout asks', () => {
    expect(lreRut('12.345.678-5')).toBe('12345678-5');
    expect(lreRut('7.654.333-k')).toBe('7654333-K');
    // Not a valid RUT: written as typed, without dots.
    expect(lreRut('1.234.567-0')).toBe('1234567-0');
    expect(lreRut(null)).toBe('');
  });

  it('refuses a payslip of another month', () => {
    expect(() => lreCsv('2026-11', [ANA])).toThrow(RangeError);
  });
});
