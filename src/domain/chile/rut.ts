/**
 * Chilean RUT (Rol Único Tributario): the check digit is the módulo 11 of the body's digits, read from
 * the right and weighted by the cycle 2, 3, 4, 5, 6, 7; 11 gives '0' and 10 gives 'K'. Accepted input:
 * `12.345.678-5`, `12345678-5`, `123456785`, spaces around, `k` in any case. Stored and shown as `12.345.678-5`.
 */

/** The stored and shown form, `12.345.678-5` (what the security rules can check; the digit is checked here). */
export const FORMATTED_RUT = /^[1-9]\d{0,2}(\.\d{3}){0,2}-[\dK]$/;

export function rutCheckDigit(body: number): string {
  if (!Number.isInteger(body) || body <= 0) throw new RangeError(`Invalid RUT body: ${body}`);
  let sum = 0;
  let weight = 2;
  for (let rest = body; rest > 0; rest = Math.floor(rest / 10)) {
    sum += (rest % 10) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

/** `12345678` → `12.345.678-5`. */
export function formatRutBody(body: number): string {
  const grouped = String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped}-${rutCheckDigit(body)}`;
}

/** The body and check digit of a valid RUT, or null when it is malformed or its check digit is wrong. */
export function parseRut(input: string): { body: number; checkDigit: string } | null {
  const clean = input.trim().replace(/[.\s]/g, '').toUpperCase();
  // The body has no leading zero: '012.345.678-5' is not a RUT anyone writes.
  const match = /^([1-9]\d{0,8})-?([\dK])$/.exec(clean);
  if (match === null) return null;
  const body = Number(match[1]);
  const checkDigit = match[2] ?? '';
  return rutCheckDigit(body) === checkDigit ? { body, checkDigit } : null;
}

export function isValidRut(input: string): boolean {
  return parseRut(input) !== null;
}

/** A valid RUT in the one stored and shown form, `12.345.678-5`; null when it is not valid. */
export function formatRut(input: string): string | null {
  const rut = parseRut(input);
  return rut === null ? null : formatRutBody(rut.body);
}
