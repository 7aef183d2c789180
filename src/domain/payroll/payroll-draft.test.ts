import { addDaysToKey } from '../calendar/day-keys';
import type { EmployerCostParams, PayrollParams } from './compute-payslip';
import {
  buildDraftLines,
  computeLine,
  fileInput,
  hourlyBase,
  minimumWageWarning,
  monthBasis,
  proportionalMinimumWage,
  unrecoveredLateSeconds,
  type PayFileLike,
  type PayrollDayInput,
} from './payroll-draft';

const NOW = new Date('2026-11-27T12:00:00Z');

interface DayOptions {
  userId?: string;
  /** Whole seconds (Res. Ex. N° 38 art. 44), as `late` and `overtime`; `planned` stays in minutes. */
  worked?: number;
  late?: number;
  overtime?: number;
  planned?: number;
  absent?: boolean;
  justified?: boolean;
  absenceType?: string | null;
}

function day(key: string, options: DayOptions = {}): PayrollDayInput {
  const { worked = 480 * 60, late = 0, overtime = 0, planned = 480, absent = false } = options;
  return {
    userId: options.userId ?? 'u1',
    key,
    worked: !absent && worked > 0,
    absent,
    justified: options.justified ?? false,
    absenceType: options.absenceType ?? null,
    plannedMinutes: planned,
    rows: [
      {
        slot: {},
        times: {
          workedSeconds: absent ? null : worked,
          overtimeSeconds: overtime,
          lateSeconds: absent ? null : late,
        },
        punches: { altered: [] },
        corrections: [],
      },
    ],
  };
}

const FILE: PayFileLike = {
  payKind: 'monthly',
  payAmount: 900_000,
  contractWeeklyHours: 42,
  contractType: 'indefinido',
  afp: 'habitat',
  healthSystem: 'fonasa',
  healthPlanUF: null,
  mealAllowance: 40_000,
  transportAllowance: 30_000,
};

describe('fileInput', () => {
  it('takes the salary, contract, AFP, health and both allowances from the file', () => {
    expect(fileInput(FILE)).toEqual({
      ok: true,
      hourlyRate: null,
      input: {
        baseSalary: 900_000,
        weeklyHours: 42,
        contract: 'indefinido',
        afp: 'habitat',
        health: { kind: 'fonasa' },
        nonTaxableAllowances: 70_000,
      },
    });
    const isapre = fileInput({ ...FILE, healthSystem: 'isapre', healthPlanUF: 2.5, mealAllowance: null });
    expect(isapre.ok && isapre.input.health).toEqual({ kind: 'isapre', planUf: 2.5 });
    expect(isapre.ok && isapre.input.nonTaxableAllowances).toBe(30_000);
  });

  it('Ley 18.987: passes the file’s cargas familiares simples to the asignación familiar, none when 0 or absent', () => {
    const withCharges = fileInput({ ...FILE, cargasFamiliares: 2 });
    expect(withCharges.ok && withCharges.input.familyCharges).toBe(2);
    const none = fileInput({ ...FILE, cargasFamiliares: 0 });
    expect(none.ok && 'familyCharges' in none.input).toBe(false);
  });

  it('says in Spanish which fields of the file are missing, each as /empleados names it', () => {
    expect(fileInput({ ...FILE, afp: null, contractWeeklyHours: undefined })).toEqual({
      ok: false,
      reason: 'Falta en la ficha: horas semanales, AFP.',
      missing: ['horas semanales', 'AFP'],
    });
    expect(fileInput({ ...FILE, afp: null, healthSystem: null })).toEqual({
      ok: false,
      reason: 'Falta en la ficha: AFP, sistema de salud.',
      missing: ['AFP', 'sistema de salud'],
    });
    expect(fileInput({ ...FILE, healthSystem: 'isapre' })).toMatchObject({
      ok: false,
      reason: 'Falta en la ficha: plan de Isapre (UF).',
    });
    expect(fileInput({ ...FILE, payAmount: 0 })).toMatchObject({
      ok: false,
      reason: 'Falta en la ficha: sueldo base mayor que $0.',
    });
    // Hourly pay names its amount the hour's value.
    expect(fileInput({ ...FILE, payKind: 'hourly', payAmount: null })).toMatchObject({
      ok: false,
      missing: ['valor hora'],
    });
  });

  it('takes hourly pay: the rate from the file, the month’s base left to the hours worked', () => {
    const hourly = fileInput({ ...FILE, payKind: 'hourly', payAmount: 4_200, contractWeeklyHours: 30 });
    expect(hourly).toMatchObject({ ok: true, hourlyRate: 4_200, input: { baseSalary: 0, weeklyHours: 30 } });
  });
});

