import {
  agreementBound,
  agreementLastDay,
  agreementOn,
  isValidAgreementSpan,
  overtimeLines,
  type OvertimeDayInput,
} from './overtime';

const SLOT = { startTime: '09:00', endTime: '18:00' };

function day(
  userId: string,
  key: string,
  /** Whole seconds (Res. Ex. N° 38 art. 44). */
  worked: number,
  overtime: number,
  altered = false,
): OvertimeDayInput {
  return {
    userId,
    key,
    rows: [
      {
        slot: SLOT,
        times: { workedSeconds: worked, overtimeSeconds: overtime },
        punches: { altered: altered ? ['checkOut'] : [] },
      },
    ],
  };
}

const AGREEMENT = { userId: 'ana', from: '2026-11-01', to: '2027-01-31' };

describe('agreements', () => {
  it('last at most three months', () => {
    expect(agreementLastDay('2026-11-01')).toBe('2027-01-31');
    expect(agreementLastDay('2026-11-15')).toBe('2027-02-14');
    expect(agreementLastDay('2026-11-30')).toBe('2027-02-28');
    expect(agreementLastDay('2027-11-30')).toBe('2028-02-29');
    expect(agreementBound('2026-11-30')).toBe('2027-02-30');
    expect(agreementBound('2026-10-05')).toBe('2027-01-05');
    expect(isValidAgreementSpan('2026-11-30', '2027-02-28')).toBe(true);
    expect(isValidAgreementSpan('2026-11-01', '2027-01-31')).toBe(true);
    expect(isValidAgreementSpan('2026-11-01', '2027-02-01')).toBe(false);
    expect(isValidAgreementSpan('2026-11-02', '2026-11-01')).toBe(false);
  });

  it('cover their days, for their person only', () => {
    expect(agreementOn([AGREEMENT], 'ana', '2026-11-01')).toBe(AGREEMENT);
    expect(agreementOn([AGREEMENT], 'ana', '2027-01-31')).toBe(AGREEMENT);
    expect(agreementOn([AGREEMENT], 'ana', '2027-02-01')).toBeNull();
    expect(agreementOn([AGREEMENT], 'beto', '2026-11-10')).toBeNull();
  });
});

describe('overtimeLines', () => {
  const input = { weeklyHourLimit: 42, agreements: [AGREEMENT] };

  it('lists only days with overtime, flagged by the daily limit to the second and the agreement', () => {
    // 2 h of overtime is within the daily limit; 2 h 0 min 1 s is over it (Res. Ex. N° 38 art. 44).
    const lines = overtimeLines(
      [
        day('ana', '2026-11-16', 480 * 60, 0),
        day('ana', '2026-11-17', 600 * 60, 120 * 60),
        day('ana', '2026-11-18', 600 * 60 + 1, 120 * 60 + 1, true),
        day('beto', '2026-11-17', 500 * 60, 20 * 60),
      ],
      input,
    );
    expect(lines).toEqual([
      {
        userId: 'ana',
        key: '2026-11-17',
        workedSeconds: 600 * 60,
        overtimeSeconds: 120 * 60,
        altered: false,
        flags: [],
      },
      {
        userId: 'ana',
        key: '2026-11-18',
        workedSeconds: 600 * 60 + 1,
        overtimeSeconds: 120 * 60 + 1,
        altered: true,
        flags: ['daily-limit'],
      },
      {
        userId: 'beto',
        key: '2026-11-17',
        workedSeconds: 500 * 60,
        overtimeSeconds: 20 * 60,
        altered: false,
        flags: ['no-agreement'],
      },
    ]);
  });

  it('flags the days with overtime of a week whose work exceeds the weekly limit', () => {
    // 5 × 510 = 2,550 min > 42 h (2,520 min); the next week stays under.
    const week = ['16', '17', '18', '19', '20'].map((d) =>
      day('ana', `2026-11-${d}`, 510 * 60, d === '20' ? 30 * 60 : 0),
    );
    const next = day('ana', '2026-11-23', 500 * 60, 20 * 60);
    const lines = overtimeLines([...week, next], input);
    expect(lines.map((l) => [l.key, l.flags])).toEqual([
      ['2026-11-20', ['weekly-limit']],
      ['2026-11-23', []],
    ]);
  });

  it('compares the week with its limit to the second (Res. Ex. N° 38 art. 44)', () => {
    // 5 × 504 min = 42 h exactly is not over the limit; one second more is.
    const weekOf = (days: string[], extra: number) =>
      days.map((d, i) => day('ana', d, 504 * 60 + (i === 4 ? extra : 0), i === 4 ? 30 * 60 : 0));
    const exact = weekOf(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'], 0);
    const over = weekOf(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'], 1);
    const lines = overtimeLines([...exact, ...over], input);
    expect(lines.map((l) => [l.key, l.flags])).toEqual([
      ['2026-12-04', []],
      ['2026-12-11', ['weekly-limit']],
    ]);
  });

  it('counts all work in an unscheduled row as overtime', () => {
    const lines = overtimeLines(
      [
        {
          userId: 'ana',
          key: '2026-11-21',
          rows: [
            {
              slot: null,
              times: { workedSeconds: 240 * 60 + 7, overtimeSeconds: null },
              punches: { altered: [] },
            },
          ],
        },
      ],
      input,
    );
    expect(lines).toEqual([
      {
        userId: 'ana',
        key: '2026-11-21',
        workedSeconds: 240 * 60 + 7,
        overtimeSeconds: 240 * 60 + 7,
        altered: false,
        flags: ['daily-limit'],
      },
    ]);
  });
});
