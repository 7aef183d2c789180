import { dayKey } from '../../domain/calendar/time-zone';
import { COLLECTIONS, type CollectionMap, type CollectionName } from '../ports/collections';
import type { WithId } from '../ports/document-store';
import type { DemoAccounts } from './demo-accounts';
import { forgetTenantReceipts } from './demo-server-store';
import type { DemoSeed, DemoStore } from './demo-store';
import { DEMO_ACCOUNTS, DEMO_TENANT } from './demo-tenant';
import { DEMO_SEED_VERSION } from './seed/version';

/** localStorage record of the data set in IndexedDB: which seed version and when it was generated. */
const SEED_META_KEY = 'asiste.demo.seed';

interface SeedMeta {
  version: number;
  generatedAt: string;
}

function readMeta(): SeedMeta | null {
  try {
    const raw = localStorage.getItem(SEED_META_KEY);
    return raw ? (JSON.parse(raw) as SeedMeta) : null;
  } catch {
    return null;
  }
}

/**
 * What AdminPort created and a new day's seed must not lose: every doc of the other tenants, and the users docs
 * of the accounts it created in the demo tenant.
 */
function createdByAdmin(store: DemoStore, accounts: DemoAccounts): DemoSeed {
  const seeded = new Set(DEMO_ACCOUNTS.map((account) => account.uid));
  // Accounts without a password were adopted from the seed (demo-accounts.ts): the new day regenerates them.
  const created = new Set(
    accounts.rows().flatMap((row) => (seeded.has(row.uid) || row.password === null ? [] : [row.uid])),
  );
  const privileged = store.privileged();
  const keep = <C extends CollectionName>(collection: C) =>
    privileged.all(collection).filter((doc) => {
      const tenantId: unknown = (doc as { tenantId?: unknown }).tenantId;
      if (typeof tenantId === 'string' && tenantId !== DEMO_TENANT.id) return true;
      return collection === 'users' && created.has(doc.id);
    });
  const seed: DemoSeed = {};
  for (const collection of COLLECTIONS) Object.assign(seed, { [collection]: keep(collection) });
  return seed;
}

/** Each account's role, state and last revocation written again onto its users doc (the claims rule). */
function mirrorAccounts(users: WithId<CollectionMap['users']>[], accounts: DemoAccounts): void {
  const rows = new Map(accounts.rows().map((row) => [row.uid, row]));
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
 * Generates the demo tenant at `now` and replaces everything in the store with it, plus `keep` (what AdminPort
 * created) when given, with the accounts' roles and states mirrored onto their users docs.
 */
export async function seedDemoData(
  store: DemoStore,
  now: Date,
  accounts?: DemoAccounts,
  keep: DemoSeed = {},
): Promise<void> {
  // The generator is only needed on first use and on reset: keep it out of the startup chunk.
  const { generateDemoTenant } = await import('./seed');
  // Measured by docs/performance.md (performance.getEntriesByName('asiste:demo-seed')).
  performance.mark('asiste:demo-seed-start');
  const dataset = generateDemoTenant({ now });
  performance.measure('asiste:demo-generate', 'asiste:demo-seed-start');
  // The regenerated tenant's punches are new: the old ones' receipts would only fill localStorage. Its open
  // punches are signed again by the demo's signer (demo-receipts.ts).
  forgetTenantReceipts(DEMO_TENANT.id);
  const seed: DemoSeed = { ...dataset };
  for (const collection of COLLECTIONS) {
    Object.assign(seed, { [collection]: [...(dataset[collection] ?? []), ...(keep[collection] ?? [])] });
  }
  if (accounts !== undefined) {
    accounts.adopt(dataset.users);
    mirrorAccounts(seed.users ?? [], accounts);
  }
  await store.seedAll(seed);
  performance.measure('asiste:demo-seed', 'asiste:demo-seed-start');
  const meta: SeedMeta = { version: DEMO_SEED_VERSION, generatedAt: now.toISOString() };
  localStorage.setItem(SEED_META_KEY, JSON.stringify(meta));
}

/**
 * The demo stays alive: data is generated on first use, and again the first time the demo is opened on a new
 * day in the tenant's zone (a stale day would show yesterday's story with no "today"), or after a seed change.
 * What AdminPort created — other companies, people created in the demo company — survives the new day.
 */
export async function ensureDemoData(store: DemoStore, now: Date, accounts?: DemoAccounts): Promise<void> {
  const meta = readMeta();
  const fresh =
    meta !== null &&
    meta.version === DEMO_SEED_VERSION &&
    dayKey(new Date(meta.generatedAt), DEMO_TENANT.timeZone) === dayKey(now, DEMO_TENANT.timeZone);
  if (fresh) return;
  const keep = accounts === undefined ? {} : createdByAdmin(store, accounts);
  await seedDemoData(store, now, accounts, keep);
}
