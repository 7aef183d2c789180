import { formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';

import { relativeTimeEs } from './relative-time';

const NOW = new Date('2026-03-10T15:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number): Date => new Date(NOW.getTime() - ms);

describe('relativeTimeEs', () => {
  it.each([
    [0, 'hace unos segundos'],
    [1 * SECOND, 'hace unos segundos'],
    [59 * SECOND + 999, 'hace unos segundos'],
    [1 * MINUTE, 'hace 1 minuto'],
    [20 * MINUTE, 'hace 20 minutos'],
    [20 * MINUTE + 59 * SECOND, 'hace 20 minutos'],
    [59 * MINUTE + 59 * SECOND, 'hace 59 minutos'],
    [1 * HOUR, 'hace 1 hora'],
    [119 * MINUTE, 'hace 1 hora'],
    [3 * HOUR, 'hace 3 horas'],
    [23 * HOUR + 59 * MINUTE, 'hace 23 horas'],
    [1 * DAY, 'hace 1 día'],
    [2 * DAY - 1, 'hace 1 día'],
    [5 * DAY, 'hace 5 días'],
    [29 * DAY, 'hace 29 días'],
    [30 * DAY, 'hace 1 mes'],
    [100 * DAY, 'hace 3 meses'],
    [359 * DAY, 'hace 11 meses'],
    [360 * DAY, 'hace 1 año'],
    [365 * DAY, 'hace 1 año'],
    [2 * 365 * DAY, 'hace 2 años'],
  ])('formats %i ms in the past', (elapsed, expected) => {
    expect(relativeTimeEs(ago(elapsed), NOW)).toBe(expected);
  });

  it.each([
    [30 * SECOND, 'en unos segundos'],
    [5 * MINUTE, 'en 5 minutos'],
    [1 * MINUTE, 'en 1 minuto'],
    [2 * HOUR + 30 * MINUTE, 'en 2 horas'],
    [3 * DAY, 'en 3 días'],
    [3 * 365 * DAY, 'en 3 años'],
  ])('formats %i ms in the future', (ahead, expected) => {
    expect(relativeTimeEs(ago(-ahead), NOW)).toBe(expected);
  });

  it('returns an empty string for an invalid timestamp or now', () => {
    expect(relativeTimeEs(new Date(Number.NaN), NOW)).toBe('');
    expect(relativeTimeEs(NOW, new Date('not a date'))).toBe('');
  });

  it('does not depend on the calendar position of the dates, only on the elapsed time', () => {
    const elapsed = 20 * MINUTE;
    for (const base of ['2026-01-01T00:00:00Z', '2026-09-06T04:00:00Z', '2024-02-29T23:59:00Z']) {
      const now = new Date(base);
      expect(relativeTimeEs(new Date(now.getTime() - elapsed), now)).toBe('hace 20 minutos');
    }
  });

  it('matches date-fns formatDistanceStrict (es, floor) from one minute up', () => {
    // The machine zone in tests (Asia/Tokyo) has no DST, so date-fns' DST normalisation is a no-op.
    const spans = [MINUTE, 90 * SECOND, 45 * MINUTE, 61 * MINUTE, 5 * HOUR, 26 * HOUR, 17 * DAY, 45 * DAY];
    for (const span of [...spans, 200 * DAY, 362 * DAY, 800 * DAY, 4000 * DAY]) {
      for (const sign of [1, -1]) {
        const timestamp = ago(sign * span);
        const expected = formatDistanceStrict(timestamp, NOW, {
          addSuffix: true,
          locale: es,
          roundingMethod: 'floor',
        });
        expect(relativeTimeEs(timestamp, NOW)).toBe(expected);
      }
    }
  });
});
