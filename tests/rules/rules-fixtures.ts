/**
 * Documents for the rules suite: the shared policy fixtures (the ones the demo store's matrix tests use), written
 * through the Firestore SDK — the port's SERVER_TIME becomes `serverTimestamp()` and Dates become Timestamps at
 * this edge — so both adapters are judged on the same documents. The emulator judges punches with its real clock
 * (`request.time`), so attendance fixtures take a `PunchDay` built from the clock (`punchDayAt(new Date())`).
 */
import { where, type QueryConstraint } from 'firebase/firestore';

import { toFirestoreData } from '../../src/data/adapters/firebase/firestore-convert';
import type { CollectionName } from '../../src/data/ports/collections';
import {
  OWNER_FIELD,
  POLICY_ROLES,
  type CallerState,
  type PolicyRole,
  type Scope,
} from '../../src/data/policy/permission-matrix';
import * as shared from '../../src/testing/policy-fixtures';

export {
  COLLEAGUE,
  DAY,
  OTHER_TENANT,
  TENANT,
  placement,
  punchDayAt,
  type Placement,
  type PunchDay,
} from '../../src/testing/policy-fixtures';

export interface Caller {
  uid: string;
  /** Null for a signed-out visitor. */
  claims: { role: string; tenantId: string } | null;
  /** The token's `auth_time` (seconds): when this session signed in. */
  authTime: number;
}

export const CALLERS = Object.fromEntries(
  POLICY_ROLES.map((role): [PolicyRole, Caller] => {
    const caller = shared.CALLERS[role];
    return [
      role,
      caller
        ? { uid: caller.uid, claims: { ...caller.claims }, authTime: caller.authTime ?? 0 }
        : { uid: 'visitor', claims: null, authTime: 0 },
    ];
  }),
) as Readonly<Record<PolicyRole, Caller>>;

/** The token claims a rules client signs in with: the product's claims and when the session signed in. */
export function tokenOf(caller: Caller): Record<string, unknown> {
  return { ...caller.claims, auth_time: caller.authTime };
}

export interface SeedDoc {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** The callers' tenant doc, `tenants/t1`, in a state (enabled unless `tenant-disabled`). */
export const tenantSeed = (state: CallerState = 'active'): SeedDoc => ({
  collection: 'tenants',
  id: shared.TENANT,
  data: toFirestoreData(shared.tenantDoc(state)),
});

/** The users doc of `uid` in tenant t1 in a state (disabled, or revoked after the callers signed in). */
export const userSeed = (
  state: CallerState,
  uid: string,
  overrides: Record<string, unknown> = {},
): SeedDoc => ({
  collection: 'users',
  id: uid,
  data: toFirestoreData({ ...shared.userDocIn(state, uid), ...overrides }),
});

export const userSwitches = (state: CallerState) => toFirestoreData(shared.userSwitches(state));

/**
 * Doc id for a row (one per row, so rows never share a doc), except where the policy fixes the id
 * (shared.docId): users docs are keyed by their owner's uid, an attendance record by owner, day and slot (bound
 * punches), a published schedule or draft by owner and day, a holiday by tenant and day.
 */
export function docId(
  collection: CollectionName,
  place: shared.Placement,
  label: string,
  punchDay: shared.PunchDay,
): string {
  if (shared.hasFixedIds(collection)) return shared.docId(collection, place, punchDay);
  return `${collection}-${label}`;
}

/** The owner's schedule doc of the punch day, which a punch of an attendance record of `place` needs. */
export function scheduleSeed(place: shared.Placement, punchDay: shared.PunchDay): SeedDoc {
  const { id, data } = shared.scheduleFor(place, punchDay);
  return { collection: 'schedulesConfig', id, data: toFirestoreData(data) };
}

/** The docs a permission row needs besides the caller's (shared.supportDocsFor). */
export const supportSeeds = (
  collection: CollectionName,
  place: shared.Placement,
  callerUid: string,
  punchDay: shared.PunchDay,
): SeedDoc[] =>
  shared.supportDocsFor(collection, place, callerUid, punchDay).map((doc) => ({
    ...doc,
    data: toFirestoreData(doc.data),
  }));
/** A row's stored doc (shared.rowStoredDoc: a publish is the caller's). */
export const rowStoredDoc = (
  collection: CollectionName,
  place: shared.Placement,
  callerUid: string,
  punchDay: shared.PunchDay,
) => toFirestoreData(shared.rowStoredDoc(collection, place, callerUid, punchDay));
export const validLead = (tenantId: string | null) => toFirestoreData(shared.validLead(tenantId));
export const attendanceRecord = (tenantId: string | null, userId: string, punchDay?: shared.PunchDay) =>
  toFirestoreData(shared.attendanceRecord(tenantId, userId, punchDay));
export const storedDoc = (collection: CollectionName, place: shared.Placement, punchDay?: shared.PunchDay) =>
  toFirestoreData(shared.storedDoc(collection, place, punchDay));
export const createdDoc = (
  collection: CollectionName,
  place: shared.Placement,
  punchDay?: shared.PunchDay,
  author?: shared.RecordAuthor,
  callerUid?: string,
) => toFirestoreData(shared.createdDoc(collection, place, punchDay, author, callerUid));
export const UPDATES = Object.fromEntries(
  Object.entries(shared.UPDATES).map(([collection, update]) => [collection, toFirestoreData(update)]),
) as Readonly<Record<CollectionName, Record<string, unknown>>>;
/** The harmless update of a collection as `callerUid` sends it (a draft names its writer). */
export const updateOf = (collection: CollectionName, callerUid: string) =>
  toFirestoreData(shared.updateOf(collection, callerUid));

/** A list query constrained to a scope, the way the app queries: by tenant and, for own docs, by owner. */
export function scopedQuery(collection: CollectionName, scope: Scope, uid: string): QueryConstraint[] {
  const { tenantId } = shared.placement(collection, scope, uid);
  const owner = OWNER_FIELD[collection];
  const byTenant = where('tenantId', '==', tenantId);
  return scope === 'own' && (owner === 'userId' || owner === 'actorId')
    ? [byTenant, where(owner, '==', uid)]
    : [byTenant];
}
