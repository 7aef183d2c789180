/**
 * Everything around a screen but the page with its own stylesheet (the landing): the MUI theme and its baseline,
 * the data cache, Spanish date defaults and the application shell. Its own chunk, loaded with the first such
 * screen, so a visitor of `/` downloads none of it (issue #18).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { setDefaultOptions } from 'date-fns';
import { es } from 'date-fns/locale';
import { use, type ReactNode } from 'react';

import { createQueryClient } from '../data/queries/query-client';
import { QueryClientSlotContext } from '../data/queries/query-client-slot';
import { AppThemeProvider } from '../lib/app-theme-provider';
import { AppShell } from './shell/app-shell';

// spec §1: Spanish dates, weeks starting on Monday (every formatter also names its locale).
setDefaultOptions({ locale: es, weekStartsOn: 1 });

export function ThemedFrame({ children }: { children: ReactNode }) {
  const slot = use(QueryClientSlotContext);
  if (slot === null) throw new Error('ThemedFrame outside the app: no QueryClientSlotContext');
  slot.client ??= createQueryClient();
  return (
    <QueryClientProvider client={slot.client}>
      <AppThemeProvider>
        <CssBaseline enableColorScheme />
        <AppShell>{children}</AppShell>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
