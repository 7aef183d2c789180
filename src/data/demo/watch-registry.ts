/**
 * Live queries and documents of the demo store. After each change (local, another tab, a reload) the watchers
 * of the touched collections are re-evaluated in one microtask; a watcher emits only when its result changed,
 * and is billed like a Firestore listener: the initial result (at least 1 read), then 1 read per added or
 * changed doc. A watcher whose caller lost access gets `permission-denied` and stops, as in Firestore.
 */
import type { CollectionName } from '../ports/collections';
import { isDataError, type DataError } from '../ports/document-store';
import type { StoredDoc, Tables } from './memory-tables';
import { runQuery, type CompiledQuery } from './query-engine';

interface Watcher {
  collection: CollectionName;
  /** Throws a DataError when the caller may not (or no longer) watch. */
  evaluate(): void;
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
  private readonly dirty = new Set<Watcher>();
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
      evaluate: () => {
        listener.authorize(null);
        const result = runQuery(this.tables[collection].candidates(query.filters), query);
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

  /** Re-evaluates the watchers of these collections (all when omitted) in the next microtask. */
  notify(collections?: Iterable<CollectionName>): void {
    const touched = collections === undefined ? null : new Set(collections);
    for (const watcher of this.watchers) {
      if (touched === null || touched.has(watcher.collection)) this.dirty.add(watcher);
    }
    this.schedule();
  }

  close(): void {
    this.watchers.clear();
    this.dirty.clear();
  }

  private add(watcher: Watcher): () => void {
    this.watchers.add(watcher);
    this.dirty.add(watcher);
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
    for (const watcher of batch) {
      if (!this.watchers.has(watcher)) continue;
      try {
        watcher.evaluate();
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
