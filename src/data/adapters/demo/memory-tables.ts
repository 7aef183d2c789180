/**
 * The demo store's working set: one Map per collection, plus equality indexes on `tenantId` and `userId`
 * (every screen filters by tenant, employee screens also by user), so a tenant's query scans only that tenant.
 */
import { COLLECTIONS, type CollectionName } from '../../ports/collections';
import type { DocEntry, Filter } from './query-engine';
import type { DocData } from './values';

export interface StoredDoc extends DocEntry {
  /** Bumped on every write: watchers compare versions to find changed documents. */
  readonly version: number;
}

const INDEXED_FIELDS = ['tenantId', 'userId'] as const;
type IndexedField = (typeof INDEXED_FIELDS)[number];

/** Only strings and null are indexed: an `==` on any other type scans the collection. */
const indexable = (value: unknown): value is string | null => value === null || typeof value === 'string';

export class CollectionTable {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly indexes: Record<IndexedField, Map<string | null, Set<string>>> = {
    tenantId: new Map(),
    userId: new Map(),
  };
  private version = 0;

  get size(): number {
    return this.docs.size;
  }

  get(id: string): StoredDoc | undefined {
    return this.docs.get(id);
  }

  all(): IterableIterator<StoredDoc> {
    return this.docs.values();
  }

  /** Stores `data` as is (the caller hands over a private copy). */
  put(id: string, data: DocData): StoredDoc {
    this.remove(id);
    const doc: StoredDoc = { id, data, version: ++this.version };
    this.docs.set(id, doc);
    for (const field of INDEXED_FIELDS) {
      const value = data[field];
      if (!indexable(value)) continue;
      const ids = this.indexes[field].get(value) ?? new Set<string>();
      ids.add(id);
      this.indexes[field].set(value, ids);
    }
    return doc;
  }

  remove(id: string): boolean {
    const doc = this.docs.get(id);
    if (doc === undefined) return false;
    this.docs.delete(id);
    for (const field of INDEXED_FIELDS) {
      const value = doc.data[field];
      if (indexable(value)) this.indexes[field].get(value)?.delete(id);
    }
    return true;
  }

  clear(): void {
    this.docs.clear();
    for (const field of INDEXED_FIELDS) this.indexes[field].clear();
  }

  /** Documents that may match the filters: the smallest indexed `==` bucket, or everything. */
  candidates(filters: readonly Filter[]): Iterable<StoredDoc> {
    let best: Set<string> | null = null;
    for (const { field, op, value } of filters) {
      if (op !== '==' || !indexable(value) || (field !== 'tenantId' && field !== 'userId')) continue;
      const ids: Set<string> = this.indexes[field].get(value) ?? new Set<string>();
      if (best === null || ids.size < best.size) best = ids;
    }
    if (best === null) return this.docs.values();
    const docs: StoredDoc[] = [];
    for (const id of best) {
      const doc = this.docs.get(id);
      if (doc !== undefined) docs.push(doc);
    }
    return docs;
  }
}

/**
 * A table filled on first use: `fill` runs before the first read or write after `fillLater()`, unless `clear()`
 * came first. The demo's months of copies are built this way: an employee's screens never read them,
 * and building them at start cost about 90 ms of a phone's main thread (4× CPU) before the first screen showed.
 */
export class LazyTable extends CollectionTable {
  private pending = false;

  constructor(private readonly fill: () => void) {
    super();
  }

  /** Runs `fill` before the next use. */
  fillLater(): void {
    this.pending = true;
  }

  private ensure(): void {
    if (!this.pending) return;
    this.pending = false;
    this.fill();
  }

  override get size(): number {
    this.ensure();
    return super.size;
  }

  override get(id: string): StoredDoc | undefined {
    this.ensure();
    return super.get(id);
  }

  override all(): IterableIterator<StoredDoc> {
    this.ensure();
    return super.all();
  }

  override put(id: string, data: DocData): StoredDoc {
    this.ensure();
    return super.put(id, data);
  }

  override remove(id: string): boolean {
    this.ensure();
    return super.remove(id);
  }

  override clear(): void {
    this.pending = false;
    super.clear();
  }

  override candidates(filters: readonly Filter[]): Iterable<StoredDoc> {
    this.ensure();
    return super.candidates(filters);
  }
}

export type Tables = Record<CollectionName, CollectionTable>;

export function createTables(): Tables {
  const tables: Partial<Tables> = {};
  for (const name of COLLECTIONS) tables[name] = new CollectionTable();
  return tables as Tables;
}
