import { DISPLAY_NAME_MAX } from '../../data/policy/user-write';
import { VALIDATION } from '../../lib/validation-messages';
/** The identity provider's default minimum (spec §5, §9); its server policy may ask for more. */
export const PASSWORD_MIN = 6;
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

export function validateDisplayName(value: string): true | string {
  const name = value.trim();
  if (name === '') return VALIDATION.required;
  if (name.length > DISPLAY_NAME_MAX) return VALIDATION.maxLength(DISPLAY_NAME_MAX);
  return true;
}
