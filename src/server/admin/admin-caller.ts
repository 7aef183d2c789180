/**
 * Who acts, re-read fresh on every call: the role and tenant come from the account's claims as the identity
 * provider holds them NOW, never from the input or the token (a just-demoted admin still holds a token saying
 * `admin` for up to an hour). A disabled account, a disabled tenant, or a token older than the account's last
 * revocation is a session that no longer counts.
 */
import { INSPECTOR_ROLE, ROLES, type Role } from '../../domain/labels';
import type { AccountRecord, AdminServiceDeps, VerifiedCaller } from './server-ports';
import { refusal } from './admin-refusal';
import { currentGrants, currentKey, inspectorState } from './inspector-grants';
import { isRevokedSession } from '../../data/policy/policy-caller';

/** A product account's claims, or null when they are missing or malformed. */
export function productClaims(account: AccountRecord): { role: Role; tenantId: string } | null {
  const role = ROLES.find((known) => known === account.claims?.role);
  const tenantId = account.claims?.tenantId;
  if (role === undefined || typeof tenantId !== 'string' || tenantId === '') return null;
  return { role, tenantId };
}

export interface ActingCaller {
  uid: string;
  role: Role | typeof INSPECTOR_ROLE;
  tenantId: string;
  /**
   * When the session last proved who it is (the token's `auth_time`, seconds): changing one's own password or PIN
   * needs it recent (admin-password.ts, admin-pin.ts). Absent for an inspector.
   */
  authTime?: number;
}

function actingClaims(account: AccountRecord, now: Date): Omit<ActingCaller, 'uid'> | null {
  const claims = productClaims(account);
  if (claims !== null) return claims;
  const inspector = inspectorState(account);
  if (inspector === null) return null;
  if (currentGrants(inspector, now).size === 0 && currentKey(inspector, now) === null) {
    throw refusal('access-expired');
  }
  // Its own calls go through resolveInspector; any other is refused.
  if (inspector.tenantId === null) return null;
  return { role: INSPECTOR_ROLE, tenantId: inspector.tenantId };
}

/** A verified caller's account as it stands now, or the refusal of a session that no longer counts. */
async function liveAccount(
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
  trace: (known: CallerTrace) => void,
): Promise<AccountRecord> {
  if (caller === null) throw refusal('signed-out');
  const account = await deps.accounts.get(caller.uid);
  const claimedTenant = account?.claims?.tenantId;
  trace({
    uid: caller.uid,
    tenantId: typeof claimedTenant === 'string' && claimedTenant !== '' ? claimedTenant : null,
  });
  if (
    account === null ||
    account.disabled ||
    (account.tokensValidAfter !== null && isRevokedSession(caller.authTime, account.tokensValidAfter))
  ) {
    throw refusal('session-revoked');
  }
  return account;
}

/**
 * An inspector as it stands now, for its own calls (startInspection, findEmployers, recordInspectionDownload),
 * which judge its grants and key themselves: unlike resolveCaller, a DT official who has opened no company yet
 * (Res. Ex. N° 38 art. 24) is a caller, and a current company that was disabled does not end the session (another
 * may be opened). Any other account is refused with `not-allowed`.
 */
export async function resolveInspector(
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
  trace: (known: CallerTrace) => void,
): Promise<ActingCaller> {
  const account = await liveAccount(caller, deps, trace);
  const inspector = inspectorState(account);
  if (inspector === null) throw refusal('not-allowed');
  return { uid: account.uid, role: INSPECTOR_ROLE, tenantId: inspector.tenantId ?? '' };
}

/**
 * What a refusal log can say about a caller before its claims are judged: its uid and, when the claims name
 * one, its tenant.
 */
export interface CallerTrace {
  uid: string;
  tenantId: string | null;
}

/**
 * The caller as it stands now, or a refusal: 'signed-out' without a caller, 'session-revoked' for a stale
 * session, 'not-allowed' for an account without product claims or an employee (unless `employeeMayCall`: the
 * call is one an employee makes), 'access-expired' for an inspector
 * none of whose grants holds. `trace` learns the tenant as soon as it is known.
 */
export async function resolveCaller(
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
  trace: (known: CallerTrace) => void,
  employeeMayCall = false,
): Promise<ActingCaller> {
  const account = await liveAccount(caller, deps, trace);
  const claims = actingClaims(account, deps.now());
  if (claims === null) throw refusal('not-allowed');
  const tenant = await deps.store.get('tenants', claims.tenantId);
  if (tenant === null || tenant.disabled === true) throw refusal('session-revoked');
  if (claims.role === 'employee' && !employeeMayCall) throw refusal('not-allowed');
  // An account still on the password someone else chose (security review M5) makes no call but replacing it:
  // whoever chose it could otherwise act as this admin before the person ever signed in.
  if (account.claims?.mustChangePassword === true && !employeeMayCall) throw refusal('not-allowed');
  return { uid: account.uid, ...claims, authTime: caller?.authTime ?? 0 };
}
