// @vitest-environment jsdom
import { deleteDB, openDB } from 'idb';

import { FixableLoadError } from '../../../lib/fixable-load-error';
import { DB_VERSION } from './idb-persistence';
import { openDemoStore } from './open-demo-store';

const DB_NAME = 'open-demo-store-newer';

afterEach(() => deleteDB(DB_NAME));

describe('a database written by a newer version of the app', () => {
  it('fails to open with the way out, which deletes the demo data and lets the demo start again', async () => {
    // What a newer build leaves behind: the same database, at a version this build does not know.
    (await openDB(DB_NAME, DB_VERSION + 1)).close();
    localStorage.setItem('asiste.demo.seed', '{"version":1,"generatedAt":"2026-03-10T15:00:00.000Z"}');
    localStorage.setItem('asiste.demo.accounts', '[]');
    localStorage.setItem('asiste.demo.scale', '{"people":150,"months":1}');
    localStorage.setItem('theme', 'dark');

    const failure: unknown = await openDemoStore({
      dbName: DB_NAME,
      getCaller: () => null,
      channel: null,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    if (!(failure instanceof FixableLoadError))
      throw new Error(`expected a FixableLoadError, got ${String(failure)}`);
    expect(failure.notice).toBe(
      'Los datos de la demo guardados en este navegador vienen de una versión más nueva de Asiste, que esta ' +
        'versión no puede abrir. Bórralos para seguir: la demo vuelve a empezar con sus datos de ejemplo.',
    );
    expect(failure.fix.label).toBe('Borrar datos de la demo');

    await failure.fix.run();
    // The record of the data's day goes with the data, so the next start generates the demo again.
    expect(localStorage.getItem('asiste.demo.seed')).toBeNull();
    expect(localStorage.getItem('asiste.demo.accounts')).toBeNull();
    // A setting, and what is not the demo's, stay.
    expect(localStorage.getItem('asiste.demo.scale')).toBe('{"people":150,"months":1}');
    expect(localStorage.getItem('theme')).toBe('dark');
    const store = await openDemoStore({ dbName: DB_NAME, getCaller: () => null, channel: null });
    expect(store.privileged().all('tenants')).toEqual([]);
    store.close();
  });
});
