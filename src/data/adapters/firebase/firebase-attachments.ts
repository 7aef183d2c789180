import { absenceAttachmentPath } from '../../../domain/absences/licencia';
import type { AbsenceAttachments } from '../../ports/attachment-port';
import { DataError, type DataErrorCode } from '../../ports/document-store';

const CODES: Readonly<Record<string, DataErrorCode>> = {
  'storage/unauthenticated': 'unauthenticated',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthorized-app': 'permission-denied',
  'storage/object-not-found': 'not-found',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/quota-exceeded': 'resource-exhausted',
  'storage/canceled': 'aborted',
  'storage/no-default-bucket': 'failed-precondition',
  'storage/invalid-default-bucket': 'failed-precondition',
  'storage/bucket-not-found': 'failed-precondition',
  'storage/project-not-found': 'failed-precondition',
};

/** A Storage SDK failure (`storage/…` codes) or a failed chunk load, as the port's error (a DataError). */
export function attachmentErrorFrom(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : null;
  const message = error instanceof Error ? error.message : String(error);
  if (code === null) return new DataError(navigator.onLine ? 'unknown' : 'unavailable', message);
  return new DataError(CODES[code] ?? 'unknown', message);
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw attachmentErrorFrom(error);
  }
}

/** The lazily loaded Storage SDK (its own chunk): no screen pays for it until a document is sent or opened. */
const sdk = () => import('./firebase-attachment-storage');

/** Absence documents in Firebase Storage, at `tenants/{tenantId}/users/{uid}/absences/{fileId}` (storage.rules). */
export function createFirebaseAttachments(): AbsenceAttachments {
  return {
    uploadAbsenceAttachment: (target, file, onProgress) =>
      guarded(async () => {
        if (!navigator.onLine) throw new DataError('unavailable', 'offline');
        const storage = await sdk();
        await storage.uploadFile(absenceAttachmentPath(target), file, onProgress);
      }),
    absenceAttachmentUrl: (path) =>
      guarded(async () => {
        const storage = await sdk();
        return storage.downloadUrl(path);
      }),
  };
}
