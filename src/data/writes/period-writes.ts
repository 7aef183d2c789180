/**
 * Closing and reopening a period (src/domain/attendance/period-close.ts): one tenant update of `closedThrough`
 * with its stamp — the caller, the server time and a reopening's reason — from which the server logs
 * `period.close` or `period.reopen` (src/server/audit/audit-server.ts; security review H3, M6: the audit entry is the
 * server's, and the rules refuse a change of `closedThrough` without its stamp).
 */
import { closedThroughAfterReopen, type ClosingMonth } from '../../domain/attendance/period-close';
import { SERVER_TIME, type DocumentStore } from '../ports/document-store';

export interface PeriodActor {
  uid: string;
  tenantId: string;
}

function changePeriod(
  store: DocumentStore,
  actor: PeriodActor,
  closedThrough: string,
  reason: string | null,
): Promise<void> {
  return store.update('tenants', actor.tenantId, {
    closedThrough,
    periodChangedBy: actor.uid,
    periodChangedAt: SERVER_TIME,
    periodReason: reason,
  });
}

/** Closes `month` (and, with it, every day before it). */
export function closePeriod(store: DocumentStore, actor: PeriodActor, month: ClosingMonth): Promise<void> {
  return changePeriod(store, actor, month.to, null);
}

/** Reopens `month`, the last closed one: `closedThrough` goes back to the day before it. */
export function reopenPeriod(
  store: DocumentStore,
  actor: PeriodActor,
  month: ClosingMonth,
  reason: string,
): Promise<void> {
  return changePeriod(store, actor, closedThroughAfterReopen(month), reason);
}
