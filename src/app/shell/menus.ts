/** Menus of spec §2 "Application shell": labels and paths exactly as the spec gives them. */
export interface MenuItem {
  label: string;
  path: string;
}
export interface MenuGroup {
  group: string;
  items: MenuItem[];
}
export type MenuEntry = MenuItem | MenuGroup;

export const ADMIN_MENU: readonly MenuEntry[] = [
  { label: 'Inicio', path: '/' },
  { label: 'Empleados', path: '/empleados' },
  {
    group: 'Horarios',
    items: [
      { label: 'Turnos', path: '/turnos' },
      { label: 'Feriados', path: '/feriados' },
      { label: 'Agenda', path: '/agenda' },
    ],
  },
  {
    group: 'Reportes',
    items: [
      { label: 'Asistencias', path: '/asistencias' },
      { label: 'Adherencia', path: '/adherencia' },
      { label: 'Horas Extras', path: '/horas-extras' },
      { label: 'Días libres', path: '/libres' },
      { label: 'Ausencias', path: '/ausencias' },
      { label: 'Alertas', path: '/alertas' },
      { label: 'Remuneraciones', path: '/remuneraciones' },
    ],
  },
  { label: 'Configuración', path: '/configuracion' },
];

export const EMPLOYEE_MENU: readonly MenuItem[] = [
  { label: 'Inicio', path: '/checkin' },
  { label: 'Agenda', path: '/mi-agenda' },
  { label: 'Historial', path: '/mi-historial' },
  { label: 'Perfil', path: '/perfil' },
];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'group' in entry;
}

export function isIOS(userAgent: string): boolean {
  return /iPad|iPhone|iPod/.test(userAgent);
}

/** spec §9: bottom navigation 80px on iOS, 64px otherwise. */
export function bottomNavHeight(userAgent: string): number {
  return isIOS(userAgent) ? 80 : 64;
}