describe('unrecoveredLateSeconds', () => {
  it('discounts the late time of a week that was not made up', () => {
    // Monday 30 min late, left on time: 30 minutes missing.
    expect(unrecoveredLateSeconds([day('2026-10-05', { late: 30 * 60, worked: 450 * 60 })])).toBe(30 * 60);
  });

  it('discounts the seconds not made up, not whole minutes (Res. Ex. N° 38 art. 44)', () => {
    // 5 min 30 s late, 5 min 0 s made up before leaving: 30 s missing.
    expect(unrecoveredLateSeconds([day('2026-10-05', { late: 5 * 60 + 30, worked: 480 * 60 - 30 })])).toBe(
      30,
    );
    // 59 s late, left on time: 59 s, not 0.
    expect(unrecoveredLateSeconds([day('2026-10-05', { late: 59, worked: 480 * 60 - 59 })])).toBe(59);
  });

  it('discounts nothing when the week’s worked time made the lateness up', () => {
    const days = [
      day('2026-10-05', { late: 30 * 60, worked: 450 * 60 }),
      day('2026-10-06', { worked: 510 * 60 }),
    ];
    expect(unrecoveredLateSeconds(days)).toBe(0);
  });

  it('does not let time already paid as approved overtime make up the lateness', () => {
    const days = [
      day('2026-10-05', { late: 30 * 60, worked: 450 * 60 }),
      day('2026-10-06', { worked: 720 * 60 }),
    ];
    expect(unrecoveredLateSeconds(days, new Map([['u1|2026-10-06', 240 * 60]]))).toBe(30 * 60);
    expect(unrecoveredLateSeconds(days, new Map([['u1|2026-10-06', 220 * 60]]))).toBe(10 * 60);
  });

  it('nets week by week: extra time of another week does not make up this one', () => {
    const days = [
      day('2026-10-05', { late: 20 * 60, worked: 460 * 60 }),
      // Next week: an hour more than planned.
      day('2026-10-12', { worked: 540 * 60 }),
    ];
    expect(unrecoveredLateSeconds(days)).toBe(20 * 60);
  });

  it('discounts at most the late time, whatever else is missing', () => {
    expect(unrecoveredLateSeconds([day('2026-10-07', { late: 10 * 60, worked: 300 * 60 })])).toBe(10 * 60);
  });
});

