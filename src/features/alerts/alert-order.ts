/**
 * Ordering of the alerts of one severity: newest timestamp first, then id.
 *
 * Sorting ~10^4 alerts with a comparator that reads two Dates and compares ids costs milliseconds, so the
 * common case packs (timestamp, group, position) into one float per alert and uses the native numeric
 * sort; only runs of equal timestamp and group are then ordered by id (usually already in order, since
 * alerts are emitted user by user). Timestamps too far apart to pack exactly use the comparator.
 */
import type { Alert, AlertType } from './alert-types';

export interface OrderHints {
  /**
   * Rank (0-7) of each type's id prefix among all prefixes, such that alerts of different groups compare
   * by id as their groups do (true of the rank of the type slug when no slug is a prefix of another).
   */
  groupByType: Readonly<Record<AlertType, number>>;
  /**
   * Whether, within a group, alerts of different users were emitted in id order (so only alerts of the
   * same user still need their ids compared).
   */
  usersInIdOrder: boolean;
}

const GROUP_COUNT = 8;

function compareIds(a: Alert, b: Alert): number {
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

function compareAlerts(a: Alert, b: Alert): number {
  const byTime = b.timestamp.getTime() - a.timestamp.getTime();
  return byTime === 0 ? compareIds(a, b) : byTime;
}

/** Orders [from, to) of `sorted` (a run in emission order) by id, in place, if not already in order. */
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

/** The alerts (in emission order) sorted by timestamp, newest first, then by id. */
export function sortAlerts(alerts: readonly Alert[], hints: OrderHints): Alert[] {
  const count = alerts.length;
  if (count < 2) return alerts.slice();
  const ms = new Float64Array(count);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const value = alerts[i]?.timestamp.getTime() ?? 0;
    ms[i] = value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  // key = ((max - ms) * GROUP_COUNT + group) * slots + position, exact while below 2^53 (timestamps are
  // integer ms): ascending keys are newest first, then by group, then in emission order.
  const slots = 2 ** Math.ceil(Math.log2(count));
  if ((max - min + 1) * GROUP_COUNT * slots > Number.MAX_SAFE_INTEGER)
    return alerts.slice().sort(compareAlerts);

  const { groupByType, usersInIdOrder } = hints;
  const keys = ms;
  for (let i = 0; i < count; i += 1) {
    const alert = alerts[i];
    const group = alert === undefined ? 0 : groupByType[alert.type];
    keys[i] = ((max - (ms[i] ?? 0)) * GROUP_COUNT + group) * slots + i;
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
