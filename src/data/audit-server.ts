/**
 * The audit entries the server writes (security review M6): a worker never writes the audit trail, so what a
 * worker does to the legal record is logged by the server from the document the rules let the worker write,
 * whose `userId` the rules bind to the caller:
 * - `week.sign` / `week.object`: a weekly signature (`weekSignatures/{id}`), with the week and its totals;
 * - `correction.accept` / `correction.object`: the worker's answer to a proposed correction, with the
 *   correction and the comment;
 * - `absence.request`: the worker's own pending absence request;
 * and a period's close and reopening (`period.close`, `period.reopen`), from the stamp the rules require beside
 * every change of a tenant's `closedThrough`: who (`periodChangedBy`, the caller), when (`periodChangedAt`, the
 * server time) and why (`periodReason`, a reopening's reason).
 * Both backends run it on every write of those collections, with the document as written: Cloud Functions
 * triggers (functions/src/audit-trigger.ts) and the demo's commit hook (src/data/demo/demo-record-triggers.ts).
 * Each entry has one id per document and act (`serverAuditId`), created once, so a retry logs nothing twice.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { clipDetails, type AuditAction, type ServerAudited } from './audit';
import type { ServerDoc, ServerStore } from './admin/server-ports';
import { correctionText } from './attendance/correction-writes';
import { formatTotal, WEEK_TOTAL_KEYS, WEEK_TOTAL_LABEL, weekTitle } from '../domain/attendance/week-signoff';
import { ABSENCE_TYPE_LABEL, type AbsenceType } from '../domain/labels';
import { addDaysToKey, dayRangeText, formatDayKey, isDayKey } from '../domain/calendar/day-keys';
import { monthLabel, monthOf, type ClosingMonth } from '../domain/attendance/period-close';
import { dayKey } from '../domain/calendar/time-zone';
import { PUNCH_ORDER } from '../domain/attendance/punches';

export { isServerAudited, SERVER_AUDITED, type ServerAudited } from './audit';

export interface ServerAuditDeps {
  store: ServerStore;
  now: () => Date;
}

/**
 * The entry's id: one per document and act (`stamp`: the act's time, for a document acted on again and again), so
 * the act is logged once whatever the retries.
 */
export function serverAuditId(collection: ServerAudited, id: string, stamp?: Date): string {
  return `server-${collection}-${id}${stamp === undefined ? '' : `-${stamp.getTime()}`}`;
}

