import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';

import { LoadingOverlay } from '../components/loading-overlay';
import { loadOnce } from '../lib/load-once';
import { readAuth } from '../stores/auth-store';
import { checkSession, sessionKnown, waitForSession } from '../stores/apply-session';
import { guardRedirect } from './guard';
import { clearReloadFlag, loadScreen } from './lazy-screen';
import { preloadAppFrame, RootLayout } from './root-layout';
import { preloadChrome } from './shell/signed-in-shell-loader';
import {
  bareForVisitor,
  findRoute,
  normalizePath,
  ROUTES,
  type RouteDef,
  type ScreenRef,
} from './route-table';
import { RouteError } from './screens/route-error';

type ScreenModule = Readonly<Record<string, unknown>>;

/** Every screen module, each its own chunk, loaded when its route is first opened. */
const SCREEN_MODULES = import.meta.glob<ScreenModule>('../features/*/*-screen.tsx');

/** Where the navigation in progress is going: a reload after a failed chunk must land there, not go back. */
let navigationTarget: string | null = null;

/** The component a registry entry names, from its module (a test checks every entry resolves). */
export async function importScreen(ref: ScreenRef, title: string): Promise<ComponentType> {
  if ('placeholder' in ref) {
    const { PlaceholderScreen } = await import('../components/placeholder-screen');
    return function Placeholder() {
      return <PlaceholderScreen title={title} description={ref.placeholder} />;
    };
  }
  const load = SCREEN_MODULES[`../features/${ref.module}.tsx`];
  if (load === undefined) throw new Error(`No screen module ${ref.module}`);
  const component = (await load())[ref.component];
  if (typeof component !== 'function') throw new Error(`${ref.module} exports no ${ref.component}`);
  return component as ComponentType;
}

/**
 * The MUI theme and baseline, around every screen made of MUI (its own chunk, once), and the kit's MUI rendering
 * (src/components/kit.ts) for that screen's AsyncState and PageLayout.
 */
const loadMuiFrame = loadOnce(() => import('../lib/mui-frame'));

/**
 * How a route's screen comes: `framed`, inside the app frame (not a visitor's page with its own styles); `mui`,
 * inside the MUI theme (not a screen made without MUI, `ownStyles`).
 */
interface ScreenNeeds {
  framed: () => boolean;
  mui: boolean;
}

/**
 * A lazily loaded screen (its own chunk) with the reload-once behaviour of spec §2: the flag is cleared only
 * when a screen really loaded, so an error screen never re-arms the automatic reload.
 */
function lazyScreen(load: () => Promise<ComponentType>, needs: ScreenNeeds): RouteObject['lazy'] {
  return async () => {
    const Component = await loadScreen(
      async () => {
        // The frame downloads with the screen, not after it (a visitor of a page with its own styles skips it), and
        // so does the signed-in chrome when someone is signed in on this device (its own retry if it fails).
        const claims = readAuth();
        if (claims !== null) preloadChrome(claims);
        const [Screen, muiFrame] = await Promise.all([
          load(),
          needs.mui ? loadMuiFrame() : null,
          needs.framed() ? preloadAppFrame() : null,
        ]);
        if (muiFrame === null) return Screen;
        const { MuiFrame, MuiKitProvider } = muiFrame;
        return function MuiScreen() {
          return (
            <MuiFrame>
              <MuiKitProvider>
                <Screen />
              </MuiKitProvider>
            </MuiFrame>
          );
        };
      },
      { reload: () => window.location.assign(navigationTarget ?? window.location.href) },
    );
    clearReloadFlag();
    return { Component };
  };
}

const routeScreen = (route: RouteDef) =>
  lazyScreen(() => importScreen(route.screen, route.title), {
    framed: () => !bareForVisitor(route) || readAuth() !== null,
    mui: route.ownStyles !== true,
  });

const notFoundScreen = lazyScreen(() => import('./screens/not-found-screen').then((m) => m.NotFoundScreen), {
  framed: () => true,
  mui: true,
});

/**
 * Whether the guard can decide without the backend: a public (or unknown) page, nobody signed in on this device
 * (the persisted claims, spec §3), and the backend not loaded yet. Such a page paints at once; once the
 * backend reports a session, the guard looks again.
 */
function decidableWithoutBackend(pathname: string): boolean {
  if (sessionKnown() || readAuth() !== null) return false;
  const route = findRoute(normalizePath(pathname));
  return route === undefined || route.access === 'public';
}

/** spec §4: auth state is awaited on every navigation, then the guard decides. */
export async function guardLoader({ request }: { request: Request }): Promise<null> {
  navigationTarget = request.url;
  const { pathname } = new URL(request.url);
  if (!decidableWithoutBackend(pathname)) {
    await waitForSession();
    // A person disabled or demoted meanwhile is signed out here, so the guard sends them to /login.
    await checkSession();
  }
  const target = guardRedirect(pathname, readAuth());
  if (target) throw redirect(target);
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: guardLoader,
    shouldRevalidate: () => true,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...ROUTES.map((route): RouteObject => ({ path: route.path, lazy: routeScreen(route) })),
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];
