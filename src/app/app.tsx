import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

import type { Backend } from '../data/ports/backend';
import { BackendContext } from '../lib/backend-context';
import { applySession } from '../stores/apply-session';
import { useThemeStore } from '../stores/theme-store';
import { routes } from './routes';
import { createAppTheme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** Feeds every session change into the stores, then lets the guard look again at the current route. */
function useSessionBridge(backend: Backend, router: Router): void {
  useEffect(
    () =>
      backend.auth.onSessionChange((session) => {
        applySession(session);
        void router.revalidate();
      }),
    [backend, router],
  );
}

export function App({ backend, router }: { backend: Backend; router: Router }) {
  const mode = useThemeStore((s) => s.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useSessionBridge(backend, router);
  return (
    <BackendContext.Provider value={backend}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
      </ThemeProvider>
    </BackendContext.Provider>
  );
}

export function createAppRouter(): Router {
  return createBrowserRouter(routes);
}
