/**
 * `signPunches`, the Firestore trigger on `attendance/{recordId}`: every write of a record runs the one signer
 * (src/server/receipts/receipt-service.ts), which reads the record fresh and signs the punches without a receipt.
 * A write with nothing to sign — a deletion, a manager's record, the signer's own `receipts.<kind>` — ends here
 * without a read, so the signer's write does not sign again.
 */
import type { DocumentData } from 'firebase-admin/firestore';

import {
  signAttendance,
  unsignedPunches,
  type ReceiptServiceDeps,
  type SignedPunchReceipt,
} from '../../src/server/receipts/receipt-service';
import { fromStored } from './firestore-store';

export async function handleSignPunches(
  recordId: string,
  after: DocumentData | undefined,
  deps: () => Promise<ReceiptServiceDeps>,
): Promise<SignedPunchReceipt[]> {
  if (after === undefined || unsignedPunches(fromStored(after)).length === 0) return [];
  return signAttendance(recordId, await deps());
}
