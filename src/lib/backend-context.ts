import { createContext, useContext } from 'react';

import type { Backend } from '../data/ports/backend';

/** The adapter set, provided once by the app layer; features reach data only through it. */
export const BackendContext = createContext<Backend | null>(null);

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend() needs a <BackendContext.Provider>');
  return backend;
}
