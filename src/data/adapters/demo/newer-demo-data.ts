/**
 * The way out when this browser's demo data was written by a newer version of Asiste (the app was rolled back, or
 * another of its builds ran on this origin): IndexedDB refuses to open a database at a lower version than the one
 * stored (`VersionError`), every start fails the same way, and only deleting the data lets this version start.
 * The start fails with a FixableLoadError that offers just that.
 */
import { deleteDB } from 'idb';

import { FixableLoadError } from '../../../lib/fixable-load-error';

/** The demo's keys in localStorage (its accounts, session, seed record, server map, receipt key…). */
const DEMO_KEY_PREFIX = 'asiste.demo.';
/** A setting the person chose (demo-data.ts DEMO_SCALE_KEY), not data: it stays. */
const KEPT_KEYS: ReadonlySet<string> = new Set(['asiste.demo.scale']);

export function isVersionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'VersionError';
}

/**
 * Deletes the demo's database and its records in localStorage: without the record of the data's day (the seed's),
 * the next start generates the demo again, as on a first visit.
 */
export async function deleteDemoData(dbName: string): Promise<void> {
  await deleteDB(dbName);
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) {
    if (key !== null && key.startsWith(DEMO_KEY_PREFIX) && !KEPT_KEYS.has(key)) localStorage.removeItem(key);
  }
}

export function newerDemoDataError(dbName: string): FixableLoadError {
  return new FixableLoadError(
    `The demo's IndexedDB database '${dbName}' was written by a newer version of the app`,
    'Los datos de la demo guardados en este navegador vienen de una versión más nueva de Asiste, que esta ' +
      'versión no puede abrir. Bórralos para seguir: la demo vuelve a empezar con sus datos de ejemplo.',
    { label: 'Borrar datos de la demo', run: () => deleteDemoData(dbName) },
  );
}
