import { computePayslip, type PayrollParams, type PayslipInput } from './compute-payslip';
import { payrollParametersFor } from './parameters';
import { payslipLineSources } from './payslip-provenance';

const PARAMS: PayrollParams = {
  ...payrollParametersFor('2026-10').params,
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
};
const INPUT: PayslipInput = {
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
const BASIS = {
  workedDays: 21,
  overtimeSeconds: 14_400,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  recordedLateSeconds: 0,
  sickLeaveDays: 0,
};

describe('payslipLineSources', () => {
  it('explains the worked example’s lines with its own figures', () => {
    const sources = payslipLineSources(INPUT, BASIS, PARAMS, computePayslip(INPUT, PARAMS));
    expect(sources['horas-extras']).toBe(
      '4:00:00 de horas extras aprobadas × $7.500 (valor hora $5.000 + 50 %)',
    );
    expect(sources.gratificacion).toBe(
      '25 % de $930.000, tope 4,75 ingresos mínimos al año ($219.115 al mes)',
    );
    expect(sources.afp).toBe('11,27 % de $1.149.115');
    expect(sources.salud).toBe('7 % de $1.149.115');
    expect(sources.cesantia).toBe('0,6 % de $1.149.115');
    expect(sources['sueldo-base']).toMatch(/42 h semanales · 21 días trabajados/);
  });

  it('names absences, lateness, the caps, an Isapre plan and a fixed-term contract', () => {
    const input: PayslipInput = {
      ...INPUT,
      baseSalary: 5_000_000,
      unpaidAbsenceDays: 2,
      lateSeconds: 75 * 60,
      contract: 'plazo-fijo',
      health: { kind: 'isapre', planUf: 3.2 },
    };
    const basis = { ...BASIS, unpaidAbsenceDays: 2, lateSeconds: 75 * 60, recordedLateSeconds: 90 * 60 };
    const withLeave = { ...basis, unpaidAbsenceDays: 5, sickLeaveDays: 3 };
    expect(
      payslipLineSources(
        { ...input, unpaidAbsenceDays: 5 },
        withLeave,
        PARAMS,
        computePayslip({ ...input, unpaidAbsenceDays: 5 }, PARAMS),
      ).inasistencias,
    ).toBe(
      '2 días sin goce + 3 días de licencia médica (los paga la institución de salud) × $166.666,67 (sueldo / 30)',
    );
    const sources = payslipLineSources(input, basis, PARAMS, computePayslip(input, PARAMS));
    expect(sources.inasistencias).toMatch(/^2 días sin goce × \$166\.666,67 \(sueldo \/ 30\)$/);
    expect(sources.atrasos).toMatch(
      /^1:30:00 de atrasos en la asistencia; 1:15:00 no recuperados en su semana × \$/,
    );
    expect(sources.afp).toMatch(/\(tope 90 UF\)$/);
    expect(sources.salud).toMatch(/^Plan 3,2 UF × \$41\.057/);
    expect(sources.cesantia).toBe('Contrato a plazo fijo: sin cotización del trabajador');
  });

  it('writes the times as h:mm:ss, to the second (Res. Ex. N° 38 art. 44)', () => {
    const input: PayslipInput = { ...INPUT, overtimeSeconds: 10 * 60 + 59, lateSeconds: 59 };
    const basis = {
      ...BASIS,
      overtimeSeconds: 10 * 60 + 59,
      lateSeconds: 59,
      recordedLateSeconds: 65 * 60 + 7,
    };
    const sources = payslipLineSources(input, basis, PARAMS, computePayslip(input, PARAMS));
    expect(sources['horas-extras']).toBe(
      '0:10:59 de horas extras aprobadas × $7.500 (valor hora $5.000 + 50 %)',
    );
    expect(sources.atrasos).toBe(
      '1:05:07 de atrasos en la asistencia; 0:00:59 no recuperados en su semana × $5.000 (valor hora)',
    );
    const none = { ...basis, overtimeSeconds: 0, lateSeconds: 0 };
    const plain = { ...input, overtimeSeconds: 0, lateSeconds: 0 };
    const recovered = payslipLineSources(plain, none, PARAMS, computePayslip(plain, PARAMS));
    expect(recovered['horas-extras']).toBe('Sin horas extras aprobadas en el mes');
    expect(recovered.atrasos).toBe(
      '1:05:07 de atrasos en la asistencia; recuperados en su semana, sin descuento',
    );
  });
});
