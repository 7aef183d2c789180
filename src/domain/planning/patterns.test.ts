import { addDaysToKey, keysBetween } from '../calendar/day-keys';
import {
  applyPattern,
  followsTheWeek,
  isValidPatternDays,
  PATTERN_MAX_DAYS,
  patternCycleStart,
  patternDayAt,
  planPatternRange,
  rotationDays,
  type PatternCycle,
  type PatternPlanInput,
} from './patterns';

/** What a pattern gives a run of days, compactly: the shift id, or '-' for a day off. */
function run(
  pattern: PatternCycle,
  cycleStart: string,
  from: string,
  count: number,
  offset?: number,
): string {
  return keysBetween(from, addDaysToKey(from, count))
    .map((day) => patternDayAt(pattern, cycleStart, day, offset) ?? '-')
    .join('');
}

describe('rotationDays', () => {
  it.each([
    [5, 2, 'MMMMM--'],
    [4, 4, 'MMMM----'],
    [7, 7, 'MMMMMMM-------'],
    [6, 1, 'MMMMMM-'],
    [4, 3, 'MMMM---'],
    [1, 0, 'M'],
    [14, 14, 'MMMMMMMMMMMMMM--------------'],
  ])('%ix%i gives the work days then the days off', (work, off, expected) => {
    expect(
      rotationDays(work, off, 'M')
        .map((d) => d || '-')
        .join(''),
    ).toBe(expected);
  });

  it('keeps the shift id as given', () => {
    expect(rotationDays(2, 1, 'shift-noche')).toEqual(['shift-noche', 'shift-noche', '']);
  });

  it.each([
    [0, 2, 'M', /at least one work day/],
    [3, -1, 'M', /at least one work day/],
    [20, 9, 'M', /29 days/],
    [2.5, 2, 'M', /integer/],
    [5, Number.NaN, 'M', /integer/],
    [5, 2, '  ', /no shift/],
  ])('rejects %s x %s with shift "%s"', (work, off, shift, message) => {
    expect(() => rotationDays(work, off, shift)).toThrow(RangeError);
    expect(() => rotationDays(work, off, shift)).toThrow(message);
  });
});

