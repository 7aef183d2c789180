/**
 * Keeps each person's month of attendance (`attendanceMonths`) a copy of its sources: one service,
 * run by the `syncAttendanceMonth` Cloud Function on every write of a schedule, attendance record or correction
 * (functions/src/month-trigger.ts), and by the demo on every commit of one (src/data/adapters/demo/demo-months.ts).
 *
 * It reads the source fresh, so a retried or late event writes the source as it is now, never an older state:
 * the copies converge whatever order the events arrive in. `before` (the source before the change, as the event
 * carries it) says which month the source may have left: a source deleted or moved to another person or month
 * leaves a `null` copy there.
 */
import {
  MONTH_SOURCES,
  monthPlace,
  monthSourceOf,
  type MonthSource,
} from '../../domain/attendance/attendance-months';
import type { ServerDoc, ServerStore } from '../admin/server-ports';

export interface MonthSyncDeps {
  store: ServerStore;
  now: () => Date;
}

export type MonthSyncResult = 'synced' | 'skipped';

async function tenantZone(store: ServerStore, tenantId: string): Promise<string | null> {
  const tenant = await store.get('tenants', tenantId);
  const zone = tenant?.['timeZone'];
  return typeof zone === 'string' && zone !== '' ? zone : null;
}

/** Writes one copy (`null`: the source left) into a month, creating the month on its first copy. */
async function writeCopy(
  place: ReturnType<typeof monthPlace>,
  collection: MonthSource,
  id: string,
  copy: ServerDoc | null,
  deps: MonthSyncDeps,
): Promise<void> {
  const { store } = deps;
  const updatedAt = deps.now();
  if ((await store.get('attendanceMonths', place.id)) === null) {
    const { id: monthId, ...fields } = place;
    const empty = Object.fromEntries(MONTH_SOURCES.map((field) => [field, {}]));
    const month = { ...fields, ...empty, [collection]: { [id]: copy }, updatedAt };
    if (await store.create('attendanceMonths', monthId, month)) return;
  }
  // Created by now, here or by a concurrent event: set only this copy, leaving the others alone.
  await store.update('attendanceMonths', place.id, { [`${collection}.${id}`]: copy, updatedAt });
}

/**
 * Copies the source `collection/id` as it stands into its person's month, and leaves a `null` copy in the month
 * `before` placed it in, when that is another one. A source that cannot be placed (no tenant, person or day; a
 * tenant without a zone) is skipped.
 */
export async function syncAttendanceMonth(
  collection: MonthSource,
  id: string,
  before: ServerDoc | null,
  deps: MonthSyncDeps,
): Promise<MonthSyncResult> {
  const current = await deps.store.get(collection, id);
  const now = monthSourceOf(current);
  const was = monthSourceOf(before);
  if (now === null && was === null) return 'skipped';
  const zones = new Map<string, string | null>();
  const zoneOf = async (tenantId: string) => {
    if (!zones.has(tenantId)) zones.set(tenantId, await tenantZone(deps.store, tenantId));
    return zones.get(tenantId) ?? null;
  };
  const nowZone = now === null ? null : await zoneOf(now.tenantId);
  const target = now === null || nowZone === null ? null : monthPlace(now, nowZone);
  const wasZone = was === null ? null : await zoneOf(was.tenantId);
  const left = was === null || wasZone === null ? null : monthPlace(was, wasZone);
  if (target === null && left === null) return 'skipped';
  if (left !== null && left.id !== target?.id) await writeCopy(left, collection, id, null, deps);
  if (target !== null && current !== null) await writeCopy(target, collection, id, current, deps);
  return 'synced';
}
