import { dayKey } from '../../domain/calendar/time-zone';
import type { DemoStore } from './demo-store';
import { DEMO_TENANT } from './demo-tenant';
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

/** Generates the demo tenant at `now` and replaces everything in the store with it. */
export async function seedDemoData(store: DemoStore, now: Date): Promise<void> {
  // The generator is only needed on first use and on reset: keep it out of the startup chunk.
  const { generateDemoTenant, hashAppPunches } = await import('./seed');
  // Measured by docs/performance.md (performance.getEntriesByName('asiste:demo-seed')).
  performance.mark('asiste:demo-seed-start');
  const dataset = generateDemoTenant({ now });
  await hashAppPunches(dataset.attendance, DEMO_TENANT.timeZone);
  performance.measure('asiste:demo-generate', 'asiste:demo-seed-start');
  await store.seedAll(dataset);
  performance.measure('asiste:demo-seed', 'asiste:demo-seed-start');
  const meta: SeedMeta = { version: DEMO_SEED_VERSION, generatedAt: now.toISOString() };
  localStorage.setItem(SEED_META_KEY, JSON.stringify(meta));
}

/**
 * The demo stays alive: data is generated on first use, and again the first time the demo is opened on a new
 * day in the tenant's zone (a stale day would show yesterday's story with no "today"), or after a seed change.
 */
export async function ensureDemoData(store: DemoStore, now: Date): Promise<void> {
  const meta = readMeta();
  const fresh =
    meta !== null &&
    meta.version === DEMO_SEED_VERSION &&
    dayKey(new Date(meta.generatedAt), DEMO_TENANT.timeZone) === dayKey(now, DEMO_TENANT.timeZone);
  if (!fresh) await seedDemoData(store, now);
}
