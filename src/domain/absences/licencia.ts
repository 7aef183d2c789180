/**
 * A licencia médica an employee reports (issue #47 item 7): its folio, its days and the document, the same limits
 * the form, the demo's policy (data/policy/absence-write.ts) and the generated rules (firestore.rules' planning
 * block, storage.rules' absence attachments) hold.
 */
import { addDaysToKey, daysBetweenKeys, isDayKey } from '../calendar/day-keys';

export const LICENCIA_TYPE = 'licencia médica';

export const LICENCIA_LIMITS = {
  /** The folio is the licencia's number: digits only. */
  folioMax: 20,
  /** How far back a licencia may start when the employee reports it, in days (a late report stays plausible). */
  pastDays: 60,
  /** The longest licencia, first and last day included. */
  maxLengthDays: 366,
  /** The largest document, in bytes (storage.rules: `request.resource.size <= …`). */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** What storage.rules accepts: a PDF, or a photo of the paper. */
  attachmentContentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  /** The longest file id under the person's absences folder. */
  fileIdMax: 64,
} as const;

/** The folio as the rules match it (whole string). */
export const FOLIO_PATTERN = `[0-9]{1,${LICENCIA_LIMITS.folioMax}}`;
/** The content types as one pattern (storage.rules, whole string). */
export const ATTACHMENT_CONTENT_TYPE_PATTERN = 'application/pdf|image/(jpeg|png|webp)';
/** A file id under the absences folder (storage.rules and the doc's `attachmentPath`). */
export const ATTACHMENT_FILE_ID_PATTERN = `[A-Za-z0-9_-]{1,${LICENCIA_LIMITS.fileIdMax}}`;

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

export function isFolio(value: unknown): value is string {
  return typeof value === 'string' && whole(FOLIO_PATTERN).test(value);
}

export interface AttachmentTarget {
  tenantId: string;
  uid: string;
  /** The file's id in the person's folder (the absence's id). */
  fileId: string;
}

/** Where a person's absence document lives in Storage (storage.rules: `tenants/{t}/users/{uid}/absences/{fileId}`). */
export function absenceAttachmentPath({ tenantId, uid, fileId }: AttachmentTarget): string {
  return `tenants/${tenantId}/users/${uid}/absences/${fileId}`;
}

/** Whether `path` is a file in the absences folder of `uid` of `tenantId`. */
export function isOwnAttachmentPath(path: unknown, tenantId: unknown, uid: unknown): boolean {
  if (typeof path !== 'string' || typeof tenantId !== 'string' || typeof uid !== 'string') return false;
  const prefix = absenceAttachmentPath({ tenantId, uid, fileId: '' });
  return path.startsWith(prefix) && whole(ATTACHMENT_FILE_ID_PATTERN).test(path.slice(prefix.length));
}

export function isAttachmentContentType(value: string): boolean {
  return whole(ATTACHMENT_CONTENT_TYPE_PATTERN).test(value);
}

export const FOLIO_REQUIRED = 'Ingresa el folio de la licencia';
export const FOLIO_DIGITS = `El folio tiene solo números, hasta ${LICENCIA_LIMITS.folioMax}`;
export const ATTACHMENT_REQUIRED = 'Adjunta la licencia (PDF o foto)';
export const ATTACHMENT_TYPE = 'El adjunto debe ser un PDF o una imagen JPG, PNG o WebP';
export const ATTACHMENT_SIZE = 'El adjunto puede pesar como máximo 5 MB';
export const LICENCIA_TOO_OLD = `La licencia no puede empezar hace más de ${LICENCIA_LIMITS.pastDays} días`;
export const LICENCIA_TOO_LONG = `Una licencia puede durar como máximo ${LICENCIA_LIMITS.maxLengthDays} días`;
export const LICENCIA_ORDER = 'La fecha de término no puede ser anterior a la de inicio';

/** What is wrong with the folio as typed, or null. */
export function folioProblem(folio: string): string | null {
  const text = folio.trim();
  if (text === '') return FOLIO_REQUIRED;
  return isFolio(text) ? null : FOLIO_DIGITS;
}

/** What is wrong with a chosen document, or null. */
export function attachmentProblem(file: { size: number; type: string } | null): string | null {
  if (file === null) return ATTACHMENT_REQUIRED;
  if (!isAttachmentContentType(file.type)) return ATTACHMENT_TYPE;
  return file.size <= LICENCIA_LIMITS.attachmentMaxBytes ? null : ATTACHMENT_SIZE;
}

/** What is wrong with the days (`yyyy-MM-dd`, in the tenant's zone), by field; both null when they are fine. */
export function licenciaDaysProblem(
  from: string,
  to: string,
  today: string,
): { from: string | null; to: string | null } {
  if (!isDayKey(from) || !isDayKey(to)) return { from: null, to: null };
  const fromProblem = from < addDaysToKey(today, -LICENCIA_LIMITS.pastDays) ? LICENCIA_TOO_OLD : null;
  let toProblem: string | null = null;
  if (to < from) toProblem = LICENCIA_ORDER;
  else if (daysBetweenKeys(from, to) + 1 > LICENCIA_LIMITS.maxLengthDays) toProblem = LICENCIA_TOO_LONG;
  return { from: fromProblem, to: toProblem };
}

/**
 * Where the absence documents are kept (Firebase Storage, or the demo's store): the port's shape, which the
 * Backend offers as `attachments`.
 */
export interface AbsenceAttachments {
  /** Stores the person's document; `onProgress` gets the fraction sent so far (0 to 1). */
  uploadAbsenceAttachment(
    target: AttachmentTarget,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<void>;
  /** A URL that opens the stored document (its owner or a manager of the tenant). */
  absenceAttachmentUrl(path: string): Promise<string>;
}
