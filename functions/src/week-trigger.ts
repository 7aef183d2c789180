/**
 * `signWeek`, the Firestore trigger on a new `weekSignatures/{signatureId}`: runs the one week signer
 * (src/server/receipts/week-signing.ts), which reads the signature fresh and stores the server's code over what
 * the worker signed and, beside the worker's totals, the totals the records give. Idempotent, so a retried event
 * signs nothing twice.
 */
import { signWeekSignature } from '../../src/server/receipts/week-signing';
import type { ReceiptServiceDeps } from '../../src/server/receipts/receipt-service';

/** A created signature (`exists`: the event carries its data) gets its code; anything else ends here unread. */
export async function handleWeekSigned(
  signatureId: string,
  exists: boolean,
  deps: () => Promise<Pick<ReceiptServiceDeps, 'store' | 'key' | 'now'>>,
): Promise<string | null> {
  if (!exists) return null;
  return signWeekSignature(signatureId, await deps());
}
