/**
 * One AdminPort call as a callable function's handler: who calls (the verified ID token, never the input),
 * the input as sent (the service's schema judges it), the one service (src/server/admin/admin-service.ts), and its AdminError back as an
 * HttpsError whose details are `{ reason, fields }`. Anything unexpected is logged here and leaves as a bare
 * `internal`, so no stack, path or account detail reaches the browser.
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

import { adminErrorDetails } from '../../src/data/ports/admin-wire';
import type { AdminServiceDeps, VerifiedCaller } from '../../src/server/admin/server-ports';
import { AdminError, type AdminCallName } from '../../src/data/ports/admin-port';

export type RunAdminCall = (
  name: AdminCallName,
  input: unknown,
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
) => Promise<unknown>;

type AdminRequest = Pick<CallableRequest<unknown>, 'auth' | 'data' | 'app'>;

/** The caller as Firebase verified it: the token's uid and `auth_time` (seconds), or null when signed out. */
export function verifiedCaller(request: AdminRequest): VerifiedCaller | null {
  const auth = request.auth;
  if (!auth) return null;
  const authTime: unknown = auth.token.auth_time;
  // A token without auth_time counts as the oldest possible session: any revocation makes it stale.
  return { uid: auth.uid, authTime: typeof authTime === 'number' ? authTime : 0 };
}

export async function handleAdminCall(
  name: AdminCallName,
  request: AdminRequest,
  deps: () => Promise<AdminServiceDeps>,
  run: RunAdminCall,
): Promise<unknown> {
  // With replay protection on (App Check enforced), a token already spent is a replayed request.
  if (request.app?.alreadyConsumed === true) {
    throw new HttpsError('unauthenticated', 'unauthenticated', { reason: null, fields: [] });
  }
  try {
    return await run(name, request.data, verifiedCaller(request), await deps());
  } catch (error) {
    if (error instanceof AdminError) {
      throw new HttpsError(error.code, error.message, adminErrorDetails(error));
    }
    logger.error(`AdminPort ${name} failed`, error);
    throw new HttpsError('internal', 'internal', { reason: null, fields: [] });
  }
}
