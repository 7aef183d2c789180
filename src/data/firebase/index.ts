import type { Backend } from '../ports/backend';
import { FirebaseAdmin } from './firebase-admin-port';
import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';
import { createFirebaseAuth, firebaseAuth } from './firebase-auth';
import { createFirebasePhotos } from './firebase-photos';
import { lazyStore } from './lazy-store';
import { startIntegrations } from './startup-integrations';

/** The Firebase adapter set (production and emulators). */
export async function createFirebaseBackend(): Promise<Backend> {
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(),
    // Firestore loads on the first read or write: the sign-in and landing pages never pay for it.
    store: lazyStore(() => import('./firestore-store').then((m) => m.createFirestoreStore())),
    // Storage loads on the first upload or removal of a photo, never with a screen.
    photos: createFirebasePhotos(),
    // The Functions SDK loads on the first AdminPort call (a manager's action), never with a screen.
    admin: new FirebaseAdmin(() =>
      import('./firebase-callables').then((m) =>
        m.callableSession(
          firebaseApp(),
          firebaseAuth(),
          usingEmulators() ? { host: emulatorHost(), port: EMULATOR_PORTS.functions } : null,
        ),
      ),
    ),
    startIntegrations,
  };
}
