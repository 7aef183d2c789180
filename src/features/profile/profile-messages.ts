import { isDataError } from '../../data/ports/document-store';
import { isPhotoError, type PhotoErrorCode } from '../../data/ports/photo-port';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { PhotoInputError, SOURCE_MAX_LABEL, type PhotoInputProblem } from './photo-input';

const OFFLINE = 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const NOT_ALLOWED = 'No tienes permiso para cambiar esta foto. Vuelve a iniciar sesión e inténtalo de nuevo.';
const NAME_NOT_ALLOWED =
  'No tienes permiso para cambiar tu nombre. Vuelve a iniciar sesión e inténtalo de nuevo.';
const NAME_NOT_SAVED = 'No se pudo guardar el nombre. Inténtalo de nuevo.';

const INPUT: Readonly<Record<PhotoInputProblem, string>> = {
  'not-an-image': 'Ese archivo no es una imagen. Elige una foto JPG, PNG o WebP.',
  'too-large': `La imagen pesa más de ${SOURCE_MAX_LABEL}. Elige una más liviana.`,
  unreadable: 'No se pudo leer la imagen. Prueba con otra foto JPG, PNG o WebP.',
  'too-heavy': 'No se pudo reducir la imagen lo suficiente. Prueba con otra foto.',
};

const PHOTO: Readonly<Partial<Record<PhotoErrorCode, string>>> = {
  unavailable: OFFLINE,
  unauthenticated: NOT_ALLOWED,
  'permission-denied': NOT_ALLOWED,
  'quota-exceeded': 'Se acabó el espacio para fotos de tu empresa. Avísale a tu administrador.',
  'not-configured': 'La subida de fotos no está disponible en esta instalación. Avísale a tu administrador.',
};

/** What a person reads when changing or removing the photo failed, whatever step failed. */
export function photoErrorMessage(error: unknown, action: 'upload' | 'remove'): string {
  const fallback =
    action === 'upload'
      ? 'No se pudo cambiar la foto. Inténtalo de nuevo.'
      : 'No se pudo quitar la foto. Inténtalo de nuevo.';
  if (error instanceof PhotoInputError) return INPUT[error.problem];
  if (isPhotoError(error)) return PHOTO[error.code] ?? fallback;
  if (isDataError(error)) {
    if (error.code === 'unavailable') return OFFLINE;
    return error.code === 'permission-denied' || error.code === 'unauthenticated' ? NOT_ALLOWED : fallback;
  }
  const code = errorCode(error);
  return code?.startsWith('auth/') ? authErrorMessage(code) : fallback;
}

/** What a person reads when saving the name failed: in the users doc (the store) or in the identity (auth). */
export function nameErrorMessage(error: unknown): string {
  if (isDataError(error)) {
    if (error.code === 'unavailable') return OFFLINE;
    return error.code === 'permission-denied' || error.code === 'unauthenticated'
      ? NAME_NOT_ALLOWED
      : NAME_NOT_SAVED;
  }
  return authErrorMessage(errorCode(error));
}
