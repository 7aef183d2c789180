/**
 * The audit entries the server writes (security review M6): no client vouches for an entry of the legal record.
 * The server logs each act from the document the act wrote, whose author and time the rules bind (a `…By` field
 * equal to the caller, a `…At` field equal to the server time):
 * - the worker's acts: `week.sign` / `week.object` (a weekly signature, with the week and its totals),
 *   `correction.accept` / `correction.object` (the answer to a proposed correction), `absence.request`;
 * - a period's close and reopening (`period.close`, `period.reopen`), from the stamp beside every change of a
 *   tenant's `closedThrough` (`periodChangedBy`, `periodChangedAt`, `periodReason`), and a save of
 *   /configuracion (`tenant.update`, `updatedBy`/`updatedAt`): audit-tenant-acts.ts;
 * - a manager's acts on absences and overtime (audit-absence-acts.ts, audit-overtime-acts.ts), from the stamps
 *   those documents always carried (`createdBy`, `decidedBy`, `voidedBy`, …);
 * - the planning tools (audit-planning-acts.ts) and payroll runs (audit-payroll-acts.ts), from `updatedBy`/
 *   `updatedAt`, which every client write of them carries; a published schedule deleted outside a publish.
 * Both backends run it on every write of those collections with the document before and after the write: Cloud
 * Functions triggers (functions/src/audit-trigger.ts) and the demo's commit hook
 * (src/data/adapters/demo/demo-record-triggers.ts). Each entry has one id per document and act (`serverAuditId`), created
 * once, so a retry logs nothing twice.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { clipDetails, type ServerAudited } from '../../data/writes/audit';
import { str, timeZoneOf, type Act, type Written } from './audit-acts';
import { absenceAct } from './audit-absence-acts';
import { agreementAct, decisionAct } from './audit-overtime-acts';
import { payrollAct } from './audit-payroll-acts';
import { holidayAct, patternAct, publishAct, scheduleAct, shiftAct } from './audit-planning-acts';
import { workplaceAct } from './audit-workplace-acts';
import { incidentAct } from './audit-incident-acts';
import { tenantActs } from './audit-tenant-acts';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { correctionText } from '../../data/writes/correction-writes';
import {
  formatTotal,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_LABEL,
  weekTitle,
} from '../../domain/attendance/week-signoff';
import { PUNCH_ORDER } from '../../domain/attendance/punches';

export { isServerAudited, SERVER_AUDITED, type ServerAudited } from '../../data/writes/audit';

export interface ServerAuditDeps {
  store: ServerStore;
  now: () => Date;
}

/**
 * The entry's id: one per document and act (`stamp`: the act's time, for a document acted on again and again;
 * `suffix`: another kind of act at that time), so the act is logged once whatever the retries.
 */
export function serverAuditId(collection: ServerAudited, id: string, stamp?: Date, suffix?: string): string {
  const at = stamp === undefined ? '' : `-${stamp.getTime()}`;
  return `server-${collection}-${id}${at}${suffix === undefined ? '' : `-${suffix}`}`;
}

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

/** The act of a write (a tenant's write may hold two: a period's change and a save of the settings). */
function actOf(collection: ServerAudited, write: Written): Promise<Act | null> | Act | readonly Act[] | null {
  const { after, store } = write;
  switch (collection) {
    case 'weekSignatures':
      return after === null ? null : weekAct(after);
    case 'corrections':
      return after === null ? null : correctionAct(after, store);
    case 'absences':
      return absenceAct(write);
    case 'tenants':
      return tenantActs(write);
    case 'overtimeAgreements':
      return agreementAct(write);
    case 'overtimeDecisions':
      return decisionAct(write);
    case 'planPublishes':
      return publishAct(write);
    case 'schedulesConfig':
      return scheduleAct(write);
    case 'holidays':
      return holidayAct(write);
    case 'shifts':
      return shiftAct(write);
    case 'shiftPatterns':
      return patternAct(write);
    case 'workplaces':
      return workplaceAct(write);
    case 'incidents':
      return incidentAct(write);
    case 'payroll':
      return payrollAct(write);
  }
}

/**
 * Logs the act of the write that left `collection/id` as `written` (null: deleted) from `before` (null: created;
 * the document as the write found it), once. Resolves to the id of the entry this call wrote (the last one, for a
 * write holding two acts); null when the write holds no act to log (a pending correction, a write by the server
 * itself) or it is logged already.
 */
export async function writeServerAudit(
  collection: ServerAudited,
  id: string,
  written: ServerDoc | null,
  deps: ServerAuditDeps,
  before: ServerDoc | null = null,
): Promise<string | null> {
  const found = await actOf(collection, { id, before, after: written, store: deps.store, now: deps.now() });
  const acts: readonly Act[] = found === null ? [] : 'action' in found ? [found] : found;
  let wrote: string | null = null;
  for (const act of acts) {
    const { stamp, suffix, ...entry } = act;
    const logId = serverAuditId(collection, id, stamp, suffix);
    const created = await deps.store.create('logs', logId, {
      ...entry,
      target: id,
      details: clipDetails(act.details),
      createdAt: deps.now(),
    });
    if (created) wrote = logId;
  }
  return wrote;
}
