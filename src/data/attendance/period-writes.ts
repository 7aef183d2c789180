/**
 * Closing and reopening a period (src/domain/attendance/period-close.ts): one tenant update of `closedThrough`
 * and its audit entry, in one batch. Reopening needs a reason, which the audit entry keeps.
 */
import { auditedWrite } from '../audit';
import {
  closedThroughAfterReopen,
  monthLabel,
  type ClosingMonth,
} from '../../domain/attendance/period-close';
import { formatDayKey } from '../../domain/calendar/day-keys';
import type { DocumentStore } from '../ports/document-store';

export interface PeriodActor {
  uid: string;
  tenantId: string;
}

const span = (month: ClosingMonth) =>
  `${formatDayKey(month.from, 'dd-MM-yyyy')} al ${formatDayKey(month.to, 'dd-MM-yyyy')}`;

/** Closes `month` (and, with it, every day before it). */
export function closePeriod(store: DocumentStore, actor: PeriodActor, month: ClosingMonth): Promise<void> {
  return auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'period.close',
      target: actor.tenantId,
      details: `Periodo ${monthLabel(month)} cerrado (${span(month)}).`,
    },
    (batch) => batch.update('tenants', actor.tenantId, { closedThrough: month.to }),
  );
}

/** Reopens `month`, the last closed one: `closedThrough` goes back to the day before it. */
export function reopenPeriod(
  store: DocumentStore,
  actor: PeriodActor,
  month: ClosingMonth,
  reason: string,
): Promise<void> {
  return auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'period.reopen',
      target: actor.tenantId,
      details: `Periodo ${monthLabel(month)} reabierto (${span(month)}). Motivo: ${reason}`,
    },
    (batch) => batch.update('tenants', actor.tenantId, { closedThrough: closedThroughAfterReopen(month) }),
  );
}
