import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query as firestoreQuery,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import type { CollectionMap, CollectionName } from '../../ports/collections';
import type { DocumentStore, Query, WatchHandlers, WithId, WriteBatch } from '../../ports/document-store';
import { fromFirestoreDoc, toFirestoreData } from './firestore-convert';
import { firestoreDb } from './firestore-db';
import { answeredWithin, mapErrors, toDataError } from './firestore-errors';
import { planQuery, queryConstraints } from './firestore-query';

type Doc<C extends CollectionName> = WithId<CollectionMap[C]>;

// 'estimate': a just-written server time reads as the local clock's guess instead of null until the server
// confirms it, so a punch shows its time immediately, also offline.
function readDoc<C extends CollectionName>(snapshot: DocumentSnapshot<DocumentData>): Doc<C> | null {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  return data === undefined ? null : fromFirestoreDoc<CollectionMap[C]>(snapshot.id, data);
}

function readDocs<C extends CollectionName>(snapshots: QueryDocumentSnapshot<DocumentData>[]): Doc<C>[] {
  return snapshots.map((snapshot) =>
    fromFirestoreDoc<CollectionMap[C]>(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })),
  );
}

function firestoreBatch(db: Firestore): WriteBatch {
  const batch = writeBatch(db);
  const api: WriteBatch = {
    set(name, id, data, options) {
      batch.set(doc(db, name, id), toFirestoreData(data), { merge: options?.merge === true });
      return api;
    },
    update(name, id, data) {
      batch.update(doc(db, name, id), toFirestoreData(data));
      return api;
    },
    delete(name, id) {
      batch.delete(doc(db, name, id));
      return api;
    },
    commit: () => mapErrors(() => batch.commit()),
  };
  return api;
}

/** The DocumentStore port over a given Firestore instance (the app's, or an emulator test context's). */
export function createFirestoreStoreFrom(db: Firestore): DocumentStore {
  const queryOf = <C extends CollectionName>(name: C, query?: Query<C>) =>
    firestoreQuery(collection(db, name), ...queryConstraints(planQuery(query)));

  return {
    get<C extends CollectionName>(name: C, id: string) {
      return mapErrors(async () => readDoc<C>(await answeredWithin(getDoc(doc(db, name, id)))));
    },

    list: (name, query) =>
      mapErrors(async () => readDocs((await answeredWithin(getDocs(queryOf(name, query)))).docs)),

    watchQuery(name, query, handlers) {
      try {
        return onSnapshot(
          queryOf(name, query),
          (snapshot) => handlers.next(readDocs(snapshot.docs)),
          (error) => handlers.error?.(toDataError(error)),
        );
      } catch (error) {
        // An invalid query throws synchronously; report it through the same channel as a failed listen.
        handlers.error?.(toDataError(error));
        return () => undefined;
      }
    },

    watchDoc<C extends CollectionName>(name: C, id: string, handlers: WatchHandlers<Doc<C> | null>) {
      return onSnapshot(
        doc(db, name, id),
        (snapshot) => handlers.next(readDoc<C>(snapshot)),
        (error) => handlers.error?.(toDataError(error)),
      );
    },

    add: (name, data) =>
      mapErrors(async () => {
        const ref = doc(collection(db, name));
        await setDoc(ref, toFirestoreData(data));
        return ref.id;
      }),

    set: (name, id, data, options) =>
      mapErrors(() => setDoc(doc(db, name, id), toFirestoreData(data), { merge: options?.merge === true })),

    update: (name, id, data) => mapErrors(() => updateDoc(doc(db, name, id), toFirestoreData(data))),

    delete: (name, id) => mapErrors(() => deleteDoc(doc(db, name, id))),

    newId: (name) => doc(collection(db, name)).id,

    batch: () => firestoreBatch(db),
  };
}

/**
 * The app's DocumentStore: Firestore with the persistent local cache, on the emulator when configured. Every
 * call goes to the current instance: a sign-out that cleared the cache ended the previous one (firestore-db.ts),
 * and the next session opens a fresh one.
 */
export function createFirestoreStore(): DocumentStore {
  let current: { db: Firestore; store: DocumentStore } | undefined;
  const store = (): DocumentStore => {
    const db = firestoreDb();
    if (current?.db !== db) current = { db, store: createFirestoreStoreFrom(db) };
    return current.store;
  };
  return {
    get: (name, id) => store().get(name, id),
    list: (name, query) => store().list(name, query),
    watchQuery: (name, query, handlers) => store().watchQuery(name, query, handlers),
    watchDoc: (name, id, handlers) => store().watchDoc(name, id, handlers),
    add: (name, data) => store().add(name, data),
    set: (name, id, data, options) => store().set(name, id, data, options),
    update: (name, id, data) => store().update(name, id, data),
    delete: (name, id) => store().delete(name, id),
    newId: (name) => store().newId(name),
    batch: () => store().batch(),
  };
}
