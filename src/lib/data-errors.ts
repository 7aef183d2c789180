import { isDataError } from '../data/ports/document-store';

/** What a screen says when its data cannot be read, by the port's error code. */
export function dataLoadMessage(error: unknown, fallback: string): string {
  if (!isDataError(error)) return fallback;
  if (error.code === 'permission-denied' || error.code === 'unauthenticated') {
    return 'No tienes permiso para ver esta información. Si cambiaste de cuenta, vuelve a iniciar sesión.';
  }
  if (error.code === 'unavailable')
    return 'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  return fallback;
}
