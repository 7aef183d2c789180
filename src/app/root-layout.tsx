import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { LoadingOverlay } from '../components/loading-overlay';
import { loadOnce } from '../lib/load-once';
import { useClaims } from '../stores/auth-store';
import { findRoute, normalizePath, titleFor } from './route-table';
import type * as ThemedFrameExports from './themed-frame';

type ThemedFrameModule = typeof ThemedFrameExports;

/**
 * Starts loading the themed frame (MUI, the data cache, the shell) once; a failed load is forgotten, so the next
 * navigation tries again. The route's lazy screen calls it too, so the frame and the screen download together.
 */
export const preloadThemedFrame: () => Promise<ThemedFrameModule> = loadOnce(() => import('./themed-frame'));

const ThemedFrame = lazy(() => preloadThemedFrame().then((m) => ({ default: m.ThemedFrame })));

/** Whether the page at `pathname` brings its own stylesheet for a visitor (the route table's `ownStyles`). */
function hasOwnStyles(pathname: string): boolean {
  return findRoute(normalizePath(pathname))?.ownStyles === true;
}

/**
 * The frame around every route; the document title follows the route (spec §2). A visitor's page with its own
 * stylesheet (the landing) gets no MUI, no data cache and no shell; every other screen gets the themed frame.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const claims = useClaims();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  if (claims === null && hasOwnStyles(pathname)) {
    return (
      <div id="contenido">
        <Outlet />
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ThemedFrame>
        <Outlet />
      </ThemedFrame>
    </Suspense>
  );
}
