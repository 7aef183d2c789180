import {
  adherenceBy,
  adherenceOf,
  countsForAdherence,
  percentText,
  type AdherenceDayInput,
} from './adherence';

const SLOT = { startTime: '09:00', endTime: '18:00' };
const IN = new Date('2026-11-16T12:00:00.000Z');

function day(
  userId: string,
  key: string,
  /** Whole seconds worked (Res. Ex. N° 38 art. 44); the plan stays in minutes. */
  worked: number | null,
  extra: Partial<AdherenceDayInput> & { late?: boolean; past?: boolean; entry?: boolean } = {},
): AdherenceDayInput {
  const { late = false, past = true, entry = worked !== null, ...rest } = extra;
  return {
    userId,
    key,
    scheduled: true,
    justified: false,
    absenceType: null,
    plannedMinutes: 480,
    rows: [
      {
        slot: SLOT,
        past,
        punches: { checkInTime: entry ? IN : null },
        times: { workedSeconds: worked },
        problems: late ? ['lateEntry'] : [],
      },
    ],
    ...rest,
  };
}

describe('adherence', () => {
  it('caps each day at its plan: overtime does not make up for a missed day', () => {
    const figures = adherenceOf([day('ana', '2026-11-16', 540 * 60), day('ana', '2026-11-17', null)]);
    expect(figures).toMatchObject({
      plannedSeconds: 960 * 60,
      workedSeconds: 540 * 60,
      adherentSeconds: 480 * 60,
    });
    expect(figures.adherence).toBe(0.5);
  });

  it('leaves out days on leave, justified, unscheduled or not over yet', () => {
    const days = [
      day('ana', '2026-11-16', 450 * 60 + 30),
      day('ana', '2026-11-17', null, { absenceType: 'vacaciones' }),
      day('ana', '2026-11-18', null, { justified: true }),
      day('ana', '2026-11-19', 200 * 60, { past: false }),
      day('ana', '2026-11-20', 300 * 60, { scheduled: false, plannedMinutes: 0 }),
    ];
    expect(days.map(countsForAdherence)).toEqual([true, false, false, false, false]);
    // The seconds count: 7 h 30 min 30 s of an 8 h plan.
    expect(adherenceOf(days).adherence).toBe((450 * 60 + 30) / (480 * 60));
  });

  it('counts entries within the tolerance as punctual, running slots included', () => {
    const figures = adherenceOf([
      day('ana', '2026-11-16', 480 * 60),
      day('ana', '2026-11-17', 470 * 60, { late: true }),
      day('ana', '2026-11-18', null, { past: false, entry: true }),
      day('ana', '2026-11-19', null),
    ]);
    expect(figures).toMatchObject({ entries: 3, onTime: 2 });
    expect(figures.punctuality).toBeCloseTo(2 / 3);
  });

  it('has no figure without a base, and groups in first-seen order', () => {
    expect(adherenceOf([])).toMatchObject({ adherence: null, punctuality: null });
    const groups = adherenceBy(
      [
        day('ben', '2026-11-16', 480 * 60),
        day('ana', '2026-11-16', 240 * 60),
        day('ben', '2026-11-17', 0, { entry: false }),
      ],
      (d) => d.userId,
    );
    expect(groups.map((g) => [g.key, g.adherence, g.punctuality])).toEqual([
      ['ben', 0.5, 1],
      ['ana', 0.5, 1],
    ]);
    expect(percentText(0.875)).toBe('87,5 %');
    expect(percentText(1)).toBe('100 %');
    expect(percentText(null)).toBe('—');
  });
});
