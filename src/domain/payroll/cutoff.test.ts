import type { EmployerCostParams, PayrollParams, PayslipInput } from './compute-payslip';
import { computePayslip } from './compute-payslip';
import {
  adjustmentSource,
  computeWithAdjustment,
  cutoffDayOf,
  cutoffNotice,
  projectDays,
  reconcileProjection,
  runCutoff,
  type PreviousMonthAdjustment,
} from './cutoff';
import { buildDraftLines, computeLine, type PayFileLike, type PayrollDayInput } from './payroll-draft';

const NOW = new Date('2026-11-30T18:00:00Z');

const PARAMS: PayrollParams = {
  period: '2026-12',
  uf: 40_000,
  utm: 70_000,
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
  taxBrackets: [{ fromUtm: 0, toUtm: null, factor: 0, rebateUtm: 0 }],
};

const EMPLOYER: EmployerCostParams = {
  unemploymentIndefinitePercent: 2.4,
  unemploymentFixedTermPercent: 3,
  pensionReformPercent: 1,
  sisPercent: 1.5,
  workAccidentPercent: 0.93,
};

/** $900.000 a month on 42 h: $30.000 a day (sueldo / 30), $5.000 an hour (900.000 / 30 × 28 / 168). */
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

interface DayOptions {
  userId?: string;
  worked?: number;
  planned?: number;
  absent?: boolean;
}

function day(
  key: string,
  { userId = 'u1', worked = 480 * 60, planned = 480, absent = false }: DayOptions = {},
) {
  const day: PayrollDayInput = {
    userId,
    key,
    worked: !absent && worked > 0,
    absent,
    justified: false,
    absenceType: null,
    plannedMinutes: planned,
    rows:
      planned === 0 && worked === 0
        ? []
        : [
            {
              slot: {},
              times: {
                workedSeconds: absent ? null : worked,
                overtimeSeconds: 0,
                lateSeconds: absent ? null : 0,
              },
              punches: { altered: [] },
              corrections: [],
            },
          ],
  };
  return day;
}

/**
 * 23–30 November 2026 of one person: Monday 23 to Friday 27 and Monday 30 scheduled 8 h (480 min net of colación),
 * the weekend not. Worked as `worked` says (default 8 h), absent where `absent` lists.
 */
function lastWeek(userId: string, options: { absent?: readonly string[]; worked?: number } = {}) {
  const weekdays = ['23', '24', '25', '26', '27', '30'];
  return ['23', '24', '25', '26', '27', '28', '29', '30'].map((d) => {
    const key = `2026-11-${d}`;
    const scheduled = weekdays.includes(d);
    const absent = options.absent?.includes(key) ?? false;
    return day(key, {
      userId,
      planned: scheduled ? 480 : 0,
      worked: scheduled ? (options.worked ?? 480 * 60) : 0,
      absent,
    });
  });
}

describe('the cut-off day', () => {
  it('falls on the setting’s day of the month; none (null) is the month’s last day', () => {
    expect(cutoffDayOf('2026-11', 25)).toBe('2026-11-25');
    expect(cutoffDayOf('2026-11', 1)).toBe('2026-11-01');
    expect(cutoffDayOf('2026-02', null)).toBe('2026-02-28');
    expect(cutoffDayOf('2028-02', null)).toBe('2028-02-29');
  });

  it('only a run of the month in course has one, and only before the month’s last day', () => {
    expect(runCutoff('2026-11', '2026-11-30', 25)).toBe('2026-11-25');
    // An ended month is counted whole, whatever the setting.
    expect(runCutoff('2026-10', '2026-11-30', 25)).toBeNull();
    // No setting: the month's last day, nothing to project.
    expect(runCutoff('2026-11', '2026-11-30', null)).toBeNull();
  });

  it('is said on screen: counted to the 25th, the 26th to the 30th projected and reconciled in December', () => {
    expect(cutoffNotice('2026-11-25')).toBe(
      'Asistencia al 25 de noviembre; del 26 al 30 se proyecta según los turnos publicados y se ajusta en la remuneración de diciembre de 2026.',
    );
    expect(cutoffNotice('2026-12-30')).toBe(
      'Asistencia al 30 de diciembre; el 31 se proyecta según los turnos publicados y se ajusta en la remuneración de enero de 2027.',
    );
  });
});

describe('projectDays: after the cut-off, each scheduled day counts as worked as scheduled', () => {
  it('projects 26, 27 and 30 November (24 h), not the unscheduled weekend nor a recorded absence', () => {
    const days = lastWeek('u1', { absent: ['2026-11-27'] });
    expect(projectDays(days, '2026-11-25')).toEqual({
      from: '2026-11-26',
      to: '2026-11-30',
      days: 3,
      seconds: 24 * 3600,
    });
  });
});

