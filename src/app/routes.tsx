import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';

import { LoadingOverlay } from '../components/loading-overlay';
import { readAuth } from '../stores/auth-store';
import { waitForSession } from '../stores/apply-session';
import { guardRedirect } from './guard';
import { clearReloadFlag, loadScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { NotFoundScreen } from './screens/not-found-screen';
import { RouteError } from './screens/route-error';

/** Where the navigation in progress is going: a reload after a failed chunk must land there, not go back. */
let navigationTarget: string | null = null;

/**
 * A lazily loaded screen (its own chunk) with the reload-once behaviour of spec §2: the flag is cleared only
 * when a screen really loaded, so an error screen never re-arms the automatic reload.
 */
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const Component = await loadScreen(load, {
      reload: () => window.location.assign(navigationTarget ?? window.location.href),
    });
    clearReloadFlag();
    return { Component };
  };
}

/** A screen owned by a later issue: its title and what it will hold. */
function placeholder(title: string, description: string): RouteObject['lazy'] {
  return screen(() =>
    import('../components/placeholder-screen').then(
      ({ PlaceholderScreen }) =>
        function Placeholder() {
          return <PlaceholderScreen title={title} description={description} />;
        },
    ),
  );
}

/** spec §4: auth state is awaited on every navigation, then the guard decides. */
export async function guardLoader({ request }: { request: Request }): Promise<null> {
  navigationTarget = request.url;
  await waitForSession();
  const target = guardRedirect(new URL(request.url).pathname, readAuth());
  if (target) throw redirect(target);
  return null;
}

const payroll = placeholder(
  'Remuneraciones',
  'Aquí prepararás y cerrarás las remuneraciones de cada periodo.',
);
const agenda = screen(() => import('../features/schedules/my-agenda-screen').then((m) => m.MyAgendaScreen));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: guardLoader,
    shouldRevalidate: () => true,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            path: '/',
            lazy: screen(() => import('../features/landing/landing-screen').then((m) => m.LandingScreen)),
          },
          {
            path: '/login',
            lazy: screen(() => import('../features/auth/login-screen').then((m) => m.LoginScreen)),
          },
          {
            path: '/crear',
            lazy: placeholder('Crea tu cuenta', 'Aquí podrás registrar tu empresa y empezar a usar Asiste.'),
          },
          {
            path: '/dashboard',
            lazy: placeholder('Inicio', 'Aquí verás el resumen del día: asistencia, atrasos y alertas.'),
          },
          {
            path: '/configuracion',
            lazy: placeholder('Configuración', 'Aquí ajustarás la empresa, sus umbrales y preferencias.'),
          },
          {
            path: '/empleados',
            lazy: placeholder('Empleados', 'Aquí administrarás el personal y sus cuentas.'),
          },
          {
            path: '/empleados/:type',
            lazy: placeholder('Empleados', 'Aquí administrarás el personal filtrado por tipo.'),
          },
          { path: '/agenda', lazy: placeholder('Agenda', 'Aquí planificarás los turnos de cada persona.') },
          { path: '/turnos', lazy: placeholder('Turnos', 'Aquí definirás los turnos y sus horarios.') },
          { path: '/Remuneraciones', lazy: payroll },
          { path: '/remuneraciones', lazy: payroll },
          {
            path: '/alertas',
            lazy: screen(() => import('../features/alerts/alerts-screen').then((m) => m.AlertsScreen)),
          },
          {
            path: '/asistencias',
            lazy: placeholder('Asistencias', 'Aquí revisarás y corregirás las marcas de asistencia.'),
          },
          {
            path: '/asistencias/:type/:range',
            lazy: placeholder('Asistencias', 'Aquí revisarás las marcas de asistencia por tipo y periodo.'),
          },
          {
            path: '/adherencia',
            lazy: placeholder('Adherencia', 'Aquí verás cuánto se cumple la planificación.'),
          },
          { path: '/logs', lazy: placeholder('Registros', 'Aquí consultarás el registro de auditoría.') },
          {
            path: '/horas-extras',
            lazy: placeholder('Horas Extras', 'Aquí revisarás y aprobarás las horas extras.'),
          },
          {
            path: '/feriados',
            lazy: placeholder('Feriados', 'Aquí configurarás los feriados de la empresa.'),
          },
          {
            path: '/libres',
            lazy: placeholder('Días libres', 'Aquí verás el informe de feriados y días libres.'),
          },
          { path: '/ausencias', lazy: placeholder('Ausencias', 'Aquí verás el informe de ausencias.') },
          {
            path: '/admin/leads',
            lazy: placeholder('Gestión de Leads CRM', 'Aquí gestionarás los contactos comerciales.'),
          },
          { path: '/mi-agenda', lazy: agenda },
          { path: '/mis-horarios', lazy: agenda },
          {
            path: '/mi-historial',
            lazy: screen(() => import('../features/attendance/history-screen').then((m) => m.HistoryScreen)),
          },
          {
            path: '/checkin',
            lazy: screen(() => import('../features/attendance/checkin-screen').then((m) => m.CheckinScreen)),
          },
          {
            path: '/perfil',
            lazy: screen(() => import('../features/profile/profile-screen').then((m) => m.ProfileScreen)),
          },
          { path: '*', Component: NotFoundScreen },
        ],
      },
    ],
  },
];
