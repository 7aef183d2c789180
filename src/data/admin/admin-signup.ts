/**
 * signUp (/crear, issue #17): anyone founds a company with themselves as its first admin. There is no caller to
 * check, so the call is limited instead: at most SIGN_UPS_PER_HOUR per caller address and hour (counted under a
 * hash of the address, never the address itself), behind App Check in Firebase. The company is made by the same
 * path as a superuser's createTenant (foundCompany), in Chile's zone.
 */
import { SIGN_UPS_PER_HOUR, type SignUpResult } from '../ports/admin-port';
import { foundCompany } from './admin-create';
import { writeAdminLog } from './admin-log';
import { refusal } from './admin-refusal';
import { openRequest } from './admin-requests';
import type { ValidAdminInput } from './admin-schema';
import type { AdminServiceDeps } from './server-ports';
import { textOf } from './server-doc';

/** Every company signed up here starts in Chile's zone (the first market); /configuracion changes it. */
export const SIGN_UP_TIME_ZONE = 'America/Santiago';

/** The request records of sign-ups, apart from any signed-in caller's (`{callerUid}_{requestId}`). */
const SIGN_UP_REQUESTS = 'signup';

async function addressKey(address: string): Promise<string> {
  const bytes = new TextEncoder().encode(`signUp|${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts one sign-up for the caller's address in the current hour; refuses past SIGN_UPS_PER_HOUR. */
async function takeSignUp(deps: AdminServiceDeps): Promise<void> {
  const hour = Math.floor(deps.now().getTime() / 3_600_000);
  const key = await addressKey(deps.clientAddress ?? 'unknown');
  const count = await deps.store.increment('rateLimits', `signup_${key}_${hour}`, 'count', {
    expiresAt: new Date((hour + 2) * 3_600_000),
  });
  if (count > SIGN_UPS_PER_HOUR) throw refusal('too-many-requests');
}

export async function signUp(
  deps: AdminServiceDeps,
  input: ValidAdminInput['signUp'],
): Promise<SignUpResult> {
  await takeSignUp(deps);
  const request = await openRequest(deps, SIGN_UP_REQUESTS, 'signUp', input);
  const done = request.done;
  if (done !== null) return { tenantId: textOf(done, 'tenantId'), adminUid: textOf(done, 'adminUid') };
  const { result, details } = await foundCompany(deps, request, { ...input, timeZone: SIGN_UP_TIME_ZONE });
  await writeAdminLog(deps, {
    tenantId: result.tenantId,
    actorId: result.adminUid,
    call: 'signUp',
    target: result.tenantId,
    details,
  });
  return { tenantId: result.tenantId, adminUid: result.adminUid };
}