describe('buildDraftLines with a cut-off: days up to it counted, after it projected', () => {
  const MONTHLY: PayFileLike = {
    payKind: 'monthly',
    payAmount: 900_000,
    contractWeeklyHours: 42,
    contractType: 'indefinido',
    afp: 'habitat',
    healthSystem: 'fonasa',
  };
  const HOURLY: PayFileLike = { ...MONTHLY, payKind: 'hourly', payAmount: 5_000, contractWeeklyHours: 20 };

  it('a monthly salary: the absence of the 24th is discounted, the one of the 27th (projected) is not', () => {
    const draft = buildDraftLines({
      people: [{ userId: 'u1', file: MONTHLY }],
      days: lastWeek('u1', { absent: ['2026-11-24', '2026-11-27'] }),
      decisions: [
        { userId: 'u1', day: '2026-11-23', status: 'approved', seconds: 3600 },
        // Approved after the cut-off: reconciled next month, not paid now.
        { userId: 'u1', day: '2026-11-26', status: 'approved', seconds: 7200 },
      ],
      cutoff: '2026-11-25',
      now: NOW,
    });
    const [line] = draft.lines;
    expect(line?.basis).toMatchObject({
      workedDays: 2 + 3,
      unpaidAbsenceDays: 1,
      overtimeSeconds: 3600,
      projection: { from: '2026-11-26', to: '2026-11-30', days: 3, seconds: 24 * 3600 },
    });
    expect(line?.input).toMatchObject({ baseSalary: 900_000, unpaidAbsenceDays: 1, overtimeSeconds: 3600 });
  });

  it('hourly pay: the hours worked to the 25th (20 h) plus the projected 24 h, × $5.000 = $220.000', () => {
    const draft = buildDraftLines({
      people: [{ userId: 'u2', file: HOURLY }],
      // 23–25: 6 h 40 min a day worked (20 h); 26–30 recorded 2 h a day, but projected as scheduled.
      days: lastWeek('u2').map((d) =>
        d.plannedMinutes === 0
          ? d
          : day(d.key, { userId: 'u2', worked: d.key <= '2026-11-25' ? 24_000 : 7200 }),
      ),
      decisions: [],
      cutoff: '2026-11-25',
      now: NOW,
    });
    const [line] = draft.lines;
    expect(line?.basis).toMatchObject({ workedSeconds: 20 * 3600 + 24 * 3600, hourlyRate: 5_000 });
    expect(line?.input.baseSalary).toBe(220_000);
  });
});

describe('reconcileProjection: the next month pays or discounts what the projection got wrong', () => {
  const projection = { from: '2026-11-26', to: '2026-11-30', days: 3, seconds: 24 * 3600 };

  it('a monthly salary: 1 day absent −$30.000 (sueldo / 30) and 2 h of overtime +$15.000 ($5.000 × 1,5): −$15.000', () => {
    const adjustment = reconcileProjection(
      '2026-11',
      projection,
      { unpaidAbsenceDays: 1, overtimeSeconds: 7200, workedSeconds: 16 * 3600 },
      { baseSalary: 900_000, weeklyHours: 42, hourlyRate: null, overtimeSurchargePercent: 50 },
    );
    expect(adjustment).toEqual({
      period: '2026-11',
      from: '2026-11-26',
      to: '2026-11-30',
      projectedDays: 3,
      projectedSeconds: 86_400,
      unpaidAbsenceDays: 1,
      overtimeSeconds: 7200,
      workedSeconds: 57_600,
      hourlyRate: null,
      baseSalary: 900_000,
      amount: -15_000,
    });
    expect(adjustmentSource(adjustment)).toBe(
      'noviembre de 2026: del 26 de noviembre al 30 de noviembre se pagó lo proyectado según los turnos (3 días, 24:00:00). Lo ocurrido: 1 día sin goce × $30.000 (sueldo / 30), descontados; 2:00:00 de horas extras aprobadas, con su recargo. Total -$15.000',
    );
  });

  it('a monthly salary with only overtime: positive, +$22.500 for 3 h', () => {
    const adjustment = reconcileProjection(
      '2026-11',
      projection,
      { unpaidAbsenceDays: 0, overtimeSeconds: 3 * 3600, workedSeconds: 24 * 3600 },
      { baseSalary: 900_000, weeklyHours: 42, hourlyRate: null, overtimeSurchargePercent: 50 },
    );
    expect(adjustment.amount).toBe(22_500);
  });

  it('hourly pay: 20 h 30 min worked of 24 h projected (−3,5 h × $5.000) and 1 h of overtime (+$7.500): −$10.000', () => {
    const adjustment = reconcileProjection(
      '2026-11',
      projection,
      { unpaidAbsenceDays: 1, overtimeSeconds: 3600, workedSeconds: 73_800 },
      { baseSalary: 220_000, weeklyHours: 20, hourlyRate: 5_000, overtimeSurchargePercent: 50 },
    );
    expect(adjustment.amount).toBe(-10_000);
    expect(adjustmentSource(adjustment)).toBe(
      'noviembre de 2026: del 26 de noviembre al 30 de noviembre se pagó lo proyectado según los turnos (3 días, 24:00:00). Lo ocurrido: trabajadas 20:30:00: -3:30:00 × $5.000; 1:00:00 de horas extras aprobadas, con su recargo. Total -$10.000',
    );
  });

  it('nothing different: $0', () => {
    const adjustment = reconcileProjection(
      '2026-11',
      projection,
      { unpaidAbsenceDays: 0, overtimeSeconds: 0, workedSeconds: 24 * 3600 },
      { baseSalary: 220_000, weeklyHours: 20, hourlyRate: 5_000, overtimeSurchargePercent: 50 },
    );
    expect(adjustment.amount).toBe(0);
  });
});