describe('patternDayAt', () => {
  const fiveByTwo = { days: rotationDays(5, 2, 'D') };
  const fourByFour = { days: rotationDays(4, 4, 'N') };
  const sevenBySeven = { days: rotationDays(7, 7, 'D') };
  const sixByOne = { days: rotationDays(6, 1, 'D') };
  const fourByThree = { days: rotationDays(4, 3, 'D') };
  // A 9-day cycle with two shifts: 3 mornings, 3 nights, 3 days off.
  const nine = { days: ['M', 'M', 'M', 'N', 'N', 'N', '', '', ''] };

  it('repeats each common rotation from its start day', () => {
    expect(run(fiveByTwo, '2026-11-16', '2026-11-16', 21)).toBe('DDDDD--DDDDD--DDDDD--');
    expect(run(fourByFour, '2026-11-16', '2026-11-16', 20)).toBe('NNNN----NNNN----NNNN');
    expect(run(sevenBySeven, '2026-11-16', '2026-11-16', 28)).toBe('DDDDDDD-------DDDDDDD-------');
    expect(run(sixByOne, '2026-11-16', '2026-11-16', 15)).toBe('DDDDDD-DDDDDD-D');
    expect(run(fourByThree, '2026-11-16', '2026-11-16', 14)).toBe('DDDD---DDDD---');
  });

  it('runs a cycle that is not a multiple of 7 (9 days) across weeks', () => {
    expect(run(nine, '2026-11-16', '2026-11-16', 20)).toBe('MMMNNN---MMMNNN---MM');
    // Day 9 is the last of the cycle, day 10 starts it again.
    expect(patternDayAt(nine, '2026-11-16', '2026-11-24')).toBeNull();
    expect(patternDayAt(nine, '2026-11-16', '2026-11-25')).toBe('M');
  });

  it('runs the longest (28 days) and the shortest (1 day) cycles', () => {
    const long = { days: Array.from({ length: PATTERN_MAX_DAYS }, (_, i) => (i === 27 ? '' : `s${i}`)) };
    expect(patternDayAt(long, '2026-02-01', '2026-02-01')).toBe('s0');
    expect(patternDayAt(long, '2026-02-01', '2026-02-27')).toBe('s26');
    expect(patternDayAt(long, '2026-02-01', '2026-02-28')).toBeNull();
    expect(patternDayAt(long, '2026-02-01', '2026-03-01')).toBe('s0');
    const everyDay = { days: ['D'] };
    expect(run(everyDay, '2026-11-16', '2026-10-01', 10)).toBe('DDDDDDDDDD');
    expect(run({ days: [''] }, '2026-11-16', '2026-11-16', 3)).toBe('---');
  });

  it('counts days before the cycle start backwards through the cycle', () => {
    // The 4 days before a 4x4 start are its 4 days off; before them, 4 nights.
    expect(run(fourByFour, '2026-11-16', '2026-11-08', 8)).toBe('NNNN----');
    expect(patternDayAt(fourByFour, '2026-11-16', '2026-11-15')).toBeNull();
    expect(patternDayAt(nine, '2026-11-16', '2026-11-15')).toBeNull();
    expect(patternDayAt(nine, '2026-11-16', '2026-11-12')).toBe('N');
    // A long way back: 900 days is exactly 100 cycles of 9.
    expect(patternDayAt(nine, '2026-11-16', addDaysToKey('2026-11-16', -900))).toBe('M');
  });

  it('shifts the cycle by the offset, also by more than a cycle or backwards', () => {
    expect(run(fourByFour, '2026-11-16', '2026-11-16', 8, 4)).toBe('----NNNN');
    expect(run(fourByFour, '2026-11-16', '2026-11-16', 8, 2)).toBe('NN----NN');
    expect(run(fourByFour, '2026-11-16', '2026-11-16', 8, 10)).toBe('NN----NN');
    expect(run(fourByFour, '2026-11-16', '2026-11-16', 8, -1)).toBe('-NNNN---');
    expect(run(nine, '2026-11-16', '2026-11-16', 9, 6)).toBe('---MMMNNN');
  });

  it('keeps counting across month ends, leap days and the new year', () => {
    // 2026-12-28 … 2027-01-04: the 4x4 that started on 2026-12-01 does not restart on 1 January.
    expect(run(fourByFour, '2026-12-01', '2026-12-28', 8)).toBe('N----NNN');
    expect(patternDayAt(fourByFour, '2026-12-01', '2027-01-01')).toBeNull();
    expect(patternDayAt(fourByFour, '2026-12-01', '2027-01-02')).toBe('N');
    // 2027 has no 29 February, 2028 has: the 7-day cycle lands on different days after it.
    expect(run(fiveByTwo, '2027-02-22', '2027-02-27', 4)).toBe('--DD');
    expect(run(fiveByTwo, '2028-02-21', '2028-02-26', 5)).toBe('--DDD');
    expect(patternDayAt(nine, '2028-02-27', '2028-03-01')).toBe('N');
    expect(patternDayAt(nine, '2027-02-27', '2027-03-01')).toBe('M');
  });

  it('rejects an invalid cycle or offset', () => {
    expect(() => patternDayAt({ days: [] }, '2026-11-16', '2026-11-16')).toThrow(RangeError);
    expect(() => patternDayAt({ days: Array<string>(29).fill('D') }, '2026-11-16', '2026-11-16')).toThrow(
      /29 days/,
    );
    expect(() => patternDayAt(fourByFour, '2026-11-16', '2026-11-16', 1.5)).toThrow(/integer/);
    expect(() => patternDayAt(fourByFour, '16-11-2026', '2026-11-16')).toThrow(RangeError);
  });
});

