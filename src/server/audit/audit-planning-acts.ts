/**
 * The planning acts the server logs (src/server/audit/audit-server.ts), from the stamps the rules bind to the caller and
 * the server time: a publish of the agenda (`planPublishes`: `publishedBy`, `publishedAt`), and every write of a
 * shift, a pattern or a holiday (`updatedBy`, `updatedAt`). A write without a stamp is the server's own (the demo's
 * seed, a new company's holidays) and is not logged here. A shift is archived, never deleted; a pattern or a
 * holiday may be deleted, and a delete names no one (Firestore tells a trigger nothing of who deleted): it is logged
 * as `Sistema` (SYSTEM_ACTOR), so the fact is never lost. The texts are /agenda's, /turnos' and /feriados'.
 *
 * A published schedule is written only by a publish in progress (the rules' publishCovers), whose create is the
 * entry; a schedule is deleted by a publish of a day off, which the rules cannot tie to its publish (a delete
 * carries no data). So each delete is checked here: one a publish of the same tenant covers (it names the person
 * and a range holding the day, and started at most PUBLISH_OPEN_MINUTES before the delete, found by its `utcDay`)
 * is that publish's; any other is logged as `schedule.delete` by Sistema.
 */
import { SYSTEM_ACTOR, type AuditAction } from '../../data/writes/audit';
import { differs, newStamp, personOf, str, timeZoneOf, type Act, type Written } from './audit-acts';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import type { TimeSlot } from '../../data/ports/collections';
import { PUBLISH_OPEN_MINUTES, UTC_DAY_SKEW_MINUTES, utcDaysAround } from '../../data/policy/planning-write';
import {
  patternSummary,
  publishText,
  shiftChanges,
  shiftSummary,
  shownDay,
  type ShiftFields,
  type ShiftName,
} from '../../data/texts/plan-text';
import { formatDayKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { recordScheduleChange, type PublishDoc } from '../planning/schedule-changes';

/** A publish, logged once from its document (never changed or deleted). */
export function publishAct({ before, after }: Written): Act | null {
  if (before !== null || after === null) return null;
  const tenantId = str(after.tenantId);
  const actorId = str(after.publishedBy);
  const { count, userIds, from, to } = after;
  if (tenantId === null || actorId === null || typeof count !== 'number' || !Array.isArray(userIds))
    return null;
  if (!isDayKey(from) || !isDayKey(to)) return null;
  const details = publishText({ count, userIds, from, to }, str(after.reason));
  return { tenantId, actorId, action: 'schedule.publish', details };
}

/** The publish of the tenant, started within PUBLISH_OPEN_MINUTES before `at`, that covers the person's day, or null. */
async function coveringPublish(
  tenantId: string,
  userId: string,
  day: string,
  at: Date,
  store: ServerStore,
): Promise<PublishDoc | null> {
  // A publish names the UTC day of its start, by a clock up to UTC_DAY_SKEW_MINUTES off the server's.
  for (const utcDay of utcDaysAround(at, PUBLISH_OPEN_MINUTES + UTC_DAY_SKEW_MINUTES)) {
    for (const { id, data } of await store.where('planPublishes', { tenantId, utcDay })) {
      const started = data.publishedAt;
      const from = str(data.from);
      const to = str(data.to);
      if (!(started instanceof Date) || from === null || to === null || !Array.isArray(data.userIds))
        continue;
      const age = at.getTime() - started.getTime();
      // The trigger runs after the delete; a retried one may run later still, hence a second window of margin.
      if (age < -UTC_DAY_SKEW_MINUTES * 60_000 || age > 2 * PUBLISH_OPEN_MINUTES * 60_000) continue;
      if (data.userIds.includes(userId) && from <= day && day <= to) return { id, data };
    }
  }
  return null;
}

/**
 * A published schedule deleted outside a publish (security review M6): `schedule.delete` by Sistema, once per
 * deleted version (its publish's id, or the server's own). Writes are never logged here: a manager's is a
 * publish's (the rules), a write without `publishId` the server's own (the demo's seed). Every write and delete
 * that changes a day's published shift is also recorded in `scheduleChanges` (Res. Ex. N° 38 art. 27 d:
 * schedule-changes.ts) before the act is derived.
 */
export async function scheduleAct(write: Written): Promise<Act | null> {
  const { before, after, store, now } = write;
  if (after !== null) {
    await recordScheduleChange(write);
    return null;
  }
  if (before === null) return null;
  const tenantId = str(before.tenantId);
  const userId = str(before.userId);
  if (tenantId === null || userId === null || !(before.date instanceof Date)) return null;
  const timeZone = await timeZoneOf(tenantId, store);
  if (timeZone === null) return null;
  const day = dayKey(before.date, timeZone);
  const publish = await coveringPublish(tenantId, userId, day, now ?? new Date(), store);
  await recordScheduleChange(write, publish);
  if (publish !== null) return null;
  const { id } = write;
  const slots = Array.isArray(before.timeSlots) ? before.timeSlots.filter(isSlot) : [];
  const plan = slots.map((slot) => `${slot.startTime}–${slot.endTime}`).join(' y ');
  return {
    tenantId,
    actorId: SYSTEM_ACTOR,
    action: 'schedule.delete',
    details: `${await personOf(userId, store)}, ${shownDay(day)}${plan === '' ? '' : ` (${plan})`}: turno publicado eliminado fuera de una publicación`,
    suffix: `delete-${str(before.publishId) ?? id}`,
  };
}

/** The act of a delete: the document's last stamp and `-delete`, by Sistema. */
function deleteAct(tenantId: string, before: ServerDoc, action: AuditAction, details: string): Act {
  const at = before.updatedAt;
  return {
    tenantId,
    actorId: SYSTEM_ACTOR,
    action,
    details,
    ...(at instanceof Date ? { stamp: at } : {}),
    suffix: 'delete',
  };
}

/** `Feriado 25-12-2026 Navidad`. */
function holidayLabel(day: string, name: string): string {
  return `Feriado ${formatDayKey(day, 'dd-MM-yyyy')} ${name}`;
}

const yesNo = (value: unknown) => (value === true ? 'Sí' : 'No');

export async function holidayAct({ before, after, store }: Written): Promise<Act | null> {
  const doc = after ?? before;
  const tenantId = str(doc?.tenantId);
  if (doc === null || tenantId === null || !(doc.date instanceof Date)) return null;
  const timeZone = await timeZoneOf(tenantId, store);
  if (timeZone === null) return null;
  const day = dayKey(doc.date, timeZone);
  const name = (value: ServerDoc) => str(value.name) ?? '';
  if (after === null) {
    return before === null
      ? null
      : deleteAct(tenantId, before, 'holiday.delete', `${holidayLabel(day, name(before))}: eliminado`);
  }
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  if (stamp === null) return null;
  const act = { tenantId, actorId: stamp.actorId, stamp: stamp.at };
  if (before === null) {
    const details = `${holidayLabel(day, name(after))}${after.irrenunciable === true ? ' (irrenunciable)' : ''}`;
    return { ...act, action: 'holiday.create', details };
  }
  const lines: string[] = [];
  if (name(before) !== name(after)) lines.push(`Nombre: ${name(before)} → ${name(after)}`);
  if (differs(before, after, 'irrenunciable'))
    lines.push(`Irrenunciable: ${yesNo(before.irrenunciable)} → ${yesNo(after.irrenunciable)}`);
  if (lines.length === 0) return null;
  return {
    ...act,
    action: 'holiday.update',
    details: `${holidayLabel(day, name(before))}: ${lines.join('; ')}`,
  };
}

const isSlot = (value: unknown): value is TimeSlot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).startTime === 'string' &&
  typeof (value as Record<string, unknown>).endTime === 'string';

