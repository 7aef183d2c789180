/**
 * The verification code of a punch receipt: an HMAC-SHA-256, keyed with a secret only the server holds (the
 * signing function's secret in Firebase, the demo signer's own key in the demo), over the punch's canonical
 * fields — tenant, person, day, slot, punch kind and server time. The first 80 bits, in Crockford base32, make
 * the code printed on the receipt: `XXXX-XXXX-XXXX-XXXX`. A code cannot be computed without the key, and a
 * stored receipt whose fields were altered no longer matches its code.
 *
 * Web Crypto only, so the same code runs in the browser (demo) and in Node ≥ 20 (functions).
 */
import type { PunchAction } from './punches';

/** What a receipt's code signs. */
export interface SignedPunch {
  tenantId: string;
  userId: string;
  /** 'yyyy-MM-dd', the day the slot belongs to (tenant zone). */
  day: string;
  /** The slot index, or 'np' for the day's unscheduled record. */
  slot: number | 'np';
  action: PunchAction;
  /** The punch's server time. */
  time: Date;
}

const VERSION = 'asiste-receipt-v1';
/** Crockford's base32: no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARACTERS = 16;

/** The one text a code signs: the version and the fields, `|`-separated, the time in ISO (ms, UTC). */
export function canonicalPunch(punch: SignedPunch): string {
  return [
    VERSION,
    punch.tenantId,
    punch.userId,
    punch.day,
    String(punch.slot),
    punch.action,
    punch.time.toISOString(),
  ].join('|');
}

/** An HMAC-SHA-256 key from the secret's bytes (at least 32). */
export async function importReceiptKey(secret: Uint8Array): Promise<CryptoKey> {
  if (secret.length < 32) throw new Error('A receipt key needs at least 32 bytes.');
  return crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

function base32(bytes: Uint8Array, characters: number): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < characters) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/** `XXXXXXXXXXXXXXXX` → `XXXX-XXXX-XXXX-XXXX`. */
function grouped(raw: string): string {
  return (raw.match(/.{1,4}/g) ?? []).join('-');
}

/** The code of any canonical text: its HMAC's first 80 bits in Crockford base32, `XXXX-XXXX-XXXX-XXXX`. */
export async function macCode(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return grouped(base32(new Uint8Array(mac), CODE_CHARACTERS));
}

/** The code of a punch. */
export function receiptCode(key: CryptoKey, punch: SignedPunch): Promise<string> {
  return macCode(key, canonicalPunch(punch));
}

/**
 * A code as a person may type it (any case, spaces or dashes, O for 0, I or L for 1), normalised to
 * `XXXX-XXXX-XXXX-XXXX`; null when it cannot be a code.
 */
export function normalizeReceiptCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== CODE_CHARACTERS) return null;
  for (const character of raw) if (!ALPHABET.includes(character)) return null;
  return grouped(raw);
}

/** The id of a receipt's server record: the code without dashes. */
export function receiptId(code: string): string {
  return code.replace(/-/g, '');
}