describe('computeWithAdjustment: «Ajuste mes anterior», a line of imponible pay of its own', () => {
  const adjustment = (amount: number): PreviousMonthAdjustment => ({
    period: '2026-11',
    from: '2026-11-26',
    to: '2026-11-30',
    projectedDays: 3,
    projectedSeconds: 86_400,
    unpaidAbsenceDays: amount < 0 ? 1 : 0,
    overtimeSeconds: amount > 0 ? 7200 : 0,
    workedSeconds: 0,
    hourlyRate: null,
    baseSalary: 900_000,
    amount,
  });
  const plain = computePayslip(INPUT, PARAMS);

  it('without one, the payslip is the engine’s: $900.000 + gratificación art. 50 $219.115 = $1.119.115', () => {
    expect(computeWithAdjustment(INPUT, PARAMS, [], undefined)).toEqual(plain);
    expect(plain.taxableEarnings).toBe(1_119_115);
  });

  it('+$15.000 is a haber in the imponible: $1.134.115 (the gratificación stays at its cap)', () => {
    const payslip = computeWithAdjustment(INPUT, PARAMS, [], adjustment(15_000));
    expect(payslip.taxableEarnings).toBe(1_134_115);
    expect(payslip.lines.filter((line) => line.code === 'ajuste-mes-anterior')).toEqual([
      {
        code: 'ajuste-mes-anterior',
        label: 'Ajuste mes anterior (noviembre de 2026)',
        kind: 'haber',
        taxable: true,
        amount: 15_000,
      },
    ]);
    expect(payslip.lines.some((line) => line.code === 'bono')).toBe(false);
  });

  it('−$30.000 is a descuento of the imponible, as a day not worked: $870.000 + 25 % = $1.087.500', () => {
    const payslip = computeWithAdjustment(INPUT, PARAMS, [], adjustment(-30_000));
    expect(payslip.taxableEarnings).toBe(1_087_500);
    // The same as the engine's own day of absence, which it is.
    expect(payslip.taxableEarnings).toBe(
      computePayslip({ ...INPUT, unpaidAbsenceDays: 1 }, PARAMS).taxableEarnings,
    );
    expect(payslip.absenceDiscount).toBe(0);
    expect(payslip.lines.find((line) => line.code === 'inasistencias')?.amount).toBe(0);
    expect(payslip.lines.find((line) => line.code === 'ajuste-mes-anterior')).toEqual({
      code: 'ajuste-mes-anterior',
      label: 'Ajuste mes anterior (noviembre de 2026)',
      kind: 'descuento',
      taxable: true,
      amount: 30_000,
    });
    expect(payslip.warnings).toEqual([]);
  });

  it('a discount larger than the month’s pay takes what it can and says what is left', () => {
    const payslip = computeWithAdjustment(
      { ...INPUT, baseSalary: 100_000 },
      PARAMS,
      [],
      adjustment(-150_000),
    );
    expect(payslip.lines.find((line) => line.code === 'ajuste-mes-anterior')?.amount).toBe(100_000);
    expect(payslip.warnings).toContain(
      'Ajuste mes anterior: se descontaron $100.000 de $150.000; el sueldo del mes no alcanza para el resto ($50.000).',
    );
  });

  it('computeLine (the screen’s and the server’s) applies the line’s stored adjustment', () => {
    const { payslip } = computeLine(
      { input: INPUT, extras: [], basis: { hourlyRate: null, previousMonth: adjustment(-30_000) } },
      PARAMS,
      EMPLOYER,
    );
    expect(payslip.taxableEarnings).toBe(1_087_500);
  });
});
