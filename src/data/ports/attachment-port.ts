/**
 * Where the absence documents are kept (a licencia's PDF or photo, issue #47 item 7): Firebase Storage, or the
 * demo's file store. The shape is the domain's (src/domain/absences/licencia.ts), which the Backend offers as
 * `attachments`. Both adapters fail with a DataError (`permission-denied` when storage.rules refuse, `not-found`
 * for a document that is not there).
 */
import { ATTACHMENT_FILE_ID_PATTERN, type AttachmentTarget } from '../../domain/absences/licencia';

export type { AbsenceAttachments, AttachmentTarget } from '../../domain/absences/licencia';

const SEGMENT = '[^/]+';
const PATH = new RegExp(`^tenants/(${SEGMENT})/users/(${SEGMENT})/absences/(${ATTACHMENT_FILE_ID_PATTERN})$`);

/** Whose document `path` is (the inverse of absenceAttachmentPath), or null when it is no absence document's. */
export function attachmentTargetOf(path: string): AttachmentTarget | null {
  const match = PATH.exec(path);
  if (!match) return null;
  const [, tenantId = '', uid = '', fileId = ''] = match;
  return { tenantId, uid, fileId };
}
