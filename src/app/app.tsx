import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

import { QueryClientSlotContext, type QueryClientSlot } from '../data/queries/query-client-slot';
import { BackendContext, type BackendHandle } from '../lib/backend-context';
import { applySession, bindSessionCheck } from '../stores/apply-session';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Once the adapter set has loaded: feeds every session change into the stores, then lets the guard look again at
 * the current route. When the identity changes (sign-out, another account), nothing read for the previous one
 * stays in the cache.
 */
function useSessionBridge(handle: BackendHandle, router: Router, cache: QueryClientSlot): void {
  useEffect(() => {
    let uid: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    void handle.loaded.then((backend) => {
      if (ended) return;
      bindSessionCheck(backend.auth);
      unsubscribe = backend.auth.onSessionChange((session, endedBy) => {
        const next = session?.claims ? session.user.uid : null;
        if (next !== uid) cache.client?.clear();
        uid = next;
        applySession(session, endedBy);
        void router.revalidate();
      });
    });
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [handle, router, cache]);
}

/**
 * The entry's part of the app: the adapter handle, the data cache's slot and the router. The cache itself and
 * the shell come with the first screen that uses them (app-frame.tsx), the MUI theme with each screen made of MUI
 * (routes.tsx), never with the public page.
 */
export function App({ backend, router }: { backend: BackendHandle; router: Router }) {
  const [cache] = useState<QueryClientSlot>(() => ({ client: null }));
  useSessionBridge(backend, router, cache);
  return (
    <QueryClientSlotContext.Provider value={cache}>
      <BackendContext.Provider value={backend}>
        <RouterProvider router={router} />
      </BackendContext.Provider>
    </QueryClientSlotContext.Provider>
  );
}

export function createAppRouter(): Router {
  return createBrowserRouter(routes);
}
