import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { VALIDATION } from '../../lib/validation-messages';
import { MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
/**
 * A new password's minimum: the server's (AdminPort setOwnPassword sets every own password, so the person gets the
 * e-mail of Res. Ex. N° 38 art. 7 f), above the identity provider's default of 6.
 */
export const PASSWORD_MIN = MIN_INITIAL_PASSWORD_LENGTH;
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

export function validateDisplayName(value: string): true | string {
  const name = value.trim();
  if (name === '') return VALIDATION.required;
  if (name.length > DISPLAY_NAME_MAX) return VALIDATION.maxLength(DISPLAY_NAME_MAX);
  return true;
}
