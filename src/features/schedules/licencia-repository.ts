/**
 * `Informar licencia médica`: the employee's own licencia, sent pending with its folio and its document. The
 * document goes first to the person's own Storage folder (`absenceAttachmentPath`, storage.rules), under the new
 * absence's id; then the request names it. A closed period is refused before anything is sent (no orphan upload);
 * the server logs the request (`absence.request`, src/server/audit/audit-server.ts), as every employee request.
 */
import type { Absence } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../../data/ports/document-store';
import { assertDayOpen } from '../../data/policy/period-write';
import type { Person } from '../../data/queries/person-days';
import {
  absenceAttachmentPath,
  LICENCIA_TYPE,
  type AbsenceAttachments,
} from '../../domain/absences/licencia';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';

export interface LicenciaReport {
  /** First and last day (inclusive), `yyyy-MM-dd` in the tenant's zone. */
  from: string;
  to: string;
  folio: string;
  file: File;
  note: string | null;
}

/** The document could not be stored: said apart from a refused request (nothing was requested). */
export class AttachmentUploadError extends Error {
  constructor(cause: unknown) {
    super('the licencia’s document could not be uploaded', { cause });
    this.name = 'AttachmentUploadError';
  }
}

/** Uploads the document, then creates `absences/<new id>` with exactly the keys the rules allow. Resolves to its id. */
export async function reportLicencia(
  store: DocumentStore,
  attachments: AbsenceAttachments,
  owner: Person,
  report: LicenciaReport,
  context: { timeZone: string; closedThrough: string | null },
  onProgress?: (fraction: number) => void,
): Promise<string> {
  assertDayOpen(report.from, context.closedThrough);
  const id = store.newId('absences');
  const target = { tenantId: owner.tenantId, uid: owner.uid, fileId: id };
  try {
    await attachments.uploadAbsenceAttachment(target, report.file, onProgress);
  } catch (error) {
    throw new AttachmentUploadError(error);
  }
  const doc: Writable<Absence> = {
    tenantId: owner.tenantId,
    userId: owner.uid,
    type: LICENCIA_TYPE,
    from: dayKeyToInstant(report.from, context.timeZone),
    to: dayKeyToInstant(report.to, context.timeZone),
    status: 'pendiente',
    note: report.note,
    folio: report.folio,
    attachmentPath: absenceAttachmentPath(target),
    attachmentName: report.file.name.slice(0, 200) || null,
    createdAt: SERVER_TIME,
    createdBy: owner.uid,
  };
  await store.set('absences', id, doc);
  return id;
}
