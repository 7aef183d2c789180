import {
  buildDraftLines,
  fileInput,
  monthBasis,
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

  it('says in Spanish what a file lacks, and that hourly pay is not computed', () => {
    expect(fileInput({ ...FILE, afp: null, contractWeeklyHours: undefined })).toEqual({
      ok: false,
      reason: 'Falta en la ficha: horas semanales, AFP.',
    });
    expect(fileInput({ ...FILE, healthSystem: 'isapre' })).toEqual({
      ok: false,
      reason: 'Falta en la ficha: plan de Isapre (UF).',
    });
    expect(fileInput({ ...FILE, payAmount: 0 })).toEqual({
      ok: false,
      reason: 'Falta en la ficha: sueldo base mayor que $0.',
    });
    expect(fileInput({ ...FILE, payKind: 'hourly' })).toMatchObject({ ok: false, reason: /Pago por hora/ });
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
      lateSeconds: 0,
      recordedLateSeconds: 0,
    });
  });
});

describe('buildDraftLines', () => {
  it('makes a line per computable person, keeps their extras and lists the rest with the reason', () => {
    const draft = buildDraftLines({
      people: [
        { userId: 'u1', file: FILE },
        { userId: 'u2', file: { ...FILE, payKind: 'hourly' } },
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
      basis: { workedDays: 1, lateSeconds: 15 * 60, recordedLateSeconds: 15 * 60 },
      extras: [{ kind: 'bono', amount: 50_000 }],
    });
    expect(draft.lines[1]).toMatchObject({
      input: { contract: 'plazo-fijo', overtimeSeconds: 240 * 60 },
      extras: [],
    });
    expect(draft.skipped).toEqual([{ userId: 'u2', reason: expect.stringMatching(/Pago por hora/) }]);
  });
});
