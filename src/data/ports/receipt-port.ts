/**
 * The public verification of a punch receipt (/verificar): anyone with a code learns whether it matches a
 * recorded punch, and then only what that punch's receipt prints. Firebase: the `verifyReceipt` callable
 * (rate-limited, no sign-in); demo: the demo's signer, in the browser that holds the demo data.
 */
import type { PunchKind } from './collections';

/** Exactly the fields printed on the receipt (Res. Ex. N° 38): nothing else of the tenant crosses this port. */
export interface VerifiedReceipt {
  /** Normalised `XXXX-XXXX-XXXX-XXXX`. */
  code: string;
  action: PunchKind;
  /** The punch's server time (to the second on the receipt). */
  time: Date;
  /** The tenant's zone, to print the date and time as the receipt did. */
  timeZone: string;
  personName: string;
  personRut: string | null;
  employerName: string;
  employerLegalName: string | null;
  employerTaxId: string | null;
  /**
   * The person's Lugar de trabajo (Res. Ex. N° 38 art. 13.2): its name; null when the company had none when the
   * punch was signed (then `address` is the company's own), and on receipts signed before workplaces existed.
   */
  workplaceName: string | null;
  /** The full address of that workplace (art. 13.3), else the company's; null when neither was recorded. */
  address: string | null;
  /**
   * The resolution authorising the company's exceptional distribution of the jornada (Res. Ex. N° 38 art. 13),
   * as the company recorded it when the punch was signed; null when it had none, and on receipts signed before
   * the setting existed.
   */
  dejResolution: string | null;
}

export type ReceiptVerification = { valid: true; receipt: VerifiedReceipt } | { valid: false };

export interface ReceiptVerifier {
  /**
   * Checks a code as typed (case, spaces and dashes do not matter). An unknown, malformed or altered code is
   * `{ valid: false }`. Fails with DataError('resource-exhausted') when the caller asked too often, and
   * DataError('unavailable') without a connection.
   */
  verify(code: string): Promise<ReceiptVerification>;
}
