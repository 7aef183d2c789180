/**
 * Documents for the rules suite: the shared policy fixtures (the ones the demo store's matrix tests use), written
 * through the Firestore SDK — the port's SERVER_TIME becomes `serverTimestamp()` and Dates become Timestamps at
 * this edge — so both adapters are judged on the same documents.
 */
import { where, type QueryConstraint } from 'firebase/firestore';

import { toFirestoreData } from '../../src/data/firebase/firestore-convert';
import type { CollectionName } from '../../src/data/ports/collections';
import {
  OWNER_FIELD,
  POLICY_ROLES,
  type PolicyRole,
  type Scope,
} from '../../src/data/ports/permission-matrix';
import * as shared from '../../src/testing/policy-fixtures';

export {
  COLLEAGUE,
  DAY,
  OTHER_TENANT,
  TENANT,
  placement,
  type Placement,
} from '../../src/testing/policy-fixtures';

export interface Caller {
  uid: string;
  /** Null for a signed-out visitor. */
  claims: { role: string; tenantId: string } | null;
}

export const CALLERS = Object.fromEntries(
  POLICY_ROLES.map((role): [PolicyRole, Caller] => {
    const caller = shared.CALLERS[role];
    return [
      role,
      caller ? { uid: caller.uid, claims: { ...caller.claims } } : { uid: 'visitor', claims: null },
    ];
  }),
) as Readonly<Record<PolicyRole, Caller>>;

/** Doc id for a row (one per row, so rows never share a doc): users docs are keyed by their owner's uid. */
export function docId(collection: CollectionName, place: shared.Placement, label: string): string {
  return collection === 'users' ? place.owner : `${collection}-${label}`;
}

export const validLead = (tenantId: string | null) => toFirestoreData(shared.validLead(tenantId));
export const attendanceRecord = (tenantId: string | null, userId: string) =>
  toFirestoreData(shared.attendanceRecord(tenantId, userId));
export const storedDoc = (collection: CollectionName, place: shared.Placement) =>
  toFirestoreData(shared.storedDoc(collection, place));
export const createdDoc = (collection: CollectionName, place: shared.Placement) =>
  toFirestoreData(shared.createdDoc(collection, place));
export const UPDATES = Object.fromEntries(
  Object.entries(shared.UPDATES).map(([collection, update]) => [collection, toFirestoreData(update)]),
) as Readonly<Record<CollectionName, Record<string, unknown>>>;

/** A list query constrained to a scope, the way the app queries: by tenant and, for own docs, by owner. */
export function scopedQuery(collection: CollectionName, scope: Scope, uid: string): QueryConstraint[] {
  const { tenantId } = shared.placement(collection, scope, uid);
  const owner = OWNER_FIELD[collection];
  const byTenant = where('tenantId', '==', tenantId);
  return scope === 'own' && (owner === 'userId' || owner === 'actorId')
    ? [byTenant, where(owner, '==', uid)]
    : [byTenant];
}
