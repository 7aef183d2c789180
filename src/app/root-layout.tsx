import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { LoadingOverlay } from '../components/loading-overlay';
import { loadOnce } from '../lib/load-once';
import { useClaims } from '../stores/auth-store';
import { bareForVisitor, findRoute, normalizePath, titleFor } from './route-table';
import type * as AppFrameExports from './app-frame';

type AppFrameModule = typeof AppFrameExports;

/**
 * Starts loading the app frame (the data cache, the shell) once; a failed load is forgotten, so the next
 * navigation tries again. The route's lazy screen calls it too, so the frame and the screen download together.
 */
export const preloadAppFrame: () => Promise<AppFrameModule> = loadOnce(() => import('./app-frame'));

const AppFrame = lazy(() => preloadAppFrame().then((m) => ({ default: m.AppFrame })));

/** Whether the page at `pathname` is one a visitor gets bare (`bareForVisitor`). */
function isBareForVisitor(pathname: string): boolean {
  const route = findRoute(normalizePath(pathname));
  return route !== undefined && bareForVisitor(route);
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
  if (claims === null && isBareForVisitor(pathname)) {
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
