/**
 * The `verifyReceipt` callable on the wire (functions/src/receipts.ts ↔ src/data/adapters/firebase/firebase-receipts.ts):
 * the request is `{ code }`, the answer `{ valid: false }` or `{ valid: true, receipt }` with the time as ISO.
 */
import { PUNCH_ORDER } from '../../domain/attendance/punches';
import type { PunchKind } from './collections';
import type { ReceiptVerification, VerifiedReceipt } from './receipt-port';

/** The callable's name (functions/src/index.ts exports it under this name). */
export const VERIFY_RECEIPT_CALL = 'verifyReceipt';

export interface VerifyReceiptRequest {
  code: string;
}

export type ReceiptVerificationWire =
  { valid: false } | { valid: true; receipt: Omit<VerifiedReceipt, 'time'> & { time: string } };

export function encodeVerification(verification: ReceiptVerification): ReceiptVerificationWire {
  if (!verification.valid) return { valid: false };
  const { receipt } = verification;
  return { valid: true, receipt: { ...receipt, time: receipt.time.toISOString() } };
}

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The answer as the port's value; throws on anything the server would never send. */
export function decodeVerification(value: unknown): ReceiptVerification {
  const answer = value as { valid?: unknown; receipt?: Record<string, unknown> } | null;
  if (answer?.valid === false) return { valid: false };
  const receipt = answer?.valid === true ? answer.receipt : undefined;
  const time = typeof receipt?.['time'] === 'string' ? new Date(receipt['time']) : null;
  if (
    receipt === undefined ||
    time === null ||
    Number.isNaN(time.getTime()) ||
    typeof receipt['code'] !== 'string' ||
    !(PUNCH_ORDER as readonly unknown[]).includes(receipt['action']) ||
    typeof receipt['timeZone'] !== 'string' ||
    typeof receipt['personName'] !== 'string' ||
    typeof receipt['employerName'] !== 'string' ||
    !textOrNull(receipt['personRut']) ||
    !textOrNull(receipt['employerLegalName']) ||
    !textOrNull(receipt['employerTaxId']) ||
    !(receipt['workplaceName'] === undefined || textOrNull(receipt['workplaceName'])) ||
    !textOrNull(receipt['address']) ||
    !(receipt['dejResolution'] === undefined || textOrNull(receipt['dejResolution']))
  ) {
    throw new Error('Unexpected answer from verifyReceipt');
  }
  return {
    valid: true,
    receipt: {
      code: receipt['code'],
      action: receipt['action'] as PunchKind,
      time,
      timeZone: receipt['timeZone'],
      personName: receipt['personName'],
      personRut: receipt['personRut'],
      employerName: receipt['employerName'],
      employerLegalName: receipt['employerLegalName'],
      employerTaxId: receipt['employerTaxId'],
      // Absent from the answer of a server deployed before workplaces: the receipt names none.
      workplaceName: receipt['workplaceName'] ?? null,
      address: receipt['address'],
      // Absent from the answer of a server deployed before the DEJ setting: the receipt prints none.
      dejResolution: receipt['dejResolution'] ?? null,
    },
  };
}
