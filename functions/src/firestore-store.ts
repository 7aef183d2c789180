/**
 * The AdminPort service's ServerStore on Firestore through the Admin SDK (no rules: the service is the only
 * check). Values cross as the service's plain data: `Date` in, `Date` out; Firestore's Timestamp never leaves
 * this file.
 */
import { Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';

import { mapLeaves } from '../../src/data/ports/admin-wire';
import { incrementedServerDoc } from '../../src/server/admin/server-doc';
import type { ServerDoc, ServerStore } from '../../src/server/admin/server-ports';

/** A stored document as the service reads it: every Timestamp, however deep, becomes a Date. */
export function fromStored(data: DocumentData): ServerDoc {
  return mapLeaves(data, (leaf) => (leaf instanceof Timestamp ? leaf.toDate() : leaf)) as ServerDoc;
}

/** A document as Firestore stores it: Dates become Timestamps; undefined fields are left out, as JSON does. */
export function toStored(data: Readonly<Record<string, unknown>>): DocumentData {
  return mapLeaves(data, (leaf) => (leaf instanceof Date ? Timestamp.fromDate(leaf) : leaf)) as DocumentData;
}

/** gRPC's ALREADY_EXISTS, the code of `create()` on an existing document. */
const ALREADY_EXISTS = 6;

function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

export function firestoreStore(db: Firestore): ServerStore {
  return {
    async get(collection, id) {
      const snapshot = await db.collection(collection).doc(id).get();
      const data = snapshot.data();
      return data === undefined ? null : fromStored(data);
    },
    async set(collection, id, data) {
      await db.collection(collection).doc(id).set(toStored(data));
    },
    async update(collection, id, data) {
      // update() fails with NOT_FOUND on a missing document, as the port asks, and reads a dotted key
      // ('receipts.checkIn') as a field path: the nested field alone is set, as the port asks.
      await db.collection(collection).doc(id).update(toStored(data));
    },
    async create(collection, id, data) {
      try {
        await db.collection(collection).doc(id).create(toStored(data));
        return true;
      } catch (error) {
        if (grpcCode(error) === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async increment(collection, id, field, data) {
      const ref = db.collection(collection).doc(id);
      // A transaction, so that parallel callers each get their own count (a read then a write would let a
      // burst of requests all read the same value).
      return db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const { doc, count } = incrementedServerDoc(
          snapshot.exists ? fromStored(snapshot.data() ?? {}) : null,
          field,
          data,
        );
        transaction.set(ref, toStored(doc));
        return count;
      });
    },
    async add(collection, data) {
      return (await db.collection(collection).add(toStored(data))).id;
    },
    async where(collection, equals) {
      let query: Query = db.collection(collection);
      for (const [field, value] of Object.entries(equals)) query = query.where(field, '==', value);
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: fromStored(doc.data()) }));
    },
  };
}
