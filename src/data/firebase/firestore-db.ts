import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';

import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';

let db: Firestore | undefined;

/**
 * The app's Firestore instance (lazy singleton). The persistent cache keeps punches made without a connection
 * and sends them when it returns; the multi-tab manager lets several tabs share that cache.
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
