import { compareSortValues, sortable, sortRows } from './sort-values';
import type { SortValue } from './types';

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

describe('sortRows', () => {
  /** What the table did before: a stable sort comparing each pair through the collator, no value last. */
  function reference(values: SortValue[], desc: boolean): number[] {
    return values
      .map((value, index) => ({ value: sortable(value), index }))
      .sort((a, b) => {
        if (a.value === undefined || b.value === undefined) {
          if (a.value === undefined && b.value === undefined) return a.index - b.index;
          return a.value === undefined ? 1 : -1;
        }
        const ascending = compareSortValues(a.value, b.value);
        const signed = desc ? -ascending : ascending;
        return signed !== 0 ? signed : a.index - b.index;
      })
      .map(({ index }) => index);
  }

  const WORDS = [
    'ana',
    'Ana',
    'Ána',
    'Ñuño',
    'Nora',
    'nora',
    'Óscar',
    'Zoe',
    'zoe',
    'Álvaro',
    'e\u0301',
    '\u00e9',
    '',
  ];

  it('orders like a comparison of each pair, for random mixes of text, numbers, dates and no value', () => {
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    for (let round = 0; round < 300; round += 1) {
      const kinds = round % 4; // 0: text only, 1: numbers and no value, 2: dates, 3: everything mixed
      const values: SortValue[] = Array.from({ length: Math.floor(next() * 40) }, () => {
        const pick = kinds === 3 ? Math.floor(next() * 4) : kinds;
        if (pick === 0) return WORDS[Math.floor(next() * WORDS.length)] ?? '';
        if (pick === 1) return next() < 0.2 ? null : Math.floor(next() * 10) - 5;
        if (pick === 2)
          return next() < 0.2 ? new Date(Number.NaN) : new Date(Math.floor(next() * 5) * 86_400_000);
        return null;
      });
      for (const desc of [false, true]) {
        const indices = values.map((_, index) => index);
        expect(
          sortRows(indices, (index) => values[index] ?? null, desc),
          `round ${round}`,
        ).toEqual(reference(values, desc));
      }
    }
  });
});
