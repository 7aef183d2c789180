import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { LoadingOverlay } from '../components/loading-overlay';
import { loadOnce } from '../lib/load-once';
import { useClaims } from '../stores/auth-store';
import { findRoute, normalizePath, titleFor } from './route-table';
import type * as AppFrameExports from './app-frame';

type AppFrameModule = typeof AppFrameExports;

/**
 * Starts loading the app frame (the data cache, the shell) once; a failed load is forgotten, so the next
 * navigation tries again. The route's lazy screen calls it too, so the frame and the screen download together.
 */
export const preloadAppFrame: () => Promise<AppFrameModule> = loadOnce(() => import('./app-frame'));

const AppFrame = lazy(() => preloadAppFrame().then((m) => ({ default: m.AppFrame })));

/**
 * Whether the page at `pathname` is a public one with its own stylesheet (the route table's `ownStyles`), which a
 * visitor gets bare. A signed-in route with its own styles (`/checkin`) always needs the app frame: its data reads
 * run until the guard, after a sign-out in another tab, sends the visitor it now has to /login.
 */
function bareForVisitor(pathname: string): boolean {
  const route = findRoute(normalizePath(pathname));
  return route?.access === 'public' && route.ownStyles === true;
}

/**
 * The frame around every route; the document title follows the route (spec §2). A visitor's page with its own
 * stylesheet (the landing) gets no data cache and no shell; every other screen gets the app frame.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const claims = useClaims();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  if (claims === null && bareForVisitor(pathname)) {
    return (
      <div id="contenido">
        <Outlet />
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AppFrame>
        <Outlet />
      </AppFrame>
    </Suspense>
  );
}
