// @vitest-environment node
/**
 * The sign-out path of the Firebase build on a device (security review M6), with the Firestore SDK mocked: what
 * is cleared, what is kept, in which order, and that the next session gets a fresh instance.
 */
import type { Firestore } from 'firebase/firestore';

const sdk = vi.hoisted(() => {
  const calls: string[] = [];
  let created = 0;
  return {
    calls,
    pendingWrites: { settle: true },
    reset() {
      calls.length = 0;
      created = 0;
      this.pendingWrites.settle = true;
    },
    initializeFirestore: () => {
      created += 1;
      const name = `db${created}`;
      calls.push(`initialize ${name}`);
      return { name } as unknown as Firestore;
    },
  };
});

const nameOf = (db: unknown) => (db as { name: string }).name;

vi.mock('firebase/firestore', () => ({
  initializeFirestore: () => sdk.initializeFirestore(),
  persistentLocalCache: () => ({}),
  persistentMultipleTabManager: () => ({}),
  connectFirestoreEmulator: () => undefined,
  waitForPendingWrites: (db: unknown) => {
    sdk.calls.push(`waitForPendingWrites ${nameOf(db)}`);
    return sdk.pendingWrites.settle ? Promise.resolve() : new Promise(() => undefined);
  },
  terminate: async (db: unknown) => void sdk.calls.push(`terminate ${nameOf(db)}`),
  clearIndexedDbPersistence: async (db: unknown) => void sdk.calls.push(`clear ${nameOf(db)}`),
}));

vi.mock('./firebase-app', () => ({
  firebaseApp: () => ({}),
  usingEmulators: () => false,
  emulatorHost: () => '127.0.0.1',
  EMULATOR_PORTS: { firestore: 8080 },
}));

/** A fresh module (its singleton unset) per test. */
async function load() {
  vi.resetModules();
  sdk.reset();
  return import('./firestore-db');
}

/** A sign-out that cleared the cache, call by call. */
const CLEARED = ['initialize db1', 'waitForPendingWrites db1', 'signOut', 'terminate db1', 'clear db1'];

const signOut = () =>
  vi.fn(async () => {
    sdk.calls.push('signOut');
  });

describe('endSession', () => {
  it('on a shared device: waits for pending writes, signs out, terminates, clears; then a fresh instance', async () => {
    const { endSession, firestoreDb } = await load();
    const first = firestoreDb();
    await expect(endSession(signOut(), { keepOfflineData: false })).resolves.toBe('cleared');
    expect(sdk.calls).toEqual(CLEARED);
    const next = firestoreDb();
    expect(nameOf(next)).toBe('db2');
    expect(next).not.toBe(first);
  });

  it('clears a cache this tab has not opened yet (a session restored and ended at once)', async () => {
    const { endSession } = await load();
    await expect(endSession(signOut(), { keepOfflineData: false })).resolves.toBe('cleared');
    expect(sdk.calls).toEqual(CLEARED);
  });

  it("on a person's own phone: only signs out, the instance and its cache stay", async () => {
    const { endSession, firestoreDb } = await load();
    const first = firestoreDb();
    const out = signOut();
    await expect(endSession(out, { keepOfflineData: true })).resolves.toBe('kept');
    expect(out).toHaveBeenCalledTimes(1);
    expect(sdk.calls).toEqual(['initialize db1', 'signOut']);
    expect(firestoreDb()).toBe(first);
  });

  it('keeps the cache when writes made offline are still unsent after the wait, so they are not lost', async () => {
    vi.useFakeTimers();
    try {
      const { endSession, firestoreDb, PENDING_WRITES_WAIT_MS } = await load();
      sdk.pendingWrites.settle = false;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const first = firestoreDb();
      const ending = endSession(signOut(), { keepOfflineData: false });
      await vi.advanceTimersByTimeAsync(PENDING_WRITES_WAIT_MS - 1);
      expect(sdk.calls).not.toContain('signOut');
      await vi.advanceTimersByTimeAsync(1);
      await expect(ending).resolves.toBe('kept-pending-writes');
      expect(sdk.calls).toEqual(['initialize db1', 'waitForPendingWrites db1', 'signOut']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(firestoreDb()).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed sign-out rejects and leaves the instance running and its cache in place', async () => {
    const { endSession, firestoreDb } = await load();
    const first = firestoreDb();
    const failing = vi.fn(async () => {
      throw new Error('auth/network-request-failed');
    });
    await expect(endSession(failing, { keepOfflineData: false })).rejects.toThrow(
      'auth/network-request-failed',
    );
    expect(sdk.calls).toEqual(['initialize db1', 'waitForPendingWrites db1']);
    expect(firestoreDb()).toBe(first);
  });
});

describe('releaseFirestore', () => {
  it("ends this tab's instance after a session ended elsewhere; the next use opens a fresh one", async () => {
    const { releaseFirestore, firestoreDb } = await load();
    firestoreDb();
    await releaseFirestore();
    expect(sdk.calls).toEqual(['initialize db1', 'terminate db1']);
    expect(nameOf(firestoreDb())).toBe('db2');
  });

  it('does nothing without an instance', async () => {
    const { releaseFirestore } = await load();
    await releaseFirestore();
    expect(sdk.calls).toEqual([]);
  });

  it("leaves alone the instance a sign-out of this tab is clearing (the session listener's echo)", async () => {
    const { endSession, releaseFirestore, firestoreDb } = await load();
    firestoreDb();
    const echo = vi.fn(async () => {
      sdk.calls.push('signOut');
      await releaseFirestore();
    });
    await expect(endSession(echo, { keepOfflineData: false })).resolves.toBe('cleared');
    expect(sdk.calls).toEqual(CLEARED);
  });
});
