import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';

import { AppThemeProvider } from './app-theme-provider';

export { MuiKitProvider } from '../components/mui-kit';

/**
 * The MUI theme in the saved mode and its baseline, around what is made of MUI: every screen but those the route
 * registry marks `ownStyles` (plain elements and plain CSS), and the manager's chrome. Its own chunk, so
 * a screen without MUI paints without it. The route shell also puts MuiKitProvider (here, for the chunk) around a
 * screen made of MUI only, so that the kit's components render MUI's there; the manager's chrome does not, so a plain
 * screen inside it stays plain.
 */
export function MuiFrame({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <CssBaseline enableColorScheme />
      {children}
    </AppThemeProvider>
  );
}
