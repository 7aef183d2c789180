import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../../domain/attendance/punches';
import { dayKey } from '../../../domain/calendar/time-zone';
import { COLLECTIONS, type CollectionName } from '../../ports/collections';
import type { DemoAccounts } from './demo-accounts';
import { forgetTenantReceipts } from './demo-server-store';
import type { DemoSeed, DemoStore } from './demo-store';
import type { DemoScale, SeedRequest, SeedResult } from './seed-docs';
import type { SeedWorkerReply, SeedWorkerRequest } from './seed-worker';
import { DEMO_ACCOUNTS, DEMO_TENANT } from './demo-tenant';
import { DEMO_SEED_VERSION } from './seed/version';

/** localStorage record of the data set in IndexedDB: which seed version and when it was generated. */
const SEED_META_KEY = 'asiste.demo.seed';

interface SeedMeta {
  version: number;
  generatedAt: string;
  /** The size it was generated at; absent: the demo tenant. */
  scale?: DemoScale | null;
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
 * The demo at scale: `localStorage.setItem('asiste.demo.scale', '{"people":2000,"months":3}')` and a
 * reload give the demo company that many people (40 to 5,000) with that many whole months of history (1 to 12),
 * the demo accounts among them; removing the key and reloading brings the usual demo back. For measuring the
 * screens at a large company's size (docs/performance.md); anything else in the key is ignored.
 */
export const DEMO_SCALE_KEY = 'asiste.demo.scale';

export function readDemoScale(): DemoScale | null {
  try {
    const raw = localStorage.getItem(DEMO_SCALE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { people, months } = value as Record<string, unknown>;
    const whole = (n: unknown, min: number, max: number): n is number =>
      Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
    return whole(people, 40, 5000) && whole(months, 1, 12) ? { people, months } : null;
  } catch {
    return null;
  }
}

/** Both the demo tenant, or both the same people and months. */
const sameScale = (a: DemoScale | null | undefined, b: DemoScale | null) =>
  a?.people === b?.people && a?.months === b?.months;

/**
 * What AdminPort created and a new day's seed must not lose: every doc of the other tenants, and the users docs
 * of the accounts it created in the demo tenant. (What people write is marked as they write it and kept by the
 * store itself, people-writes.ts; this also keeps what was created before there were marks.)
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

/**
 * Builds the seed in the worker, which also writes it to `dbName` and answers with what the database then holds;
 * null where no worker can (tests, old browsers).
 */
function seedInWorker(
  request: SeedRequest,
  dbName: string,
  keepWritten: boolean,
): Promise<SeedResult | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./seed-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const done = (result: SeedResult | null) => {
      worker.terminate();
      resolve(result);
    };
    worker.addEventListener('message', (event: MessageEvent<SeedWorkerReply>) => {
      if (event.data.ok) done({ docs: event.data.docs, users: event.data.users });
      else {
        console.warn('El generador de datos de demostración falló en segundo plano:', event.data.message);
        done(null);
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      done(null);
    });
    const message: SeedWorkerRequest = { ...request, dbName, keepWritten };
    worker.postMessage(message);
  });
}

/** Whether the punch a stored receipt signs is still in the store, at the time it signed. */
function stillPunched(store: DemoStore, receipt: Readonly<Record<string, unknown>>): boolean {
  const { recordId, action, time } = receipt;
  if (typeof recordId !== 'string' || !(time instanceof Date)) return false;
  if (!PUNCH_ORDER.includes(action as PunchAction)) return false;
  const record = store.privileged().get('attendance', recordId);
  const punched: unknown = record?.[PUNCH_FIELD[action as PunchAction]];
  return punched instanceof Date && punched.getTime() === time.getTime();
}

/**
 * Generates the demo tenant at `now` and replaces everything in the store with it, plus `keep` (what AdminPort
 * created) when given, with the accounts' roles and states mirrored onto their users docs. `keepWritten` (a new
 * day) keeps what people wrote over it (people-writes.ts); without it (a reset) that is gone too. A store kept in
 * IndexedDB gets it from the seed worker (generated and written off the main thread); otherwise, or if
 * the worker fails, it is built here.
 */
export async function seedDemoData(
  store: DemoStore,
  now: Date,
  accounts?: DemoAccounts,
  keep: DemoSeed = {},
  { keepWritten = false }: { keepWritten?: boolean } = {},
): Promise<void> {
  // Measured by docs/performance.md (performance.getEntriesByName('asiste:demo-seed')).
  performance.mark('asiste:demo-seed-start');
  const scale = readDemoScale();
  const request: SeedRequest = { now, keep, accounts: accounts?.rows() ?? null, scale };
  const dbName = store.persistedIn();
  const fromWorker = dbName === null ? null : await seedInWorker(request, dbName, keepWritten);
  let result: SeedResult;
  if (fromWorker !== null) {
    result = fromWorker;
    store.adoptPersisted(result.docs);
  } else {
    // The generator is only needed on first use and on reset: keep it out of the startup chunk.
    const { buildSeed } = await import('./seed-docs');
    result = buildSeed(request);
    await store.replaceAll(result.docs, { keepWritten });
  }
  // The regenerated tenant's punches are new: the old ones' receipts would only fill localStorage. Its open
  // punches are signed again by the demo's signer (demo-receipts.ts). A punch people made is still there, and its
  // receipt still verifies.
  forgetTenantReceipts(DEMO_TENANT.id, (receipt) => stillPunched(store, receipt));
  accounts?.adopt(result.users);
  performance.measure('asiste:demo-seed', 'asiste:demo-seed-start');
  const meta: SeedMeta = { version: DEMO_SEED_VERSION, generatedAt: now.toISOString(), scale };
  localStorage.setItem(SEED_META_KEY, JSON.stringify(meta));
}

/**
 * The demo stays alive: data is generated on first use, and again the first time the demo is opened on a new
 * day in the tenant's zone (a stale day would show yesterday's story with no "today"), after a seed change, or
 * when the size asked for (DEMO_SCALE_KEY) changes. What people wrote — punches, requests, corrections, what
 * AdminPort created: other companies, people created in the demo company — survives the new day, and the seed
 * brings the days around it.
 */
export async function ensureDemoData(store: DemoStore, now: Date, accounts?: DemoAccounts): Promise<void> {
  const meta = readMeta();
  const fresh =
    meta !== null &&
    meta.version === DEMO_SEED_VERSION &&
    sameScale(meta.scale, readDemoScale()) &&
    dayKey(new Date(meta.generatedAt), DEMO_TENANT.timeZone) === dayKey(now, DEMO_TENANT.timeZone);
  if (fresh) return;
  const keep = accounts === undefined ? {} : createdByAdmin(store, accounts);
  await seedDemoData(store, now, accounts, keep, { keepWritten: true });
}
