/**
 * The watch half of the demo store: turns port watch calls into registry watchers guarded by the policy, and
 * registry results into deep-copied documents.
 */
import type { CollectionMap, CollectionName } from '../../ports/collections';
import {
  DataError,
  isDataError,
  type Query,
  type WatchHandlers,
  type WithId,
} from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { assertCanGet, assertCanList, isStateDoc, requesterFor } from './access-policy';
import type { StoredDoc, Tables } from './memory-tables';
import { compileQuery } from './query-engine';
import { cloneValue } from './values';
import { guardHandler, WatchRegistry } from './watch-registry';
import { assertValidId } from './write-plan';

/** A stored doc as it crosses the port: a deep copy, so callers can never change the store's data. */
export function toDoc<C extends CollectionName>(doc: StoredDoc): WithId<CollectionMap[C]> {
  return { ...cloneValue(doc.data), id: doc.id } as unknown as WithId<CollectionMap[C]>;
}

export function toDataError(error: unknown): DataError {
  return isDataError(error)
    ? error
    : new DataError('unknown', error instanceof Error ? error.message : String(error));
}

function failer(collection: CollectionName, handlers: { error?: (error: DataError) => void }) {
  return (error: DataError) => {
    if (handlers.error !== undefined) handlers.error(error);
    // Like the Firestore SDK, a listener without an error callback still gets its failure reported.
    else console.error(`Uncaught error in a ${collection} watcher:`, error);
  };
}

/** A watch that could not start fails through its error handler, asynchronously, like a refused listen. */
function refused(fail: (error: DataError) => void, error: unknown): () => void {
  queueMicrotask(() => fail(toDataError(error)));
  return () => undefined;
}

export class DemoWatches {
  private readonly registry: WatchRegistry;

  constructor(
    private readonly tables: Tables,
    private readonly getCaller: () => PolicyCaller | null,
    countReads: (reads: number) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.registry = new WatchRegistry(tables, countReads);
  }

  /** The caller with its off-switches as stored now: every evaluation of a watcher judges them afresh. */
  private requester() {
    return requesterFor(this.getCaller(), this.tables, this.now());
  }

  watchQuery<C extends CollectionName>(
    collection: C,
    query: Query<C>,
    handlers: WatchHandlers<WithId<CollectionMap[C]>[]>,
  ): () => void {
    const fail = failer(collection, handlers);
    try {
      const compiled = compileQuery(query);
      return this.registry.watchQuery(collection, compiled, {
        authorize: () => assertCanList(collection, compiled.filters, this.requester()),
        next: guardHandler((docs: StoredDoc[]) => handlers.next(docs.map((doc) => toDoc<C>(doc)))),
        error: fail,
      });
    } catch (error) {
      return refused(fail, error);
    }
  }

  watchDoc<C extends CollectionName>(
    collection: C,
    id: string,
    handlers: WatchHandlers<WithId<CollectionMap[C]> | null>,
  ): () => void {
    const fail = failer(collection, handlers);
    try {
      assertValidId(id);
    } catch (error) {
      return refused(fail, error);
    }
    return this.registry.watchDoc(collection, id, {
      authorize: (doc) => assertCanGet(collection, doc, this.requester()),
      next: guardHandler((doc: StoredDoc | null) => handlers.next(doc === null ? null : toDoc<C>(doc))),
      error: fail,
    });
  }

  /**
   * Re-evaluates the watchers of the changed collections (all when omitted). A change to the caller's tenant or
   * users doc may switch the caller off, so it re-judges every watcher: each then ends with permission-denied.
   */
  notify(changes?: readonly { collection: CollectionName; id: string }[]): void {
    const caller = this.getCaller();
    if (changes === undefined || changes.some(({ collection, id }) => isStateDoc(caller, collection, id))) {
      this.registry.notify();
    } else {
      this.registry.notify(changes);
    }
  }

  close(): void {
    this.registry.close();
  }
}
