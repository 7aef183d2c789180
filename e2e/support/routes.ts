/**
 * The route tables of spec §2, written out from the spec (not imported from the app), with the route parameters
 * filled in with sample values.
 */
export interface SpecRoute {
  path: string;
  /** The heading the screen shows, which is also its document title. */
  heading: string;
}

/** Public routes: / keeps the product's title, the others are titled by their heading. */
export const PUBLIC_ROUTES: readonly SpecRoute[] = [
  { path: '/', heading: 'Control de asistencia más simple' },
  { path: '/login', heading: 'Inicio de sesión' },
  { path: '/crear', heading: 'Crea tu cuenta' },
  { path: '/verificar', heading: 'Verificar comprobante' },
  { path: '/fiscalizacion', heading: 'Portal de fiscalización' },
];

/** The product's title: the landing page's and the not-found screen's document title. */
export const APP_TITLE = 'Asiste - Control de asistencia más simple';

/**
 * Splits a list of routes into the fewest groups of at most `most`, as even as they can be: one test per group
 * keeps the number of cold page loads in a test small enough for its timeout on a busy machine.
 */
export function inGroups<T>(items: readonly T[], most: number): T[][] {
  const count = Math.ceil(items.length / most);
  return Array.from({ length: count }, (_, i) =>
    items.slice(Math.floor((i * items.length) / count), Math.floor(((i + 1) * items.length) / count)),
  );
}

/** Admin-only routes: sign-in and role admin or superuser. */
export const ADMIN_ROUTES: readonly SpecRoute[] = [
  { path: '/dashboard', heading: 'Inicio' },
  { path: '/configuracion', heading: 'Configuración' },
  { path: '/empleados', heading: 'Empleados' },
  { path: '/empleados/activos', heading: 'Empleados' },
  { path: '/agenda', heading: 'Agenda' },
  { path: '/turnos', heading: 'Turnos' },
  { path: '/Remuneraciones', heading: 'Remuneraciones' },
  { path: '/remuneraciones', heading: 'Remuneraciones' },
  { path: '/alertas', heading: 'Alertas' },
  { path: '/asistencias', heading: 'Asistencias' },
  { path: '/asistencias/entradas/semana', heading: 'Asistencias' },
  { path: '/adherencia', heading: 'Adherencia' },
  { path: '/logs', heading: 'Registros' },
  { path: '/horas-extras', heading: 'Horas Extras' },
  { path: '/totales', heading: 'Totales por persona' },
  { path: '/feriados', heading: 'Feriados' },
  { path: '/libres', heading: 'Días libres' },
  { path: '/ausencias', heading: 'Ausencias' },
];

/**
 * Superuser-only routes (the route registry issue): an admin opening one goes to /dashboard, an employee to
 * /checkin, anyone signed out to /login. spec §2 lists /admin/leads among the admin routes; it moved here.
 */
export const SUPERUSER_ROUTES: readonly SpecRoute[] = [
  { path: '/admin/empresas', heading: 'Empresas' },
  { path: '/admin/indicadores', heading: 'Indicadores previsionales' },
  { path: '/admin/leads', heading: 'Gestión de Leads CRM' },
];

/** Signed-in routes with no admin requirement. */
export const SIGNED_IN_ROUTES: readonly SpecRoute[] = [
  { path: '/mi-agenda', heading: 'Mi agenda' },
  { path: '/mis-horarios', heading: 'Mi agenda' },
  { path: '/mi-historial', heading: 'Mi historial' },
  { path: '/checkin', heading: 'Inicio' },
  { path: '/perfil', heading: 'Mi Perfil' },
];
