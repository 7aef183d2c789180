/** Who a request acts for, in the permission matrix's terms: a policy role and the scope of a doc. */
import { accessHolds, INSPECTOR_ROLE, ROLES, type Claims } from '../ports/auth-port';
import type { CollectionName } from '../ports/collections';
import { OWNER_FIELD, type CallerState, type PolicyRole, type Scope } from './permission-matrix';
import type { Data } from './verdicts';

/** The identity a store acts for: a signed-in uid with its claims. */
export interface PolicyCaller {
  uid: string;
  claims: Claims;
  /**
   * When this session signed in (the ID token's `auth_time`, seconds since the epoch): the off-switches deny a
   * session that signed in before the person's last revocation (`users.tokensRevokedAt`). Missing: signed in
   * before revocations existed, which any revocation makes stale.
   */
  authTime?: number;
}

export function policyRole(caller: PolicyCaller | null): PolicyRole {
  if (caller === null) return 'unauthenticated';
  if (caller.claims.role === INSPECTOR_ROLE) return 'inspector';
  const role = ROLES.find((known) => known === caller.claims.role);
  return role ?? 'unknown';
}

/**
 * Collections whose documents with `tenantId: null` concern the whole platform (a technical incident of every
 * company, Res. Ex. N° 38 art. 27 f): such a document is in every signed-in caller's tenant.
 */
export const PLATFORM_WIDE: ReadonlySet<CollectionName> = new Set<CollectionName>(['incidents']);

/** The scope of a document (as stored, or as it would be after a write) for a caller. */
export function resolveScope(
  collection: CollectionName,
  doc: { id: string; data: Readonly<Record<string, unknown>> },
  caller: PolicyCaller | null,
): Scope {
  if (caller !== null && doc.data.tenantId === null && PLATFORM_WIDE.has(collection)) return 'tenant';
  if (caller === null || doc.data.tenantId !== caller.claims.tenantId) return 'other-tenant';
  const owner = OWNER_FIELD[collection];
  if (owner === null) return 'tenant';
  const ownerValue = owner === 'id' ? doc.id : doc.data[owner];
  return ownerValue === caller.uid ? 'own' : 'tenant';
}

/** The two docs the off-switches read, as stored before the request: `tenants/{claims.tenantId}`, `users/{uid}`. */
export interface CallerRecords {
  tenant: Data | null;
  user: Data | null;
  /** The request's time: an inspector's access ends at its `accessUntil` claim (firestore.rules `request.time`). */
  now: Date;
}

/**
 * The caller's off-switches (firestore.rules `tenantActive()` / `userActive()`): the tenant doc must exist and
 * not be disabled; a users doc, when there is one (a script-made superuser may have none), must not be disabled,
 * and a session must have signed in after its `tokensRevokedAt` (a missing authTime counts as 0). A value of the
 * wrong type is not trusted: a non-date `tokensRevokedAt` revokes, as the rules fail on it. An inspector whose
 * access ended (`accessUntil` not after `now`, or missing) counts as disabled (the rules' `inspectorActive()`).
 */
export function callerState(caller: PolicyCaller | null, { tenant, user, now }: CallerRecords): CallerState {
  if (caller === null) return 'active';
  if (tenant === null || tenant.disabled === true) return 'tenant-disabled';
  if (!accessHolds(caller.claims, now)) return 'user-disabled';
  if (user === null) return 'active';
  if (user.disabled === true) return 'user-disabled';
  const revokedAt = user.tokensRevokedAt ?? null;
  if (revokedAt === null) return 'active';
  return revokedAt instanceof Date && !isRevokedSession(caller.authTime, revokedAt)
    ? 'active'
    : 'token-revoked';
}

/**
 * True when a session that signed in at `authTime` (seconds; missing counts as 0) did not sign in after
 * `revokedAt`: the rules' `request.auth.token.auth_time * 1000 > tokensRevokedAt.toMillis()`, negated.
 */
export function isRevokedSession(authTime: number | undefined, revokedAt: Date): boolean {
  return (authTime ?? 0) * 1000 <= revokedAt.getTime();
}
