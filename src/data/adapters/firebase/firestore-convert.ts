import { serverTimestamp, Timestamp } from 'firebase/firestore';

import { isServerTime } from '../../ports/document-store';

/** Maps and arrays are walked; any other object (Timestamp, FieldValue, GeoPoint, Bytes) is a leaf value. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Port value → Firestore value: `Date` → `Timestamp`, the SERVER_TIME sentinel → `serverTimestamp()`.
 * Keys holding `undefined` are dropped because Firestore rejects them, while optional fields of the port's types
 * are often spread in as `undefined`.
 */
export function toFirestoreValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (isServerTime(value)) return serverTimestamp();
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) out[key] = toFirestoreValue(field);
    }
    return out;
  }
  return value;
}

/** A document's fields as written to Firestore. */
export function toFirestoreData(data: object): Record<string, unknown> {
  const converted = toFirestoreValue({ ...data });
  return isPlainObject(converted) ? converted : {};
}

/** Firestore value → port value: every `Timestamp`, at any depth, becomes a `Date`. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) out[key] = fromFirestoreValue(field);
    return out;
  }
  return value;
}

/** A document as it crosses the port: plain fields with `Date`s, plus its id. */
export function fromFirestoreDoc<T>(id: string, data: Record<string, unknown>): T & { id: string } {
  // The shape is the collection's contract, enforced on write by firestore.rules; it is not re-validated here.
  return { ...(fromFirestoreValue(data) as T), id };
}
