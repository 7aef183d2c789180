import { z } from 'zod';

import { MIN_INITIAL_PASSWORD_LENGTH } from '../../data/ports/admin-port';
import { VALIDATION } from '../validation-messages';

/**
 * `Contraseña inicial` of an account AdminPort creates: required when the backend sends no invitation
 * (`passwordRequired`, the demo), else optional (empty gives null: an invitation link instead); never shorter
 * than MIN_INITIAL_PASSWORD_LENGTH. Not trimmed: a password is what was typed.
 */
export function initialPassword(required: boolean) {
  return z.string().transform((value, ctx): string | null => {
    if (value === '') {
      if (required) ctx.addIssue(VALIDATION.required);
      return null;
    }
    if (value.length < MIN_INITIAL_PASSWORD_LENGTH)
      ctx.addIssue(VALIDATION.minLength(MIN_INITIAL_PASSWORD_LENGTH));
    return value;
  });
}

/** The help under `Contraseña inicial`. */
export function initialPasswordHelp(required: boolean): string {
  return required
    ? `Al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres. Entrégasela a la persona: con ella iniciará sesión.`
    : `Opcional, al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres. Si la dejas vacía, recibirás un enlace de invitación para enviarle.`;
}
