import '../../components/plain/plain-theme.css';

import { useState, type ReactNode } from 'react';

import { isManagerRole } from '../../data/ports/auth-port';
import { useTenant } from '../../data/queries/tenant';
import { AlertsBell } from '../../features/alerts/alerts-bell';
import { AlertsProvider } from '../../features/alerts/alerts-provider';
import { Art45NoticesProvider } from '../../features/alerts/art45-notices-provider';
import { MuiFrame } from '../../lib/mui-frame';
import { useLogout } from '../../lib/use-logout';
import { useClaims } from '../../stores/auth-store';
import { useThemeStore } from '../../stores/theme-store';
import { menuFor } from './menus';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

/**
 * The chrome of everyone but an employee on a phone (spec §2): the top bar with the tenant's name, the drawer of
 * the role's menu, and the alerts bell, whose engine loads when the tenant is known (spec §4): a manager's lists
 * today's alerts and everyone's art. 45 notices, an employee's their own art. 45 notices (Res. Ex. N° 38).
 */
export function MuiChrome({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const manager = isManagerRole(claims?.role);
  const scope = manager ? 'tenant' : claims?.role === 'employee' ? 'own' : null;
  return (
    <AlertsProvider enabled={manager}>
      <Art45NoticesProvider scope={scope}>
        <MuiFrame>
          <TopChrome manager={manager} bell={scope !== null}>
            {children}
          </TopChrome>
        </MuiFrame>
      </Art45NoticesProvider>
    </AlertsProvider>
  );
}

function TopChrome({ manager, bell, children }: { manager: boolean; bell: boolean; children: ReactNode }) {
  const claims = useClaims();
  const mode = useThemeStore((s) => s.mode);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const companyName = useTenant().tenant?.name || null;
  const menu = menuFor(claims?.role);
  const logout = useLogout();
  return (
    <div className="plain-page" data-mode={mode}>
      <TopBar
        manager={manager}
        companyName={companyName}
        onMenu={menu.length > 0 ? () => setDrawerOpen(true) : null}
        onLogout={() => void logout()}
        bell={bell ? <AlertsBell /> : undefined}
      />
      <NavDrawer
        open={drawerOpen}
        menu={menu}
        companyName={companyName}
        onClose={() => setDrawerOpen(false)}
      />
      <main id="contenido">{children}</main>
    </div>
  );
}
