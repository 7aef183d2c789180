/**
 * `verifyReceipt` as a callable's handler: public (no sign-in), App Check as the other callables, at most
 * VERIFICATIONS_PER_MINUTE calls a minute per caller address (counted under the key's MAC of the address, never
 * the address itself), then the one service (src/server/receipts/receipt-service.ts). A refused caller gets
 * `resource-exhausted`; anything unexpected is logged here and leaves as a bare `internal`.
 */
import type { IncomingHttpHeaders } from 'node:http';

import { logger } from 'firebase-functions/logger';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

import {
  rateLimitKey,
  takeRateLimit,
  verifyReceipt,
  type ReceiptServiceDeps,
} from '../../src/server/receipts/receipt-service';
import { encodeVerification, type ReceiptVerificationWire } from '../../src/data/ports/receipt-wire';

type VerifyRequest = Pick<CallableRequest<unknown>, 'data' | 'app'> & {
  rawRequest: { headers: IncomingHttpHeaders; ip?: string | undefined };
};

/**
 * The caller's address: the last entry of X-Forwarded-For, which Google's front end appends (a client can
 * only add entries before it), else the connection's address.
 */
export function callerAddress(request: VerifyRequest['rawRequest']): string {
  const forwarded = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.at(-1) ?? request.ip ?? 'unknown';
}

export async function handleVerifyReceipt(
  request: VerifyRequest,
  deps: () => Promise<ReceiptServiceDeps>,
): Promise<ReceiptVerificationWire> {
  // With replay protection on (App Check enforced), a token already spent is a replayed request.
  if (request.app?.alreadyConsumed === true) throw new HttpsError('unauthenticated', 'unauthenticated');
  try {
    const service = await deps();
    const caller = await rateLimitKey(service.key, callerAddress(request.rawRequest));
    if (!(await takeRateLimit(caller, service))) {
      throw new HttpsError('resource-exhausted', 'Too many verifications: try again in a minute.');
    }
    const code: unknown = (request.data as { code?: unknown } | null)?.code;
    return encodeVerification(await verifyReceipt(code, service));
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('verifyReceipt failed', error);
    throw new HttpsError('internal', 'internal');
  }
}
