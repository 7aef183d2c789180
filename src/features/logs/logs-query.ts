/**
 * The audit trail as /logs reads it: the tenant's entries, newest first, LOGS_PAGE at a time (a cursor on the
 * last entry of the page before), optionally of one person (`actorId`), one action, and a period of days in the
 * tenant zone (`createdAt` in [start of `from`, start of the day after `to`)). Indexes: (tenantId, createdAt ↓),
 * (tenantId, actorId, createdAt ↓), (tenantId, action, createdAt ↓), (tenantId, actorId, action, createdAt ↓).
 */
import type { LogEntry } from '../../data/ports/collections';
import type { DocumentStore, Query, WithId } from '../../data/ports/document-store';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';

export const LOGS_PAGE = 50;

export interface LogFilters {
  actorId: string | null;
  action: string | null;
  /** First and last day, `yyyy-MM-dd` (inclusive), or null for no bound. */
  from: string | null;
  to: string | null;
}

export const NO_LOG_FILTERS: LogFilters = { actorId: null, action: null, from: null, to: null };

/** The query of one page after `after` (the last entry of the page before), LOGS_PAGE + 1 to know if more follow. */
export function logsQuery(
  tenantId: string,
  filters: LogFilters,
  timeZone: string,
  after?: WithId<LogEntry>,
): Query<'logs'> {
  const where: NonNullable<Query<'logs'>['where']> = [{ field: 'tenantId', op: '==', value: tenantId }];
  if (filters.actorId) where.push({ field: 'actorId', op: '==', value: filters.actorId });
  if (filters.action) where.push({ field: 'action', op: '==', value: filters.action });
  if (filters.from)
    where.push({ field: 'createdAt', op: '>=', value: dayKeyToInstant(filters.from, timeZone) });
  if (filters.to) {
    where.push({
      field: 'createdAt',
      op: '<',
      value: dayKeyToInstant(addDaysToKey(filters.to, 1), timeZone),
    });
  }
  return {
    where,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: LOGS_PAGE + 1,
    ...(after ? { startAfter: after } : {}),
  };
}

export interface LogsPage {
  entries: WithId<LogEntry>[];
  /** The cursor of the next page, or null when this was the last. */
  next: WithId<LogEntry> | null;
}

export async function listLogsPage(
  store: DocumentStore,
  tenantId: string,
  filters: LogFilters,
  timeZone: string,
  after?: WithId<LogEntry>,
): Promise<LogsPage> {
  const found = await store.list('logs', logsQuery(tenantId, filters, timeZone, after));
  const entries = found.slice(0, LOGS_PAGE);
  return { entries, next: found.length > LOGS_PAGE ? (entries.at(-1) ?? null) : null };
}
