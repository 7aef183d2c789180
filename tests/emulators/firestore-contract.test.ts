/**
 * The DocumentStore contract against the Firestore adapter on the Firestore emulator, with firestore.rules
 * loaded: the same cases the demo store passes on every `npm test`. Runs only under `npm run test:emulators`.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';

import { toFirestoreData } from '../../src/data/adapters/firebase/firestore-convert';
import { createFirestoreStoreFrom } from '../../src/data/adapters/firebase/firestore-store';
import {
  CONTRACT_TENANT,
  CONTRACT_UID,
  contractTenant,
  describeDocumentStoreContract,
} from '../../src/testing/document-store-contract';
import { freshClientAs, seed, startRulesEnvironment } from './rules-environment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

describeDocumentStoreContract('Firestore adapter on the emulator', async () => {
  await env.clearFirestore();
  await seed(env, [
    { collection: 'tenants', id: CONTRACT_TENANT, data: toFirestoreData({ ...contractTenant() }) },
  ]);
  const db = freshClientAs(env, CONTRACT_UID, { role: 'admin', tenantId: CONTRACT_TENANT });
  return { store: createFirestoreStoreFrom(db) };
});
