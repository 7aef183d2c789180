/**
 * The server services' ServerStore in the demo (AdminPort, the punch signer): tenants, users, logs and
 * attendance through the demo store's privileged writer (no access policy, like the Admin SDK; persisted and
 * broadcast like any write), and the server-only collections (the mail queue, the request records, the signed
 * receipts, the rate-limit counters and the PIN hashes) in a small map persisted in localStorage, which no client read reaches.
 */
import { incrementedServerDoc, updatedServerDoc } from '../../../server/admin/server-doc';
import type { ServerCollection, ServerDoc, ServerStore } from '../../../server/admin/server-ports';
import type { CollectionName } from '../../ports/collections';
import type { PrivilegedAccess } from './demo-store';
import { prepareWrite } from './values';
import { autoId } from './write-plan';

export const SERVER_ONLY_KEY = 'asiste.demo.server';

type ServerOnly = Exclude<ServerCollection, CollectionName>;
type ServerOnlyTables = Record<ServerOnly, Record<string, ServerDoc>>;

/**
 * `pins`: the PIN hashes (Res. Ex. N° 38 art. 7 g), which no client may read, as in Firebase; `objectionLinks`:
 * the used objection links (art. 40.2).
 */
const SERVER_ONLY: readonly ServerOnly[] = [
  'mail',
  'adminRequests',
  'receipts',
  'rateLimits',
  'pins',
  'objectionLinks',
];

function isServerOnly(collection: ServerCollection): collection is ServerOnly {
  return (SERVER_ONLY as readonly string[]).includes(collection);
}

/** `value` with its dates as `{ $date: iso }`, so they come back as Dates (decode). */
function withTaggedDates(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(withTaggedDates);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = withTaggedDates((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * The map as JSON. The dates are tagged first and the result stringified without a replacer: a replacer
 * function called for every value made a save of 2,000 people's receipts about 2.5 times slower.
 */
function encode(tables: ServerOnlyTables): string {
  return JSON.stringify(withTaggedDates(tables));
}

function decode(raw: string): Partial<ServerOnlyTables> {
  return JSON.parse(raw, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { $date?: unknown }).$date === 'string'
      ? new Date((value as { $date: string }).$date)
      : value,
  ) as Partial<ServerOnlyTables>;
}

function parse(raw: string | null): ServerOnlyTables {
  let stored: Partial<ServerOnlyTables> = {};
  try {
    if (raw !== null) stored = decode(raw);
  } catch {
    // A damaged map starts empty: it only holds queued mail, retry records, receipts and counters.
  }
  // A map saved before a table existed reads that table as empty.
  return Object.fromEntries(SERVER_ONLY.map((table) => [table, stored[table] ?? {}])) as ServerOnlyTables;
}

/** At most one write of the map to localStorage per this many ms: a burst of writes is saved once. */
const SAVE_AFTER_MS = 200;
/**
 * A save waits at least this many times as long as the last one took, so saving takes at most a twentieth of the
 * main thread however large the map grows (at 2,000 people, a save of the receipts took about 100 ms).
 */
const SAVE_COST_FACTOR = 20;

/** Where the map is kept: localStorage, or nowhere where there is none (scripts in Node). */
const storageHere = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * This tab's copy of the map and the localStorage text it was read from or last saved as: read again only when
 * another tab saved the map (the `storage` event, which a tab never gets for its own writes) and its text
 * differs. This tab's writes go to the copy and are saved SAVE_AFTER_MS (or SAVE_COST_FACTOR times the last save)
 * after the first of a burst, or at once when the page is hidden or closed; a save first takes what another tab
 * saved meanwhile and lays this tab's writes over it. Reading and writing the whole map on every call made
 * signing the open punches of 2,000 people at start quadratic (over a minute of main thread,
 * docs/performance-log.md), and reading localStorage's text on every call still cost about 1 ms a call at that
 * size.
 */
let copy: { storage: Storage | null; raw: string | null; tables: ServerOnlyTables } | null = null;
/** This tab's writes not saved yet, by `collection/id`. */
const pending = new Map<string, { collection: ServerOnly; id: string; data: ServerDoc }>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** How long the last save took, in ms. */
let lastSaveMs = 0;
/** Another tab saved the map since this tab last looked. */
let savedElsewhere = false;
/** A save did not fit in localStorage (said once). */
let warnedFull = false;

function dropCopy(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  pending.clear();
  copy = null;
  lastSaveMs = 0;
  savedElsewhere = false;
  warnedFull = false;
}

/** The map as this tab sees it: what is saved, read again if another tab changed it, with this tab's writes. */
function readServerOnly(): ServerOnlyTables {
  const storage = storageHere();
  // A copy of another storage (a test environment's previous one) is not this one's.
  if (copy !== null && copy.storage !== storage) dropCopy();
  if (copy !== null && !savedElsewhere) return copy.tables;
  savedElsewhere = false;
  const raw = storage?.getItem(SERVER_ONLY_KEY) ?? null;
  if (copy === null || copy.raw !== raw) {
    const tables = parse(raw);
    for (const { collection, id, data } of pending.values()) tables[collection][id] = data;
    copy = { storage, raw, tables };
  }
  return copy.tables;
}

/** Documents whose `expiresAt` has passed are dropped when their table is written (Firestore's TTL). */
function withoutExpired(table: Record<string, ServerDoc>): Record<string, ServerDoc> {
  const now = Date.now();
  const expired = (doc: ServerDoc) => doc['expiresAt'] instanceof Date && doc['expiresAt'].getTime() < now;
  if (!Object.values(table).some(expired)) return table;
  return Object.fromEntries(Object.entries(table).filter(([, doc]) => !expired(doc)));
}

function writeServerOnly(collection: ServerOnly, id: string, data: ServerDoc): void {
  const tables = readServerOnly();
  // Only a table of expiring documents (mail, counters) is swept: a receipt's write stays one assignment.
  if (data['expiresAt'] instanceof Date) tables[collection] = withoutExpired(tables[collection]);
  tables[collection][id] = data;
  pending.set(`${collection}/${id}`, { collection, id, data });
  saveTimer ??= setTimeout(saveServerOnly, Math.max(SAVE_AFTER_MS, SAVE_COST_FACTOR * lastSaveMs));
}

/** Saves the whole map as `tables` now: nothing of this tab is pending afterwards. */
function saveAll(tables: ServerOnlyTables): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  const started = performance.now();
  const raw = encode(tables);
  const storage = storageHere();
  try {
    storage?.setItem(SERVER_ONLY_KEY, raw);
    pending.clear();
    copy = { storage, raw, tables };
  } catch (error) {
    // Over localStorage's quota (the receipts of a company of thousands): the writes stay in this tab's copy,
    // pending, and the next save tries again.
    if (!warnedFull) console.warn('La demo no pudo guardar sus datos de servidor en localStorage', error);
    warnedFull = true;
  } finally {
    lastSaveMs = performance.now() - started;
  }
}

/** Saves this tab's writes to localStorage now (the page hides or closes; a test reads localStorage itself). */
export function saveServerOnly(): void {
  if (pending.size > 0) saveAll(readServerOnly());
}

/** Forgets the map, saved and pending (the demo's reset; between tests). */
export function discardServerOnly(): void {
  dropCopy();
  storageHere()?.removeItem(SERVER_ONLY_KEY);
}

if (typeof addEventListener === 'function' && typeof document !== 'undefined') {
  addEventListener('storage', (event) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === SERVER_ONLY_KEY || event.key === null) savedElsewhere = true;
  });
  addEventListener('pagehide', saveServerOnly);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveServerOnly();
  });
}

