/**
 * ServerStore documents as JSON between the functions and the in-memory store the test harness serves
 * (http-store.ts ↔ test/memory-store-server.ts): a Date travels as `{ "$date": "<ISO>" }`, so a read gives back
 * exactly the Date that was written.
 */
import { isPlainObject, mapLeaves } from '../../src/data/ports/admin-wire';

const DATE_TAG = '$date';

export function encodeStoreValue(value: unknown): unknown {
  return mapLeaves(value, (leaf) => (leaf instanceof Date ? { [DATE_TAG]: leaf.toISOString() } : leaf));
}

export function decodeStoreValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeStoreValue);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  const tagged = value[DATE_TAG];
  if (keys.length === 1 && typeof tagged === 'string') return new Date(tagged);
  const decoded: Record<string, unknown> = {};
  for (const key of keys) decoded[key] = decodeStoreValue(value[key]);
  return decoded;
}

/** One ServerStore operation as the HTTP store sends it. */
export type StoreRequest =
  | { op: 'get'; collection: string; id: string }
  | { op: 'set' | 'update' | 'create'; collection: string; id: string; data: Record<string, unknown> }
  | { op: 'increment'; collection: string; id: string; field: string; data: Record<string, unknown> }
  | { op: 'add'; collection: string; data: Record<string, unknown> }
  | { op: 'where'; collection: string; equals: Record<string, string | boolean> };
