/**
 * The reads of one person's day beyond the schedule and the marcas (data/queries/person-days.ts): the day's
 * corrections, and its audit trail — bounded, never the tenant's whole log:
 * - the entries whose `target` is a document of that day (its schedule and overtime decision, its slots'
 *   records, its corrections: `personDayTargets`), at most LOG_LIMIT;
 * - the person's own acts of that day (`actorId`, `createdAt` in the day), at most LOG_LIMIT.
 * Indexes: corrections (tenantId, userId, date); logs (tenantId, actorId, createdAt ↓); the `target in` query
 * is equalities only (single-field indexes).
 */
import type { AttendanceCorrection, LogEntry } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import type { Interval } from '../../domain/schedule/slots';

/** Entries read per query: a day of one person has a handful; a bulk act touching it is one of them. */
export const LOG_LIMIT = 50;

export interface DayTarget {
  tenantId: string;
  userId: string;
}

/** The person's corrections of the day (any state). */
export function listDayCorrections(
  store: DocumentStore,
  target: DayTarget,
  range: Interval,
): Promise<WithId<AttendanceCorrection>[]> {
  return store.list('corrections', {
    where: [
      { field: 'tenantId', op: '==', value: target.tenantId },
      { field: 'userId', op: '==', value: target.userId },
      { field: 'date', op: '>=', value: range.start },
      { field: 'date', op: '<', value: range.end },
    ],
  });
}

/** The audit entries about the day's documents and the person's own acts of the day, each once. */
export async function listDayLogs(
  store: DocumentStore,
  target: DayTarget,
  range: Interval,
  targets: readonly string[],
): Promise<WithId<LogEntry>[]> {
  const [about, own] = await Promise.all([
    store.list('logs', {
      where: [
        { field: 'tenantId', op: '==', value: target.tenantId },
        { field: 'target', op: 'in', value: targets.slice(0, 30) },
      ],
      limit: LOG_LIMIT,
    }),
    store.list('logs', {
      where: [
        { field: 'tenantId', op: '==', value: target.tenantId },
        { field: 'actorId', op: '==', value: target.userId },
        { field: 'createdAt', op: '>=', value: range.start },
        { field: 'createdAt', op: '<', value: range.end },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: LOG_LIMIT,
    }),
  ]);
  const byId = new Map([...about, ...own].map((entry) => [entry.id, entry]));
  return [...byId.values()];
}
