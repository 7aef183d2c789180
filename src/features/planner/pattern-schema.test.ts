import { describe, expect, it } from 'vitest';

import { rotationDays } from '../../domain/planning/patterns';
import { buildShift } from '../../testing/data-builders';
import { isPatternRange, patternChanges, patternSchema, type PatternValues } from './pattern-schema';

const PATTERN = {
  id: 'p-5x2',
  tenantId: 'demo',
  name: '5x2 Oficina',
  days: rotationDays(5, 2, 'shift-oficina'),
};

describe('isPatternRange', () => {
  it('accepts two days in order spanning at most 92 days', () => {
    expect(isPatternRange('2026-12-01', '2026-12-01')).toBe(true);
    expect(isPatternRange('2026-12-01', '2027-03-02')).toBe(true);
    expect(isPatternRange('2026-12-01', '2027-03-03')).toBe(false);
    expect(isPatternRange('2026-12-02', '2026-12-01')).toBe(false);
    expect(isPatternRange('2026-12-01', '')).toBe(false);
    expect(isPatternRange('2026-02-30', '2026-03-02')).toBe(false);
  });
});

describe('patternSchema', () => {
  it('issue #47 item 3: takes the anchor and the holidays choice with the rest', () => {
    const parsed = patternSchema([PATTERN]).parse({
      patternId: 'p-5x2',
      from: '2026-12-01',
      to: '2026-12-31',
      anchor: 'start',
      workHolidays: true,
      people: [{ userId: 'u1', start: '2' }],
    });
    expect(parsed).toMatchObject({
      anchor: 'start',
      workHolidays: true,
      people: [{ userId: 'u1', start: 2 }],
    });
    const bad = patternSchema([PATTERN]).safeParse({ ...parsed, anchor: 'monday' });
    expect(bad.success).toBe(false);
  });
});

describe('patternChanges', () => {
  it('issue #47 item 3: anchors a 5x2 to the week and leaves the holidays as days off', () => {
    const values: PatternValues = {
      patternId: 'p-5x2',
      from: '2026-12-01',
      to: '2026-12-08',
      anchor: 'week',
      workHolidays: false,
      people: [{ userId: 'u1', start: 1 }],
      holidays: ['2026-12-08'],
    };
    const changes = patternChanges(PATTERN, values, [buildShift()]);
    expect(changes.map((c) => `${c.day.slice(-2)}:${c.target === null ? '-' : 'O'}`)).toEqual([
      '01:O',
      '02:O',
      '03:O',
      '04:O',
      '05:-',
      '06:-',
      '07:O',
      '08:-',
    ]);
    const worked = patternChanges(PATTERN, { ...values, workHolidays: true }, [buildShift()]);
    expect(worked.at(-1)?.target).not.toBeNull();
  });
});
