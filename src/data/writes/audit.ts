/**
 * The audit trail: who did what to which document, stamped by the server clock. The actions are a closed
 * catalogue (docs/data-model.md lists them); `details` is a short Spanish summary a manager reads in /logs. Most
 * entries are the server's (SERVER_AUDIT_ACTIONS, src/server/audit/audit-server.ts: security review M6); the rest
 * (CLIENT_AUDIT_ACTIONS) a manager's write appends in the same batch as the change (all or nothing).
 */
import { AUDIT_ACTION_LABELS } from '../../domain/audit/action-labels';
import { SERVER_TIME, type DocumentStore, type WriteBatch } from '../ports/document-store';

/** Every action the app writes, with its Spanish label for /logs (the words live with /logs' other labels). */
export const AUDIT_ACTIONS = AUDIT_ACTION_LABELS;

/** The collections whose writes the server logs (src/server/audit/audit-server.ts). */
export const SERVER_AUDITED = [
  'weekSignatures',
  'corrections',
  'absences',
  'tenants',
  'overtimeAgreements',
  'overtimeDecisions',
  'planPublishes',
  'schedulesConfig',
  'holidays',
  'shifts',
  'shiftPatterns',
  'workplaces',
  'incidents',
  'payroll',
] as const;
export type ServerAudited = (typeof SERVER_AUDITED)[number];

export function isServerAudited(collection: string): collection is ServerAudited {
  return (SERVER_AUDITED as readonly string[]).includes(collection);
}

/** The actions only the server writes (src/server/audit/audit-server.ts, correction-mail.ts): no client appends one. */
export const SERVER_AUDIT_ACTIONS = [
  'week.sign',
  'week.object',
  'correction.accept',
  'correction.object',
  'correction.notify',
  'absence.request',
  'absence.create',
  'absence.approve',
  'absence.reject',
  'absence.void',
  'overtime.agreement',
  'overtime.agreement-void',
  'overtime.preauthorize',
  'overtime.approve',
  'overtime.reject',
  'schedule.publish',
  'schedule.delete',
  'shift.create',
  'shift.update',
  'shift.archive',
  'pattern.create',
  'pattern.update',
  'pattern.delete',
  'holiday.create',
  'holiday.update',
  'holiday.delete',
  'workplace.create',
  'workplace.update',
  'workplace.archive',
  'incident.create',
  'incident.update',
  'incident.close',
  'period.close',
  'period.reopen',
  'tenant.update',
  'payroll.create',
  'payroll.recalculate',
  'payroll.update',
  'payroll.close',
  'payroll.delete',
] as const satisfies readonly (keyof typeof AUDIT_ACTIONS)[];

/** Actions no one writes any more (the act is gone or logged otherwise): older entries keep their words. */
export const RETIRED_AUDIT_ACTIONS = [
  'absence.delete',
  'overtime.agreement-delete',
  'shift.delete',
  /** Each holiday of `Cargar feriados de Chile` is now logged on its own (`holiday.create`). */
  'holiday.import',
] as const satisfies readonly (keyof typeof AUDIT_ACTIONS)[];

/**
 * The actions a manager's batch may append (firestore.rules `validLog`, the demo policy's validateLogCreate): the
 * catalogue but the server's and the retired ones, so no one can write an entry the server alone vouches for.
 */
export const CLIENT_AUDIT_ACTIONS = (Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[]).filter(
  (action) => ![...SERVER_AUDIT_ACTIONS, ...RETIRED_AUDIT_ACTIONS].some((taken) => taken === action),
);

/** The `actorId` of entries the server writes on its own (a correction's e-mail): /logs shows `Sistema`. */
export const SYSTEM_ACTOR = 'system';

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntry {
  tenantId: string;
  /** Who acted: the signed-in member's uid (the rules require it). */
  actorId: string;
  action: AuditAction;
  /** Id of the document acted on. */
  target: string | null;
  /** What changed, for a person (at most 2000 characters; longer text is cut). */
  details: string | null;
}

const MAX_DETAILS = 2000;

/** `details` within MAX_DETAILS: a longer text is cut, ending in `…`. */
export function clipDetails(details: string): string {
  return details.length > MAX_DETAILS ? `${details.slice(0, MAX_DETAILS - 1)}…` : details;
}

/** Adds the entry to `batch` under a new id; the caller commits the batch with its own writes. */
export function appendAudit(store: DocumentStore, batch: WriteBatch, entry: AuditEntry): WriteBatch {
  const details = entry.details === null ? null : clipDetails(entry.details);
  return batch.set('logs', store.newId('logs'), { ...entry, details, createdAt: SERVER_TIME });
}

/** A manager write and its audit entry, committed together: `write` adds the change to the batch. */
export async function auditedWrite(
  store: DocumentStore,
  entry: AuditEntry,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = store.batch();
  write(batch);
  appendAudit(store, batch, entry);
  await batch.commit();
}
