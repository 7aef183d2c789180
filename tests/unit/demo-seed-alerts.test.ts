// Cross-cutting: the demo seed (data layer) fed to the real alerts engine (a feature); the layer rules keep
// this out of src/. The demo must show the alerts screen at work with today's data alone.
import { ALERT_TYPES, computeAlerts, type Alert } from '../../src/features/alerts/compute-alerts';
import { dayKey, wallTimeToInstant } from '../../src/domain/calendar/time-zone';
import { generateDemoTenant } from '../../src/data/adapters/demo/seed';

const TZ = 'America/Santiago';

function alertsAt(key: string, hhmm: string, seed: number): Alert[] {
  const now = wallTimeToInstant(new Date(`${key}T12:00:00Z`), hhmm, TZ);
  const ds = generateDemoTenant({ now, seed });
  // Today's data alone must produce the alerts.
  const isToday = (date: Date) => dayKey(date, TZ) === key;
  return computeAlerts(
    {
      users: ds.users,
      schedules: ds.schedulesConfig.filter((s) => isToday(s.date)),
      attendance: ds.attendance.filter((a) => isToday(a.date)),
    },
    { now, timeZone: TZ, thresholds: ds.tenants[0]?.settings.alertThresholds },
  );
}

// Weekdays that are not holidays: summer (-03), the Monday after the fall-back, winter (-04) twice, the
// Tuesday after the spring-forward gap, a Friday, and a January window reaching into the previous year.
const WEEKDAYS = [
  '2026-01-14',
  '2026-04-06',
  '2026-06-17',
  '2026-07-20',
  '2026-09-08',
  '2026-11-27',
  '2027-01-04',
];
const SEEDS = [1, 2, 99];

describe.each(SEEDS)('alerts of the demo, seed %i', (seed) => {
  it.each(WEEKDAYS)('%s: at least 8 alerts at 11:00', (key) => {
    expect(alertsAt(key, '11:00', seed).length).toBeGreaterThanOrEqual(8);
  });

  it.each(WEEKDAYS)('%s: every alert type at 14:00 and at 17:00', (key) => {
    for (const hhmm of ['14:00', '17:00']) {
      const types = new Set(alertsAt(key, hhmm, seed).map((alert) => alert.type));
      expect([...types].sort(), `${key} ${hhmm}`).toEqual([...ALERT_TYPES].sort());
    }
  });
});

it('shows Camila Rojas as not yet arrived on a weekday morning', () => {
  const alerts = alertsAt('2026-06-17', '11:00', 1);
  expect(alerts).toContainEqual(expect.objectContaining({ userId: 'demo-empleado', type: 'Llegada Tardía' }));
});
