import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, Firestore, setDoc, setLogLevel } from 'firebase/firestore';

import rules from '../../firestore.rules?raw';

export const PROJECT_ID = 'demo-asiste';

// Every refused write is logged by the SDK as a warning: thousands of them per run, on purpose. Errors still show.
setLogLevel('error');

/**
 * A rules test environment on the running Firestore emulator (found through FIRESTORE_EMULATOR_HOST, which
 * `firebase emulators:exec` sets), loaded with the project's firestore.rules.
 */
export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules } });
}

/**
 * rules-unit-testing hands out compat instances. The modular API accepts them at run time ("interop mode"), but
 * their public type is not the modular `Firestore`, so unwrap the modular instance they delegate to.
 */
export function modularFirestore(context: RulesTestContext): Firestore {
  const compat: unknown = context.firestore();
  const delegate =
    typeof compat === 'object' && compat !== null && '_delegate' in compat ? compat._delegate : compat;
  if (delegate instanceof Firestore) return delegate;
  throw new Error('rules-unit-testing returned a Firestore instance of another SDK copy');
}

/**
 * One client per token for the life of an environment. Each context rules-unit-testing hands out starts a
 * Firebase app of its own that lives until `env.cleanup()`: made per test, the permission matrix's 6,000 rows
 * held 6 GB of apps and spent most of its time starting them. A client keeps no state between tests that a test
 * could see: reads go to the emulator, and `clearFirestore` empties it.
 */
const clients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

function clientFor(env: RulesTestEnvironment, key: string, make: () => Firestore): Firestore {
  let byKey = clients.get(env);
  if (!byKey) {
    byKey = new Map();
    clients.set(env, byKey);
  }
  let db = byKey.get(key);
  if (!db) {
    db = make();
    byKey.set(key, db);
  }
  return db;
}

/** A signed-in client with the given custom claims. */
export function clientAs(env: RulesTestEnvironment, uid: string, claims: Record<string, unknown>): Firestore {
  return clientFor(env, `user ${uid} ${JSON.stringify(claims)}`, () =>
    modularFirestore(env.authenticatedContext(uid, claims)),
  );
}

/**
 * A client of its own, not shared with any other test: for tests of listeners, whose cache of earlier tests'
 * docs would answer before the emulator does.
 */
export function freshClientAs(
  env: RulesTestEnvironment,
  uid: string,
  claims: Record<string, unknown>,
): Firestore {
  return modularFirestore(env.authenticatedContext(uid, claims));
}

export function anonymousClient(env: RulesTestEnvironment): Firestore {
  return clientFor(env, 'visitor', () => modularFirestore(env.unauthenticatedContext()));
}

/**
 * The emulator's admin client, which bypasses the rules: the context `withSecurityRulesDisabled` makes (token
 * `owner`), kept instead of made and dropped per call. `createContext` is the environment's own, not in its
 * public type; the environment cleans the context up with the others.
 */
function ownerClient(env: RulesTestEnvironment): Firestore {
  return clientFor(env, 'owner', () => {
    const create: unknown = Reflect.get(env, 'createContext');
    if (typeof create !== 'function') throw new Error('rules-unit-testing no longer has createContext');
    const context: unknown = Reflect.apply(create, env, ['owner']);
    if (typeof context !== 'object' || context === null || !('firestore' in context))
      throw new Error('rules-unit-testing createContext returned no context');
    return modularFirestore(context as RulesTestContext);
  });
}

/** Writes documents as they are, bypassing the rules (test setup only). */
export async function seed(
  env: RulesTestEnvironment,
  docs: readonly { collection: string; id: string; data: Record<string, unknown> }[],
): Promise<void> {
  const db = ownerClient(env);
  await Promise.all(docs.map(({ collection, id, data }) => setDoc(doc(db, collection, id), data)));
}