function shiftFields(doc: ServerDoc): ShiftFields | null {
  const { name, color, timeSlots, lunchMinutes } = doc;
  if (typeof name !== 'string' || typeof color !== 'string' || typeof lunchMinutes !== 'number') return null;
  if (!Array.isArray(timeSlots) || !timeSlots.every(isSlot)) return null;
  return { name, color, timeSlots, lunchMinutes };
}

export function shiftAct({ before, after }: Written): Act | null {
  if (after === null) return null;
  const tenantId = str(after.tenantId);
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  const now = shiftFields(after);
  if (tenantId === null || stamp === null || now === null) return null;
  const act = { tenantId, actorId: stamp.actorId, stamp: stamp.at };
  const was = before === null ? null : shiftFields(before);
  if (before === null || was === null)
    return { ...act, action: 'shift.create', details: `Turno ${now.name}: ${shiftSummary(now)}` };
  const archived = after.archived === true;
  if (archived !== (before.archived === true))
    return archived
      ? { ...act, action: 'shift.archive', details: `Turno ${was.name}: archivado (${shiftSummary(was)})` }
      : { ...act, action: 'shift.update', details: `Turno ${was.name}: restaurado` };
  const lines = shiftChanges(was, now);
  return lines.length === 0
    ? null
    : { ...act, action: 'shift.update', details: `Turno ${was.name}: ${lines.join('; ')}` };
}

async function shiftNames(tenantId: string, store: ServerStore): Promise<ShiftName[]> {
  const shifts = await store.where('shifts', { tenantId });
  return shifts.map(({ id, data }) => ({ id, name: str(data.name) ?? '' }));
}

const daysOf = (doc: ServerDoc): string[] | null =>
  Array.isArray(doc.days) && doc.days.every((day) => typeof day === 'string') ? (doc.days as string[]) : null;

export async function patternAct({ before, after, store }: Written): Promise<Act | null> {
  const doc = after ?? before;
  const tenantId = str(doc?.tenantId);
  if (doc === null || tenantId === null) return null;
  const summary = async (value: ServerDoc) =>
    patternSummary({ days: daysOf(value) ?? [] }, await shiftNames(tenantId, store));
  const name = (value: ServerDoc) => str(value.name) ?? '';
  if (after === null) {
    if (before === null) return null;
    const details = `Patrón ${name(before)}: eliminado (${await summary(before)})`;
    return deleteAct(tenantId, before, 'pattern.delete', details);
  }
  const stamp = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  if (stamp === null || daysOf(after) === null) return null;
  const act = { tenantId, actorId: stamp.actorId, stamp: stamp.at };
  if (before === null)
    return { ...act, action: 'pattern.create', details: `Patrón ${name(after)}: ${await summary(after)}` };
  const lines: string[] = [];
  if (name(before) !== name(after)) lines.push(`Nombre: ${name(before)} → ${name(after)}`);
  if ((daysOf(before) ?? []).join('|') !== (daysOf(after) ?? []).join('|'))
    lines.push(`Ciclo: ${await summary(before)} → ${await summary(after)}`);
  if (lines.length === 0) return null;
  return { ...act, action: 'pattern.update', details: `Patrón ${name(before)}: ${lines.join('; ')}` };
}
