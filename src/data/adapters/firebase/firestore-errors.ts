import { DataError, type DataErrorCode } from '../../ports/document-store';

const CODES: Readonly<Record<string, DataErrorCode>> = {
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'invalid-argument': 'invalid-argument',
  'out-of-range': 'invalid-argument',
  'failed-precondition': 'failed-precondition',
  unauthenticated: 'unauthenticated',
  unavailable: 'unavailable',
  // A deadline passes when the backend cannot be reached in time: to the user it is the same as offline.
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'resource-exhausted',
  aborted: 'aborted',
  cancelled: 'aborted',
};

/** Firestore error code (`permission-denied`, or namespaced `firestore/permission-denied`) → DataError code. */
export function dataErrorCode(firestoreCode: string): DataErrorCode {
  const bare = firestoreCode.startsWith('firestore/')
    ? firestoreCode.slice('firestore/'.length)
    : firestoreCode;
  return CODES[bare] ?? 'unknown';
}

/** The one translation of anything a Firestore call throws into the port's error. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : undefined;
    if (typeof code === 'string') return new DataError(dataErrorCode(code), text);
    return new DataError('unknown', text);
  }
  return new DataError('unknown', typeof error === 'string' ? error : undefined);
}

/** Runs a Firestore call, rethrowing its failure as a DataError. */
export async function mapErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toDataError(error);
  }
}
