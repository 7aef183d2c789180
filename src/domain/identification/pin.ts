/**
 * The `PIN de marcación`: the second way a worker identifies (Res. Ex. N° 38 art. 7 g: at least two methods, one
 * without biometrics or personal data). 4 to 6 digits, never a trivial one — every digit the same (`1111`) or a run
 * up or down (`1234`, `987654`, `7890`) — which anyone would guess first. The profile form, the server (AdminPort
 * setOwnPin) and its tests judge a PIN here, once. Pure: no Firebase, no DOM.
 */

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;

/** How many wrong PINs for one RUT within PIN_LOCK_MINUTES lock sign-in with that RUT for PIN_LOCK_MINUTES. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

export const PIN_MESSAGES = {
  digits: `El PIN debe tener entre ${PIN_MIN_LENGTH} y ${PIN_MAX_LENGTH} dígitos, solo números.`,
  repeated: 'El PIN no puede tener todos los dígitos iguales (como 1111).',
  run: 'El PIN no puede ser una secuencia de dígitos seguidos (como 1234 o 4321).',
  differ: 'Los PIN no coinciden.',
} as const;

export type PinProblem = 'digits' | 'repeated' | 'run';

/** Why `pin` cannot be a PIN, or null when it can. */
export function pinProblem(pin: string): PinProblem | null {
  const pattern = new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);
  if (!pattern.test(pin)) return 'digits';
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => (digit - (digits[index] ?? 0) + 10) % 10);
  if (steps.every((step) => step === 0)) return 'repeated';
  // Up (1234, 7890: 9 then 0) or down (4321, 1098).
  if (steps.every((step) => step === 1) || steps.every((step) => step === 9)) return 'run';
  return null;
}

/** The Spanish message for a PIN that cannot be one, or null. */
export function pinMessage(pin: string): string | null {
  const problem = pinProblem(pin);
  return problem === null ? null : PIN_MESSAGES[problem];
}