interface Act {
  tenantId: string;
  actorId: string;
  action: AuditAction;
  details: string;
  /** When the document is acted on more than once: the act's time (serverAuditId). */
  stamp?: Date;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function weekAct(doc: ServerDoc): Act | null {
  const tenantId = str(doc.tenantId);
  const userId = str(doc.userId);
  const week = str(doc.week);
  const { seq, status, totals, comment } = doc;
  if (tenantId === null || userId === null || week === null || typeof seq !== 'number') return null;
  if ((status !== 'signed' && status !== 'objected') || typeof totals !== 'object' || totals === null)
    return null;
  const values = totals as Record<string, unknown>;
  const figures = WEEK_TOTAL_KEYS.map((key) => {
    const value = values[key];
    return typeof value === 'number' ? `${WEEK_TOTAL_LABEL[key]} ${formatTotal(key, value)}` : null;
  });
  if (figures.some((figure) => figure === null)) return null;
  const what = `${weekTitle(week)}${seq > 1 ? ` (adenda ${seq - 1})` : ''}: ${figures.join(', ')}`;
  const objected = status === 'objected';
  return {
    tenantId,
    actorId: userId,
    action: objected ? 'week.object' : 'week.sign',
    details: objected ? `${what}. Comentario: ${str(comment) ?? ''}` : what,
  };
}

async function timeZoneOf(tenantId: string, store: ServerStore): Promise<string | null> {
  return str((await store.get('tenants', tenantId))?.timeZone);
}

async function correctionAct(doc: ServerDoc, store: ServerStore): Promise<Act | null> {
  const tenantId = str(doc.tenantId);
  const userId = str(doc.userId);
  const { status, kind, punch, before, after, date } = doc;
  if (tenantId === null || userId === null || !(date instanceof Date)) return null;
  if (status !== 'accepted' && status !== 'objected') return null;
  if (kind !== 'punch' && kind !== 'justify') return null;
  const timeZone = await timeZoneOf(tenantId, store);
  if (timeZone === null) return null;
  const text = correctionText(
    {
      kind,
      punch: PUNCH_ORDER.find((action) => action === punch) ?? null,
      before: before instanceof Date ? before : null,
      after: after instanceof Date ? after : null,
      date,
    },
    timeZone,
  );
  const objected = status === 'objected';
  const tail = objected ? `. Comentario: ${str(doc.response) ?? ''}` : '';
  return {
    tenantId,
    actorId: userId,
    action: objected ? 'correction.object' : 'correction.accept',
    details: `${text}. Motivo: ${str(doc.reason) ?? ''}${tail}`,
  };
}

async function absenceAct(doc: ServerDoc, store: ServerStore): Promise<Act | null> {
  const tenantId = str(doc.tenantId);
  const userId = str(doc.userId);
  const { from, to, type } = doc;
  // A request is the worker's own (createdBy = the person); a manager's record is the manager's to log.
  if (tenantId === null || userId === null || doc.createdBy !== userId) return null;
  if (
    !(from instanceof Date) ||
    !(to instanceof Date) ||
    typeof type !== 'string' ||
    !(type in ABSENCE_TYPE_LABEL)
  )
    return null;
  const timeZone = await timeZoneOf(tenantId, store);
  if (timeZone === null) return null;
  const label = ABSENCE_TYPE_LABEL[type as AbsenceType].toLowerCase();
  return {
    tenantId,
    actorId: userId,
    action: 'absence.request',
    details: `Solicitud de ${label}: ${dayRangeText(dayKey(from, timeZone), dayKey(to, timeZone))}`,
  };
}

const span = (month: ClosingMonth) =>
  `${formatDayKey(month.from, 'dd-MM-yyyy')} al ${formatDayKey(month.to, 'dd-MM-yyyy')}`;

/** A close or a reopening, from the stamp beside `closedThrough`; null when the tenant carries none. */
function periodAct(tenantId: string, doc: ServerDoc): Act | null {
  const by = str(doc.periodChangedBy);
  const at = doc.periodChangedAt;
  const through = doc.closedThrough;
  if (by === null || !(at instanceof Date) || !isDayKey(through)) return null;
  const reason = str(doc.periodReason);
  if (reason === null) {
    const month = monthOf(through);
    const details = `Periodo ${monthLabel(month)} cerrado (${span(month)}).`;
    return { tenantId, actorId: by, action: 'period.close', details, stamp: at };
  }
  const month = monthOf(addDaysToKey(through, 1));
  const details = `Periodo ${monthLabel(month)} reabierto (${span(month)}). Motivo: ${reason}`;
  return { tenantId, actorId: by, action: 'period.reopen', details, stamp: at };
}

function actOf(
  collection: ServerAudited,
  id: string,
  doc: ServerDoc,
  store: ServerStore,
): Promise<Act | null> | Act | null {
  switch (collection) {
    case 'weekSignatures':
      return weekAct(doc);
    case 'corrections':
      return correctionAct(doc, store);
    case 'absences':
      return absenceAct(doc, store);
    case 'tenants':
      return periodAct(id, doc);
  }
}

/**
 * Logs the act that wrote `collection/id` as `written` (the document as that write left it: a later write of it
 * is its own event), once. Resolves to the entry's id when this call wrote it; null when the document was
 * deleted, holds no act to log (a pending correction, a manager's absence, a tenant's settings) or is logged
 * already.
 */
export async function writeServerAudit(
  collection: ServerAudited,
  id: string,
  written: ServerDoc | null,
  deps: ServerAuditDeps,
): Promise<string | null> {
  if (written === null) return null;
  const act = await actOf(collection, id, written, deps.store);
  if (act === null) return null;
  const { stamp, ...entry } = act;
  const logId = serverAuditId(collection, id, stamp);
  const created = await deps.store.create('logs', logId, {
    ...entry,
    target: id,
    details: clipDetails(act.details),
    createdAt: deps.now(),
  });
  return created ? logId : null;
}
