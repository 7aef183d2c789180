/**
 * The signing key's secret as it is kept: base64 of at least 32 random bytes (the Cloud Functions secret
 * RECEIPT_SIGNING_KEY; the demo signer's own key in localStorage). Web Crypto and atob/btoa only: it runs in
 * the browser and in Node.
 */
import { importReceiptKey } from '../../domain/attendance/receipt-code';

export const RECEIPT_KEY_BYTES = 32;

/** The secret's bytes; throws when the value is not base64 of at least 32 bytes. */
export function decodeReceiptSecret(value: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(value.trim());
  } catch {
    throw new Error('The receipt signing key is not base64.');
  }
  if (binary.length < RECEIPT_KEY_BYTES) {
    throw new Error(`The receipt signing key must hold at least ${RECEIPT_KEY_BYTES} bytes.`);
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export function encodeReceiptSecret(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** A new random secret, base64 (the demo's key on first use; `openssl rand -base64 32` does the same). */
export function newReceiptSecret(): string {
  return encodeReceiptSecret(crypto.getRandomValues(new Uint8Array(RECEIPT_KEY_BYTES)));
}

/** The HMAC key of a base64 secret. */
export function receiptKeyFromSecret(value: string): Promise<CryptoKey> {
  return importReceiptKey(decodeReceiptSecret(value));
}
