/**
 * The attack table (src/testing/attack-cases.ts) against the demo store, at the real clock and at the hours a
 * time-relative fixture is most likely to get wrong: just after midnight, just before midnight, and the first
 * day of Chile's summer time (the day starts at 01:00). firestore.rules runs the same table on the emulator.
 */
import type { Claims } from '../../ports/auth-port';
import type { PolicyCaller } from '../../policy/policy-caller';
import { ATTACK_CASES, attackScene, type SeedDoc } from '../../../testing/attack-cases';
import { describeAttackSuite, type AttackHarness } from '../../../testing/attack-suite';
import { DemoStore, type DemoSeed } from './demo-store';

/** The demo store at a fixed clock; each request acts for the actor of the store it went through. */
function demoHarness(now: Date): AttackHarness {
  let caller: PolicyCaller | null = null;
  const store = new DemoStore({ getCaller: () => caller, now: () => now });
  return {
    now: () => now,
    seed: async (docs: readonly SeedDoc[]) => {
      const seed: Record<string, Record<string, unknown>[]> = {};
      for (const { collection, id, data } of docs) (seed[collection] ??= []).push({ ...data, id });
      await store.seedAll(seed as unknown as DemoSeed);
    },
    storeFor: (actor) => {
      // Claims of any shape, as a token may carry them: the policy must judge what it is given.
      const acting: PolicyCaller | null =
        actor.claims === null
          ? null
          : { uid: actor.uid, claims: actor.claims as unknown as Claims, authTime: actor.authTime };
      return new Proxy(store, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]): unknown => {
            caller = acting;
            return Reflect.apply(value, target, args);
          };
        },
      });
    },
  };
}

describe('the attack table', () => {
  it('holds at least 50 cases with unique ids, controls that must pass and requests in every case', () => {
    const ids = ATTACK_CASES.map((attack) => attack.id);
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ATTACK_CASES.filter((attack) => attack.expected === 'allow').length).toBeGreaterThanOrEqual(5);
    const scene = attackScene(new Date());
    for (const attack of ATTACK_CASES)
      expect(attack.plan(scene).requests.length, attack.id).toBeGreaterThan(0);
  });
});

const CLOCKS: readonly (readonly [string, Date])[] = [
  ['the real clock', new Date()],
  ['00:20 in Santiago', new Date('2026-06-02T04:20:00.000Z')],
  ['23:50 in Santiago', new Date('2026-06-03T03:50:00.000Z')],
  ['the first day of summer time (from 01:00)', new Date('2026-09-06T05:30:00.000Z')],
];

for (const [label, now] of CLOCKS) {
  describeAttackSuite(`demo store at ${label}`, () => Promise.resolve(demoHarness(now)));
}