describe('applyPattern', () => {
  const fourByFour = { days: rotationDays(4, 4, 'N') };

  it('fills every day of the range in order, starting the cycle on `from` by default', () => {
    expect(applyPattern(fourByFour, { from: '2026-11-29', to: '2026-12-03' })).toEqual([
      { day: '2026-11-29', shiftId: 'N' },
      { day: '2026-11-30', shiftId: 'N' },
      { day: '2026-12-01', shiftId: 'N' },
      { day: '2026-12-02', shiftId: 'N' },
      { day: '2026-12-03', shiftId: null },
    ]);
  });

  it('uses the cycle start and the offset', () => {
    const days = (application: Parameters<typeof applyPattern>[1]) =>
      applyPattern(fourByFour, application)
        .map((d) => d.shiftId ?? '-')
        .join('');
    // Started three days before the range: the range opens on the cycle's 4th day.
    expect(days({ from: '2026-11-19', to: '2026-11-26', cycleStart: '2026-11-16' })).toBe('N----NNN');
    // A cycle start after the range counts backwards.
    expect(days({ from: '2026-11-12', to: '2026-11-19', cycleStart: '2026-11-16' })).toBe('----NNNN');
    // Two people out of phase: one works when the other rests.
    const a = days({ from: '2026-11-16', to: '2026-12-13' });
    const b = days({ from: '2026-11-16', to: '2026-12-13', offset: 4 });
    expect([...a].every((shift, i) => (shift === 'N') !== (b[i] === 'N'))).toBe(true);
  });

  it('agrees with patternDayAt on every day of a year, across the new year', () => {
    const nine = { days: ['M', 'M', 'M', 'N', 'N', 'N', '', '', ''] };
    const application = { from: '2026-06-01', to: '2027-05-31', cycleStart: '2026-03-07', offset: 5 };
    const applied = applyPattern(nine, application);
    expect(applied).toHaveLength(365);
    for (const { day, shiftId } of applied) expect(shiftId).toBe(patternDayAt(nine, '2026-03-07', day, 5));
  });

  it('gives one day for a one-day range and none when the range is reversed', () => {
    expect(applyPattern(fourByFour, { from: '2026-11-16', to: '2026-11-16' })).toEqual([
      { day: '2026-11-16', shiftId: 'N' },
    ]);
    expect(applyPattern(fourByFour, { from: '2026-11-16', to: '2026-11-15' })).toEqual([]);
  });

  it('rejects an invalid cycle or offset', () => {
    expect(() => applyPattern({ days: [] }, { from: '2026-11-16', to: '2026-11-20' })).toThrow(RangeError);
    expect(() => applyPattern(fourByFour, { from: '2026-11-16', to: '2026-11-20', offset: 0.5 })).toThrow(
      RangeError,
    );
  });
});

