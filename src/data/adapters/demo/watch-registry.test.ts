import { describe, expect, it } from 'vitest';

import { createTables } from './memory-tables';
import { compileQuery, runQuery } from './query-engine';
import { WatchRegistry } from './watch-registry';

const allow = () => undefined;
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * below);
  };
}

describe('WatchRegistry', () => {
  // Each query without a limit is brought up to date from the changed documents alone: after every burst of
  // changes its result must be exactly what a whole run of the query returns.
  const queries = {
    'a tenant and a date range': compileQuery<'attendance'>({
      where: [
        { field: 'tenantId', op: '==', value: 'a' },
        { field: 'date', op: '>=', value: day(10) },
        { field: 'date', op: '<', value: day(20) },
      ],
    }),
    'ordered by a field, descending': compileQuery<'attendance'>({
      where: [{ field: 'tenantId', op: '==', value: 'a' }],
      orderBy: [{ field: 'date', direction: 'desc' }],
    }),
    'with a limit (run whole)': compileQuery<'attendance'>({
      where: [{ field: 'tenantId', op: '==', value: 'b' }],
      orderBy: [{ field: 'date', direction: 'asc' }],
      limit: 5,
    }),
  };

  for (const [name, query] of Object.entries(queries)) {
    it(`keeps a watch of ${name} equal to a whole run through 200 bursts of changes`, async () => {
      const tables = createTables();
      const next = random(7);
      const put = (id: string) =>
        tables.attendance.put(id, {
          tenantId: next(2) === 0 ? 'a' : 'b',
          userId: `u${next(5)}`,
          date: day(1 + next(28)),
        });
      for (let i = 0; i < 60; i++) put(`r${i}`);
      const registry = new WatchRegistry(tables, () => undefined);
      const seen: string[][] = [];
      registry.watchQuery('attendance', query, {
        authorize: allow,
        next: (docs) => seen.push(docs.map((d) => d.id)),
        error: () => undefined,
      });
      await Promise.resolve();
      for (let burst = 0; burst < 200; burst++) {
        const changes = Array.from({ length: 1 + next(4) }, () => {
          const id = `r${next(80)}`;
          if (next(4) === 0) tables.attendance.remove(id);
          else put(id);
          return { collection: 'attendance' as const, id };
        });
        registry.notify(changes);
        await Promise.resolve();
        const whole = runQuery(tables.attendance.candidates(query.filters), query).map((d) => d.id);
        expect(seen.at(-1)).toEqual(whole);
      }
      expect(seen.length).toBeGreaterThan(20);
    });
  }

  it('does not emit when the changed documents are outside the result', async () => {
    const tables = createTables();
    tables.attendance.put('in', { tenantId: 'a', userId: 'u', date: day(12) });
    const registry = new WatchRegistry(tables, () => undefined);
    let emitted = 0;
    registry.watchQuery('attendance', queries['a tenant and a date range'], {
      authorize: allow,
      next: () => emitted++,
      error: () => undefined,
    });
    await Promise.resolve();
    tables.attendance.put('out', { tenantId: 'a', userId: 'u', date: day(25) });
    registry.notify([{ collection: 'attendance', id: 'out' }]);
    await Promise.resolve();
    expect(emitted).toBe(1);
    tables.attendance.put('in', { tenantId: 'a', userId: 'u', date: day(13) });
    registry.notify([{ collection: 'attendance', id: 'in' }]);
    await Promise.resolve();
    expect(emitted).toBe(2);
  });
});
