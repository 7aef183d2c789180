// @vitest-environment node
import { compareSortValues, sortable } from './sort-values';

describe('compareSortValues', () => {
  const sorted = <T extends string | number | Date>(values: T[]) => [...values].sort(compareSortValues);

  it('orders text the Spanish way: accents with their letter, ñ after n', () => {
    expect(sorted(['Óscar', 'Ñuño', 'Nora', 'ana', 'Zoe', 'Álvaro'])).toEqual([
      'Álvaro',
      'ana',
      'Nora',
      'Ñuño',
      'Óscar',
      'Zoe',
    ]);
  });

  it('orders numbers by value and dates by time', () => {
    expect(sorted([10, 9, -1, 100])).toEqual([-1, 9, 10, 100]);
    const early = new Date('2026-11-16T08:00:00Z');
    const late = new Date('2026-11-16T09:00:00Z');
    expect(sorted([late, early])).toEqual([early, late]);
  });
});

describe('sortable', () => {
  it('turns null and invalid dates into "no value"', () => {
    expect(sortable(null)).toBeUndefined();
    expect(sortable(new Date(Number.NaN))).toBeUndefined();
    expect(sortable(0)).toBe(0);
    expect(sortable('')).toBe('');
  });
});
