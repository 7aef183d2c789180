import {
  computeEmployerCost,
  computePayslip,
  type PayrollParams,
  type PayslipInput,
} from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import { lreTable, type LreOptions, type LrePerson, type LreTable } from './lre-csv';
import { validateLre } from './lre-validator';
import type { BookEntry } from './payroll-figures';

const OCTOBER = payrollParametersFor('2026-10');
const PARAMS: PayrollParams = { ...OCTOBER.params, uf: 41_057.2, utm: 72_151, pensionCapUf: 90 };

const SHOP: WorkplaceRef = {
  id: 'wp-providencia',
  name: 'Local Providencia',
  street: 'Av. Providencia',
  number: '2124',
  unit: null,
  comuna: 'Providencia',
  city: 'Santiago',
  region: 13,
};

const INPUT: PayslipInput = {
  baseSalary: 900_000,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  overtimeSeconds: 0,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 70_000,
};

/** Ana's October with a complete file; `file` changes it. */
function ana(file: Partial<LrePerson> = {}, id = 'ana'): BookEntry {
  const payslip = computePayslip(INPUT, PARAMS);
  return {
    person: {
      name: 'Ana Núñez',
      rut: '12.345.678-5',
      hireDate: new Date('2024-03-04T03:00:00Z'),
      contractWeeklyHours: 42,
      afp: 'habitat',
      healthSystem: 'fonasa',
      mealAllowance: 40_000,
      transportAllowance: 30_000,
      workplaceId: SHOP.id,
      ...file,
    },
    doc: {
      userId: id,
      period: '2026-10',
      input: INPUT,
      basis: {
        workedDays: 22,
        overtimeSeconds: 0,
        unpaidAbsenceDays: 0,
        lateSeconds: 0,
        recordedLateSeconds: 0,
        sickLeaveDays: 0,
      },
      payslip,
      employerCost: computeEmployerCost(INPUT, payslip, PARAMS, OCTOBER.employer),
      extras: [],
    },
  };
}

const OPTIONS: LreOptions = { params: PARAMS, workplaces: [SHOP] };

const table = (entries: BookEntry[], options: LreOptions = OPTIONS) => lreTable('2026-10', entries, options);

/** The table with one cell of its first row changed. */
function withCell(base: LreTable, code: string, value: string | number): LreTable {
  const [first, ...rest] = base.rows;
  if (!first) throw new Error('No row');
  return { ...base, rows: [{ ...first, cells: { ...first.cells, [code]: value } }, ...rest] };
}

describe('validateLre', () => {
  it('finds nothing in a complete row', () => {
    expect(validateLre(table([ana()]))).toEqual([]);
  });

  it('reports a row without AFP by person and column (1141)', () => {
    expect(validateLre(table([ana({ afp: null })]))).toEqual([
      {
        person: 'Ana Núñez',
        column: 'AFP(1141)',
        message: 'Falta la AFP: elígela en la ficha de la persona.',
      },
    ]);
  });

  it('reports 1105/1106 without a workplace, and a comuna its region does not have', () => {
    expect(validateLre(table([ana()], { params: PARAMS })).map((p) => p.column)).toEqual([
      'Región prestación de servicios(1105)',
      'Comuna prestación de servicios(1106)',
    ]);
    const wrongRegion = { ...SHOP, region: 5 };
    expect(validateLre(table([ana()], { params: PARAMS, workplaces: [wrongRegion] }))).toEqual([
      {
        person: 'Ana Núñez',
        column: 'Comuna prestación de servicios(1106)',
        message: 'Falta la comuna o no se reconoce: revisa la comuna del lugar de trabajo.',
      },
    ]);
    expect(validateLre(withCell(table([ana()]), '1106', 5101))).toEqual([
      {
        person: 'Ana Núñez',
        column: 'Comuna prestación de servicios(1106)',
        message: 'La comuna 5101 no es de la región 13.',
      },
    ]);
  });

  it('LRE 5230 = Σ23xx: reports a total that does not close, with both figures', () => {
    expect(validateLre(withCell(table([ana()]), '2302', 31_000))).toEqual([
      {
        person: 'Ana Núñez',
        column: 'Total haberes no imponibles y no tributables(5230)',
        message: 'El total es $70.000 y la suma de 23xx da $71.000.',
      },
    ]);
    const net = validateLre(withCell(table([ana()]), '5501', 1));
    expect(net.map((p) => p.column)).toEqual(['Total líquido(5501)']);
  });

  it('reports a code outside the DT’s table, a bad RUT, a repeated RUT and a bad date', () => {
    const problems = (t: LreTable) => validateLre(t).map((p) => [p.column, p.message]);
    expect(problems(withCell(table([ana()]), '1141', 99))).toEqual([
      ['AFP(1141)', 'El código «99» no está en la tabla de la Dirección del Trabajo.'],
    ]);
    expect(problems(table([ana({ rut: '12.345.678-9' })]))).toEqual([
      [
        'Rut trabajador(1101)',
        'El RUT «12345678-9» no es válido (se escribe sin puntos y con guion, por ejemplo 12345678-5).',
      ],
    ]);
    expect(problems(table([ana(), ana({ name: 'Ana Bis' }, 'ana-bis')]))).toEqual([
      ['Rut trabajador(1101)', 'El RUT 12345678-5 ya está en la fila de Ana Núñez.'],
    ]);
    expect(problems(withCell(table([ana()]), '1102', '2024-03-04'))).toEqual([
      ['Fecha inicio contrato(1102)', 'La fecha «2024-03-04» no tiene el formato dd/mm/aaaa.'],
    ]);
  });

  it('asks for an Isapre code it does not have, and for the tramo when the month has no brackets', () => {
    // LRE 1143: Colmena Golden Cross is code 4; «Otra Isapre» has none.
    expect(validateLre(table([ana({ healthSystem: 'isapre', isapre: 'colmena' })]))).toEqual([]);
    const other = validateLre(table([ana({ healthSystem: 'isapre', isapre: 'otra' })]));
    expect(other.map((p) => [p.column, p.message])).toEqual([
      [
        'FONASA - ISAPRE(1143)',
        'Falta la salud: elige Fonasa o la Isapre en la ficha («Otra Isapre» no tiene código en el LRE).',
      ],
    ]);
    const withoutBrackets = { params: { uf: PARAMS.uf, pensionCapUf: 90 }, workplaces: [SHOP] };
    const cargas = validateLre(table([ana({ cargasFamiliares: 2 })], withoutBrackets));
    expect(cargas).toEqual([
      {
        person: 'Ana Núñez',
        column: 'Tramo asignación familiar(1114)',
        message: 'Falta el tramo de asignación familiar: el mes no tiene los tramos en sus parámetros.',
      },
    ]);
  });
});
