import { describe, expect, it, vi } from 'vitest';

import { LazyTable } from './memory-tables';

describe('LazyTable', () => {
  it('fills itself once, on the first use after fillLater, whichever use it is', () => {
    for (const use of [
      (t: LazyTable) => t.size,
      (t: LazyTable) => t.get('a'),
      (t: LazyTable) => [...t.all()],
      (t: LazyTable) => [...t.candidates([])],
      (t: LazyTable) => t.remove('a'),
      (t: LazyTable) => t.put('b', { n: 2 }),
    ]) {
      const fill = vi.fn(() => table.put('a', { n: 1 }));
      const table: LazyTable = new LazyTable(fill);
      table.fillLater();
      expect(fill).not.toHaveBeenCalled();
      use(table);
      use(table);
      expect(fill).toHaveBeenCalledTimes(1);
    }
  });

  it('is not filled when cleared first, nor ever without fillLater', () => {
    const fill = vi.fn();
    const table = new LazyTable(fill);
    expect(table.size).toBe(0);
    table.fillLater();
    table.clear();
    table.put('x', { n: 1 });
    expect(table.size).toBe(1);
    expect(fill).not.toHaveBeenCalled();
  });
});
