import { isDataError } from '../data/ports/document-store';
import { WriteRefusedError } from '../data/policy/verdicts';
import { SignInNotConfirmedError } from '../lib/recent-sign-in';

export const SAVE_FAILED = 'No se pudo guardar. Inténtalo de nuevo.';

/**
 * What a dialog says when a write fails, by the port's error code: the two causes a person can act on (no
 * permission, no connection) get their own words, a refusal made before sending (a closed period, a marca past
 * its correction day) its own reason, anything else the fallback.
 */
export function actionErrorMessage(error: unknown, fallback: string = SAVE_FAILED): string {
  if (error instanceof WriteRefusedError || error instanceof SignInNotConfirmedError) return error.message;
  if (isDataError(error)) {
    if (error.code === 'permission-denied' || error.code === 'unauthenticated')
      return 'No tienes permiso para hacer este cambio.';
    if (error.code === 'unavailable')
      return 'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  }
  return fallback;
}
