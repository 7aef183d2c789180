/**
 * Everything around a screen but the page with its own stylesheet (the landing) for a visitor: the data cache,
 * Spanish date defaults and the application shell. No MUI: the MUI theme comes with the screens and the chrome made
 * of it (`src/lib/mui-frame.tsx`), so a screen made without MUI (`/checkin`) paints without it. Its own chunk, loaded
 * with the first such screen, so a visitor of `/` downloads none of it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { setDefaultOptions } from 'date-fns';
import { es } from 'date-fns/locale';
import { use, type ReactNode } from 'react';

import { createQueryClient } from '../data/queries/query-client';
import { QueryClientSlotContext } from '../data/queries/query-client-slot';
import { AppShell } from './shell/app-shell';

// spec §1: Spanish dates, weeks starting on Monday (every formatter also names its locale).
setDefaultOptions({ locale: es, weekStartsOn: 1 });

export function AppFrame({ children }: { children: ReactNode }) {
  const slot = use(QueryClientSlotContext);
  if (slot === null) throw new Error('AppFrame outside the app: no QueryClientSlotContext');
  slot.client ??= createQueryClient();
  return (
    <QueryClientProvider client={slot.client}>
      <AppShell>{children}</AppShell>
    </QueryClientProvider>
  );
}
