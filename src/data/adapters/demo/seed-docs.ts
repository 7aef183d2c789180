import type { CollectionMap } from '../../ports/collections';
import { COLLECTIONS } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import type { DemoAccountRow } from './demo-accounts';
import { generateDemoTenant } from './seed';
import { generateScaleTenant } from './seed/scale';
import { planSeed, type DemoSeed, type DocChange } from './write-plan';

/** A larger demo tenant: this many people with this many whole months of history (seed/scale.ts). */
export interface DemoScale {
  people: number;
  months: number;
}

/** What a new day's demo data is made from: the moment, what AdminPort created, and the accounts as they are. */
export interface SeedRequest {
  now: Date;
  keep: DemoSeed;
  /** The accounts table before the seeded people are adopted; null when no accounts table takes part. */
  accounts: readonly DemoAccountRow[] | null;
  /** Null (or absent): the demo tenant; else a generated tenant of that size, with the demo tenant's accounts. */
  scale?: DemoScale | null;
}

/** The store's documents, ready to replace everything, and the seeded people for the accounts table to adopt. */
export interface SeedResult {
  docs: DocChange[];
  users: WithId<CollectionMap['users']>[];
}

/** Each account's role, state and last revocation written again onto its users doc (the claims rule). */
function mirrorAccounts(users: WithId<CollectionMap['users']>[], accounts: readonly DemoAccountRow[]): void {
  const rows = new Map(accounts.map((row) => [row.uid, row]));
  for (const user of users) {
    const row = rows.get(user.id);
    if (row === undefined || row.claims === null) continue;
    const role = row.claims.role;
    if (role === 'superuser' || role === 'admin' || role === 'employee') user.role = role;
    user.disabled = row.disabled;
    if (row.tokensValidAfter !== null) user.tokensRevokedAt = new Date(row.tokensValidAfter);
  }
}

/**
 * The demo tenant (or the larger one `scale` asks for) generated at `now`, plus `keep`, with the accounts' roles
 * and states mirrored onto the users docs, as the documents the store replaces everything with. Pure: it runs in
 * the seed worker (seed-worker.ts), or on the page where there is none. An account the seed adopts has its doc's
 * values, so mirroring before the adoption is the same as after it.
 */
export function buildSeed({ now, keep, accounts, scale = null }: SeedRequest): SeedResult {
  const dataset = scale === null ? generateDemoTenant({ now }) : generateScaleTenant({ now, ...scale });
  const seed: DemoSeed = {};
  for (const collection of COLLECTIONS) {
    const kept = keep[collection] ?? [];
    // A kept doc wins over the generated one of the same id.
    const ids = new Set(kept.map(({ id }) => id));
    const generated = (dataset[collection] ?? []).filter(({ id }) => !ids.has(id));
    Object.assign(seed, { [collection]: [...generated, ...kept] });
  }
  if (accounts !== null) mirrorAccounts(seed.users ?? [], accounts);
  return { docs: planSeed(seed, now), users: dataset.users };
}
