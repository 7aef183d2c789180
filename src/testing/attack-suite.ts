/**
 * Runs the attack table (attack-cases.ts) against a backend through the DocumentStore port: the demo store on
 * every `npm test` (src/data/adapters/demo/attack-suite.test.ts) and firestore.rules on the Firestore emulator
 * (tests/rules/attack-suite.test.ts). Each case seeds the world of the backend's current clock plus its own docs,
 * sends its requests as its actor and compares every outcome with its verdict.
 */
import { describe, expect, it } from 'vitest';

import type { CollectionName } from '../data/ports/collections';
import { isDataError, type DocumentStore, type Query } from '../data/ports/document-store';
import {
  ATTACK_CASES,
  attackScene,
  attackWorld,
  type AttackActor,
  type AttackCase,
  type AttackRequest,
  type AttackWrite,
  type SeedDoc,
} from './attack-cases';
import { loose } from './policy-fixtures';
import { punchFlags, type FlaggedRecord, type PunchFlag } from '../domain/attendance/punch-flags';

export interface AttackHarness {
  /** The clock the backend stamps and judges with (the emulator: the real clock; the demo: its own). */
  now(): Date;
  /** Replaces every stored doc with these, bypassing the policy. */
  seed(docs: readonly SeedDoc[]): Promise<void>;
  /** The port as `actor` sees it (a signed-out visitor when its claims are null). */
  storeFor(actor: AttackActor): DocumentStore;
}

/** What a request came to: allowed, denied, or another failure (which no case expects). */
export type AttackOutcome = 'allow' | 'deny' | `failed: ${string}`;

export interface AttackResult {
  id: string;
  expected: AttackCase['expected'];
  outcomes: AttackOutcome[];
  /** An accepted punch's flags, read back from the stored record (cases with `recorded`); null when missing. */
  flags?: PunchFlag[] | null;
  /** The flags the case expects on it. */
  expectedFlags?: readonly PunchFlag[];
  passed: boolean;
}

/** The world's docs with the case's on top (a case doc replaces the world doc of the same id). */
export function seedOf(world: readonly SeedDoc[], extra: readonly SeedDoc[]): SeedDoc[] {
  const byKey = new Map<string, SeedDoc>();
  for (const doc of [...world, ...extra]) byKey.set(`${doc.collection}/${doc.id}`, doc);
  return [...byKey.values()];
}

interface LooseBatch {
  set(
    collection: CollectionName,
    id: string,
    data: Record<string, unknown>,
    options?: { merge?: boolean },
  ): LooseBatch;
  update(collection: CollectionName, id: string, data: Record<string, unknown>): LooseBatch;
  delete(collection: CollectionName, id: string): LooseBatch;
  commit(): Promise<void>;
}

function addWrite(batch: LooseBatch, write: AttackWrite): LooseBatch {
  switch (write.op) {
    case 'set':
      return batch.set(write.collection, write.id, write.data, { merge: write.merge === true });
    case 'update':
      return batch.update(write.collection, write.id, write.data);
    case 'delete':
      return batch.delete(write.collection, write.id);
  }
}

async function send(store: DocumentStore, request: AttackRequest): Promise<unknown> {
  const port = loose(store);
  switch (request.op) {
    case 'get':
      return port.get(request.collection, request.id);
    case 'list':
      // Rows mix every collection's fields, which the typed port cannot spell.
      return port.list(request.collection, { where: [...request.where] } as unknown as Query<CollectionName>);
    case 'set':
      return port.set(request.collection, request.id, request.data, { merge: request.merge === true });
    case 'update':
      return port.update(request.collection, request.id, request.data);
    case 'delete':
      return port.delete(request.collection, request.id);
    case 'batch':
      return request.writes.reduce(addWrite, store.batch() as unknown as LooseBatch).commit();
  }
}

async function outcomeOf(store: DocumentStore, request: AttackRequest): Promise<AttackOutcome> {
  try {
    await send(store, request);
    return 'allow';
  } catch (error) {
    if (isDataError(error) && error.code === 'permission-denied') return 'deny';
    return `failed: ${isDataError(error) ? error.code : String(error)}`;
  }
}

/** Seeds the case's world, sends its requests one after the other and compares each outcome with its verdict. */
export async function runAttackCase(harness: AttackHarness, attack: AttackCase): Promise<AttackResult> {
  const scene = attackScene(harness.now());
  const plan = attack.plan(scene);
  await harness.seed(seedOf(attackWorld(scene), plan.seed ?? []));
  const { signedInMinutesAgo, ...actor } = attack.actor;
  const authTime =
    signedInMinutesAgo === undefined
      ? actor.authTime
      : Math.floor(scene.now.getTime() / 1000) - signedInMinutesAgo * 60;
  const store = harness.storeFor({ ...actor, authTime });
  const outcomes: AttackOutcome[] = [];
  for (const request of plan.requests) outcomes.push(await outcomeOf(store, request));
  const passed = outcomes.every((outcome) => outcome === attack.expected);
  if (!attack.recorded) return { id: attack.id, expected: attack.expected, outcomes, passed };
  const recorded = attack.recorded(scene);
  const stored = await store.get('attendance', recorded.id);
  const flags =
    stored === null
      ? null
      : punchFlags({
          record: stored as FlaggedRecord,
          window: recorded.window,
          holiday: recorded.holiday === true,
          absence: recorded.absence === true,
        });
  return {
    id: attack.id,
    expected: attack.expected,
    outcomes,
    flags,
    expectedFlags: recorded.flags,
    passed: passed && JSON.stringify(flags) === JSON.stringify(recorded.flags),
  };
}

/** One test per case of the table, on the backend the harness gives (one harness per test). */
export function describeAttackSuite(name: string, harness: () => Promise<AttackHarness>): void {
  describe(`Attack suite: ${name}`, () => {
    it.each(ATTACK_CASES.map((attack) => [attack.id, attack.expected, attack.title, attack] as const))(
      '%s (%s): %s',
      async (_id, expected, _title, attack) => {
        const result = await runAttackCase(await harness(), attack);
        expect(result.outcomes).toEqual(result.outcomes.map(() => expected));
        // Never block, always record: the accepted punch is stored and flagged for the manager.
        if (result.flags !== undefined) expect(result.flags).toEqual(result.expectedFlags);
      },
    );
  });
}
