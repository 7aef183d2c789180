import { createContext, use, useContext, useEffect, useState } from 'react';

import type { AuthCapabilities } from '../data/ports/auth-port';
import type { Backend } from '../data/ports/backend';
import { whenIdle } from './when-idle';

/**
 * The adapter set as the app holds it: known by kind from the start, loaded the first time something needs it. A
 * public page opened by nobody signed in paints without it; the guard loads it for every other
 * navigation, and a public screen's action loads it when used.
 */
export interface BackendHandle {
  readonly kind: Backend['kind'];
  /** The sign-in methods the build's auth adapter offers, known before it loads (the sign-in page shows them). */
  readonly authCapabilities: AuthCapabilities;
  /** The adapter set once loaded, else null. */
  current(): Backend | null;
  /** Starts loading the first time (again after a failure) and resolves with the adapter set. */
  load(): Promise<Backend>;
  /** Resolves when the adapter set has loaded, without starting it. */
  readonly loaded: Promise<Backend>;
}

/** A handle over an import of the adapter set, started by the first `load()`. */
export function lazyBackend(
  kind: Backend['kind'],
  authCapabilities: AuthCapabilities,
  importBackend: () => Promise<Backend>,
): BackendHandle {
  let current: Backend | null = null;
  let loading: Promise<Backend> | null = null;
  let resolveLoaded: (backend: Backend) => void = () => undefined;
  const loaded = new Promise<Backend>((resolve) => {
    resolveLoaded = resolve;
  });
  return {
    kind,
    authCapabilities,
    current: () => current,
    load: () =>
      (loading ??= importBackend().then(
        (backend) => {
          current = backend;
          resolveLoaded(backend);
          return backend;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded,
  };
}

/** A handle over an adapter set already at hand (tests, tools). */
export function loadedBackend(backend: Backend): BackendHandle {
  const ready = Promise.resolve(backend);
  return {
    kind: backend.kind,
    authCapabilities: backend.auth.capabilities,
    current: () => backend,
    load: () => ready,
    loaded: ready,
  };
}

/** The adapter set, provided once by the app layer; features reach data only through it. */
export const BackendContext = createContext<BackendHandle | null>(null);

export function useBackendHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (!handle) throw new Error('useBackend() needs a <BackendContext.Provider>');
  return handle;
}

/** The adapter set; a screen rendered before it loaded suspends until it has (the route shows its fallback). */
export function useBackend(): Backend {
  const handle = useBackendHandle();
  return handle.current() ?? use(handle.load());
}

/**
 * The adapter set once loaded, else null: the screen paints without it and it starts loading once the browser is
 * idle after that paint, at the latest after a second (a public screen that needs it soon, like the sign-in page).
 * Started at once, its download and the demo's seed worker competed with the page's own first paint on a slow
 * phone. An action that needs it before then awaits `load()`; a failed load is reported by that action.
 */
export function useBackendSoon(): Backend | null {
  const handle = useBackendHandle();
  const [backend, setBackend] = useState(handle.current);
  useEffect(() => {
    let live = true;
    whenIdle(1_000)
      .then(() => (live ? handle.load() : null))
      .then(
        (loaded) => live && loaded !== null && setBackend(loaded),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [handle]);
  return backend;
}
