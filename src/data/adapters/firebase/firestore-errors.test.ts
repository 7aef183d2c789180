import { DataError, type DataErrorCode } from '../../ports/document-store';
import { dataErrorCode, mapErrors, toDataError } from './firestore-errors';

describe('dataErrorCode', () => {
  it.each<[string, DataErrorCode]>([
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['already-exists', 'already-exists'],
    ['invalid-argument', 'invalid-argument'],
    ['out-of-range', 'invalid-argument'],
    ['failed-precondition', 'failed-precondition'],
    ['unauthenticated', 'unauthenticated'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['resource-exhausted', 'resource-exhausted'],
    ['aborted', 'aborted'],
    ['cancelled', 'aborted'],
    ['internal', 'unknown'],
    ['data-loss', 'unknown'],
    ['unimplemented', 'unknown'],
    ['unknown', 'unknown'],
    ['firestore/permission-denied', 'permission-denied'],
    ['auth/invalid-credential', 'unknown'],
  ])('maps %s to %s', (firestoreCode, expected) => {
    expect(dataErrorCode(firestoreCode)).toBe(expected);
  });
});

describe('toDataError', () => {
  it('keeps the code and message of a Firestore-shaped error', () => {
    const error = toDataError({
      name: 'FirebaseError',
      code: 'permission-denied',
      message: 'Missing permissions',
    });
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Missing permissions');
  });

  it('returns a DataError unchanged', () => {
    const original = new DataError('not-found');
    expect(toDataError(original)).toBe(original);
  });

  it('turns anything else into unknown', () => {
    expect(toDataError(new Error('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
    expect(toDataError('offline')).toMatchObject({ code: 'unknown', message: 'offline' });
    expect(toDataError(undefined).code).toBe('unknown');
  });
});

describe('mapErrors', () => {
  it('passes results through', async () => {
    await expect(mapErrors(async () => 42)).resolves.toBe(42);
  });

  it('rethrows failures, synchronous or not, as DataError', async () => {
    await expect(
      mapErrors(() => Promise.reject({ code: 'unavailable', message: 'offline' })),
    ).rejects.toMatchObject({ name: 'DataError', code: 'unavailable' });
    await expect(
      mapErrors(() => {
        throw { code: 'invalid-argument', message: 'bad path' };
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
