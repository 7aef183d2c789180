/**
 * The attack table (src/testing/attack-cases.ts) against firestore.rules on the Firestore emulator, through the
 * Firestore adapter of the DocumentStore port: the same cases and verdicts the demo store passes on every
 * `npm test`. The emulator judges with its real clock (`request.time`), so each case builds its days and slots
 * from the clock when it starts. Runs only under `npm run test:emulators`.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';

import { toFirestoreData } from '../../src/data/adapters/firebase/firestore-convert';
import { createFirestoreStoreFrom } from '../../src/data/adapters/firebase/firestore-store';
import type { AttackActor, SeedDoc } from '../../src/testing/attack-cases';
import { describeAttackSuite, type AttackHarness } from '../../src/testing/attack-suite';
import { anonymousClient, clientAs, seed, startRulesEnvironment } from '../emulators/rules-environment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

const harness: AttackHarness = {
  now: () => new Date(),
  seed: async (docs: readonly SeedDoc[]) => {
    await env.clearFirestore();
    await seed(
      env,
      docs.map(({ collection, id, data }) => ({ collection, id, data: toFirestoreData(data) })),
    );
  },
  // The token carries the claims as they are (any shape) and when the session signed in.
  storeFor: (actor: AttackActor) =>
    createFirestoreStoreFrom(
      actor.claims === null
        ? anonymousClient(env)
        : clientAs(env, actor.uid, { ...actor.claims, auth_time: actor.authTime }),
    ),
};

describeAttackSuite('firestore.rules on the emulator', () => Promise.resolve(harness));
