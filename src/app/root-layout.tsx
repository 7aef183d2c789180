import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { clearReloadFlag } from './lazy-screen';
import { titleFor } from './route-table';
import { AppShell } from './shell/app-shell';

/** Runs after each successful route change: title, and the reload-once flag cleared (spec §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
    clearReloadFlag();
  }, [pathname]);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