describe('monthBasis', () => {
  it('counts worked days, unpaid days and the approved overtime of the person’s days', () => {
    const days = [
      day('2026-10-01'),
      day('2026-10-02', { overtime: 60 * 60, worked: 540 * 60 }),
      // Unjustified absence: unpaid.
      day('2026-10-05', { absent: true }),
      // Approved vacation: paid.
      day('2026-10-06', { absent: true, justified: true, absenceType: 'vacaciones' }),
      // Approved unpaid leave: unpaid.
      day('2026-10-07', { absent: true, justified: true, absenceType: 'permiso sin goce' }),
      // A licencia médica from Friday to Sunday: three calendar days the health institution pays.
      day('2026-10-09', { absent: true, justified: true, absenceType: 'licencia médica' }),
      day('2026-10-10', { absent: false, worked: 0, absenceType: 'licencia médica' }),
      day('2026-10-11', { absent: false, worked: 0, absenceType: 'licencia médica' }),
    ];
    const decisions = [
      { userId: 'u1', day: '2026-10-02', status: 'approved', seconds: 45 * 60 + 30 },
      { userId: 'u1', day: '2026-10-01', status: 'rejected', seconds: 0 },
      { userId: 'u1', day: '2026-10-03', status: 'preauthorized', seconds: 120 * 60 },
      // Another person's, and a day outside the month.
      { userId: 'u2', day: '2026-10-02', status: 'approved', seconds: 90 * 60 },
      { userId: 'u1', day: '2026-09-30', status: 'approved', seconds: 30 * 60 },
    ];
    expect(monthBasis(days, decisions, NOW)).toEqual({
      workedDays: 2,
      overtimeSeconds: 45 * 60 + 30,
      unpaidAbsenceDays: 5,
      sickLeaveDays: 3,
      // Previred movimiento 3: the licencia's dates, Friday 9 to Sunday 11 October.
      sickLeaves: [{ from: '2026-10-09', to: '2026-10-11' }],
      // LRE 1117: the approved vacation day.
      vacationDays: 1,
      lateSeconds: 0,
      recordedLateSeconds: 0,
      // 8 h on the 1st, 9 h on the 2nd less its 45 min 30 s paid as approved overtime.
      workedSeconds: 480 * 60 + 540 * 60 - (45 * 60 + 30),
      hourlyRate: null,
    });
  });

  it('Previred movimiento 3: two licencias médicas of the month are two ranges of their calendar days, in order', () => {
    const sick = (key: string) => day(key, { absent: true, justified: true, absenceType: 'licencia médica' });
    // Given out of order: 28–31 October (to the month's end), then 1–2 October, split by a worked day and an absence.
    const days = [
      sick('2026-10-30'),
      sick('2026-10-28'),
      sick('2026-10-29'),
      sick('2026-10-31'),
      sick('2026-10-01'),
      sick('2026-10-02'),
      day('2026-10-05'),
      day('2026-10-27', { absent: true }),
    ];
    const basis = monthBasis(days, [], NOW);
    expect(basis.sickLeaves).toEqual([
      { from: '2026-10-01', to: '2026-10-02' },
      { from: '2026-10-28', to: '2026-10-31' },
    ]);
    expect(basis.sickLeaveDays).toBe(6);
    // The six licencia days and the unjustified absence: unpaid.
    expect(basis.unpaidAbsenceDays).toBe(7);
  });

  it('the tenant’s rules for pay: overtime rounded up per day, art. 39 tolerance and lateness rounded down, pre-approval under a pacto (Res. Ex. N° 38 art. 44: the record keeps its seconds)', () => {
    const days = [
      // 0:47:12 approved: paid 1:00:00 with up-15.
      day('2026-10-01', { overtime: 47 * 60 + 12, worked: 480 * 60 + 47 * 60 + 12 }),
      // Pre-authorised 1:30, worked 1:07:30 more: counts 1:07:30 → 1:15:00, only with Aprobación previa and a pacto.
      day('2026-10-02', { overtime: 67 * 60 + 30, worked: 480 * 60 + 67 * 60 + 30 }),
      // Week of 5 October: 8 min late (within a 10-minute tolerance) and, next day, 22 min 40 s late; neither made up.
      day('2026-10-05', { late: 8 * 60, worked: 472 * 60 }),
      day('2026-10-06', { late: 22 * 60 + 40, worked: 480 * 60 - (22 * 60 + 40) }),
    ];
    const decisions = [
      { userId: 'u1', day: '2026-10-01', status: 'approved', seconds: 47 * 60 + 12 },
      { userId: 'u1', day: '2026-10-02', status: 'preauthorized', seconds: 90 * 60 },
    ];
    const rules = {
      rounding: 'up-15',
      latenessRounding: 'down-15',
      entryToleranceMinutes: 10,
      preApproval: true,
    } as const;
    const covered = (userId: string, key: string) => userId === 'u1' && key === '2026-10-02';

    const asRecorded = monthBasis(days, decisions, NOW);
    expect(asRecorded.overtimeSeconds).toBe(47 * 60 + 12);
    expect(asRecorded.lateSeconds).toBe(8 * 60 + 22 * 60 + 40);

    const ruled = monthBasis(days, decisions, NOW, { rules, covered });
    expect(ruled.overtimeSeconds).toBe(60 * 60 + 75 * 60);
    // 8 min removed by the tolerance; 22:40 deducted as 15:00.
    expect(ruled.lateSeconds).toBe(15 * 60);
    // The worked time less the overtime as decided, not as rounded: nothing is paid twice, nothing lost.
    expect(ruled.workedSeconds).toBe(480 * 60 * 2 + 472 * 60 + 480 * 60 - (22 * 60 + 40));

    // Without a pacto that day, the pre-authorisation counts nothing until approved.
    expect(monthBasis(days, decisions, NOW, { rules, covered: () => false }).overtimeSeconds).toBe(60 * 60);
    // With Aprobación previa off, the same.
    expect(
      monthBasis(days, decisions, NOW, { rules: { ...rules, preApproval: false }, covered }).overtimeSeconds,
    ).toBe(60 * 60);
  });

  it('a month without a licencia médica has no sickLeaves key (lines drafted before it stay equal)', () => {
    const basis = monthBasis([day('2026-10-01'), day('2026-10-02', { absent: true })], [], NOW);
    expect(basis).not.toHaveProperty('sickLeaves');
    expect(basis.sickLeaveDays).toBe(0);
  });
});