describe('planPatternRange', () => {
  const fiveByTwo = { days: rotationDays(5, 2, 'D') };
  const fourByFour = { days: rotationDays(4, 4, 'N') };
  /** Tuesday 1 – Monday 14 December 2026, no holidays, the person on day 1 of the cycle. */
  const december: PatternPlanInput = {
    from: '2026-12-01',
    to: '2026-12-14',
    anchor: 'week',
    offset: 0,
    holidays: new Set(),
    workHolidays: false,
  };
  const compact = (pattern: PatternCycle, input: Partial<PatternPlanInput>) =>
    planPatternRange(pattern, { ...december, ...input })
      .map((d) => d.shiftId ?? '-')
      .join('');

  it('issue #47 item 3: a 5x2 applied from Tuesday 2026-12-01 gives Saturday and Sunday off', () => {
    const days = planPatternRange(fiveByTwo, december);
    expect(days.map((d) => d.day)).toEqual(keysBetween('2026-12-01', '2026-12-15'));
    // Tue 1 … Fri 4 work, Sat 5 and Sun 6 off, Mon 7 … Fri 11 work, Sat 12 and Sun 13 off, Mon 14 works.
    expect(compact(fiveByTwo, {})).toBe('DDDD--DDDDD--D');
    expect(days.find((d) => d.day === '2026-12-05')?.shiftId).toBeNull();
    expect(days.find((d) => d.day === '2026-12-06')?.shiftId).toBeNull();
  });

  it('issue #47 item 3: the explicit start puts day 1 on Desde, so the days off fall on Sunday–Monday', () => {
    // Tue 1 … Sat 5 work, Sun 6 and Mon 7 off: the behaviour before the week anchor, still chosen on purpose.
    expect(compact(fiveByTwo, { anchor: 'start' })).toBe('DDDDD--DDDDD--');
  });

  it('issue #47 item 3: with the week anchor, day N is the cycle day on the Monday of the first week', () => {
    // Day 3 on Monday 30 November: Tue 1 is day 4, Wed 2 day 5, Thu 3 and Fri 4 off (days 6–7), Sat 5 day 1.
    expect(compact(fiveByTwo, { offset: 2 })).toBe('DD--DDDDD--DDD');
    // Two people two cycle days apart never rest on the same day.
    const a = compact(fiveByTwo, {});
    const b = compact(fiveByTwo, { offset: 2 });
    expect([...a].some((shift, i) => shift === '-' && b[i] === '-')).toBe(false);
    // With the explicit start, day 3 falls on Tuesday 1 itself.
    expect(compact(fiveByTwo, { offset: 2, anchor: 'start' })).toBe('DDD--DDDDD--DD');
  });

  it('issue #47 item 3: a range starting on Monday gives the same days with either anchor', () => {
    const monday = { from: '2026-12-07', to: '2026-12-20' };
    expect(compact(fiveByTwo, { ...monday, anchor: 'week' })).toBe('DDDDD--DDDDD--');
    expect(compact(fiveByTwo, { ...monday, anchor: 'start' })).toBe('DDDDD--DDDDD--');
  });

  it('issue #47 item 3: a 4x4 (8 days) cannot follow the week and counts from Desde either way', () => {
    expect(compact(fourByFour, { anchor: 'week' })).toBe('NNNN----NNNN--');
    expect(compact(fourByFour, { anchor: 'week', offset: 4 })).toBe('----NNNN----NN');
    expect(compact(fourByFour, { anchor: 'start' })).toBe('NNNN----NNNN--');
  });

  it('issue #47 item 3: a 14-day cycle follows the week too (7x7 from Wednesday starts its week on Monday)', () => {
    const sevenBySeven = { days: rotationDays(7, 7, 'D') };
    // Day 1 on Monday 30 November: Tue 1 … Sun 6 work, Mon 7 … Sun 13 off, Mon 14 works again.
    expect(compact(sevenBySeven, { from: '2026-12-02', to: '2026-12-14' })).toBe('DDDDD-------D');
  });

  it('issue #47 item 3: holidays with a shift become days off unless the manager assigns them too', () => {
    const holidays = new Set(['2026-12-08', '2026-12-25']);
    const days = planPatternRange(fiveByTwo, { ...december, to: '2026-12-31', holidays });
    // Tuesday 8 (Inmaculada Concepción) and Friday 25 (Navidad) are work days of the 5x2: both left off.
    expect(days.filter((d) => d.skippedHoliday).map((d) => d.day)).toEqual(['2026-12-08', '2026-12-25']);
    expect(days.find((d) => d.day === '2026-12-08')?.shiftId).toBeNull();
    expect(days.filter((d) => d.shiftId !== null)).toHaveLength(21);
    const worked = planPatternRange(fiveByTwo, {
      ...december,
      to: '2026-12-31',
      holidays,
      workHolidays: true,
    });
    expect(worked.filter((d) => d.shiftId !== null)).toHaveLength(23);
    expect(worked.some((d) => d.skippedHoliday)).toBe(false);
    expect(worked.find((d) => d.day === '2026-12-25')?.shiftId).toBe('D');
  });

  it('issue #47 item 3: a holiday on a day off of the cycle is not counted as skipped', () => {
    // The 4x4 from Tuesday 1 rests 5–8 December: Inmaculada Concepción falls on a rest day.
    const days = planPatternRange(fourByFour, { ...december, holidays: new Set(['2026-12-08']) });
    expect(days.some((d) => d.skippedHoliday)).toBe(false);
    expect(days.map((d) => d.shiftId ?? '-').join('')).toBe('NNNN----NNNN--');
  });

  it('knows which cycles follow the week and where their count starts', () => {
    expect([7, 14, 21, 28].every(followsTheWeek)).toBe(true);
    expect([1, 6, 8, 9, 27].some(followsTheWeek)).toBe(false);
    expect(patternCycleStart(7, '2026-12-01', 'week')).toBe('2026-11-30');
    expect(patternCycleStart(7, '2026-12-06', 'week')).toBe('2026-11-30');
    expect(patternCycleStart(7, '2026-12-01', 'start')).toBe('2026-12-01');
    expect(patternCycleStart(8, '2026-12-01', 'week')).toBe('2026-12-01');
  });
});

describe('isValidPatternDays', () => {
  it('accepts 1–28 entries of shift ids and days off', () => {
    expect(isValidPatternDays(['a'])).toBe(true);
    expect(isValidPatternDays(rotationDays(4, 4, 'shift-1'))).toBe(true);
    expect(isValidPatternDays(Array<string>(28).fill('x'))).toBe(true);
    expect(isValidPatternDays(['', '', ''])).toBe(true);
    expect(isValidPatternDays(['x'.repeat(40)])).toBe(true);
  });

  it('rejects empty or too long cycles and bad entries', () => {
    expect(isValidPatternDays([])).toBe(false);
    expect(isValidPatternDays(Array<string>(29).fill('x'))).toBe(false);
    expect(isValidPatternDays(['x'.repeat(41)])).toBe(false);
    expect(isValidPatternDays(['a', '   '])).toBe(false);
    expect(isValidPatternDays(['a', null])).toBe(false);
    expect(isValidPatternDays(['a', 3])).toBe(false);
    expect(isValidPatternDays('abc' as unknown as unknown[])).toBe(false);
  });
});
