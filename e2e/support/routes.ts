/**
 * The route tables of spec §2, written out from the spec (not imported from the app), with the route parameters
 * filled in with sample values.
 */
export interface SpecRoute {
  path: string;
  /** The heading the screen shows. */
  heading: string;
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
  { path: '/feriados', heading: 'Feriados' },
  { path: '/libres', heading: 'Días libres' },
  { path: '/ausencias', heading: 'Ausencias' },
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
