/**
 * /agenda's reads and writes (the contracts of docs/data-model.md).
 *
 * Reads, bounded: opening a period reads the active people, the shifts, the schedules AND drafts of the shown
 * days plus the 6 days before them (context for the rest, consecutive-day and weekly checks), the holidays of the
 * shown days and of the day after the last (an overnight shift of the last day touches it) and the absences
 * overlapping the shown days. The published schedules come from the people's months of copies
 * (`attendanceMonths`): one document per person and month those days touch, not one per person and day.
 * Patterns and the publish history are read only when their dialogs open.
 *
 * Writes: drafts (`scheduleDrafts/<uid>_<day>`, exactly the 8 keys of the rules) with one `schedule.draft` audit
 * entry per batch; publishing moves each draft to `schedulesConfig/<same id>` (or deletes the schedule for a day
 * off) and deletes the draft, in chunks of at most 200 drafts per batch. The first batch also creates the
 * `planPublishes` document, from which the server logs the one `schedule.publish` entry (src/data/
 * audit-planning-acts.ts, security review M6); every schedule names it (`publishId`: the rules take a schedule
 * only from a publish in progress). It is `en curso` until the last batch makes it `publicada`, which starts the
 * e-mails (a publish of one batch is created `publicada`). Drafts are no record: their entries stay the client's.
 */
import { appendAudit } from '../../data/writes/audit';
import { publishText } from '../../data/texts/plan-text';
import type {
  Absence,
  AttendanceMonth,
  Holiday,
  PlanPublish,
  ScheduleDraft,
  ScheduleEntry,
  UserDoc,
} from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Query, type WithId } from '../../data/ports/document-store';
import { utcDayOf } from '../../data/policy/planning-write';
import { tenantMonths } from '../../data/queries/attendance-range';
import { listActivePeople } from '../../data/queries/people';
import { listShifts } from '../../data/queries/shifts';
import { copiesInRange } from '../../domain/attendance/attendance-months';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import type { Interval } from '../../domain/schedule/slots';
import { cellsLabel, type DraftWrite } from './draft-changes';
import { buildPlanIndex, type PlanIndex } from './plan-model';

/** Days before the first shown day whose plan is read too: a whole ISO week with any shown day. */
export const CONTEXT_DAYS = 6;
/** Drafts published per batch (2 writes each; the first and last batches add the publish's create and finish). */
export const PUBLISH_CHUNK = 200;
/** Draft writes per batch (Firestore takes 500 writes in a batch, the audit entry included). */
export const DRAFT_CHUNK = 400;
/** Publishes listed in the history. */
export const HISTORY_LIMIT = 50;

/** The shown days, first and last included. */
export interface PlannerRange {
  from: string;
  to: string;
}

/** Who writes, for which tenant, and the zone its days are in. */
export interface PlannerWriter {
  store: DocumentStore;
  tenantId: string;
  actorId: string;
  timeZone: string;
}

/** The first day whose plan is read: the context days before the shown ones. */
export function contextFrom(range: PlannerRange): string {
  return addDaysToKey(range.from, -CONTEXT_DAYS);
}

/** Half-open instants of the days [from, to] in the zone. */
function instants(from: string, to: string, timeZone: string): Interval {
  return { start: dayKeyToInstant(from, timeZone), end: dayKeyToInstant(addDaysToKey(to, 1), timeZone) };
}

function onDays<C extends 'scheduleDrafts' | 'holidays'>(
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
): Query<C> {
  const { start, end } = instants(from, to, timeZone);
  return {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'date', op: '>=', value: start },
      { field: 'date', op: '<', value: end },
    ] as Query<C>['where'],
  };
}

/**
 * The plan of every person on the days [from, to]: the months holding their published schedules (the schedules
 * are the copies whose day starts in `scheduleDays`: schedulesOfMonths), and the drafts.
 */
export function planQueries(tenantId: string, from: string, to: string, timeZone: string) {
  return {
    months: tenantMonths(tenantId, from, to),
    scheduleDays: instants(from, to, timeZone),
    drafts: onDays<'scheduleDrafts'>(tenantId, from, to, timeZone),
  };
}

/** The published schedules the months hold whose day starts in `days`, in id order. */
export function schedulesOfMonths(
  months: readonly WithId<AttendanceMonth>[],
  days: Interval,
): WithId<ScheduleEntry>[] {
  return copiesInRange(months, 'schedulesConfig', days.start, days.end);
}

