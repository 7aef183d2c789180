import {
  DataError,
  type DocumentStore,
  type WatchHandlers,
  type WriteBatch,
} from '../../ports/document-store';

type Load = () => Promise<DocumentStore>;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id (20 characters), made without loading the SDK. */
export function autoId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  let id = '';
  // Rejection sampling keeps every character equally likely (248 = 4 × 62).
  for (const byte of bytes) {
    if (byte < 248) id += ID_ALPHABET.charAt(byte % 62);
    if (id.length === 20) return id;
  }
  return id + autoId().slice(id.length);
}

function failed(error: unknown): DataError {
  return error instanceof DataError ? error : new DataError('unavailable', String(error));
}

function deferWatch<T>(load: Load, handlers: WatchHandlers<T>, start: (store: DocumentStore) => () => void) {
  let stop: (() => void) | null = null;
  let cancelled = false;
  load().then(
    (store) => {
      if (!cancelled) stop = start(store);
    },
    (error: unknown) => handlers.error?.(failed(error)),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

function deferredBatch(load: Load): WriteBatch {
  const steps: ((batch: WriteBatch) => void)[] = [];
  const batch: WriteBatch = {
    set: (collection, id, data, options) => {
      steps.push((b) => b.set(collection, id, data, options));
      return batch;
    },
    update: (collection, id, data) => {
      steps.push((b) => b.update(collection, id, data));
      return batch;
    },
    delete: (collection, id) => {
      steps.push((b) => b.delete(collection, id));
      return batch;
    },
    commit: async () => {
      const real = (await load()).batch();
      for (const step of steps) step(real);
      await real.commit();
    },
  };
  return batch;
}

/**
 * The DocumentStore whose Firestore SDK loads on first use, not at start: `/login` and the landing page never
 * pay for it. Watches subscribe once it has loaded; ids are generated locally like Firestore's.
 */
export function lazyStore(importStore: Load): DocumentStore {
  let loading: Promise<DocumentStore> | null = null;
  const load: Load = () => (loading ??= importStore());
  return {
    get: async (collection, id) => (await load()).get(collection, id),
    list: async (collection, query) => (await load()).list(collection, query),
    add: async (collection, data) => (await load()).add(collection, data),
    set: async (collection, id, data, options) => (await load()).set(collection, id, data, options),
    update: async (collection, id, data) => (await load()).update(collection, id, data),
    delete: async (collection, id) => (await load()).delete(collection, id),
    watchQuery: (collection, query, handlers) =>
      deferWatch(load, handlers, (store) => store.watchQuery(collection, query, handlers)),
    watchDoc: (collection, id, handlers) =>
      deferWatch(load, handlers, (store) => store.watchDoc(collection, id, handlers)),
    newId: () => autoId(),
    batch: () => deferredBatch(load),
  };
}
