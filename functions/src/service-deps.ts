/**
 * What the AdminPort service runs on in Cloud Functions, built once per instance: Auth through the Admin SDK,
 * Firestore (or, inside the emulator with ASISTE_SERVER_STORE_URL, the test harness's memory store), the
 * server's clock and the configured continue URL. The Firestore client loads only when it is the store.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import type { AdminServiceDeps, ServerStore } from '../../src/data/admin/server-ports';
import { continueUrl, serverStoreUrl } from './config';
import { firebaseAccounts } from './firebase-accounts';
import { httpStore } from './http-store';
import { newId } from './new-id';

async function chooseStore(): Promise<ServerStore> {
  const url = serverStoreUrl();
  if (url !== null) return httpStore(url);
  const [{ getFirestore }, { firestoreStore }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./firestore-store'),
  ]);
  return firestoreStore(getFirestore());
}

let deps: Promise<AdminServiceDeps> | undefined;

export function serviceDeps(): Promise<AdminServiceDeps> {
  deps ??= (async () => {
    if (getApps().length === 0) initializeApp();
    return {
      accounts: firebaseAccounts(getAuth()),
      store: await chooseStore(),
      now: () => new Date(),
      continueUrl: continueUrl(),
      passwordRequired: false,
      newId,
    };
  })();
  // A failed start (a bad ASISTE_APP_URL) is retried by the next call rather than remembered.
  deps.catch(() => {
    deps = undefined;
  });
  return deps;
}
