/**
 * Spanish relative time ('hace 20 minutos', 'en 3 horas').
 *
 * Units and thresholds are those of date-fns `formatDistanceStrict` (seconds < 1 min, minutes < 1 h,
 * hours < 1 day, days < 30 days, months < 1 year, years) with counts rounded down, and the wording is the
 * date-fns `es` locale's. It is computed here from the plain elapsed milliseconds rather than by calling
 * `formatDistanceStrict` because that function DST-normalises day/month/year counts with the MACHINE's
 * zone (so e.g. 24 h across a machine-zone DST change could read 'hace 0 días'), and because this is on
 * the alerts hot path: this version allocates no Dates.
 */
import { es } from 'date-fns/locale';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1_440;
const MINUTES_PER_MONTH = 43_200; // 30 days, as in date-fns
const MINUTES_PER_YEAR = 525_600; // 365 days, as in date-fns

type DistanceToken = 'xMinutes' | 'xHours' | 'xDays' | 'xMonths' | 'xYears';

/**
 * Relative time from `timestamp` to `now`, in Spanish: 'hace 20 minutos' for the past, 'en 5 minutos'
 * for the future, 'hace unos segundos' / 'en unos segundos' under a minute. Returns '' if either date
 * is invalid.
 */
export function relativeTimeEs(timestamp: Date, now: Date): string {
  const elapsedMs = now.getTime() - timestamp.getTime();
  if (Number.isNaN(elapsedMs)) return '';
  const future = elapsedMs < 0;
  const minutes = Math.abs(elapsedMs) / MS_PER_MINUTE;
  if (minutes < 1) return future ? 'en unos segundos' : 'hace unos segundos';

  let token: DistanceToken;
  let count: number;
  if (minutes < MINUTES_PER_HOUR) {
    token = 'xMinutes';
    count = Math.floor(minutes);
  } else if (minutes < MINUTES_PER_DAY) {
    token = 'xHours';
    count = Math.floor(minutes / MINUTES_PER_HOUR);
  } else if (minutes < MINUTES_PER_MONTH) {
    token = 'xDays';
    count = Math.floor(minutes / MINUTES_PER_DAY);
  } else if (minutes < MINUTES_PER_YEAR) {
    token = 'xMonths';
    count = Math.floor(minutes / MINUTES_PER_MONTH);
    // 360-364 days: 12 months reads as one year (same rule as formatDistanceStrict).
    if (count === 12) {
      token = 'xYears';
      count = 1;
    }
  } else {
    token = 'xYears';
    count = Math.floor(minutes / MINUTES_PER_YEAR);
  }
  // The es locale prefixes 'en ' when comparison > 0 and 'hace ' otherwise.
  return es.formatDistance(token, count, { addSuffix: true, comparison: future ? 1 : -1 });
}
