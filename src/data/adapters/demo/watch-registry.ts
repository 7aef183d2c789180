/**
 * Live queries and documents of the demo store. After each change (local, another tab, a reload) the watchers
 * of the touched collections are re-evaluated in one microtask; a watcher emits only when its result changed,
 * and is billed like a Firestore listener: the initial result (at least 1 read), then 1 read per added or
 * changed doc. A watcher whose caller lost access gets `permission-denied` and stops, as in Firestore.
 */
import type { CollectionName } from '../../ports/collections';
import { isDataError, type DataError } from '../../ports/document-store';
import type { StoredDoc, Tables } from './memory-tables';
import { compareDocs, matchesQuery, runQuery, type CompiledQuery } from './query-engine';

/** The ids of a watcher's collection changed since it last ran, or null: anything may have (run it whole). */
type Changed = ReadonlySet<string> | null;

interface Watcher {
  collection: CollectionName;
  /** Throws a DataError when the caller may not (or no longer) watch. */
  evaluate(changed: Changed): void;
  fail(error: DataError): void;
}

interface Listener<T> {
  /** Throws a DataError to refuse. */
  authorize: (doc: StoredDoc | null) => void;
  next: (value: T) => void;
  error: (error: DataError) => void;
}

function sameResult(a: readonly StoredDoc[], b: readonly StoredDoc[]): boolean {
  return a.length === b.length && a.every((doc, i) => doc.id === b[i]?.id && doc.version === b[i]?.version);
}

function rethrowLater(error: unknown): void {
  // A failing handler must not stop the other watchers, nor be swallowed.
  setTimeout(() => {
    throw error;
  });
}

export class WatchRegistry {
  private readonly watchers = new Set<Watcher>();
  /** The watchers to run, each with the ids changed since (null: run it whole). */
  private readonly dirty = new Map<Watcher, Set<string> | null>();
  private scheduled = false;

  constructor(
    private readonly tables: Tables,
    private readonly countReads: (reads: number) => void,
  ) {}

  get size(): number {
    return this.watchers.size;
  }

  watchQuery(collection: CollectionName, query: CompiledQuery, listener: Listener<StoredDoc[]>): () => void {
    let last: StoredDoc[] | null = null;
    return this.add({
      collection,
      fail: listener.error,
      evaluate: (changed) => {
        listener.authorize(null);
        const result =
          last !== null && changed !== null && query.limit === null && query.cursor === null
            ? this.patch(collection, query, last, changed)
            : runQuery(this.tables[collection].candidates(query.filters), query);
        if (last !== null && sameResult(last, result)) return;
        if (last === null) {
          this.countReads(Math.max(1, result.length));
        } else {
          const seen = new Map(last.map((doc) => [doc.id, doc.version]));
          this.countReads(result.filter((doc) => seen.get(doc.id) !== doc.version).length);
        }
        last = result;
        listener.next(result);
      },
    });
  }

  watchDoc(collection: CollectionName, id: string, listener: Listener<StoredDoc | null>): () => void {
    let lastVersion: number | null | undefined;
    return this.add({
      collection,
      fail: listener.error,
      evaluate: () => {
        const doc = this.tables[collection].get(id) ?? null;
        listener.authorize(doc);
        const version = doc?.version ?? null;
        if (version === lastVersion) return;
        // Reading a missing doc is billed once, at the start; a deletion is not billed.
        if (lastVersion === undefined || doc !== null) this.countReads(1);
        lastVersion = version;
        listener.next(doc);
      },
    });
  }

  /**
   * Re-evaluates, in the next microtask, the watchers of the collections these documents are in (all watchers,
   * wholly, when omitted). A query without a limit or cursor then looks only at the changed documents: its
   * result is the last one with them taken out and those that match now put back (at 2,000 people a
   * watch of today's attendance scanned the tenant's 140,000 records on every punch the demo signed).
   */
  notify(changes?: readonly { collection: CollectionName; id: string }[]): void {
    if (changes === undefined) {
      for (const watcher of this.watchers) this.dirty.set(watcher, null);
    } else {
      const byCollection = new Map<CollectionName, string[]>();
      for (const { collection, id } of changes) {
        const ids = byCollection.get(collection);
        if (ids === undefined) byCollection.set(collection, [id]);
        else ids.push(id);
      }
      for (const watcher of this.watchers) {
        const ids = byCollection.get(watcher.collection);
        if (ids === undefined) continue;
        const pending = this.dirty.get(watcher);
        if (pending === undefined) this.dirty.set(watcher, new Set(ids));
        else if (pending !== null) for (const id of ids) pending.add(id);
      }
    }
    this.schedule();
  }

  /** A query's last result brought up to date with the changed documents alone (the same result runQuery gives). */
  private patch(
    collection: CollectionName,
    query: CompiledQuery,
    last: StoredDoc[],
    changed: ReadonlySet<string>,
  ): StoredDoc[] {
    const table = this.tables[collection];
    const fresh: StoredDoc[] = [];
    for (const id of changed) {
      const doc = table.get(id);
      if (doc !== undefined && matchesQuery(doc, query)) fresh.push(doc);
    }
    const kept = last.filter((doc) => !changed.has(doc.id));
    if (fresh.length === 0 && kept.length === last.length) return last;
    return [...kept, ...fresh].sort(compareDocs(query));
  }

  close(): void {
    this.watchers.clear();
    this.dirty.clear();
  }

  private add(watcher: Watcher): () => void {
    this.watchers.add(watcher);
    this.dirty.set(watcher, null);
    this.schedule();
    return () => {
      this.watchers.delete(watcher);
      this.dirty.delete(watcher);
    };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const batch = [...this.dirty];
    this.dirty.clear();
    for (const [watcher, changed] of batch) {
      if (!this.watchers.has(watcher)) continue;
      try {
        watcher.evaluate(changed);
      } catch (error) {
        if (!isDataError(error)) {
          rethrowLater(error);
          continue;
        }
        this.watchers.delete(watcher);
        try {
          watcher.fail(error);
        } catch (handlerError) {
          rethrowLater(handlerError);
        }
      }
    }
  }
}

/** Wraps a handler so its own exceptions surface without breaking the registry. */
export function guardHandler<T>(handler: (value: T) => void): (value: T) => void {
  return (value) => {
    try {
      handler(value);
    } catch (error) {
      rethrowLater(error);
    }
  };
}
