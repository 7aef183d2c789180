/** Who a request acts for, in the permission matrix's terms: a policy role and the scope of a doc. */
import { ROLES, type Claims } from './auth-port';
import type { CollectionName } from './collections';
import { OWNER_FIELD, type PolicyRole, type Scope } from './permission-matrix';

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
  const role = ROLES.find((known) => known === caller.claims.role);
  return role ?? 'unknown';
}

/** The scope of a document (as stored, or as it would be after a write) for a caller. */
export function resolveScope(
  collection: CollectionName,
  doc: { id: string; data: Readonly<Record<string, unknown>> },
  caller: PolicyCaller | null,
): Scope {
  if (caller === null || doc.data.tenantId !== caller.claims.tenantId) return 'other-tenant';
  const owner = OWNER_FIELD[collection];
  if (owner === null) return 'tenant';
  const ownerValue = owner === 'id' ? doc.id : doc.data[owner];
  return ownerValue === caller.uid ? 'own' : 'tenant';
}
