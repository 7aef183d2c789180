import { describe, expect, it } from 'vitest';

import { dayShiftTotals, OTHER_SHIFT, sumOverDays } from './day-shift-totals';

describe('dayShiftTotals', () => {
  const known = new Set(['noche', 'manana']);

  it('counts the people of each shift on each day; unknown shifts and hand-typed slots as other', () => {
    const totals = dayShiftTotals(
      [
        { day: '2026-12-01', shiftId: 'noche' },
        { day: '2026-12-01', shiftId: 'noche' },
        { day: '2026-12-01', shiftId: 'manana' },
        { day: '2026-12-02', shiftId: 'noche' },
        { day: '2026-12-02', shiftId: null },
        { day: '2026-12-02', shiftId: 'borrado' },
      ],
      known,
    );
    expect(totals.get('noche')?.get('2026-12-01')).toBe(2);
    expect(totals.get('noche')?.get('2026-12-02')).toBe(1);
    expect(totals.get('manana')?.get('2026-12-01')).toBe(1);
    expect(totals.get('manana')?.has('2026-12-02')).toBe(false);
    expect(totals.get(OTHER_SHIFT)?.get('2026-12-02')).toBe(2);
    expect([...totals.keys()].sort()).toEqual([OTHER_SHIFT, 'manana', 'noche'].sort());
  });

  it('sums a shift over a week of days', () => {
    const totals = dayShiftTotals(
      [
        { day: '2026-12-01', shiftId: 'noche' },
        { day: '2026-12-02', shiftId: 'noche' },
        { day: '2026-12-08', shiftId: 'noche' },
      ],
      known,
    );
    expect(sumOverDays(totals.get('noche'), ['2026-12-01', '2026-12-02', '2026-12-03'])).toBe(2);
    expect(sumOverDays(totals.get('manana'), ['2026-12-01'])).toBe(0);
  });
});
