/** Helpers shared by the seed's tests (not used by the app). */
import { startOfZonedDay, wallTimeToInstant } from '../../../../domain/calendar/time-zone';
import { generateDemoTenant, type DemoDataset } from './index';

export const TZ = 'America/Santiago';
export const DAY_MS = 86_400_000;

/** Instant of wall time `hhmm` on calendar day `key` in Santiago. */
export function at(key: string, hhmm: string): Date {
  return wallTimeToInstant(new Date(`${key}T12:00:00Z`), hhmm, TZ);
}

const startOfDayCache = new Map<number, boolean>();
export function isStartOfDay(date: Date): boolean {
  const ms = date.getTime();
  let result = startOfDayCache.get(ms);
  if (result === undefined) {
    result = startOfZonedDay(date, TZ).getTime() === ms;
    startOfDayCache.set(ms, result);
  }
  return result;
}

/** Calendar days (`yyyy-MM-dd`) from `from` to `to` inclusive, by UTC arithmetic on the keys. */
export function keysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) {
    keys.push(new Date(ms).toISOString().slice(0, 10));
  }
  return keys;
}

export function isoWeekday(key: string): number {
  return ((new Date(`${key}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function addDays(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const cache = new Map<string, DemoDataset>();
export function dataset(now: Date, seed = 1): DemoDataset {
  const key = `${now.toISOString()}|${seed}`;
  let ds = cache.get(key);
  if (ds === undefined) {
    ds = generateDemoTenant({ now, seed });
    cache.set(key, ds);
  }
  return ds;
}
