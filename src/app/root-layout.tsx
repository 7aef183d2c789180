import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { titleFor } from './route-table';
import { AppShell } from './shell/app-shell';

/** The shell around every route; the document title follows the route (spec §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
