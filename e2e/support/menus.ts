import { expect, type Locator, type Page } from '@playwright/test';

/** The menus of spec §2 "Application shell", written out from the spec (not imported from the app). */
const GROUPS = ['Horarios', 'Reportes', 'Administración'] as const;

export interface SpecMenuItem {
  label: string;
  path: string;
  group?: (typeof GROUPS)[number];
}

/** The admin menu of spec §2, in order; groups hold their items. */
export const ADMIN_MENU: readonly SpecMenuItem[] = [
  { label: 'Inicio', path: '/' },
  { label: 'Empleados', path: '/empleados' },
  { label: 'Turnos', path: '/turnos', group: 'Horarios' },
  { label: 'Feriados', path: '/feriados', group: 'Horarios' },
  { label: 'Agenda', path: '/agenda', group: 'Horarios' },
  { label: 'Asistencias', path: '/asistencias', group: 'Reportes' },
  { label: 'Adherencia', path: '/adherencia', group: 'Reportes' },
  { label: 'Horas Extras', path: '/horas-extras', group: 'Reportes' },
  { label: 'Totales por persona', path: '/totales', group: 'Reportes' },
  { label: 'Días libres', path: '/libres', group: 'Reportes' },
  { label: 'Ausencias', path: '/ausencias', group: 'Reportes' },
  { label: 'Alertas', path: '/alertas', group: 'Reportes' },
  { label: 'Remuneraciones', path: '/remuneraciones', group: 'Reportes' },
  { label: 'Configuración', path: '/configuracion' },
];

/** The superuser's menu: the admin menu, then the group Administración (the route registry issue). */
export const SUPERUSER_MENU: readonly SpecMenuItem[] = [
  ...ADMIN_MENU,
  { label: 'Empresas', path: '/admin/empresas', group: 'Administración' },
  { label: 'Indicadores', path: '/admin/indicadores', group: 'Administración' },
  { label: 'Leads CRM', path: '/admin/leads', group: 'Administración' },
];

export const EMPLOYEE_MENU: readonly SpecMenuItem[] = [
  { label: 'Inicio', path: '/checkin' },
  { label: 'Agenda', path: '/mi-agenda' },
  { label: 'Historial', path: '/mi-historial' },
  { label: 'Perfil', path: '/perfil' },
];

export function drawer(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/**
 * Expects the open drawer to hold exactly `menu`: its links in order with their paths, each group's links under
 * the group's heading, and no group heading the menu does not have.
 */
export async function expectDrawerMenu(page: Page, menu: readonly SpecMenuItem[]): Promise<void> {
  const nav = drawer(page);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(menu.map((item) => item.label));
  for (const item of menu) {
    await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.path);
  }
  for (const group of GROUPS) {
    const items = menu.filter((item) => item.group === group).map((item) => item.label);
    if (items.length === 0) {
      await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
      continue;
    }
    // The innermost list holding the group's heading is the group (`has` is relative to each list).
    const list = nav
      .getByRole('list')
      .filter({ has: page.getByText(group, { exact: true }) })
      .last();
    await expect(list.getByRole('link')).toHaveText(items);
  }
}