/**
 * Forgets the signed receipts of a tenant but those `keep` names (the demo tenant, when its data is generated
 * again: its punches are new, and yesterday's receipts would only fill localStorage; a punch people made stays,
 * and so does its receipt).
 */
export function forgetTenantReceipts(
  tenantId: string,
  keep: (receipt: ServerDoc) => boolean = () => false,
): void {
  const tables = readServerOnly();
  tables.receipts = Object.fromEntries(
    Object.entries(tables.receipts).filter(
      ([, receipt]) => receipt['tenantId'] !== tenantId || keep(receipt),
    ),
  );
  saveAll(tables);
}

function matches(data: ServerDoc, equals: Readonly<Record<string, string | boolean>>): boolean {
  return Object.entries(equals).every(([field, value]) => data[field] === value);
}

function withoutId(doc: object): ServerDoc {
  const { id: _id, ...data } = doc as ServerDoc;
  return data;
}

export function demoServerStore(privileged: PrivilegedAccess): ServerStore {
  const store: ServerStore = {
    async get(collection, id) {
      if (isServerOnly(collection)) return readServerOnly()[collection][id] ?? null;
      const doc = privileged.get(collection, id);
      return doc === null ? null : withoutId(doc);
    },
    async set(collection, id, data) {
      if (isServerOnly(collection)) writeServerOnly(collection, id, prepareWrite(data));
      else await privileged.commit([{ kind: 'set', collection, id, data: prepareWrite(data), merge: false }]);
    },
    async update(collection, id, data) {
      if (isServerOnly(collection)) {
        const before = readServerOnly()[collection][id];
        if (before === undefined) throw new Error(`No document to update: ${collection}/${id}`);
        writeServerOnly(collection, id, updatedServerDoc(before, prepareWrite(data)));
      } else {
        // The demo store's update reads dotted keys as field paths already (write-plan.ts).
        await privileged.commit([{ kind: 'update', collection, id, data: prepareWrite(data) }]);
      }
    },
    // Atomic in this tab: nothing is awaited between the read and the write (the privileged commit applies
    // its write before its first await), so no other signer or call runs in between.
    async create(collection, id, data) {
      if (isServerOnly(collection)) {
        if (readServerOnly()[collection][id] !== undefined) return false;
        writeServerOnly(collection, id, prepareWrite(data));
        return true;
      }
      if (privileged.get(collection, id) !== null) return false;
      await privileged.commit([{ kind: 'set', collection, id, data: prepareWrite(data), merge: false }]);
      return true;
    },
    async increment(collection, id, field, data) {
      if (!isServerOnly(collection))
        throw new Error(`The demo counts in server-only tables only: ${collection}`);
      const { doc, count } = incrementedServerDoc(readServerOnly()[collection][id] ?? null, field, data);
      writeServerOnly(collection, id, prepareWrite(doc));
      return count;
    },
    async add(collection, data) {
      const id = autoId();
      await store.set(collection, id, data);
      return id;
    },
    async where(collection, equals) {
      const docs = isServerOnly(collection)
        ? Object.entries(readServerOnly()[collection]).map(([id, data]) => ({ id, data }))
        : privileged.all(collection).map((doc) => ({ id: doc.id, data: withoutId(doc) }));
      return docs.filter((doc) => matches(doc.data, equals));
    },
  };
  return store;
}
