/** localStorage flag set before the one reload a failed screen load gets (spec §2). */
export const CHUNK_RELOAD_FLAG = 'asiste.chunkReloaded';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  log: (...data: unknown[]) => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: localStorage,
  reload: () => window.location.reload(),
  log: (...data) => console.error(...data),
});

/**
 * Loads a screen module; the first failure reloads the page once (a new deployment usually renamed the chunk),
 * a second failure is only logged and rethrown to the route's error screen.
 */
export async function loadScreen<T>(
  factory: () => Promise<T>,
  overrides: Partial<ReloadDeps> = {},
): Promise<T> {
  const deps = { ...browserDeps(), ...overrides };
  try {
    return await factory();
  } catch (error) {
    if (deps.storage.getItem(CHUNK_RELOAD_FLAG) === null) {
      deps.storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
      deps.reload();
      return new Promise<T>(() => {}); // the page is going away
    }
    deps.log('No se pudo cargar la pantalla, incluso después de recargar', error);
    throw error;
  }
}

/** Called once a screen has loaded: the route change succeeded. */
export function clearReloadFlag(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(CHUNK_RELOAD_FLAG);
}
