import { computePayslip, type PayrollParams, type PayslipInput } from './compute-payslip';
import { payrollParametersFor } from './parameters';
import { payslipLineSources, payslipNotes, payslipWarnings } from './payslip-provenance';

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

  it('explains an hourly person’s base as the hours worked × the rate, and overtime at that rate', () => {
    // 100 h 30 min × $4.200 = $422.100 (payroll-draft.ts), 2 h of overtime at $4.200 + 50 %.
    const input = { ...INPUT, baseSalary: 422_100, weeklyHours: 30, overtimeSeconds: 0 };
    const basis = {
      ...BASIS,
      workedDays: 20,
      overtimeSeconds: 7_200,
      workedSeconds: 361_800,
      hourlyRate: 4_200,
    };
    const sources = payslipLineSources(input, basis, PARAMS, computePayslip(input, PARAMS));
    expect(sources['sueldo-base']).toBe(
      '100 h 30 min trabajadas × $4.200 (valor hora de la ficha) · 20 días trabajados',
    );
    expect(sources['horas-extras']).toBe(
      '2:00:00 de horas extras aprobadas × $6.300 (valor hora $4.200 + 50 %)',
    );
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

  it('art. 42 N° 1 LIR: explains the tax base with the Isapre plan it deducts, up to 7 % of the tope', () => {
    const input: PayslipInput = { ...INPUT, baseSalary: 1_800_000, overtimeSeconds: 0 };
    const basis = { ...BASIS, overtimeSeconds: 0 };
    const sources = (planUf: number) => {
      const withPlan: PayslipInput = { ...input, health: { kind: 'isapre', planUf } };
      return payslipLineSources(withPlan, basis, PARAMS, computePayslip(withPlan, PARAMS));
    };
    // 2.019.115 − 227.554 − 12.115 − 205.286 = 1.574.160 = 21,82 UTM.
    expect(sources(5).impuesto).toBe(
      'Base tributable $1.574.160 = 21,82 UTM de $72.151, descontada la salud pagada ($205.286)',
    );
    expect(sources(7).impuesto).toBe(
      'Base tributable $1.520.786 = 21,08 UTM de $72.151, descontada la salud hasta 7 % del tope de 90 UF ($258.660 de $287.400)',
    );
    // Fonasa: the text as before.
    expect(payslipLineSources(input, basis, PARAMS, computePayslip(input, PARAMS)).impuesto).toBe(
      'Base tributable $1.638.108 = 22,7 UTM de $72.151',
    );
  });

  it('Ley 18.987: explains the asignación familiar by the month’s income, its tramo and the cargas', () => {
    const params: PayrollParams = {
      ...PARAMS,
      familyAllowance: [
        { tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 },
        { tramo: 'B', upToIncome: 947_990, amountPerCharge: 13_870 },
        { tramo: 'C', upToIncome: 1_478_539, amountPerCharge: 4_382 },
        { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
      ],
    };
    const input: PayslipInput = { ...INPUT, baseSalary: 560_000, overtimeSeconds: 0, familyCharges: 2 };
    const payslip = computePayslip(input, params);
    const sources = payslipLineSources(input, { ...BASIS, overtimeSeconds: 0 }, params, payslip);
    // No tramo in the file: the month's income chooses it, and the source says so.
    expect(sources['asignacion-familiar']).toBe(
      'Tramo B (ingreso del mes $700.000, hasta $947.990; la ficha no indica el tramo del IPS o la caja): 2 cargas de la ficha × $13.870',
    );
    // Every line the payslip writes has its source.
    for (const line of payslip.lines) expect(sources[line.code]).toBeTruthy();
    // The file's tramo A (IPS or caja, from the previous half-year): 2 × 22.601, whatever the month's income.
    const certified: PayslipInput = { ...input, familyAllowanceTramo: 'A' };
    const paid = computePayslip(certified, params);
    expect(paid.lines.find((l) => l.code === 'asignacion-familiar')?.amount).toBe(45_202);
    expect(
      payslipLineSources(certified, { ...BASIS, overtimeSeconds: 0 }, params, paid)['asignacion-familiar'],
    ).toBe(
      'Tramo A de la ficha (según la resolución del IPS o la caja, por el ingreso promedio del semestre anterior): 2 cargas de la ficha × $22.601',
    );
  });

  it('art. 45 CT: explains the semana corrida as commissions ÷ days due × Sundays and holidays', () => {
    // Sueldo 560.000 + comisiones 105.000; 21 days due and 5 Sundays and holidays: 5.000 a day × 5 = 25.000.
    const input: PayslipInput = {
      ...INPUT,
      baseSalary: 560_000,
      overtimeSeconds: 0,
      semanaCorrida: { daysDue: 21, restDays: 5 },
    };
    const payslip = computePayslip(input, PARAMS, [{ kind: 'comision', amount: 105_000, reason: 'Ventas' }]);
    const sources = payslipLineSources(input, { ...BASIS, overtimeSeconds: 0 }, PARAMS, payslip);
    expect(sources['semana-corrida']).toBe(
      '$105.000 de comisiones ÷ 21 días que debió trabajar = $5.000 al día × 5 domingos y festivos del mes',
    );
    expect(sources.comision).toBe(
      'Comisión agregada a este mes (imponible; remuneración variable, base de la semana corrida)',
    );
    // The gratificación's base holds the semana corrida: 25 % of 690.000.
    expect(sources.gratificacion).toBe(
      '25 % de $690.000, tope 4,75 ingresos mínimos al año ($219.115 al mes)',
    );
    const none = computePayslip(input, PARAMS);
    expect(payslipLineSources(input, BASIS, PARAMS, none)['semana-corrida']).toBe(
      'Sin comisiones en el mes: no hay promedio que pagar',
    );
    // 100.000 ÷ 21 = 4.761,90 a day.
    const odd = computePayslip(input, PARAMS, [{ kind: 'comision', amount: 100_000, reason: 'Ventas' }]);
    expect(payslipLineSources(input, BASIS, PARAMS, odd)['semana-corrida']).toBe(
      '$100.000 de comisiones ÷ 21 días que debió trabajar = $4.761,9 al día × 5 domingos y festivos del mes',
    );
  });

  it('art. 47 CT: says why a monthly payslip has no gratificación line', () => {
    const params: PayrollParams = { ...PARAMS, gratificationRegime: 'art47' };
    const payslip = computePayslip(INPUT, params);
    expect(payslip.lines.some((l) => l.code === 'gratificacion')).toBe(false);
    expect(payslipNotes(params)).toEqual([
      'Gratificación art. 47: se paga al cierre del ejercicio (30 % de la utilidad líquida, en proporción a lo ganado en el año); no hay gratificación mensual.',
    ]);
    expect(payslipNotes(PARAMS)).toEqual([]);
  });

  it('art. 58 CT: names the limit of loan installments and passes the engine’s warnings on', () => {
    const payslip = computePayslip(INPUT, PARAMS, [
      { kind: 'prestamo', amount: 200_000, reason: 'Cuota 1' },
      { kind: 'anticipo', amount: 50_000, reason: 'Quincena' },
    ]);
    const sources = payslipLineSources(INPUT, BASIS, PARAMS, payslip);
    expect(sources.prestamo).toBe(
      'Cuota de préstamo agregada a este mes; art. 58: hasta 15 % de la remuneración ($172.367) y 45 % con los descuentos legales',
    );
    expect(sources.anticipo).toBe('Anticipo agregado a este mes (no cuenta en el límite del art. 58)');
    expect(payslipWarnings(payslip)).toEqual([
      'Art. 58 CT: las cuotas de préstamo no pueden superar el 15 % de la remuneración ($172.367); no se descuentan $27.633 este mes.',
    ]);
    const housing = computePayslip(INPUT, PARAMS, [
      { kind: 'vivienda-educacion', amount: 100_000, reason: 'Dividendo' },
    ]);
    expect(payslipLineSources(INPUT, BASIS, PARAMS, housing)['vivienda-educacion']).toBe(
      'Cuota de vivienda o educación pactada por escrito, agregada a este mes; art. 58: hasta 30 % de la remuneración ($344.734) y 45 % con los descuentos legales',
    );
    // A payslip issued before warnings existed reads as none.
    const { warnings: _none, ...older } = payslip;
    expect(payslipWarnings(older as typeof payslip)).toEqual([]);
  });
});
