/**
 * Choices that belong to this device, not to the person: kept in localStorage, read where they apply. Storage
 * that cannot be read or written (blocked, private mode) leaves the safe default.
 */

/** `true` when this is a person's own phone: a sign-out keeps the offline copy of their data (security M6). */
export const KEEP_OFFLINE_DATA_KEY = 'asiste.device.keepOfflineData';

export function keepsOfflineData(): boolean {
  try {
    return localStorage.getItem(KEEP_OFFLINE_DATA_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Saves the choice; returns what is stored afterwards (false when storage refused it). */
export function setKeepsOfflineData(keep: boolean): boolean {
  try {
    if (keep) localStorage.setItem(KEEP_OFFLINE_DATA_KEY, 'true');
    else localStorage.removeItem(KEEP_OFFLINE_DATA_KEY);
  } catch (error) {
    console.error('No se pudo guardar la preferencia del dispositivo', error);
  }
  return keepsOfflineData();
}
