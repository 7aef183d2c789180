import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

import { isManagerRole } from '../../data/ports/auth-port';
import { TenantProvider, useTenant } from '../../data/queries/tenant';
import { AlertsBell } from '../../features/alerts/alerts-bell';
import { AlertsProvider } from '../../features/alerts/alerts-provider';
import { useLogout } from '../../lib/use-logout';
import { useClaims } from '../../stores/auth-store';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { menuFor } from './menus';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

/**
 * spec §2 "Application shell" for someone signed in: the chrome around every routed screen. Its own chunk (with the
 * alerts engine and the menus), loaded once there are claims: a visitor never downloads it (issue #18).
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const manager = isManagerRole(claims?.role);
  return (
    // The tenant is watched once for every screen; alerts load when it is known (managers only) and clear
    // when it disappears (spec §4).
    <TenantProvider tenantId={claims?.tenantId || null}>
      <AlertsProvider enabled={manager}>
        <ShellFrame>{children}</ShellFrame>
      </AlertsProvider>
    </TenantProvider>
  );
}

/** The top bar, drawer and bottom navigation the role gets, inside the tenant (whose name they show). */
function ShellFrame({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const companyName = useTenant().tenant?.name || null;

  const manager = isManagerRole(claims?.role);
  const employee = claims?.role === 'employee';
  const menu = menuFor(claims?.role);
  const showTopBar = !employee || wide;
  const showBottomNav = employee && !wide;

  const logout = useLogout();

  return (
    <Box sx={{ minHeight: '100vh', pb: showBottomNav ? `${BOTTOM_NAV_HEIGHT}px` : 0 }}>
      {showTopBar && (
        <>
          <TopBar
            manager={manager}
            companyName={companyName}
            onMenu={menu.length > 0 ? () => setDrawerOpen(true) : null}
            onLogout={() => void logout()}
            bell={<AlertsBell />}
          />
          <NavDrawer
            open={drawerOpen}
            menu={menu}
            companyName={companyName}
            onClose={() => setDrawerOpen(false)}
          />
        </>
      )}
      <Box component="main" id="contenido">
        {children}
      </Box>
      {showBottomNav && <BottomNav />}
    </Box>
  );
}
