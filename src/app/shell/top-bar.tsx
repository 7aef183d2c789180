import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import type { ReactNode } from 'react';

import { useThemeStore } from '../../stores/theme-store';
import { AccountMenu } from './account-menu';

interface TopBarProps {
  manager: boolean;
  /** The signed-in member's company (the tenant's name); null while it loads or when it cannot be read. */
  companyName: string | null;
  /** Opens the drawer; null when the role has no menu (the inspector), and no menu button shows. */
  onMenu: (() => void) | null;
  onLogout: () => void;
  /** The alerts bell: a manager's, or an employee's own art. 45 notices. */
  bell?: ReactNode;
}

/**
 * The company's name takes the room left between the product's name and the buttons, cut with an ellipsis when
 * long (whole in its title and in the drawer's header); below this width no useful part of it would fit, so it is
 * not shown at all.
 */
const COMPANY_MIN_WIDTH = 360;

export function TopBar({ manager, companyName, onMenu, onLogout, bell }: TopBarProps) {
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar>
        {onMenu && (
          <IconButton color="inherit" edge="start" aria-label="Abrir menú" onClick={onMenu} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700, flexShrink: 0 }}>
          Asiste
        </Typography>
        {companyName && (
          // Full white: a translucent white falls below AA on the primary blue.
          <Typography
            variant="body1"
            noWrap
            title={companyName}
            sx={{
              ml: 1.5,
              pl: 1.5,
              minWidth: 0,
              fontWeight: 500,
              borderLeft: '1px solid currentColor',
              [`@media (max-width: ${COMPANY_MIN_WIDTH - 0.05}px)`]: { display: 'none' },
            }}
          >
            {companyName}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <Tooltip title={mode === 'dark' ? 'Tema claro' : 'Tema oscuro'}>
            <IconButton color="inherit" aria-label="Cambiar tema" onClick={toggle}>
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </Tooltip>
          {bell}
          <Box sx={{ ml: 1 }}>
            <AccountMenu manager={manager} profile={onMenu !== null} onLogout={onLogout} />
          </Box>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
