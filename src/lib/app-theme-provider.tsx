import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

import { useThemeStore } from '../stores/theme-store';
import { createAppTheme } from './theme';

/**
 * The app's MUI theme in the saved mode (spec §9). The themed frame puts it around every screen; MUI pieces of a
 * page with its own stylesheet (the landing's contact form) bring it themselves.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
