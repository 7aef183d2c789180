/**
 * The audit triggers (`auditWeekSignature`, `auditCorrection`, `auditAbsence`, `auditPeriod`, …: one per
 * collection of SERVER_AUDITED): each runs the one server audit (src/server/audit/audit-server.ts) on the document before
 * and after the event's write, which logs the act once (security review M6: no client writes those entries; H3:
 * a period's close and reopening are logged by the server). Idempotent, so a retried event logs nothing twice.
 * `auditIndicators` (`handleIndicatorWrite`) logs a superuser's save of the platform's payroll indicators
 * (src/server/audit/audit-indicator-acts.ts) the same way.
 */
import type { DocumentData } from 'firebase-admin/firestore';

import {
  writeServerAudit,
  type ServerAudited,
  type ServerAuditDeps,
} from '../../src/server/audit/audit-server';
import { writeIndicatorAudit } from '../../src/server/audit/audit-indicator-acts';
import { fromStored } from './firestore-store';

const stored = (data: DocumentData | undefined) => (data === undefined ? null : fromStored(data));

export async function handleAuditedWrite(
  collection: ServerAudited,
  id: string,
  after: DocumentData | undefined,
  deps: () => Promise<ServerAuditDeps>,
  before?: DocumentData,
): Promise<string | null> {
  if (after === undefined && before === undefined) return null;
  return writeServerAudit(collection, id, stored(after), await deps(), stored(before));
}

/** `indicators/{month}` written: the superuser's save logged with the old and new values (issue #46 item 1). */
export async function handleIndicatorWrite(
  month: string,
  after: DocumentData | undefined,
  deps: () => Promise<ServerAuditDeps>,
  before?: DocumentData,
): Promise<string | null> {
  if (after === undefined) return null;
  return writeIndicatorAudit(month, stored(after), await deps(), stored(before));
}
