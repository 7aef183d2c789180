/**
 * Chilean RUT (Rol Único Tributario): the check digit is the módulo 11 of the body's digits, read from
 * the right and weighted by the cycle 2, 3, 4, 5, 6, 7; 11 gives '0' and 10 gives 'K'.
 */

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
export function formatRut(body: number): string {
  const grouped = String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped}-${rutCheckDigit(body)}`;
}

/** Accepts `12.345.678-5`, `12345678-5` or `123456785` (any case for K). */
export function isValidRut(rut: string): boolean {
  const clean = rut.replace(/[.\s]/g, '').toUpperCase();
  const match = /^(\d{1,9})-?([\dK])$/.exec(clean);
  if (match === null) return false;
  const body = Number(match[1]);
  return body > 0 && rutCheckDigit(body) === match[2];
}