/** October 2026's parameters, written out: the figures below follow from these alone. */
const PARAMS: PayrollParams = {
  period: '2026-10',
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

/** `count` consecutive days from 1 October 2026, each `seconds` worked (whole seconds). */
const workedDays = (count: number, seconds: number, userId = 'u1') =>
  Array.from({ length: count }, (_, index) =>
    day(addDaysToKey('2026-10-01', index), { userId, worked: seconds, planned: seconds / 60 }),
  );

describe('buildDraftLines', () => {
  it('makes a line per computable person, keeps their extras and lists the rest with the fields to complete', () => {
    const draft = buildDraftLines({
      people: [
        { userId: 'u1', file: FILE },
        { userId: 'u2', file: { ...FILE, afp: null } },
        { userId: 'u3', file: { ...FILE, contractType: 'plazo-fijo' } },
      ],
      days: [day('2026-10-05', { late: 15 * 60, worked: 465 * 60 }), day('2026-10-05', { userId: 'u3' })],
      decisions: [{ userId: 'u3', day: '2026-10-05', status: 'approved', seconds: 240 * 60 }],
      extras: new Map([['u1', [{ kind: 'bono' as const, amount: 50_000, reason: 'Meta' }]]]),
      now: NOW,
    });
    expect(draft.lines.map((line) => line.userId)).toEqual(['u1', 'u3']);
    expect(draft.lines[0]).toMatchObject({
      input: { baseSalary: 900_000, lateSeconds: 15 * 60, overtimeSeconds: 0, unpaidAbsenceDays: 0 },
      basis: { workedDays: 1, lateSeconds: 15 * 60, recordedLateSeconds: 15 * 60, hourlyRate: null },
      extras: [{ kind: 'bono', amount: 50_000 }],
    });
    expect(draft.lines[1]).toMatchObject({
      input: { contract: 'plazo-fijo', overtimeSeconds: 240 * 60 },
      extras: [],
    });
    // A file without its AFP: listed with the field, never computed.
    expect(draft.skipped).toEqual([{ userId: 'u2', reason: 'Falta en la ficha: AFP.', missing: ['AFP'] }]);
  });

  it('hourly pay (Res. Ex. N° 38 art. 44): 100 h 30 min at $4.200 is a base of $422.100, gratificación and contributions on it', () => {
    // 20 days of 5 h and one of 30 min, an unjustified absence and 20 minutes late: only hours worked are paid.
    const days = [
      ...workedDays(20, 5 * 3600, 'h1'),
      day('2026-10-21', { userId: 'h1', worked: 30 * 60, late: 20 * 60, planned: 50 }),
      day('2026-10-22', { userId: 'h1', absent: true }),
    ];
    const draft = buildDraftLines({
      people: [
        { userId: 'h1', file: { ...FILE, payKind: 'hourly', payAmount: 4_200, contractWeeklyHours: 30 } },
      ],
      days,
      decisions: [],
      now: NOW,
    });
    expect(draft.skipped).toEqual([]);
    const [line] = draft.lines;
    expect(line?.basis).toMatchObject({
      workedSeconds: 100 * 3600 + 30 * 60,
      hourlyRate: 4_200,
      lateSeconds: 0,
      recordedLateSeconds: 20 * 60,
    });
    expect(line?.input).toMatchObject({ baseSalary: 422_100, lateSeconds: 0, unpaidAbsenceDays: 0 });
    if (!line) throw new Error('no line');
    const { payslip, employerCost } = computeLine(line, PARAMS, EMPLOYER);
    expect(payslip.absenceDiscount).toBe(0);
    expect(payslip.lateDiscount).toBe(0);
    // Art. 50: 25 % of $422.100 = $105.525 (under 4,75 IMM / 12 = $219.115).
    expect(payslip.gratification).toBe(105_525);
    expect(payslip.taxableEarnings).toBe(527_625);
    // AFP Habitat 11,27 %, Fonasa 7 %, AFC 0,6 % of $527.625; the employer's AFC 2,4 %.
    expect(payslip.pension).toBe(59_463);
    expect(payslip.health).toBe(36_934);
    expect(payslip.unemployment).toBe(3_166);
    expect(employerCost.unemployment).toBe(12_663);
  });

  it('art. 32 CT: an hourly person’s approved overtime is paid at the rate × 1,5, once', () => {
    // 10 days of 5 h, and a day of 7 h of which 2 h are approved overtime.
    const days = [...workedDays(10, 5 * 3600, 'h1'), day('2026-10-12', { userId: 'h1', worked: 7 * 3600 })];
    const draft = buildDraftLines({
      people: [
        { userId: 'h1', file: { ...FILE, payKind: 'hourly', payAmount: 4_200, contractWeeklyHours: 30 } },
      ],
      days,
      decisions: [{ userId: 'h1', day: '2026-10-12', status: 'approved', seconds: 2 * 3600 }],
      now: NOW,
    });
    const [line] = draft.lines;
    if (!line) throw new Error('no line');
    // 55 h of ordinary time × $4.200; the 2 h of overtime are not in the base.
    expect(line.basis.workedSeconds).toBe(55 * 3600);
    expect(line.input).toMatchObject({ baseSalary: 231_000, overtimeSeconds: 2 * 3600 });
    const { payslip } = computeLine(line, PARAMS, EMPLOYER);
    // 2 h × $4.200 × 1,5.
    expect(payslip.overtimePay).toBe(12_600);
    expect(payslip.gratification).toBe(Math.floor((231_000 + 12_600) * 0.25 + 0.5));
  });

  it('rounds an hourly base half up to the peso', () => {
    // 1 h 0 min 1 s at $4.199: $4.200,166… → $4.200; 30 min at $4.201: $2.100,5 → $2.101.
    expect(hourlyBase(4_199, 3601)).toBe(4_200);
    expect(hourlyBase(4_201, 1800)).toBe(2_101);
  });
});

describe('buildDraftLines: what the file adds to the engine’s input', () => {
  // Hired Thursday 15 October 2026: the contract's days of the month are 15–31. Sundays 18 and 25; holidays the
  // 12th (before the contract) and Saturday the 31st.
  const HIRED = { ...FILE, hireDate: new Date('2026-10-15T03:00:00Z'), semanaCorrida: true };
  const MONTH = {
    period: '2026-10',
    timeZone: 'America/Santiago',
    holidays: new Set(['2026-10-12', '2026-10-31']),
  };
  const WEEKDAYS = [
    day('2026-10-15'),
    day('2026-10-16'),
    day('2026-10-19'),
    // Unjustified: a day due; a vacation is not.
    day('2026-10-20', { absent: true }),
    day('2026-10-21', { absent: true, justified: true, absenceType: 'vacaciones' }),
  ];

  it('art. 45 CT: days due = 3 worked + 1 unjustified absence, rest days = Sundays 18 and 25 (not Saturday the 31st)', () => {
    const draft = buildDraftLines({
      people: [{ userId: 'u1', file: HIRED }],
      days: WEEKDAYS,
      decisions: [],
      month: MONTH,
      now: NOW,
    });
    expect(draft.lines[0]?.input.semanaCorrida).toEqual({ daysDue: 4, restDays: 2 });
  });

  it('art. 45 CT: who works Saturdays also rests the Saturday holiday (31 October), and the Saturday worked is due', () => {
    const days = [...WEEKDAYS, day('2026-10-17', { planned: 300, worked: 300 * 60 })];
    const draft = buildDraftLines({
      people: [{ userId: 'u1', file: HIRED }],
      days,
      decisions: [],
      month: MONTH,
      now: NOW,
    });
    expect(draft.lines[0]?.input.semanaCorrida).toEqual({ daysDue: 5, restDays: 3 });
  });

  it('art. 45 CT: nothing for a file without the flag, nor without the month’s holidays', () => {
    const without = buildDraftLines({
      people: [{ userId: 'u1', file: FILE }],
      days: WEEKDAYS,
      decisions: [],
      month: MONTH,
      now: NOW,
    });
    const noMonth = buildDraftLines({
      people: [{ userId: 'u1', file: HIRED }],
      days: WEEKDAYS,
      decisions: [],
      now: NOW,
    });
    expect(without.lines[0]?.input.semanaCorrida).toBeUndefined();
    expect(noMonth.lines[0]?.input.semanaCorrida).toBeUndefined();
  });

  it('Ley 18.987: the tramo the IPS or the caja certified reaches the engine; none when the file has none', () => {
    const certified = fileInput({ ...FILE, cargasFamiliares: 2, familyAllowanceTramo: 'B' });
    const none = fileInput({ ...FILE, cargasFamiliares: 2 });
    expect(certified.ok && certified.input.familyAllowanceTramo).toBe('B');
    expect(none.ok && 'familyAllowanceTramo' in none.input).toBe(false);
  });
});

describe('minimumWageWarning', () => {
  it('art. 40 bis: a 30-hour monthly salary below IMM × 30 / 42 is flagged with both figures', () => {
    // $553.553 × 30 / 42 = $395.395.
    expect(proportionalMinimumWage(30, '2026-10', 553_553)).toBe(395_395);
    expect(minimumWageWarning({ baseSalary: 380_000, weeklyHours: 30 }, PARAMS)).toBe(
      'Bajo el ingreso mínimo proporcional (art. 40 bis): $380.000 de $395.395',
    );
    expect(minimumWageWarning({ baseSalary: 395_395, weeklyHours: 30 }, PARAMS)).toBeNull();
  });

  it('uses the legal week in force on the month’s last day (Ley 21.561: 44 h until 25-04-2026)', () => {
    // March 2026: $539.000 × 30 / 44 = $367.500, which $380.000 meets.
    expect(proportionalMinimumWage(30, '2026-03', 539_000)).toBe(367_500);
    expect(
      minimumWageWarning(
        { baseSalary: 380_000, weeklyHours: 30 },
        { period: '2026-03', minimumWage: 539_000 },
      ),
    ).toBeNull();
  });

  it('flags an hourly part-time month whose hours × rate fall below the proportional minimum', () => {
    const draft = buildDraftLines({
      people: [
        { userId: 'h1', file: { ...FILE, payKind: 'hourly', payAmount: 4_200, contractWeeklyHours: 30 } },
      ],
      days: workedDays(20, 4 * 3600, 'h1'),
      decisions: [],
      now: NOW,
    });
    // 80 h × $4.200 = $336.000.
    expect(draft.lines[0] && minimumWageWarning(draft.lines[0].input, PARAMS)).toBe(
      'Bajo el ingreso mínimo proporcional (art. 40 bis): $336.000 de $395.395',
    );
  });

  it('leaves a full-time contract to the engine’s own check', () => {
    expect(minimumWageWarning({ baseSalary: 300_000, weeklyHours: 42 }, PARAMS)).toBeNull();
  });
});
