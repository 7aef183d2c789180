/** Generic field messages of spec §5, the only wording forms use for these rules. */
export const VALIDATION = {
  required: 'Este campo es obligatorio',
  email: 'Por favor, introduce un correo electrónico válido',
  maxLength: (n: number) => `Debes introducir un máximo de ${n} caracteres`,
  minLength: (n: number) => `Debes introducir un mínimo de ${n} caracteres`,
  atLeastOne: 'Por favor, elige al menos un valor',
  pattern: 'Formato inválido',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
