import './bottom-nav.css';

import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { CalendarMonthIcon, HistoryIcon, HomeIcon, PersonIcon } from '../../components/icon';
import { BADGED_PATH, useHistoryBadge } from './history-badge';
import { EMPLOYEE_MENU, bottomNavHeight, isCurrentPath } from './menus';

const ICONS: Readonly<Record<string, ComponentType<{ className?: string }>>> = {
  '/checkin': HomeIcon,
  '/mi-agenda': CalendarMonthIcon,
  '/mi-historial': HistoryIcon,
  '/perfil': PersonIcon,
};

export const BOTTOM_NAV_HEIGHT = bottomNavHeight(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/**
 * Employees on a phone: the four entries of the employee menu (spec §2); `Historial` counts the corrections to
 * answer and the weeks to sign. Plain elements and plain CSS (the phone's chrome paints without MUI).
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const badge = useHistoryBadge();
  return (
    <nav aria-label="Navegación inferior" className="bottom-nav" style={{ height: BOTTOM_NAV_HEIGHT }}>
      {EMPLOYEE_MENU.map((item) => {
        const Icon = ICONS[item.path];
        const current = isCurrentPath(item.path, pathname);
        const badged = item.path === BADGED_PATH;
        return (
          <Link
            key={item.path}
            to={item.path}
            className="bottom-nav-link"
            aria-current={current ? 'page' : undefined}
            aria-label={badged && badge.label !== null ? `${item.label}: ${badge.label}` : undefined}
          >
            <span className="bottom-nav-icon">
              {Icon && <Icon />}
              {badged && badge.count > 0 && (
                <span aria-hidden className="bottom-nav-badge">
                  {badge.count}
                </span>
              )}
            </span>
            <span className="bottom-nav-label">{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
