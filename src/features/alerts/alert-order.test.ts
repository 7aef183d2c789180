import { createPending, sortPending } from './alert-order';
import type { PendingAlerts } from './alert-order';
import type { Alert } from './alert-types';

function alert(id: string, timestamp: Date): Alert {
  return {
    id,
    type: 'Llegada Tardía',
    severity: 'warning',
    userId: 'u',
    message: '',
    timestamp,
    time: '',
  };
}

function pendingOf(entries: [string, string][]): PendingAlerts {
  const pending = createPending();
  for (const [id, iso] of entries) {
    const timestamp = new Date(iso);
    pending.alerts.push(alert(id, timestamp));
    pending.ms.push(timestamp.getTime());
    pending.groups.push(0);
  }
  return pending;
}

const ids = (alerts: Alert[]): string[] => alerts.map((entry) => entry.id);

describe('sortPending', () => {
  it('returns a copy for zero or one alert', () => {
    expect(sortPending(createPending())).toEqual([]);
    const one = pendingOf([['a', '2026-03-10T12:00:00Z']]);
    const sorted = sortPending(one);
    expect(ids(sorted)).toEqual(['a']);
    expect(sorted).not.toBe(one.alerts);
  });

  it('puts the newest first and breaks ties by id, whatever the input order', () => {
    const entries: [string, string][] = [
      ['b', '2026-03-10T12:00:00Z'],
      ['z', '2026-03-10T13:00:00.001Z'],
      ['c', '2026-03-10T12:00:00Z'],
      ['a', '2026-03-10T12:00:00Z'],
      ['y', '2026-03-10T13:00:00Z'],
      ['d', '2026-03-10T11:00:00Z'],
    ];
    const expected = ['z', 'y', 'a', 'b', 'c', 'd'];
    expect(ids(sortPending(pendingOf(entries)))).toEqual(expected);
    expect(ids(sortPending(pendingOf([...entries].reverse())))).toEqual(expected);
  });

  it('orders equal timestamps by group before emission order, then by id within a group', () => {
    const pending = pendingOf([
      ['g1-b', '2026-03-10T12:00:00Z'],
      ['g0-z', '2026-03-10T12:00:00Z'],
      ['g1-a', '2026-03-10T12:00:00Z'],
      ['g0-y', '2026-03-10T12:00:00Z'],
    ]);
    pending.groups.splice(0, 4, 1, 0, 1, 0);
    expect(ids(sortPending(pending))).toEqual(['g0-y', 'g0-z', 'g1-a', 'g1-b']);
  });

  it('orders a tie run at the very end by id', () => {
    const entries: [string, string][] = [
      ['m', '2026-03-10T15:00:00Z'],
      ['q', '2026-03-10T09:00:00Z'],
      ['p', '2026-03-10T09:00:00Z'],
    ];
    expect(ids(sortPending(pendingOf(entries)))).toEqual(['m', 'p', 'q']);
  });

  it('falls back to a comparator for timestamps too far apart to pack, with the same order', () => {
    const entries: [string, string][] = [
      ['b', '2026-03-10T12:00:00Z'],
      ['old', '1900-01-01T00:00:00Z'],
      ['a', '2026-03-10T12:00:00Z'],
      ['future', '2200-01-01T00:00:00Z'],
    ];
    // 300 years apart with 4 positions exceeds 2^53 only with many alerts: add enough of them.
    for (let i = 0; i < 5000; i += 1)
      entries.push([`x${String(i).padStart(4, '0')}`, '2026-03-10T10:00:00Z']);
    const sorted = ids(sortPending(pendingOf(entries)));
    expect(sorted.slice(0, 3)).toEqual(['future', 'a', 'b']);
    expect(sorted[3]).toBe('x0000');
    expect(sorted.at(-1)).toBe('old');
    expect(sorted).toHaveLength(entries.length);
  });

  it('gives the same result on both paths', () => {
    const near: [string, string][] = [];
    for (let i = 0; i < 200; i += 1) {
      near.push([`id-${(i * 7919) % 200}`, new Date(Date.UTC(2026, 2, 10, 12, i % 13)).toISOString()]);
    }
    const far: [string, string][] = [...near, ['far', '0001-01-01T00:00:00Z']];
    const fromFast = ids(sortPending(pendingOf(near)));
    const fromFallback = ids(sortPending(pendingOf(far)));
    expect(fromFallback.at(-1)).toBe('far');
    expect(fromFallback.slice(0, -1)).toEqual(fromFast);
    expect(fromFast).toEqual(
      [...near]
        .sort((a, b) => Date.parse(b[1]) - Date.parse(a[1]) || (a[0] < b[0] ? -1 : 1))
        .map(([id]) => id),
    );
  });
});
