/**
 * signUp (/crear): anyone founds a company with themselves as its first admin. There is no caller to
 * check, so the call is limited instead: at most SIGN_UPS_PER_HOUR per caller address and hour (counted under a
 * hash of the address, never the address itself), behind App Check in Firebase. The company is made by the same
 * path as a superuser's createTenant (foundCompany), in Chile's zone.
 */
import { SIGN_UPS_PER_HOUR, type SignUpResult } from '../../data/ports/admin-port';
import { foundCompany } from './admin-create';
import { writeAdminLog } from './admin-log';
import { takeAddressLimit } from './admin-rate-limit';
import { openRequest } from './admin-requests';
import type { ValidAdminInput } from './admin-schema';
import type { AdminServiceDeps } from './server-ports';
import { textOf } from './server-doc';

/** Every company signed up here starts in Chile's zone (the first market); /configuracion changes it. */
export const SIGN_UP_TIME_ZONE = 'America/Santiago';

/** The request records of sign-ups, apart from any signed-in caller's (`{callerUid}_{requestId}`). */
const SIGN_UP_REQUESTS = 'signup';

export async function signUp(
  deps: AdminServiceDeps,
  input: ValidAdminInput['signUp'],
): Promise<SignUpResult> {
  await takeAddressLimit(deps, 'signUp', SIGN_UPS_PER_HOUR);
  const request = await openRequest(deps, SIGN_UP_REQUESTS, 'signUp', input);
  const done = request.done;
  if (done !== null) return { tenantId: textOf(done, 'tenantId'), adminUid: textOf(done, 'adminUid') };
  const { result, details } = await foundCompany(deps, request, {
    ...input,
    timeZone: SIGN_UP_TIME_ZONE,
    ownPassword: true,
  });
  await writeAdminLog(deps, {
    tenantId: result.tenantId,
    actorId: result.adminUid,
    call: 'signUp',
    target: result.tenantId,
    details,
  });
  return { tenantId: result.tenantId, adminUid: result.adminUid };
}
