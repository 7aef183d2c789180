/**
 * The changes of the published plan, person-day by person-day (`scheduleChanges`), which report d) of Res. Ex.
 * N° 38 art. 27 lists: the shift a day had (and when it was assigned), the new one, when the worker was notified
 * of it and why. A schedule is written over in place, so its history lives only in the writes: the audit trigger
 * on `schedulesConfig` (audit-planning-acts.ts `scheduleAct`; Cloud Functions `auditSchedule`, the demo's commit
 * hook) hands each write's document before and after to `recordScheduleChange`, and only the server writes the
 * record, so no client can forge or skip one (the rules refuse every client write of the collection).
 *
 * Recorded: a publish that changes a day's slots or colación, or removes its shift (a day off), and a removal
 * outside a publish (by `Sistema`, as the audit logs it). Not recorded: a day's first assignment (no shift before,
 * and none removed before: the plan, not a change of it), a write that changes nothing, and the server's own
 * writes (no `publishId`: the demo's seed). One record per person-day and publish (its id), so a retried trigger
 * records nothing twice. No DOM, no Node APIs, no Firebase.
 */
import type { ShiftExtent, TimeSlot } from '../../data/ports/collections';
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { str, type Written } from '../audit/audit-acts';

/** A publish as the server read it: its id and document. */
export interface PublishDoc {
  id: string;
  data: ServerDoc;
}

const isSlot = (value: unknown): value is TimeSlot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).startTime === 'string' &&
  typeof (value as Record<string, unknown>).endTime === 'string';

/** A schedule's slots (the single `startTime`–`endTime` fallback when it has none) and colación. */
export function extentOf(schedule: ServerDoc): ShiftExtent {
  const slots = Array.isArray(schedule.timeSlots) ? schedule.timeSlots.filter(isSlot) : [];
  const { startTime, endTime, lunchMinutes } = schedule;
  const timeSlots =
    slots.length > 0
      ? slots.map(({ startTime: start, endTime: end }) => ({ startTime: start, endTime: end }))
      : typeof startTime === 'string' && typeof endTime === 'string'
        ? [{ startTime, endTime }]
        : [];
  return { timeSlots, lunchMinutes: typeof lunchMinutes === 'number' ? lunchMinutes : 0 };
}

const sameExtent = (a: ShiftExtent | null, b: ShiftExtent | null) => JSON.stringify(a) === JSON.stringify(b);

async function publishOf(store: ServerStore, publishId: string | null): Promise<PublishDoc | null> {
  if (publishId === null) return null;
  const data = await store.get('planPublishes', publishId);
  return data === null ? null : { id: publishId, data };
}

const dateOf = (value: unknown): Date | null => (value instanceof Date ? value : null);

/**
 * Records the change of the plan a write of `schedulesConfig/<id>` made, once. `deletedBy`: for a delete, the
 * publish that covers it (audit-planning-acts.ts finds it: a delete carries no data), or null when none does.
 * Resolves to the record's id, or null when the write is no change of the plan or is recorded already.
 */
export async function recordScheduleChange(
  { id, before, after, store, now }: Written,
  deletedBy: PublishDoc | null = null,
): Promise<string | null> {
  const doc = after ?? before;
  const tenantId = str(doc?.tenantId);
  const userId = str(doc?.userId);
  const date = dateOf(doc?.date);
  if (doc === null || tenantId === null || userId === null || date === null) return null;
  let publish: PublishDoc | null;
  if (after !== null) {
    // A manager's write names its publish (the rules); one without is the server's own.
    const publishId = str(after.publishId);
    if (publishId === null || (before !== null && str(before.publishId) === publishId)) return null;
    publish = (await publishOf(store, publishId)) ?? { id: publishId, data: {} };
  } else {
    publish = deletedBy;
  }
  const was = before === null ? null : extentOf(before);
  const next = after === null ? null : extentOf(after);
  if (sameExtent(was, next)) return null;
  // A day's first assignment is the plan itself, unless the day had a shift removed before.
  if (before === null && (await store.where('scheduleChanges', { tenantId, scheduleId: id })).length === 0)
    return null;
  const assigned = before === null ? null : await publishOf(store, str(before.publishId));
  const changeId =
    publish === null ? `${id}_delete-${str(before?.publishId) ?? 'server'}` : `${id}_${publish.id}`;
  const created = await store.create('scheduleChanges', changeId, {
    tenantId,
    userId,
    scheduleId: id,
    date,
    before: was === null ? null : { ...was, assignedAt: dateOf(assigned?.data.publishedAt) },
    after: next,
    publishId: publish?.id ?? null,
    notifiedAt: dateOf(publish?.data.publishedAt),
    changedBy: str(publish?.data.publishedBy) ?? SYSTEM_ACTOR,
    reason: str(publish?.data.reason),
    recordedAt: now ?? new Date(),
  });
  return created ? changeId : null;
}
