/**
 * Write-through persistence of the demo store in IndexedDB: one object store per collection, the doc id as
 * key, the fields as value (IndexedDB's structured clone keeps `Date`s), and `written`, the marks of what people
 * wrote since the data was generated (people-writes.ts). Read once at open. Each commit re-reads the docs it
 * touches and writes its changes in one read-write transaction (see `commit`), so a batch is all-or-nothing on
 * disk too, and no tab writes over what another tab saved a moment before.
 */
import { openDB, type IDBPDatabase } from 'idb';

import { COLLECTIONS, type CollectionName } from '../../ports/collections';
import { markKey, marksOf, withPeopleWrites, type WrittenMark } from './people-writes';
import type { DocData } from './values';

export const DEFAULT_DB_NAME = 'asiste-demo';
/**
 * Bump when the object stores change: the upgrade creates the missing ones. 3 added `written`, 4 `workplaces`, 5
 * `incidents`, 6 `scheduleChanges`, 7 `indicators`. A database of a
 * higher version (a newer build's, after going back to this one) cannot be opened: open-demo-store.ts offers to
 * delete it.
 */
export const DB_VERSION = 7;

/** The object store of the marks (people-writes.ts), one per doc, keyed `collection/id`. */
const WRITTEN = 'written';

/**
 * Every collection but the people's months of copies, which the demo store builds from their sources when it
 * opens (demo-store.ts, `deriveMonths`) rather than reading them twice from disk.
 */
const STORED = COLLECTIONS.filter((collection) => collection !== 'attendanceMonths');
type StoredName = (typeof STORED)[number];
const isStoredName = (collection: CollectionName): collection is StoredName =>
  collection !== 'attendanceMonths';
const isStored = <D extends { collection: CollectionName }>(doc: D): doc is D & { collection: StoredName } =>
  isStoredName(doc.collection);

type DemoDb = { [C in CollectionName]: { key: string; value: DocData } } & {
  [WRITTEN]: { key: string; value: WrittenMark };
};

export interface DocKey {
  collection: CollectionName;
  id: string;
}

export interface PersistedDoc extends DocKey {
  /** Null deletes the doc (or: it is missing). */
  data: DocData | null;
}

export interface CommitOptions {
  /** A server trigger's write (the punch signer, the mail queue): no person wrote it, so nothing is marked. */
  byServer?: boolean;
}

export interface Persistence {
  loadAll(): Promise<PersistedDoc[]>;
  /** Docs as stored now (data null: missing). */
  read(keys: readonly DocKey[]): Promise<PersistedDoc[]>;
  /**
   * One commit, planned on what is stored: reads the docs `keys` names, hands them to `plan` (synchronous), and
   * writes the changes it returns, with their marks unless `byServer`, in the same read-write transaction.
   * IndexedDB runs the read-write transactions of every tab over the same object stores one at a time, so the
   * plan sees what any other tab saved before it, and nothing is saved between its read and its write. If `plan`
   * throws, nothing is written and its error is thrown as is.
   */
  commit<T extends readonly PersistedDoc[]>(
    keys: readonly DocKey[],
    plan: (stored: PersistedDoc[]) => T,
    options?: CommitOptions,
  ): Promise<T>;
  /**
   * Replaces the whole content with `docs` (seed, reset) and resolves to what it holds then. `keepWritten` (a new
   * day's seed) keeps what people wrote, read in the same transaction, over `docs`, and their marks; otherwise
   * the marks are forgotten too.
   */
  replaceAll(docs: readonly PersistedDoc[], options?: { keepWritten?: boolean }): Promise<PersistedDoc[]>;
  close(): void;
}

/** Each doc once, for the collections kept on disk. */
function storedKeys(keys: readonly DocKey[]): (DocKey & { collection: StoredName })[] {
  const unique = new Map(keys.filter(isStored).map((key) => [markKey(key.collection, key.id), key]));
  return [...unique.values()];
}