/** The period's bounded queries (the file's comment says which days each reads). */
export function plannerQueries(tenantId: string, range: PlannerRange, timeZone: string) {
  const shown = instants(range.from, range.to, timeZone);
  const absences: Query<'absences'> = {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'from', op: '<', value: shown.end },
      { field: 'to', op: '>=', value: shown.start },
    ],
  };
  return {
    ...planQueries(tenantId, contextFrom(range), range.to, timeZone),
    holidays: onDays<'holidays'>(tenantId, range.from, addDaysToKey(range.to, 1), timeZone),
    absences,
  };
}

export interface PlannerData {
  people: WithId<UserDoc>[];
  schedules: WithId<ScheduleEntry>[];
  drafts: WithId<ScheduleDraft>[];
  holidays: WithId<Holiday>[];
  absences: WithId<Absence>[];
}

/** Everything a period of /agenda reads, at once (the screen watches the same queries). */
export async function loadPlannerData(
  store: DocumentStore,
  tenantId: string,
  range: PlannerRange,
  timeZone: string,
): Promise<PlannerData & { shifts: Awaited<ReturnType<typeof listShifts>> }> {
  const q = plannerQueries(tenantId, range, timeZone);
  const [people, shifts, months, drafts, holidays, absences] = await Promise.all([
    listActivePeople(store, tenantId),
    listShifts(store, tenantId),
    store.list('attendanceMonths', q.months),
    store.list('scheduleDrafts', q.drafts),
    store.list('holidays', q.holidays),
    store.list('absences', q.absences),
  ]);
  return { people, shifts, schedules: schedulesOfMonths(months, q.scheduleDays), drafts, holidays, absences };
}

