import { isDataError } from '../data/ports/document-store';
import { ClosedPeriodError } from '../data/policy/period-write';
import { WriteRefusedError } from '../data/policy/verdicts';
import { closedPeriodMessage } from '../domain/attendance/period-close';
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

/** The days a write touched and the tenant's last closed day, as the screen knows them. */
export interface WrittenDays {
  days: readonly string[];
  closedThrough: string | null | undefined;
}

/**
 * The closed period that refused a write of `written.days`, in words (`El periodo de octubre de 2026 está
 * cerrado.`), or null when the refusal was something else: the backends refuse a closed day's write as a denied
 * permission (firestore.rules `openDay`), which is no permission the person lacks.
 */
export function closedPeriodRefusal(error: unknown, written: WrittenDays): string | null {
  const refused =
    error instanceof ClosedPeriodError || (isDataError(error) && error.code === 'permission-denied');
  return refused ? closedPeriodMessage(written.days, written.closedThrough) : null;
}

/** actionErrorMessage of a write of days the screen knows: a closed period's refusal names the period. */
export function writeErrorMessage(
  error: unknown,
  written: WrittenDays,
  fallback: string = SAVE_FAILED,
): string {
  return closedPeriodRefusal(error, written) ?? actionErrorMessage(error, fallback);
}
