import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { ReactElement } from 'react';

import { CountBadge } from './count-badge';
import { BADGED_PATH, useHistoryBadge } from './history-badge';
import { EMPLOYEE_MENU, bottomNavHeight, isCurrentPath } from './menus';

const ICONS: Readonly<Record<string, ReactElement>> = {
  '/checkin': <HomeIcon />,
  '/mi-agenda': <CalendarMonthIcon />,
  '/mi-historial': <HistoryIcon />,
  '/perfil': <PersonIcon />,
};

export const BOTTOM_NAV_HEIGHT = bottomNavHeight(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/**
 * Employees on a phone: the four entries of the employee menu (spec §2); `Historial` counts the corrections to
 * answer and the weeks to sign.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const value = EMPLOYEE_MENU.findIndex((item) => isCurrentPath(item.path, pathname));
  const badge = useHistoryBadge();
  return (
    <Paper
      component="nav"
      aria-label="Navegación inferior"
      elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={value === -1 ? false : value} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {EMPLOYEE_MENU.map((item, i) => (
          <BottomNavigationAction
            key={item.path}
            label={item.label}
            icon={
              item.path === BADGED_PATH && badge.count > 0 ? (
                <CountBadge count={badge.count}>{ICONS[item.path]}</CountBadge>
              ) : (
                ICONS[item.path]
              )
            }
            aria-label={
              item.path === BADGED_PATH && badge.label !== null ? `${item.label}: ${badge.label}` : undefined
            }
            component={RouterLink}
            to={item.path}
            aria-current={value === i ? 'page' : undefined}
            sx={{ minWidth: 48 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
