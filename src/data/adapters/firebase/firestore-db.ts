import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';

import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';

let db: Firestore | undefined;
/** The instance a sign-out is clearing: it stays `db` (dead) until its cache is gone, so nothing reopens it. */
let clearing: Firestore | undefined;

/**
 * The app's Firestore instance (lazy singleton). The persistent cache keeps punches made without a connection
 * and sends them when it returns; the multi-tab manager lets several tabs share that cache. After a sign-out
 * ended the instance (`endSession`, `releaseFirestore`), the next call creates a fresh one.
 */
export function firestoreDb(): Firestore {
  if (db) return db;
  const instance = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  // Only once per instance: connecting an already-used Firestore to the emulator throws.
  if (usingEmulators()) connectFirestoreEmulator(instance, emulatorHost(), EMULATOR_PORTS.firestore);
  db = instance;
  return instance;
}

/**
 * How long a sign-out waits for writes still queued on this device (punches made offline) to reach the server.
 * Online that takes well under a second; offline they never do, and the cache is kept so they are not lost.
 */
export const PENDING_WRITES_WAIT_MS = 3_000;

/** What a sign-out did with this device's offline copy of the data. */
export type SessionEnd = 'cleared' | 'kept' | 'kept-pending-writes';

/** True when `promise` settles (either way) within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Signs out with `signOut` and, on a shared device (the default), clears Firestore's IndexedDB cache, so the
 * next person cannot read the previous one's data from it (security review M6): the instance is terminated,
 * its persistence deleted (other tabs' instances end with it), and the next use opens a fresh one.
 *
 * Kept instead when the person said this is their own phone (`keepOfflineData`), and when writes made offline
 * have not reached the server within PENDING_WRITES_WAIT_MS: clearing would lose them; they are sent when that
 * person signs in here again. A failed `signOut` rejects and leaves everything as it was.
 */
export async function endSession(
  signOut: () => Promise<void>,
  { keepOfflineData }: { keepOfflineData: boolean },
): Promise<SessionEnd> {
  if (keepOfflineData) {
    await signOut();
    return 'kept';
  }
  const instance = firestoreDb();
  // A rejection (the instance already ended, the user changed) means there is nothing left to wait for.
  const sent = await settlesWithin(waitForPendingWrites(instance), PENDING_WRITES_WAIT_MS);
  if (!sent) {
    console.warn('Hay cambios sin enviar en este dispositivo: se conservan hasta la próxima sesión');
    await signOut();
    return 'kept-pending-writes';
  }
  clearing = instance;
  let ended = false;
  try {
    await signOut();
    ended = true;
    await terminate(instance);
    await clearIndexedDbPersistence(instance);
    return 'cleared';
  } finally {
    clearing = undefined;
    if (ended && db === instance) db = undefined;
  }
}

/**
 * Ends this tab's instance once its session ended (here or in another tab, whose sign-out may have deleted
 * the cache under it): the next sign-in gets a fresh one. Pending writes stay in the cache. A no-op while a
 * sign-out of this tab is clearing.
 */
export async function releaseFirestore(): Promise<void> {
  const instance = db;
  if (!instance || instance === clearing) return;
  db = undefined;
  await terminate(instance);
}
