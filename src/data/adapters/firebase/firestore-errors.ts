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

/**
 * How long a one-shot read may go unanswered before it fails as `unavailable`: the query cache then asks again,
 * and says so on screen once its retries fail, instead of leaving a screen loading for good. The emulator
 * journey saw a list of people left unanswered, with nothing logged, right after the inspector's token refresh
 * (3 of 11 fresh-clone runs).
 */
export const READ_ANSWER_MS = 30_000;

/** `read`, or a DataError('unavailable') once it has gone `ms` without an answer. */
export function answeredWithin<T>(read: Promise<T>, ms: number = READ_ANSWER_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DataError('unavailable', `Sin respuesta del servidor en ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([read, silence]).finally(() => clearTimeout(timer));
}
