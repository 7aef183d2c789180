import { DataError, type DataErrorCode } from '../../ports/document-store';
import { answeredWithin, dataErrorCode, mapErrors, READ_ANSWER_MS, toDataError } from './firestore-errors';

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

describe('answeredWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a read left unanswered as unavailable, so the query cache asks again instead of loading for good', async () => {
    vi.useFakeTimers();
    const unanswered = answeredWithin(new Promise<never>(() => undefined));
    const outcome = unanswered.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_ANSWER_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'unavailable' });
  });

  it('passes an answer, or the read’s own failure, through unchanged', async () => {
    await expect(answeredWithin(Promise.resolve('docs'))).resolves.toBe('docs');
    const refused = new DataError('permission-denied');
    await expect(answeredWithin(Promise.reject(refused))).rejects.toBe(refused);
  });
});
