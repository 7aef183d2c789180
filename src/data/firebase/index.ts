import type { Backend } from '../ports/backend';
import { createFirebaseAuth } from './firebase-auth';
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
    startIntegrations,
  };
}
