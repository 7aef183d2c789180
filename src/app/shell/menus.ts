/** The menus of spec §2 "Application shell", derived from the route registry. */
import { findRoute, normalizePath, ROUTES, type MenuName } from '../route-table';

export interface MenuItem {
  label: string;
  path: string;
}
export interface MenuGroup {
  group: string;
  items: MenuItem[];
}
export type MenuEntry = MenuItem | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'group' in entry;
}

/** The entries of some menus, by order; consecutive entries of one group form that group. */
function buildMenu(names: readonly MenuName[]): MenuEntry[] {
  const placed = ROUTES.flatMap((route) =>
    (route.menus ?? [])
      .filter((placement) => names.includes(placement.menu))
      .map((placement) => ({ ...placement, path: route.path })),
  ).sort((a, b) => a.order - b.order);
  const entries: MenuEntry[] = [];
  for (const { label, path, group } of placed) {
    const last = entries.at(-1);
    if (group === undefined) entries.push({ label, path });
    else if (last !== undefined && isGroup(last) && last.group === group) last.items.push({ label, path });
    else entries.push({ group, items: [{ label, path }] });
  }
  return entries;
}

/** Admins: exactly the spec's admin menu. */
export const ADMIN_MENU: readonly MenuEntry[] = buildMenu(['admin']);
/** Superusers: the admin menu plus the group Administración (Empresas, Leads CRM). */
export const SUPERUSER_MENU: readonly MenuEntry[] = buildMenu(['admin', 'superuser']);
/** Employees: Inicio, Agenda, Historial, Perfil (also the bottom navigation). */
export const EMPLOYEE_MENU: readonly MenuItem[] = buildMenu(['employee']).filter(
  (entry): entry is MenuItem => !isGroup(entry),
);

export function menuFor(role: string | undefined): readonly MenuEntry[] {
  if (role === 'superuser') return SUPERUSER_MENU;
  if (role === 'admin') return ADMIN_MENU;
  // The inspector has one screen and no menu.
  if (role === 'inspector') return [];
  return EMPLOYEE_MENU;
}

/**
 * Whether a menu entry is the page being shown: the same route or screen (/mis-horarios is Agenda), a page
 * below it (/asistencias/atrasos/hoy is Asistencias), and /dashboard for the admin menu's Inicio (/).
 */
export function isCurrentPath(itemPath: string, pathname: string): boolean {
  const here = findRoute(pathname);
  const target = findRoute(itemPath);
  if (here === undefined || target === undefined) return false;
  if (here === target || here.screen === target.screen) return true;
  if (target.path === '/') return here.path === '/dashboard';
  return normalizePath(pathname).startsWith(`${normalizePath(itemPath)}/`);
}

export function isIOS(userAgent: string): boolean {
  return /iPad|iPhone|iPod/.test(userAgent);
}

/** spec §9: bottom navigation 80px on iOS, 64px otherwise. */
export function bottomNavHeight(userAgent: string): number {
  return isIOS(userAgent) ? 80 : 64;
}
