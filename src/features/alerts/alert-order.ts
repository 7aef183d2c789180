/**
 * Ordering of the alerts of one severity: newest timestamp first, then id.
 *
 * Sorting ~10^4 alerts with a comparator that reads two Dates and compares ids costs milliseconds, so the
 * common case packs (timestamp, group, position) into one float per alert and uses the native numeric
 * sort; only runs of equal timestamp and group are then ordered by id (usually already in order, since
 * alerts are emitted user by user). Timestamps too far apart to pack exactly use the comparator.
 */
import type { Alert } from './alert-types';

/**
 * Alerts of one severity with, at the same positions, their timestamp in epoch ms and their group: the
 * rank (0-7) of the id's prefix among all prefixes, such that alerts of different groups compare by id
 * as their groups do (e.g. the rank of the type slug, when no slug is a prefix of another).
 */
export interface PendingAlerts {
  alerts: Alert[];
  ms: number[];
  groups: number[];
  /**
   * Set by the producer when, within a group, alerts of different users were pushed in id order (so only
   * alerts of the same user still need their ids compared).
   */
  usersInIdOrder: boolean;
}

const GROUP_COUNT = 8;

export function createPending(): PendingAlerts {
  return { alerts: [], ms: [], groups: [], usersInIdOrder: false };
}

function compareIds(a: Alert, b: Alert): number {
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Orders [from, to) of `sorted` (a run in push order) by id, in place, if not already in order. */
function orderRunById(sorted: Alert[], from: number, to: number, usersInIdOrder: boolean): void {
  for (let k = from + 1; k < to; k += 1) {
    const previous = sorted[k - 1];
    const current = sorted[k];
    if (previous === undefined || current === undefined) continue;
    if (usersInIdOrder && previous.userId !== current.userId) continue;
    if (previous.id > current.id) {
      const run = sorted.slice(from, to).sort(compareIds);
      for (let j = 0; j < run.length; j += 1) {
        const alert = run[j];
        if (alert !== undefined) sorted[from + j] = alert;
      }
      return;
    }
  }
}

function sortWithComparator({ alerts, ms }: PendingAlerts): Alert[] {
  const order = alerts.map((_, position) => position);
  order.sort((a, b) => {
    const byTime = (ms[b] ?? 0) - (ms[a] ?? 0);
    if (byTime !== 0) return byTime;
    const alertA = alerts[a];
    const alertB = alerts[b];
    return alertA === undefined || alertB === undefined ? 0 : compareIds(alertA, alertB);
  });
  const sorted: Alert[] = [];
  for (const position of order) {
    const alert = alerts[position];
    if (alert !== undefined) sorted.push(alert);
  }
  return sorted;
}

/** The alerts sorted by timestamp (newest first), then id. */
export function sortPending(pending: PendingAlerts): Alert[] {
  const { alerts, ms, groups, usersInIdOrder } = pending;
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
  if ((max - min + 1) * GROUP_COUNT * slots > Number.MAX_SAFE_INTEGER) return sortWithComparator(pending);

  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    keys[i] = ((max - (ms[i] ?? 0)) * GROUP_COUNT + (groups[i] ?? 0)) * slots + i;
  }
  keys.sort();

  // Runs of equal (timestamp, group) are in emission order; put them in id order.
  const sorted = new Array<Alert>(count);
  let runStart = 0;
  let runTag = -1;
  for (let k = 0; k < count; k += 1) {
    const key = keys[k] ?? 0;
    const tag = Math.floor(key / slots);
    const alert = alerts[key - tag * slots];
    if (alert !== undefined) sorted[k] = alert;
    if (tag !== runTag) {
      if (k - runStart > 1) orderRunById(sorted, runStart, k, usersInIdOrder);
      runStart = k;
      runTag = tag;
    }
  }
  if (count - runStart > 1) orderRunById(sorted, runStart, count, usersInIdOrder);
  return sorted;
}
