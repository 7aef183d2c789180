import type { Backend } from '../ports/backend';
import { createFirebaseAuth } from './firebase-auth';
import { startIntegrations } from './startup-integrations';

/** The Firebase adapter set (production and emulators). */
export async function createFirebaseBackend(): Promise<Backend> {
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(),
    startIntegrations,
  };
}
