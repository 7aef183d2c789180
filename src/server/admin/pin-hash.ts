/**
 * A PIN's stored form: a salted, slow hash, never the PIN (Res. Ex. N° 38 art. 7 g). PBKDF2-HMAC-SHA-256 through
 * Web Crypto, which Cloud Functions (Node) and the demo (the browser) both have, so the one service hashes and
 * checks the same way on both backends. Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64): the
 * iterations travel with the hash, so raising PIN_HASH_ITERATIONS later still checks the PINs stored before.
 *
 * A 4–6 digit PIN is few guesses for whoever holds its hash, however slow: what protects it is that no client ever
 * reads one (`pins` is server-only) and the wrong-PIN lock of admin-pin.ts.
 */

/**
 * Below OWASP's 600,000 for PBKDF2-HMAC-SHA-256 on purpose: no iteration count makes a million PINs costly to try
 * for whoever holds a hash, so the count only has to make the sign-in's checks (one per person of the RUT, and the
 * decoy) cheap for the server and slow for a bulk guess; the lock and the server-only store protect the PIN.
 */
export const PIN_HASH_ITERATIONS = 210_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** The stored form of `pin`, with a new random salt. */
export async function hashPin(pin: string, iterations = PIN_HASH_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Whether `pin` is the one `stored` was made from; false for anything malformed. Constant time over the hash. */
export async function verifyPin(pin: string, stored: unknown): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  const [scheme, rounds, saltText, hashText] = stored.split('$');
  const iterations = Number(rounds);
  const salt = fromBase64(saltText ?? '');
  const expected = fromBase64(hashText ?? '');
  if (
    scheme !== SCHEME ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    salt === null ||
    expected === null
  )
    return false;
  const actual = await derive(pin, salt, iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