export async function openIdbPersistence(dbName: string = DEFAULT_DB_NAME): Promise<Persistence> {
  let db: IDBPDatabase<DemoDb> | null = await openDB<DemoDb>(dbName, DB_VERSION, {
    upgrade(database) {
      for (const name of [...STORED, WRITTEN] as const) {
        if (!database.objectStoreNames.contains(name)) database.createObjectStore(name);
      }
    },
    // Another tab wants a newer schema (or deletes the database): let it, this tab keeps working from memory.
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

    async read(keys) {
      const wanted = storedKeys(keys);
      if (wanted.length === 0) return [];
      const tx = open().transaction([...new Set(wanted.map(({ collection }) => collection))], 'readonly');
      const docs = await Promise.all(
        wanted.map(async ({ collection, id }) => ({
          collection,
          id,
          data: (await tx.objectStore(collection).get(id)) ?? null,
        })),
      );
      await tx.done;
      return docs;
    },

    async commit<T extends readonly PersistedDoc[]>(
      keys: readonly DocKey[],
      plan: (stored: PersistedDoc[]) => T,
      { byServer = false }: CommitOptions = {},
    ): Promise<T> {
      const touched = storedKeys(keys);
      // Only the months (never stored) or nothing: there is nothing on disk to read or write.
      if (touched.length === 0) return plan([]);
      const names = [...new Set(touched.map(({ collection }) => collection))];
      const tx = open().transaction(byServer ? names : [...names, WRITTEN], 'readwrite');
      // An aborted transaction rejects `done`: the error that made us abort is the one to report.
      const done = tx.done;
      done.catch(() => undefined);
      const readAndPlan = async () => {
        // Awaiting the reads keeps the transaction alive: it ends only once no request is pending.
        const stored = await Promise.all(
          touched.map(async ({ collection, id }) => ({
            collection,
            id,
            data: (await tx.objectStore(collection).get(id)) ?? null,
          })),
        );
        return plan(stored);
      };
      const planned = await readAndPlan().catch((error: unknown) => {
        try {
          tx.abort();
        } catch {
          // Already ended (a failed read aborts it): nothing was written either way.
        }
        throw error;
      });
      const changes = planned.filter(isStored);
      // Requests are issued synchronously, so the values are cloned before any caller can touch them.
      const requests: Promise<unknown>[] = changes.map(({ collection, id, data }) =>
        data === null ? tx.objectStore(collection).delete(id) : tx.objectStore(collection).put(data, id),
      );
      if (!byServer) {
        const marks = tx.objectStore(WRITTEN);
        for (const mark of marksOf(changes))
          requests.push(marks.put(mark, markKey(mark.collection, mark.id)));
      }
      await Promise.all([...requests, done]);
      return planned;
    },

    async replaceAll(docs, { keepWritten = false } = {}) {
      const tx = open().transaction([...STORED, WRITTEN], 'readwrite');
      let final: PersistedDoc[] = [...docs];
      if (keepWritten) {
        const marks = (await tx.objectStore(WRITTEN).getAll()).filter(isStored);
        const current = await Promise.all(
          marks.map(async ({ collection, id }) => ({
            key: markKey(collection, id),
            data: (await tx.objectStore(collection).get(id)) ?? null,
          })),
        );
        const byKey = new Map(current.map(({ key, data }) => [key, data]));
        final = withPeopleWrites(docs, marks, (collection, id) => byKey.get(markKey(collection, id)) ?? null);
      }
      const requests: Promise<unknown>[] = STORED.map((collection) => tx.objectStore(collection).clear());
      if (!keepWritten) requests.push(tx.objectStore(WRITTEN).clear());
      for (const { collection, id, data } of final.filter(isStored)) {
        if (data !== null) requests.push(tx.objectStore(collection).put(data, id));
      }
      await Promise.all([...requests, tx.done]);
      return final;
    },

    close() {
      db?.close();
      db = null;
    },
  };
}
