import type { Backend } from '../../ports/backend';
import { FirebaseAdmin } from './firebase-admin-port';
import type { EmulatorAddress } from './firebase-callables';
import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';
import { createFirebaseAttachments } from './firebase-attachments';
import { createFirebaseAuth, firebaseAuth } from './firebase-auth';
import { createFirebasePhotos } from './firebase-photos';
import { FirebaseReceipts } from './firebase-receipts';
import { lazyStore } from './lazy-store';
import { startIntegrations } from './startup-integrations';

function functionsEmulator(): EmulatorAddress | null {
  return usingEmulators() ? { host: emulatorHost(), port: EMULATOR_PORTS.functions } : null;
}

/** The Firebase adapter set (production and emulators). */
export async function createFirebaseBackend(): Promise<Backend> {
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(),
    // Firestore loads on the first read or write: the sign-in and landing pages never pay for it.
    store: lazyStore(() => import('./firestore-store').then((m) => m.createFirestoreStore())),
    // Storage loads on the first upload or removal of a photo, never with a screen.
    photos: createFirebasePhotos(),
    // And on the first document a person sends or a manager opens (a licencia's).
    attachments: createFirebaseAttachments(),
    // The Functions SDK loads on the first AdminPort call (a manager's action), never with a screen.
    admin: new FirebaseAdmin(() =>
      import('./firebase-callables').then((m) =>
        m.callableSession(firebaseApp(), firebaseAuth(), functionsEmulator()),
      ),
    ),
    // The same chunk loads on the first receipt check (/verificar), signed in or not.
    receipts: new FirebaseReceipts(() =>
      import('./firebase-callables').then((m) => m.receiptCallable(firebaseApp(), functionsEmulator())),
    ),
    startIntegrations,
  };
}
