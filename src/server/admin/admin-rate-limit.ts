/**
 * The service's counters (`rateLimits`, each expiring after two of its windows):
 * - the public calls (signUp, sendLead, requestInspectorKey): there is no caller to check, so each call is counted per caller address
 *   and hour — under a hash of the address, never the address itself — and refused with `too-many-requests`;
 * - the calls that create an account and send an e-mail to an address the caller chose (createUser, a new
 *   inspector access): counted per caller and hour and per tenant and day (INVITATION_LIMITS, security review M4)
 *   and refused with `invitation-limit`;
 * - a DT official's key requests, per e-mail and hour besides the caller's address (takeKeyRequest).
 */
import { INVITATION_LIMITS, type AdminRefusal, type PublicAdminCall } from '../../data/ports/admin-port';
import { refusal } from './admin-refusal';
import type { AdminServiceDeps } from './server-ports';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

async function addressKey(call: PublicAdminCall, address: string): Promise<string> {
  return hashKey(`${call}|${address}`);
}

/** A short SHA-256 of `value`: counters are kept under it, never under an address, an e-mail or a RUT. */
export async function hashKey(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts one under `key` in the current window of `windowMs`; refuses with `reason` past `limit`. */
async function take(
  deps: AdminServiceDeps,
  key: string,
  windowMs: number,
  limit: number,
  reason: AdminRefusal,
): Promise<void> {
  const window = Math.floor(deps.now().getTime() / windowMs);
  const count = await deps.store.increment('rateLimits', `${key}_${window}`, 'count', {
    expiresAt: new Date((window + 2) * windowMs),
  });
  if (count > limit) throw refusal(reason);
}

/** Counts one `call` for the caller's address in the current hour; refuses past `perHour`. */
export async function takeAddressLimit(
  deps: AdminServiceDeps,
  call: PublicAdminCall,
  perHour: number,
): Promise<void> {
  const key = await addressKey(call, deps.clientAddress ?? 'unknown');
  await take(deps, `${call.toLowerCase()}_${key}`, HOUR_MS, perHour, 'too-many-requests');
}

/**
 * Counts one new account (an invitation or an inspector's access) by `callerUid` in `tenantId`; refuses past
 * INVITATION_LIMITS. The caller's count is taken first, so a refused caller never uses up the tenant's day.
 */
export async function takeInvitation(
  deps: AdminServiceDeps,
  callerUid: string,
  tenantId: string,
  kind: 'member' | 'inspector',
): Promise<void> {
  await take(
    deps,
    `invite-caller_${callerUid}`,
    HOUR_MS,
    INVITATION_LIMITS.perCallerHour,
    'invitation-limit',
  );
  await take(deps, `invite-tenant_${tenantId}`, DAY_MS, INVITATION_LIMITS.perTenantDay, 'invitation-limit');
  if (kind === 'inspector') {
    await take(
      deps,
      `inspector-tenant_${tenantId}`,
      DAY_MS,
      INVITATION_LIMITS.inspectorsPerTenantDay,
      'invitation-limit',
    );
  }
}

/**
 * Counts one key asked for `email` in the current hour (Res. Ex. N° 38 art. 23), under a hash of the address;
 * refuses past `perHour`, so nobody replaces an official's key without end.
 */
export async function takeKeyRequest(deps: AdminServiceDeps, email: string, perHour: number): Promise<void> {
  const key = await hashKey(`inspector-key|${email}`);
  await take(deps, `inspector-key_${key}`, HOUR_MS, perHour, 'too-many-requests');
}