/** The published plan and drafts of days outside the loaded ones (a pattern for next month, the copied week). */
export async function loadPlanIndex(
  store: DocumentStore,
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<PlanIndex> {
  const q = planQueries(tenantId, from, to, timeZone);
  const [months, drafts] = await Promise.all([
    store.list('attendanceMonths', q.months),
    store.list('scheduleDrafts', q.drafts),
  ]);
  return buildPlanIndex(schedulesOfMonths(months, q.scheduleDays), drafts, timeZone);
}

/** A write that stopped part way: the first `done` of `total` items were saved, the rest were not. */
export class PartialWriteError extends Error {
  readonly done: number;
  readonly total: number;
  override readonly cause: unknown;
  constructor(done: number, total: number, cause: unknown) {
    super(`Se guardaron ${done} de ${total}`);
    this.name = 'PartialWriteError';
    this.done = done;
    this.total = total;
    this.cause = cause;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes the drafts (`set` with exactly the rules' 8 keys, or `delete`) and, in each batch, one `schedule.draft`
 * entry `<label>: N celdas`. Up to 400 writes go in one batch; more are split (`(parte 1 de 3)`), and a failed
 * batch throws a PartialWriteError saying how many writes were saved before it.
 */
export async function saveDrafts(
  writer: PlannerWriter,
  writes: readonly DraftWrite[],
  label: string,
): Promise<void> {
  const { store, tenantId, actorId, timeZone } = writer;
  const parts = chunks(writes, DRAFT_CHUNK);
  let done = 0;
  for (const [i, part] of parts.entries()) {
    const batch = store.batch();
    for (const write of part) {
      const id = scheduleDocId(write.userId, write.day);
      if (write.kind === 'delete') {
        batch.delete('scheduleDrafts', id);
        continue;
      }
      batch.set('scheduleDrafts', id, {
        tenantId,
        userId: write.userId,
        date: dayKeyToInstant(write.day, timeZone),
        timeSlots: write.plan
          ? write.plan.timeSlots.map((s) => ({ startTime: s.startTime, endTime: s.endTime }))
          : null,
        shiftId: write.plan?.shiftId ?? null,
        lunchMinutes: write.plan?.lunchMinutes ?? 0,
        updatedBy: actorId,
        updatedAt: SERVER_TIME,
      });
    }
    const suffix = parts.length > 1 ? ` (parte ${i + 1} de ${parts.length})` : '';
    appendAudit(store, batch, {
      tenantId,
      actorId,
      action: 'schedule.draft',
      target: part.length === 1 && part[0] ? scheduleDocId(part[0].userId, part[0].day) : null,
      details: `${label}: ${cellsLabel(part.length)}${suffix}`,
    });
    try {
      await batch.commit();
    } catch (error) {
      if (done === 0) throw error;
      throw new PartialWriteError(done, writes.length, error);
    }
    done += part.length;
  }
}

/** A draft to publish, and whether its day has a published schedule now (a day off deletes it). */
export interface PublishItem {
  draft: WithId<ScheduleDraft>;
  day: string;
  scheduleExists: boolean;
}

export { peopleLabel, shiftsLabel, shownDay } from '../../data/texts/plan-text';

/** What a publish covers: how many drafts, whose, and its first and last day. */
export function publishSummary(items: readonly PublishItem[]) {
  const days = items.map((item) => item.day).sort();
  const userIds = [...new Set(items.map((item) => item.draft.userId))].sort();
  return { count: items.length, userIds, from: days[0] ?? '', to: days[days.length - 1] ?? '' };
}

/** `Publicó 8 turnos de 2 personas (16-11-2026 – 22-11-2026). Motivo: …` (the server's entry, audit-planning-acts.ts) */
export function publishDetails(items: readonly PublishItem[], reason: string | null): string {
  return publishText(publishSummary(items), reason);
}

/** The schedule publishing a draft writes at the draft's id, or null: a day off deletes the schedule. */
export function publishedSchedule(draft: ScheduleDraft, tenantId: string): ScheduleEntry | null {
  if (draft.timeSlots === null) return null;
  return {
    tenantId,
    userId: draft.userId,
    date: draft.date,
    timeSlots: draft.timeSlots,
    shiftId: draft.shiftId,
    lunchMinutes: draft.lunchMinutes,
  };
}

/**
 * Publishes the drafts: per draft, the schedule at the same id (`{tenantId, userId, date, timeSlots, shiftId,
 * lunchMinutes, publishId}`, or deleted for a day off) and the draft deleted, 200 drafts per batch; the first batch
 * also creates the `planPublishes` document (`en curso`, or `publicada` when one batch holds it all: the server
 * logs `schedule.publish` from it), the last one makes it `publicada` (the e-mails start). `onProgress` hears how
 * many are published after each batch. A failed batch throws a PartialWriteError (the drafts not published stay
 * drafts, the publish stays `en curso`); resolves to the publish's id.
 */
export async function publishDrafts(
  writer: PlannerWriter,
  items: readonly PublishItem[],
  reason: string | null,
  onProgress?: (done: number, total: number) => void,
): Promise<string> {
  const { store, tenantId, actorId } = writer;
  if (items.length === 0) throw new Error('Nada que publicar');
  const parts = chunks(items, PUBLISH_CHUNK);
  const publishId = store.newId('planPublishes');
  const summary = publishSummary(items);
  let done = 0;
  for (const [i, part] of parts.entries()) {
    const batch = store.batch();
    const last = i === parts.length - 1;
    if (i === 0) {
      const publish: Omit<PlanPublish, 'publishedAt'> = {
        tenantId,
        publishedBy: actorId,
        count: summary.count,
        userIds: summary.userIds,
        from: summary.from,
        to: summary.to,
        reason,
        status: last ? 'publicada' : 'en curso',
        utcDay: utcDayOf(new Date()),
      };
      batch.set('planPublishes', publishId, { ...publish, publishedAt: SERVER_TIME });
    } else if (last) {
      batch.update('planPublishes', publishId, { status: 'publicada' });
    }
    for (const { draft, scheduleExists } of part) {
      const schedule = publishedSchedule(draft, tenantId);
      if (schedule === null) {
        if (scheduleExists) batch.delete('schedulesConfig', draft.id);
      } else {
        batch.set('schedulesConfig', draft.id, { ...schedule, publishId });
      }
      batch.delete('scheduleDrafts', draft.id);
    }
    try {
      await batch.commit();
    } catch (error) {
      throw new PartialWriteError(done, items.length, error);
    }
    done += part.length;
    onProgress?.(done, items.length);
  }
  return publishId;
}

/** The tenant's latest publishes, newest first. */
export function listPublishes(
  store: DocumentStore,
  tenantId: string,
  limit: number = HISTORY_LIMIT,
): Promise<WithId<PlanPublish>[]> {
  return store.list('planPublishes', {
    where: [{ field: 'tenantId', op: '==', value: tenantId }],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit,
  });
}
