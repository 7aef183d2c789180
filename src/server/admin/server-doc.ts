/**
 * Firestore's update (dotted field paths) and the ServerStore's increment on plain documents, for the stores
 * that keep documents themselves: the in-memory stores of the tests, the demo's server-only tables and the demo
 * store's own `update` (write-plan.ts). Firestore does both natively.
 */
import { isPlainObject } from '../../data/ports/admin-wire';
import type { ServerDoc } from './server-ports';

/**
 * `before` with `patch` applied as Firestore's update does: a top-level key replaces its field, a dotted key
 * (`'receipts.checkIn'`) sets that nested field, creating the maps on its way and keeping their other fields.
 * Neither argument is changed.
 */
export function updatedServerDoc(before: ServerDoc, patch: ServerDoc): ServerDoc {
  const after: ServerDoc = { ...before };
  for (const [key, value] of Object.entries(patch)) {
    const path = key.split('.');
    let target = after;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      const copy: ServerDoc = isPlainObject(next) ? { ...next } : {};
      target[part] = copy;
      target = copy;
    }
    target[path.at(-1) ?? key] = value;
  }
  return after;
}

/** The document after ServerStore.increment, and the counter's new value. */
export function incrementedServerDoc(
  before: ServerDoc | null,
  field: string,
  data: ServerDoc,
): { doc: ServerDoc; count: number } {
  const current = before?.[field];
  const count = (typeof current === 'number' ? current : 0) + 1;
  return { doc: { ...(before ?? data), [field]: count }, count };
}

/** A text field of a server document, or `fallback` when it is missing or not a string. */
export function textOf(doc: ServerDoc | null, field: string, fallback = ''): string {
  const value = doc?.[field];
  return typeof value === 'string' ? value : fallback;
}
