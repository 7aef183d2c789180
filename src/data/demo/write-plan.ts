/**
 * Turns a list of writes (one call or a whole batch) into the final state of every touched doc, checking each
 * write against the policy first: nothing is applied unless every write is valid and allowed (atomic batches).
 */
import { COLLECTIONS, type CollectionMap, type CollectionName } from '../ports/collections';
import { DataError, type WithId } from '../ports/document-store';
import type { PolicyCaller } from '../ports/policy-caller';
import { assertCanWrite, assertMayTouchMissing, requesterFor } from './access-policy';
import type { Tables } from './memory-tables';
import { isPlainObject, mergeDeep, prepareWrite, resolveServerTimes, type DocData } from './values';

export type WriteOp =
  | { kind: 'set'; collection: CollectionName; id: string; data: DocData; merge: boolean }
  | { kind: 'update'; collection: CollectionName; id: string; data: DocData }
  | { kind: 'delete'; collection: CollectionName; id: string };

/** A doc's state after the writes: its data, or null when deleted. */
export interface DocChange {
  collection: CollectionName;
  id: string;
  data: DocData | null;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, like Firestore's auto ids. */
export function autoId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  let id = '';
  // 62 × 4 = 248 < 256: rejecting bytes ≥ 248 would remove the slight bias; it does not matter for ids.
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length] ?? 'A';
  return id;
}

export function assertValidId(id: string): void {
  if (
    typeof id !== 'string' ||
    id === '' ||
    id.includes('/') ||
    id === '.' ||
    id === '..' ||
    /^__.*__$/.test(id)
  ) {
    throw new DataError('invalid-argument', `Invalid document id '${String(id)}'.`);
  }
}

/** `update` data: top-level fields replace; a dotted key (`settings.weeklyHourLimit`) sets a nested field. */
function applyUpdate(before: DocData, patch: DocData): DocData {
  const after: DocData = { ...before };
  for (const [key, value] of Object.entries(patch)) {
    const path = key.split('.');
    let target = after;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      const copy: DocData = isPlainObject(next) ? { ...next } : {};
      target[part] = copy;
      target = copy;
    }
    target[path.at(-1) ?? key] = value;
  }
  return after;
}

/**
 * `caller: 'privileged'` is the demo AdminPort's writer (src/data/demo/demo-admin*.ts): like the Admin SDK it
 * skips the access policy, never the value checks. Any other caller is judged with its off-switches as stored
 * before the writes (the rules' `get()`), so a batch cannot re-enable the person or tenant writing it.
 */
export function planWrites(
  ops: readonly WriteOp[],
  tables: Tables,
  caller: PolicyCaller | null | 'privileged',
  now: Date,
): DocChange[] {
  const requester = caller === 'privileged' ? null : requesterFor(caller, tables);
  const pending = new Map<string, DocChange>();
  const current = (collection: CollectionName, id: string): DocData | null => {
    const change = pending.get(`${collection}/${id}`);
    return change !== undefined ? change.data : (tables[collection].get(id)?.data ?? null);
  };

  for (const op of ops) {
    const { collection, id } = op;
    assertValidId(id);
    const before = current(collection, id);
    let after: DocData | null;
    if (op.kind === 'delete') {
      after = null;
    } else if (op.kind === 'update') {
      if (before === null) {
        if (requester !== null) assertMayTouchMissing(collection, 'update', requester);
        throw new DataError('not-found', `No document to update: ${collection}/${id}`);
      }
      after = applyUpdate(before, op.data);
    } else {
      after = op.merge && before !== null ? mergeDeep(before, op.data) : op.data;
    }
    if (requester !== null) assertCanWrite({ collection, id, before, after }, requester);
    pending.set(`${collection}/${id}`, {
      collection,
      id,
      data: after === null ? null : resolveServerTimes(after, now),
    });
  }
  return [...pending.values()];
}

/** Every collection's documents, for a bulk load without policy checks (seed generator, reset). */
export type DemoSeed = { [C in CollectionName]?: WithId<CollectionMap[C]>[] };

/** A seed as doc changes: values checked and copied like any write, server times resolved, no policy. */
export function planSeed(seed: DemoSeed, now: Date): DocChange[] {
  const docs: DocChange[] = [];
  for (const collection of COLLECTIONS) {
    for (const doc of seed[collection] ?? []) {
      assertValidId(doc.id);
      docs.push({ collection, id: doc.id, data: resolveServerTimes(prepareWrite(doc), now) });
    }
  }
  return docs;
}
