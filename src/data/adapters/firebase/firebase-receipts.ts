/**
 * ReceiptVerifier over the public `verifyReceipt` callable (functions/src/receipt-callable.ts). The Functions
 * SDK loads on the first verification (`firebase-callables.ts`, its own chunk), never with a screen. Too many
 * checks from one address come back as DataError('resource-exhausted'); a check that got no answer (offline,
 * server unreachable, App Check refused) as DataError('unavailable').
 */
import { loadOnce } from '../../../lib/load-once';
import { normalizeReceiptCode } from '../../../domain/attendance/receipt-code';
import { DataError } from '../../ports/document-store';
import type { ReceiptVerification, ReceiptVerifier } from '../../ports/receipt-port';
import { decodeVerification, type VerifyReceiptRequest } from '../../ports/receipt-wire';

export type ReceiptCall = (request: VerifyReceiptRequest) => Promise<unknown>;

/** A failed call as the port's error: the SDK's `functions/resource-exhausted`, or no answer at all. */
export function receiptErrorFrom(error: unknown): DataError {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'functions/resource-exhausted' || code === 'resource-exhausted') {
    return new DataError('resource-exhausted', message);
  }
  return new DataError('unavailable', message);
}

export class FirebaseReceipts implements ReceiptVerifier {
  /** A failed load (a chunk that did not arrive) is tried again by the next check. */
  private readonly call: () => Promise<ReceiptCall>;

  constructor(load: () => Promise<ReceiptCall>) {
    this.call = loadOnce(load);
  }

  async verify(code: string): Promise<ReceiptVerification> {
    // What cannot be a code is answered here: no round trip, no attempt counted against the caller.
    const normalized = normalizeReceiptCode(code);
    if (normalized === null) return { valid: false };
    let answer: unknown;
    try {
      answer = await (await this.call())({ code: normalized });
    } catch (error) {
      throw receiptErrorFrom(error);
    }
    try {
      return decodeVerification(answer);
    } catch (error) {
      throw receiptErrorFrom(error);
    }
  }
}
