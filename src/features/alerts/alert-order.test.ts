import { GROUP_BY_TYPE } from './alert-ids';
import { sortAlerts } from './alert-order';
import type { OrderHints } from './alert-order';
import type { Alert, AlertType } from './alert-types';

const HINTS: OrderHints = { groupByType: GROUP_BY_TYPE, usersInIdOrder: false };

function alert(id: string, iso: string, type: AlertType = 'Llegada Tardía', userId = id): Alert {
  return { id, type, severity: 'warning', userId, message: '', timestamp: new Date(iso), time: '' };
}

const ids = (alerts: Alert[]): string[] => alerts.map((entry) => entry.id);

describe('sortAlerts', () => {
  it('returns a copy for zero or one alert', () => {
    expect(sortAlerts([], HINTS)).toEqual([]);
    const one = [alert('a', '2026-03-10T12:00:00Z')];
    const sorted = sortAlerts(one, HINTS);
    expect(ids(sorted)).toEqual(['a']);
    expect(sorted).not.toBe(one);
  });

  it('puts the newest first and breaks ties by id, whatever the input order', () => {
    const alerts = [
      alert('b', '2026-03-10T12:00:00Z'),
      alert('z', '2026-03-10T13:00:00.001Z'),
      alert('c', '2026-03-10T12:00:00Z'),
      alert('a', '2026-03-10T12:00:00Z'),
      alert('y', '2026-03-10T13:00:00Z'),
      alert('d', '2026-03-10T11:00:00Z'),
    ];
    const expected = ['z', 'y', 'a', 'b', 'c', 'd'];
    expect(ids(sortAlerts(alerts, HINTS))).toEqual(expected);
    expect(ids(sortAlerts([...alerts].reverse(), HINTS))).toEqual(expected);
  });

  it('orders equal timestamps by type group before emission order, then by id within a group', () => {
    const at = '2026-03-10T12:00:00Z';
    // 'missing-checkout:…' > 'late-arrival:…': the group of Salida Faltante is after Llegada Tardía's.
    expect(GROUP_BY_TYPE['Salida Faltante']).toBeGreaterThan(GROUP_BY_TYPE['Llegada Tardía']);
    const alerts = [
      alert('missing-checkout:b', at, 'Salida Faltante'),
      alert('late-arrival:z', at),
      alert('missing-checkout:a', at, 'Salida Faltante'),
      alert('late-arrival:y', at),
    ];
    expect(ids(sortAlerts(alerts, HINTS))).toEqual([
      'late-arrival:y',
      'late-arrival:z',
      'missing-checkout:a',
      'missing-checkout:b',
    ]);
  });

  it('trusts usersInIdOrder for different users but still orders one user’s alerts by id', () => {
    const at = '2026-03-10T12:00:00Z';
    const alerts = [alert('u1:s2', at, 'Llegada Tardía', 'u1'), alert('u1:s10', at, 'Llegada Tardía', 'u1')];
    expect(ids(sortAlerts(alerts, { ...HINTS, usersInIdOrder: true }))).toEqual(['u1:s10', 'u1:s2']);
    // With the hint, alerts of different users keep their emission order.
    const trusted = [alert('b', at, 'Llegada Tardía', 'b'), alert('a', at, 'Llegada Tardía', 'a')];
    expect(ids(sortAlerts(trusted, { ...HINTS, usersInIdOrder: true }))).toEqual(['b', 'a']);
    expect(ids(sortAlerts(trusted, HINTS))).toEqual(['a', 'b']);
  });

  it('orders a tie run at the very end by id', () => {
    const alerts = [
      alert('m', '2026-03-10T15:00:00Z'),
      alert('q', '2026-03-10T09:00:00Z'),
      alert('p', '2026-03-10T09:00:00Z'),
    ];
    expect(ids(sortAlerts(alerts, HINTS))).toEqual(['m', 'p', 'q']);
  });

  it('falls back to a comparator for timestamps too far apart to pack, with the same order', () => {
    const alerts = [
      alert('b', '2026-03-10T12:00:00Z'),
      alert('old', '1900-01-01T00:00:00Z'),
      alert('a', '2026-03-10T12:00:00Z'),
      alert('future', '2200-01-01T00:00:00Z'),
    ];
    // 300 years of ms times 8 groups times the positions exceeds 2^53 with a few thousand alerts.
    for (let i = 0; i < 5000; i += 1)
      alerts.push(alert(`x${String(i).padStart(4, '0')}`, '2026-03-10T10:00:00Z'));
    const sorted = ids(sortAlerts(alerts, HINTS));
    expect(sorted.slice(0, 3)).toEqual(['future', 'a', 'b']);
    expect(sorted[3]).toBe('x0000');
    expect(sorted.at(-1)).toBe('old');
    expect(sorted).toHaveLength(alerts.length);
  });

  it('gives the same result on both paths, equal to a reference sort', () => {
    const near: Alert[] = [];
    for (let i = 0; i < 200; i += 1) {
      near.push(alert(`id-${(i * 7919) % 200}`, new Date(Date.UTC(2026, 2, 10, 12, i % 13)).toISOString()));
    }
    const fromFast = ids(sortAlerts(near, HINTS));
    const fromFallback = ids(sortAlerts([...near, alert('far', '0001-01-01T00:00:00Z')], HINTS));
    expect(fromFallback.at(-1)).toBe('far');
    expect(fromFallback.slice(0, -1)).toEqual(fromFast);
    const reference = [...near].sort(
      (a, b) => b.timestamp.getTime() - a.timestamp.getTime() || (a.id < b.id ? -1 : 1),
    );
    expect(fromFast).toEqual(ids(reference));
  });
});
