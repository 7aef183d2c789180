import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

import { createQueryClient } from '../data/queries/query-client';
import { BackendContext, type BackendHandle } from '../lib/backend-context';
import { applySession, bindSessionCheck } from '../stores/apply-session';
import { useThemeStore } from '../stores/theme-store';
import { routes } from './routes';
import { createAppTheme } from '../lib/theme';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Once the adapter set has loaded: feeds every session change into the stores, then lets the guard look again at
 * the current route. When the identity changes (sign-out, another account), nothing read for the previous one
 * stays in the cache.
 */
function useSessionBridge(handle: BackendHandle, router: Router, queryClient: QueryClient): void {
  useEffect(() => {
    let uid: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    void handle.loaded.then((backend) => {
      if (ended) return;
      bindSessionCheck(backend.auth);
      unsubscribe = backend.auth.onSessionChange((session, endedBy) => {
        const next = session?.claims ? session.user.uid : null;
        if (next !== uid) queryClient.clear();
        uid = next;
        applySession(session, endedBy);
        void router.revalidate();
      });
    });
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [handle, router, queryClient]);
}

export function App({ backend, router }: { backend: BackendHandle; router: Router }) {
  const mode = useThemeStore((s) => s.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const [queryClient] = useState(() => createQueryClient());
  useSessionBridge(backend, router, queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BackendContext.Provider value={backend}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <RouterProvider router={router} />
        </ThemeProvider>
      </BackendContext.Provider>
    </QueryClientProvider>
  );
}

export function createAppRouter(): Router {
  return createBrowserRouter(routes);
}
