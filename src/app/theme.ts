import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

import type { ThemeMode } from '../stores/theme-store';

/** spec §9: primary #1976d2 and secondary #42a5f5 in both themes, Spanish locale. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme(
    {
      palette: { mode, primary: { main: '#1976d2' }, secondary: { main: '#42a5f5' } },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    esES,
  );
}

export const DRAWER_WIDTH = 256;
