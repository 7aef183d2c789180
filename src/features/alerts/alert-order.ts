/**
 * Ordering of the alerts of one severity: newest timestamp first, then id.
 *
 * Sorting ~10^4 alerts with a comparator that reads two Dates and compares ids costs milliseconds, so the
 * common case packs (timestamp, group, position) into one float per alert and uses the native numeric
 * sort; only runs of equal timestamp and group are then ordered by id, and not even those when the
 * collector saw them emitted in id order (the usual case: alerts are emitted user by user, and users
 * usually come in id order). Timestamps too far apart to pack exactly use the comparator.
 */
import type { Alert } from './alert-types';

/**
 * Alerts in emission order with, at the same positions, their timestamps in epoch ms and their groups: a
 * rank (0-7) of each alert's id prefix among all prefixes, such that alerts of different groups compare
 * by id as their groups do (see AlertKind.group).
 */
export interface AlertBucket {
  alerts: Alert[];
  ms: number[];
  groups: number[];
}

const GROUP_COUNT = 8;

function compareIds(a: Alert, b: Alert): number {
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Orders [from, to) of `sorted` (a run in emission order) by id, in place, if not already in order. */
function orderRunById(sorted: Alert[], from: number, to: number): void {
  for (let k = from + 1; k < to; k += 1) {
    const previous = sorted[k - 1];
    const current = sorted[k];
    if (previous !== undefined && current !== undefined && previous.id > current.id) {
      const run = sorted.slice(from, to).sort(compareIds);
      for (let j = 0; j < run.length; j += 1) {
        const alert = run[j];
        if (alert !== undefined) sorted[from + j] = alert;
      }
      return;
    }
  }
}

function sortByComparator(bucket: AlertBucket): Alert[] {
  const { alerts, ms } = bucket;
  const order = alerts.map((_, i) => i);
  order.sort((a, b) => {
    const byTime = (ms[b] ?? 0) - (ms[a] ?? 0);
    if (byTime !== 0) return byTime;
    const alertA = alerts[a];
    const alertB = alerts[b];
    return alertA === undefined || alertB === undefined ? 0 : compareIds(alertA, alertB);
  });
  return order.flatMap((i) => alerts[i] ?? []);
}

/**
 * The bucket's alerts sorted by timestamp, newest first, then by id. `runsInIdOrder` says that alerts of
 * equal timestamp and group were emitted in id order, so that only the packed key needs sorting.
 */
export function sortAlerts(bucket: AlertBucket, runsInIdOrder: boolean): Alert[] {
  const { alerts, ms, groups } = bucket;
  const count = alerts.length;
  if (count < 2) return alerts.slice();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const value = ms[i] ?? 0;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  // key = ((max - ms) * GROUP_COUNT + group) * slots + position, exact while below 2^53 (timestamps are
  // integer ms): ascending keys are newest first, then by group, then in emission order.
  const slots = 2 ** Math.ceil(Math.log2(count));
  if ((max - min + 1) * GROUP_COUNT * slots > Number.MAX_SAFE_INTEGER) return sortByComparator(bucket);

  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    keys[i] = ((max - (ms[i] ?? 0)) * GROUP_COUNT + (groups[i] ?? 0)) * slots + i;
  }
  keys.sort();

  const sorted = new Array<Alert>(count);
  let runStart = 0;
  let runTag = -1;
  for (let k = 0; k < count; k += 1) {
    const key = keys[k] ?? 0;
    const tag = Math.floor(key / slots);
    const alert = alerts[key - tag * slots];
    if (alert !== undefined) sorted[k] = alert;
    if (runsInIdOrder || tag === runTag) continue;
    // A run of equal (timestamp, group) ends: put it in id order.
    if (k - runStart > 1) orderRunById(sorted, runStart, k);
    runStart = k;
    runTag = tag;
  }
  if (!runsInIdOrder && count - runStart > 1) orderRunById(sorted, runStart, count);
  return sorted;
}
