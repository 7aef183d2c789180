import { ALERT_KINDS, LATE_ARRIVAL, MISSING_CHECKOUT } from './alert-ids';
import { sortAlerts } from './alert-order';
import type { AlertBucket } from './alert-order';
import type { Alert, AlertType } from './alert-types';

const groupOf = (type: AlertType): number => ALERT_KINDS.find((kind) => kind.type === type)?.group ?? -1;

/** The bucket the collector would build for these alerts (in this emission order). */
function bucket(alerts: Alert[]): AlertBucket {
  return {
    alerts,
    ms: alerts.map((entry) => entry.timestamp.getTime()),
    groups: alerts.map((entry) => groupOf(entry.type)),
  };
}

function alert(id: string, iso: string, type: AlertType = 'Llegada Tardía', userId = id): Alert {
  return { id, type, severity: 'warning', userId, message: '', timestamp: new Date(iso), time: '' };
}

const ids = (alerts: Alert[]): string[] => alerts.map((entry) => entry.id);

describe('sortAlerts', () => {
  it('returns a copy for zero or one alert', () => {
    expect(sortAlerts(bucket([]), false)).toEqual([]);
    const one = [alert('a', '2026-03-10T12:00:00Z')];
    const sorted = sortAlerts(bucket(one), false);
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
    expect(ids(sortAlerts(bucket(alerts), false))).toEqual(expected);
    expect(ids(sortAlerts(bucket([...alerts].reverse()), false))).toEqual(expected);
  });

  it('orders equal timestamps by type group before emission order, then by id within a group', () => {
    const at = '2026-03-10T12:00:00Z';
    // 'missing-checkout:…' > 'late-arrival:…': the group of Salida Faltante is after Llegada Tardía's.
    expect(MISSING_CHECKOUT.group).toBeGreaterThan(LATE_ARRIVAL.group);
    const alerts = [
      alert('missing-checkout:b', at, 'Salida Faltante'),
      alert('late-arrival:z', at),
      alert('missing-checkout:a', at, 'Salida Faltante'),
      alert('late-arrival:y', at),
    ];
    expect(ids(sortAlerts(bucket(alerts), false))).toEqual([
      'late-arrival:y',
      'late-arrival:z',
      'missing-checkout:a',
      'missing-checkout:b',
    ]);
  });

  it('keeps runs of equal timestamp and group in emission order when told they are in id order', () => {
    const at = '2026-03-10T12:00:00Z';
    const alerts = [alert('b', at), alert('a', at), alert('c', '2026-03-10T13:00:00Z')];
    expect(ids(sortAlerts(bucket(alerts), true))).toEqual(['c', 'b', 'a']);
    expect(ids(sortAlerts(bucket(alerts), false))).toEqual(['c', 'a', 'b']);
  });

  it('orders a tie run at the very end by id', () => {
    const alerts = [
      alert('m', '2026-03-10T15:00:00Z'),
      alert('q', '2026-03-10T09:00:00Z'),
      alert('p', '2026-03-10T09:00:00Z'),
    ];
    expect(ids(sortAlerts(bucket(alerts), false))).toEqual(['m', 'p', 'q']);
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
    const sorted = ids(sortAlerts(bucket(alerts), false));
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
    const fromFast = ids(sortAlerts(bucket(near), false));
    const fromFallback = ids(sortAlerts(bucket([...near, alert('far', '0001-01-01T00:00:00Z')]), false));
    expect(fromFallback.at(-1)).toBe('far');
    expect(fromFallback.slice(0, -1)).toEqual(fromFast);
    const reference = [...near].sort(
      (a, b) => b.timestamp.getTime() - a.timestamp.getTime() || (a.id < b.id ? -1 : 1),
    );
    expect(fromFast).toEqual(ids(reference));
  });
});
