import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, Firestore, setDoc } from 'firebase/firestore';

import rules from '../../firestore.rules?raw';

export const PROJECT_ID = 'demo-asiste';

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

/** A signed-in client with the given custom claims. */
export function clientAs(env: RulesTestEnvironment, uid: string, claims: Record<string, unknown>): Firestore {
  return modularFirestore(env.authenticatedContext(uid, claims));
}

export function anonymousClient(env: RulesTestEnvironment): Firestore {
  return modularFirestore(env.unauthenticatedContext());
}

/** Writes documents as they are, bypassing the rules (test setup only). */
export async function seed(
  env: RulesTestEnvironment,
  docs: readonly { collection: string; id: string; data: Record<string, unknown> }[],
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    await Promise.all(docs.map(({ collection, id, data }) => setDoc(doc(db, collection, id), data)));
  });
}
