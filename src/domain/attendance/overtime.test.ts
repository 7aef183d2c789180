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
        times: { workedMinutes: worked, overtimeMinutes: overtime },
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

  it('lists only days with overtime, flagged by the daily limit and the agreement', () => {
    const lines = overtimeLines(
      [
        day('ana', '2026-11-16', 480, 0),
        day('ana', '2026-11-17', 600, 120),
        day('ana', '2026-11-18', 601, 121, true),
        day('beto', '2026-11-17', 500, 20),
      ],
      input,
    );
    expect(lines).toEqual([
      {
        userId: 'ana',
        key: '2026-11-17',
        workedMinutes: 600,
        overtimeMinutes: 120,
        altered: false,
        flags: [],
      },
      {
        userId: 'ana',
        key: '2026-11-18',
        workedMinutes: 601,
        overtimeMinutes: 121,
        altered: true,
        flags: ['daily-limit'],
      },
      {
        userId: 'beto',
        key: '2026-11-17',
        workedMinutes: 500,
        overtimeMinutes: 20,
        altered: false,
        flags: ['no-agreement'],
      },
    ]);
  });

  it('flags the days with overtime of a week whose work exceeds the weekly limit', () => {
    // 5 × 510 = 2,550 min > 42 h (2,520 min); the next week stays under.
    const week = ['16', '17', '18', '19', '20'].map((d) =>
      day('ana', `2026-11-${d}`, 510, d === '20' ? 30 : 0),
    );
    const next = day('ana', '2026-11-23', 500, 20);
    const lines = overtimeLines([...week, next], input);
    expect(lines.map((l) => [l.key, l.flags])).toEqual([
      ['2026-11-20', ['weekly-limit']],
      ['2026-11-23', []],
    ]);
  });

  it('counts all work in an unscheduled row as overtime', () => {
    const lines = overtimeLines(
      [
        {
          userId: 'ana',
          key: '2026-11-21',
          rows: [
            { slot: null, times: { workedMinutes: 240, overtimeMinutes: null }, punches: { altered: [] } },
          ],
        },
      ],
      input,
    );
    expect(lines).toEqual([
      {
        userId: 'ana',
        key: '2026-11-21',
        workedMinutes: 240,
        overtimeMinutes: 240,
        altered: false,
        flags: ['daily-limit'],
      },
    ]);
  });
});
