/**
 * `auditWeekSignature`, `auditCorrection`, `auditAbsence` and `auditPeriod`, the Firestore triggers on the
 * worker's writes to the legal record and on a tenant's period: each runs the one server audit
 * (src/data/audit-server.ts) on the document as the event's write left it, which logs the act once (security
 * review M6: a worker never writes the audit trail; H3: a period's close and reopening are logged by the server).
 * Idempotent, so a retried event logs nothing twice; a deleted document ends here.
 */
import type { DocumentData } from 'firebase-admin/firestore';

import { writeServerAudit, type ServerAudited, type ServerAuditDeps } from '../../src/data/audit-server';
import { fromStored } from './firestore-store';

export async function handleAuditedWrite(
  collection: ServerAudited,
  id: string,
  after: DocumentData | undefined,
  deps: () => Promise<ServerAuditDeps>,
): Promise<string | null> {
  if (after === undefined) return null;
  return writeServerAudit(collection, id, fromStored(after), await deps());
}
