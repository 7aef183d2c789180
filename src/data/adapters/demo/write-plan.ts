/**
 * Turns a list of writes (one call or a whole batch) into the final state of every touched doc, checking each
 * write against the policy first: nothing is applied unless every write is valid and allowed (atomic batches).
 */
import { updatedServerDoc } from '../../../server/admin/server-doc';
import { COLLECTIONS, type CollectionMap, type CollectionName } from '../../ports/collections';
import { DataError, type WithId } from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { assertCanWrite, assertMayTouchMissing, requesterFor } from './access-policy';
import type { Tables } from './memory-tables';
import { mergeDeep, prepareWrite, resolveServerTimes, type DocData } from './values';

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

/**
 * `caller: 'privileged'` is the demo AdminPort's writer (src/data/adapters/demo/demo-admin*.ts): like the Admin SDK it
 * skips the access policy, never the value checks. Any other caller is judged with its off-switches as stored
 * before the writes (the rules' `get()`), so a batch cannot re-enable the person or tenant writing it.
 *
 * Each write is judged the way Firestore judges the writes of a batch or transaction: against the doc as stored
 * BEFORE the batch (`resource`) and the doc as it stands after this write and the batch's earlier writes to it
 * (`request.resource`, server times still unresolved). So a create followed by an update of the same doc is
 * judged as a create, with every field check of a create, and no later write can slip past the checks.
 */
export function planWrites(
  ops: readonly WriteOp[],
  tables: Tables,
  caller: PolicyCaller | null | 'privileged',
  now: Date,
): DocChange[] {
  const requester = caller === 'privileged' ? null : requesterFor(caller, tables, now);
  const pending = new Map<string, DocChange>();
  const stored = (collection: CollectionName, id: string): DocData | null =>
    tables[collection].get(id)?.data ?? null;
  const current = (collection: CollectionName, id: string): DocData | null => {
    const change = pending.get(`${collection}/${id}`);
    return change !== undefined ? change.data : stored(collection, id);
  };

  // Every write is planned first, so each check may see the batch's end state (the rules' `getAfter()`).
  const requests: { collection: CollectionName; id: string; after: DocData | null }[] = [];
  for (const op of ops) {
    const { collection, id } = op;
    assertValidId(id);
    const latest = current(collection, id);
    let after: DocData | null;
    if (op.kind === 'delete') {
      after = null;
    } else if (op.kind === 'update') {
      if (latest === null) {
        if (requester !== null) assertMayTouchMissing(collection, 'update', requester);
        throw new DataError('not-found', `No document to update: ${collection}/${id}`);
      }
      // A top-level key replaces its field; a dotted key (`settings.weeklyHourLimit`) sets a nested one.
      after = updatedServerDoc(latest, op.data);
    } else {
      after = op.merge && latest !== null ? mergeDeep(latest, op.data) : op.data;
    }
    requests.push({ collection, id, after });
    pending.set(`${collection}/${id}`, { collection, id, data: after });
  }
  if (requester !== null) {
    for (const { collection, id, after } of requests) {
      assertCanWrite({ collection, id, before: stored(collection, id), after }, requester, {
        now,
        lookup: stored,
        lookupAfter: current,
      });
    }
  }
  return [...pending.values()].map((change) => ({
    ...change,
    data: change.data === null ? null : resolveServerTimes(change.data, now),
  }));
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
