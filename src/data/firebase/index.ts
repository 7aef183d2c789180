import type { Backend } from '../ports/backend';
import { createFirebaseAuth } from './firebase-auth';
import { createFirestoreStore } from './firestore-store';
import { startIntegrations } from './startup-integrations';

/** The Firebase adapter set (production and emulators). */
export async function createFirebaseBackend(): Promise<Backend> {
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(),
    store: createFirestoreStore(),
    startIntegrations,
  };
}
