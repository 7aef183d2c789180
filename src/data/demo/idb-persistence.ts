/**
 * Write-through persistence of the demo store in IndexedDB: one object store per collection, the doc id as
 * key, the fields as value (IndexedDB's structured clone keeps `Date`s). Read once at open; written after each
 * commit in one transaction, so a batch is all-or-nothing on disk too.
 */
import { openDB, type IDBPDatabase } from 'idb';

import { COLLECTIONS, type CollectionName } from '../ports/collections';
import type { DocData } from './values';

export const DEFAULT_DB_NAME = 'asiste-demo';
/** Bump when STORED grows: the upgrade creates the missing object stores. */
const DB_VERSION = 2;

/**
 * Every collection but the people's months of copies, which the demo store builds from their sources when it
 * opens (demo-store.ts, `deriveMonths`) rather than reading them twice from disk.
 */
const STORED = COLLECTIONS.filter((collection) => collection !== 'attendanceMonths');
const isStored = (doc: PersistedDoc): doc is PersistedDoc & { collection: (typeof STORED)[number] } =>
  doc.collection !== 'attendanceMonths';

type DemoDb = { [C in CollectionName]: { key: string; value: DocData } };

export interface PersistedDoc {
  collection: CollectionName;
  id: string;
  /** Null deletes the doc. */
  data: DocData | null;
}

export interface Persistence {
  loadAll(): Promise<PersistedDoc[]>;
  write(changes: readonly PersistedDoc[]): Promise<void>;
  /** Replaces the whole content (seed, reset). */
  replaceAll(docs: readonly PersistedDoc[]): Promise<void>;
  close(): void;
}

export async function openIdbPersistence(dbName: string = DEFAULT_DB_NAME): Promise<Persistence> {
  let db: IDBPDatabase<DemoDb> | null = await openDB<DemoDb>(dbName, DB_VERSION, {
    upgrade(database) {
      for (const name of STORED) {
        if (!database.objectStoreNames.contains(name)) database.createObjectStore(name);
      }
    },
    // Another tab wants a newer schema: let it, this tab keeps working from memory.
    blocking() {
      db?.close();
      db = null;
    },
  });

  const open = (): IDBPDatabase<DemoDb> => {
    if (db === null) throw new Error(`IndexedDB '${dbName}' is closed`);
    return db;
  };

  return {
    async loadAll() {
      const tx = open().transaction([...STORED], 'readonly');
      const loaded = await Promise.all(
        STORED.map(async (collection) => {
          const store = tx.objectStore(collection);
          const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
          return keys.map((id, i): PersistedDoc => ({ collection, id, data: values[i] ?? {} }));
        }),
      );
      await tx.done;
      return loaded.flat();
    },

    async write(all) {
      const changes = all.filter(isStored);
      if (changes.length === 0) return;
      const names = [...new Set(changes.map((change) => change.collection))];
      const tx = open().transaction(names, 'readwrite');
      // Requests are issued synchronously, so the values are cloned before any caller can touch them.
      const requests = changes.map(({ collection, id, data }) =>
        data === null ? tx.objectStore(collection).delete(id) : tx.objectStore(collection).put(data, id),
      );
      await Promise.all([...requests, tx.done]);
    },

    async replaceAll(docs) {
      const tx = open().transaction([...STORED], 'readwrite');
      const requests: Promise<unknown>[] = STORED.map((collection) => tx.objectStore(collection).clear());
      for (const { collection, id, data } of docs.filter(isStored)) {
        if (data !== null) requests.push(tx.objectStore(collection).put(data, id));
      }
      await Promise.all([...requests, tx.done]);
    },

    close() {
      db?.close();
      db = null;
    },
  };
}
