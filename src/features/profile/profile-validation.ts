import { VALIDATION } from '../../lib/validation-messages';

export const DISPLAY_NAME_MAX = 80;
export const PHOTO_URL_MAX = 2048;
/** The identity provider's default minimum (spec §5, §9); its server policy may ask for more. */
export const PASSWORD_MIN = 6;
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateDisplayName(value: string): true | string {
  const name = value.trim();
  if (name === '') return VALIDATION.required;
  if (name.length > DISPLAY_NAME_MAX) return VALIDATION.maxLength(DISPLAY_NAME_MAX);
  return true;
}

/** Optional: empty means "no photo" (the avatar shows the initials). */
export function validatePhotoURL(value: string): true | string {
  const url = value.trim();
  if (url === '') return true;
  if (url.length > PHOTO_URL_MAX) return VALIDATION.maxLength(PHOTO_URL_MAX);
  return isHttpUrl(url) || VALIDATION.pattern;
}
