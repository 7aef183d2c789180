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
  onMenu: () => void;
  onLogout: () => void;
  /** The alerts bell, managers only. */
  bell?: ReactNode;
}

export function TopBar({ manager, onMenu, onLogout, bell }: TopBarProps) {
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar>
        <IconButton color="inherit" edge="start" aria-label="Abrir menú" onClick={onMenu} sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
          Asiste
        </Typography>
        {/* Full white: a translucent white falls below AA on the primary blue. */}
        <Typography variant="body2" noWrap sx={{ ml: 1.5, display: { xs: 'none', sm: 'block' } }}>
          Control de asistencia más simple
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={mode === 'dark' ? 'Tema claro' : 'Tema oscuro'}>
          <IconButton color="inherit" aria-label="Cambiar tema" onClick={toggle}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        {manager && bell}
        <Box sx={{ ml: 1 }}>
          <AccountMenu manager={manager} onLogout={onLogout} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
