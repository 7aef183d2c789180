/**
 * The AdminContractHarness on the Functions + Auth emulators (src/testing/admin-contract-harness.ts): accounts
 * in the Auth emulator through the Admin SDK, documents in the store the functions use — the in-memory store
 * of memory-store-server.ts when ASISTE_SERVER_STORE_URL is set (`npm test`), else the Firestore emulator
 * (`npm run test:emulators`) — and every signed-in session its own Firebase app, so each AdminPort keeps the
 * token it got.
 */
import { readFileSync } from 'node:fs';

import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  type Auth,
} from 'firebase/auth';

import { clearAuthUsers, clearFirestore } from '../../scripts/emulator-rest.mjs';
import type { ServerStore } from '../../src/server/admin/server-ports';
import { FirebaseAdmin } from '../../src/data/adapters/firebase/firebase-admin-port';
import { callableSession, type EmulatorAddress } from '../../src/data/adapters/firebase/firebase-callables';
import type { AdminPort } from '../../src/data/ports/admin-port';
import {
  ADMIN_FIXTURE_PASSWORD,
  ADMIN_FIXTURE_PEOPLE,
  type AdminContractHarness,
  type FixturePerson,
} from '../../src/testing/admin-contract-harness';
import { adminFixtureDocs } from '../../src/testing/admin-fixture-docs';
import { firebaseAccounts } from '../src/firebase-accounts';
import { firestoreStore } from '../src/firestore-store';
import { httpStore } from '../src/http-store';

export const PROJECT_ID = 'demo-asiste';

export function emulatorAddress(name: 'auth' | 'functions'): EmulatorAddress {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Record<string, { host: string; port: number }>;
  };
  const address = config.emulators[name];
  if (!address) throw new Error(`firebase.json pins no ${name} emulator`);
  return address;
}

let appCount = 0;
export const uniqueName = (kind: string) => `${kind}-${process.pid}-${++appCount}`;

/** The store the functions write, seen from the harness, and how to empty it. */
export function serverSide(adminApp: ReturnType<typeof initializeAdminApp>): {
  store: ServerStore;
  clear: () => Promise<void>;
} {
  const url = process.env['ASISTE_SERVER_STORE_URL'];
  if (url) {
    return {
      store: httpStore(url),
      clear: async () => {
        const response = await fetch(`${url}/reset`, { method: 'POST' });
        if (!response.ok) throw new Error(`Memory store reset: ${response.status}`);
      },
    };
  }
  if (!process.env['FIRESTORE_EMULATOR_HOST']) {
    throw new Error('Set ASISTE_SERVER_STORE_URL (memory store) or run inside the Firestore emulator');
  }
  return { store: firestoreStore(getFirestore(adminApp)), clear: clearFirestore };
}

export function emulatorHarness(): AdminContractHarness {
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, uniqueName('harness'));
  const adminAuth = getAdminAuth(adminApp);
  const accounts = firebaseAccounts(adminAuth);
  const { store, clear } = serverSide(adminApp);
  const authUrl = (() => {
    const { host, port } = emulatorAddress('auth');
    return `http://${host}:${port}`;
  })();
  const functionsEmulator = emulatorAddress('functions');
  const clientApps: FirebaseApp[] = [];

  /** A new client app, its Auth connected to the emulator: one per session. */
  function clientApp(): { app: FirebaseApp; auth: Auth } {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, uniqueName('session'));
    clientApps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, authUrl, { disableWarnings: true });
    return { app, auth };
  }

  const portOf = (app: FirebaseApp, auth: Auth): AdminPort =>
    new FirebaseAdmin(async () => callableSession(app, auth, functionsEmulator));

  async function closeSessions(): Promise<void> {
    await Promise.all(clientApps.splice(0).map((app) => deleteApp(app)));
  }

  async function seedAccount(person: FixturePerson): Promise<void> {
    const { tenant, role, email, displayName } = ADMIN_FIXTURE_PEOPLE[person];
    await adminAuth.createUser({ uid: person, email, displayName, password: ADMIN_FIXTURE_PASSWORD });
    await adminAuth.setCustomUserClaims(person, { role, tenantId: tenant });
  }

  return {
    passwordRequired: false,
    async reset() {
      await closeSessions();
      await Promise.all([clearAuthUsers(), clear()]);
      const { tenants, users } = adminFixtureDocs();
      await Promise.all([
        ...tenants.map(({ id, ...doc }) => store.set('tenants', id, doc)),
        ...users.map(({ id, ...doc }) => store.set('users', id, { ...doc })),
        ...(Object.keys(ADMIN_FIXTURE_PEOPLE) as FixturePerson[]).map(seedAccount),
      ]);
    },
    uid: (person) => person,
    async signIn(email, password = ADMIN_FIXTURE_PASSWORD) {
      const { app, auth } = clientApp();
      await signInWithEmailAndPassword(auth, email, password);
      return portOf(app, auth);
    },
    async signInWithLink(email, link) {
      const { app, auth } = clientApp();
      await signInWithEmailLink(auth, email, link);
      return portOf(app, auth);
    },
    signedOut() {
      const { app, auth } = clientApp();
      return portOf(app, auth);
    },
    account: (uid) => accounts.get(uid),
    findAccount: (email) => accounts.findByEmail(email.trim().toLowerCase()),
    setClaims: (uid, claims) => accounts.setClaims(uid, claims),
    async selfRegister(email, password) {
      const { auth } = clientApp();
      return (await createUserWithEmailAndPassword(auth, email, password)).user.uid;
    },
    readDoc: (collection, id) => store.get(collection, id),
    readWhere: (collection, equals) => store.where(collection, equals),
    async close() {
      await closeSessions();
      await deleteAdminApp(adminApp);
    },
  };
}
