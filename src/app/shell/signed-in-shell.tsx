import '../../components/plain/plain-theme.css';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

import { LoadingOverlay } from '../../components/loading-overlay';
import { TenantProvider } from '../../data/queries/tenant';
import { useMediaQuery } from '../../lib/use-media-query';
import { useClaims } from '../../stores/auth-store';
import { useThemeStore } from '../../stores/theme-store';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { getsMuiChrome, loadMuiChrome, WIDE_CHROME } from './signed-in-shell-loader';

const MuiChrome = lazy(() => loadMuiChrome().then((m) => ({ default: m.MuiChrome })));

/**
 * The worker's `Mis avisos` (art. 45 notices) on a phone: its own chunk, after the screen's first paint. A chunk
 * that fails to load leaves the chrome without the bell rather than breaking the screen.
 */
const PhoneBell = lazy(() =>
  import('../../features/alerts/phone-bell').then(
    (m): { default: ComponentType } => ({ default: m.PhoneBell }),
    (error: unknown): { default: ComponentType } => {
      console.error('No se pudo cargar Mis avisos', error);
      return { default: () => null };
    },
  ),
);

/**
 * spec §2 "Application shell" for someone signed in: the chrome around every routed screen. Its own chunk, loaded
 * once there are claims: a visitor never downloads it. An employee on a phone gets the bottom bar, plain
 * elements and plain CSS, so `/checkin` paints without MUI; everyone else the top bar and drawer, MUI, from a chunk
 * of their own (`mui-chrome.tsx`). Both roots carry the plain theme (`plain-page`, `data-mode`) for the screens
 * made without MUI.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const wide = useMediaQuery(WIDE_CHROME);
  return (
    // The tenant is watched once for every screen, whichever chrome shows (the top bar names it).
    <TenantProvider tenantId={claims?.tenantId || null}>
      {claims !== null && getsMuiChrome(claims, wide) ? (
        <Suspense fallback={<LoadingOverlay />}>
          <MuiChrome>{children}</MuiChrome>
        </Suspense>
      ) : (
        <PhoneChrome>{children}</PhoneChrome>
      )}
    </TenantProvider>
  );
}

/**
 * An employee on a phone: `Mis avisos` at the top right (loaded after the screen), the screen, and the bottom
 * navigation of the employee menu under it.
 */
function PhoneChrome({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  return (
    <div
      className="plain-page"
      data-mode={mode}
      style={{ position: 'relative', paddingBottom: BOTTOM_NAV_HEIGHT }}
    >
      <Suspense fallback={null}>
        <PhoneBell />
      </Suspense>
      <main id="contenido">{children}</main>
      <BottomNav />
    </div>
  );
}
