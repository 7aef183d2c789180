/** Route access and titles (spec §2). The screens themselves are wired in `routes.tsx`. */
export type Access = 'public' | 'signed-in' | 'admin';

export const APP_TITLE = 'Asiste - Control de asistencia más simple';

export interface RouteAccess {
  path: string;
  access: Access;
  title?: string;
}

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { path: '/', access: 'public' },
  { path: '/login', access: 'public', title: 'Inicio de sesión' },
  { path: '/crear', access: 'public' },
  { path: '/dashboard', access: 'admin' },
  { path: '/configuracion', access: 'admin' },
  { path: '/empleados', access: 'admin' },
  { path: '/empleados/:type', access: 'admin' },
  { path: '/agenda', access: 'admin' },
  { path: '/turnos', access: 'admin' },
  { path: '/Remuneraciones', access: 'admin' },
  { path: '/remuneraciones', access: 'admin' },
  { path: '/alertas', access: 'admin' },
  { path: '/asistencias', access: 'admin' },
  { path: '/asistencias/:type/:range', access: 'admin' },
  { path: '/adherencia', access: 'admin' },
  { path: '/logs', access: 'admin' },
  { path: '/horas-extras', access: 'admin' },
  { path: '/feriados', access: 'admin' },
  { path: '/libres', access: 'admin' },
  { path: '/ausencias', access: 'admin' },
  { path: '/admin/leads', access: 'admin', title: 'Gestión de Leads CRM' },
  { path: '/mi-agenda', access: 'signed-in' },
  { path: '/mis-horarios', access: 'signed-in' },
  { path: '/mi-historial', access: 'signed-in' },
  { path: '/checkin', access: 'signed-in' },
  { path: '/perfil', access: 'signed-in' },
];

/** The path as the router matches it: React Router ignores case and a trailing slash. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

function matches(pattern: string, path: string): boolean {
  const a = normalizePath(pattern).split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

/** The route a pathname opens, or undefined for the not-found screen (case and trailing slash ignored). */
export function findRoute(pathname: string): RouteAccess | undefined {
  const path = normalizePath(pathname);
  return ROUTE_ACCESS.find((route) => matches(route.path, path));
}

export function titleFor(pathname: string): string {
  return findRoute(pathname)?.title ?? APP_TITLE;
}
