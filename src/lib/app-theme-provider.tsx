import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { useThemeStore, type ThemeMode } from '../stores/theme-store';
import { createAppTheme } from './theme';

/**
 * One theme per mode for the whole app: each screen made of MUI, the MUI chrome and the MUI pieces of the plain
 * screens bring their own provider, and they share the theme rather than build it again.
 */
const themes = new Map<ThemeMode, Theme>();
function themeFor(mode: ThemeMode): Theme {
  let theme = themes.get(mode);
  if (theme === undefined) {
    theme = createAppTheme(mode);
    themes.set(mode, theme);
  }
  return theme;
}

/**
 * The app's MUI theme in the saved mode (spec §9). The MUI frame (`mui-frame.tsx`) puts it around every screen made
 * of MUI and the MUI chrome; MUI pieces of a page with its own stylesheet (the landing's contact form, the check-in
 * dialogs) bring it themselves.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  const theme = themeFor(mode);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
