/**
 * The one route registry (spec §2). Every route declares its access, its title, its screen and its menu
 * placement; the router (routes.tsx), the guard (guard.ts), the document titles, the menus (shell/menus.ts) and
 * the bundle report (scripts/bundle-size.ts) all derive from this table. It is plain data with no React import,
 * so scripts can read it.
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'superuser' | 'inspector';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'signed-in', 'admin', 'superuser', 'inspector'];

/** The inspector's one screen: the guard keeps that role there. */
export const INSPECTION_PATH = '/fiscalizacion';

export const APP_TITLE = 'Asiste - Control de asistencia más simple';

/** Which menu an entry belongs to: the admin menu (admins and superusers), the superuser's extra group, or the employee's. */
export type MenuName = 'admin' | 'superuser' | 'employee';

export interface MenuPlacement {
  menu: MenuName;
  label: string;
  /** Group heading (spec §2: Horarios, Reportes; superusers: Administración). */
  group?: string;
  /** Position in the menu: entries are listed by this number, and a group sits where its first entry does. */
  order: number;
}

/**
 * A screen of `src/features/<feature>/<name>-screen.tsx` (its own chunk), or a placeholder for a screen that is
 * not built yet: its title and what it will hold.
 */
export type ScreenRef = { module: string; component: string } | { placeholder: string };

export interface RouteDef {
  path: string;
  access: Access;
  /** The screen's name: the document title (the landing page keeps the product's) and the placeholder's heading. */
  title: string;
  screen: ScreenRef;
  menus?: readonly MenuPlacement[];
  /**
   * A public screen that paints without the adapter set: a visitor gets it before the backend loads, which starts
   * when an action needs it. The bundle report leaves the adapters out of its size; a test renders it
   * with adapters that never load.
   */
  paintsWithoutBackend?: true;
  /**
   * A screen made of plain elements styled by its own stylesheet, without MUI: it comes without the MUI
   * theme (MUI pieces inside it, loaded later, bring the theme themselves), and a visitor gets it without the app
   * frame (the data cache, the shell) either. The bundle report leaves out of its size what the route goes without.
   */
  ownStyles?: true;
}

const screen = (module: string, component: string): ScreenRef => ({ module, component });
const adminMenu = (label: string, order: number, group?: string): MenuPlacement => ({
  menu: 'admin',
  label,
  order,
  ...(group === undefined ? {} : { group }),
});

const PAYROLL = screen('payroll/payroll-screen', 'PayrollScreen');
const MY_AGENDA = screen('schedules/my-agenda-screen', 'MyAgendaScreen');
const EMPLOYEES = screen('employees/employees-screen', 'EmployeesScreen');
const VERIFY_RECEIPT = screen('receipts/verify-screen', 'VerifyScreen');
const TIMESHEETS = screen('timesheets/timesheets-screen', 'TimesheetsScreen');

export const ROUTES: readonly RouteDef[] = [
  {
    path: '/',
    access: 'public',
    title: APP_TITLE,
    screen: screen('landing/landing-screen', 'LandingScreen'),
    paintsWithoutBackend: true,
    ownStyles: true,
    // spec §2: the admin menu's Inicio points at `/`, which the guard turns into /dashboard.
    menus: [adminMenu('Inicio', 10)],
  },
  {
    path: '/login',
    access: 'public',
    title: 'Inicio de sesión',
    screen: screen('auth/login-screen', 'LoginScreen'),
    paintsWithoutBackend: true,
    ownStyles: true,
  },
  {
    path: '/crear',
    access: 'public',
    title: 'Crea tu cuenta',
    screen: screen('signup/sign-up-screen', 'SignUpScreen'),
    paintsWithoutBackend: true,
  },
  // Public, signed in or out: anyone holding a receipt (a labour inspector) checks its code; the receipt's QR
  // opens the second form.
  { path: '/verificar', access: 'public', title: 'Verificar comprobante', screen: VERIFY_RECEIPT },
  { path: '/verificar/:code', access: 'public', title: 'Verificar comprobante', screen: VERIFY_RECEIPT },
  // Public, signed in or out (Res. Ex. N° 38 art. 40.2): the correction e-mail's one-step objection link,
  // `/objetar?t=<token>`, judged by its signed, single-use token alone.
  {
    path: '/objetar',
    access: 'public',
    title: 'Objetar corrección',
    screen: screen('attendance/objection-link-screen', 'ObjectionLinkScreen'),
  },
  // Public (Res. Ex. N° 38 art. 17): the portal de fiscalización for a visitor, the employer search for a DT
  // official signed in with a key, the inspection for an inspector; the guard sends anyone else home.
  {
    path: INSPECTION_PATH,
    access: 'public',
    title: 'Portal de fiscalización',
    screen: screen('timesheets/inspection-screen', 'InspectionScreen'),
  },
  {
    path: '/dashboard',
    access: 'admin',
    title: 'Inicio',
    screen: screen('dashboard/dashboard-screen', 'DashboardScreen'),
  },
  {
    path: '/empleados',
    access: 'admin',
    title: 'Empleados',
    screen: EMPLOYEES,
    menus: [adminMenu('Empleados', 20)],
  },
  {
    path: '/empleados/:type',
    access: 'admin',
    title: 'Empleados',
    screen: EMPLOYEES,
  },
  {
    path: '/turnos',
    access: 'admin',
    title: 'Turnos',
    screen: screen('shifts/shifts-screen', 'ShiftsScreen'),
    menus: [adminMenu('Turnos', 30, 'Horarios')],
  },
  {
    path: '/feriados',
    access: 'admin',
    title: 'Feriados',
    screen: screen('holidays/holidays-screen', 'HolidaysScreen'),
    menus: [adminMenu('Feriados', 31, 'Horarios')],
  },
  {
    path: '/agenda',
    access: 'admin',
    title: 'Agenda',
    screen: screen('planner/planner-screen', 'PlannerScreen'),
    menus: [adminMenu('Agenda', 32, 'Horarios')],
  },
  {
    path: '/asistencias',
    access: 'admin',
    title: 'Asistencias',
    screen: TIMESHEETS,
    menus: [adminMenu('Asistencias', 40, 'Reportes')],
  },
  {
    path: '/asistencias/:type/:range',
    access: 'admin',
    title: 'Asistencias',
    screen: TIMESHEETS,
  },
  {
    path: '/adherencia',
    access: 'admin',
    title: 'Adherencia',
    screen: screen('adherence/adherence-screen', 'AdherenceScreen'),
    menus: [adminMenu('Adherencia', 41, 'Reportes')],
  },
  {
    path: '/horas-extras',
    access: 'admin',
    title: 'Horas Extras',
    screen: screen('overtime/overtime-screen', 'OvertimeScreen'),
    menus: [adminMenu('Horas Extras', 42, 'Reportes')],
  },
  {
    path: '/totales',
    access: 'admin',
    title: 'Totales por persona',
    screen: screen('totals/totals-screen', 'TotalsScreen'),
    menus: [adminMenu('Totales por persona', 42.5, 'Reportes')],
  },
  {
    path: '/libres',
    access: 'admin',
    title: 'Días libres',
    screen: screen('absences/free-days-screen', 'FreeDaysScreen'),
    menus: [adminMenu('Días libres', 43, 'Reportes')],
  },
  {
    path: '/ausencias',
    access: 'admin',
    title: 'Ausencias',
    screen: screen('absences/absences-screen', 'AbsencesScreen'),
    menus: [adminMenu('Ausencias', 44, 'Reportes')],
  },
  {
    path: '/alertas',
    access: 'admin',
    title: 'Alertas',
    screen: screen('alerts/alerts-screen', 'AlertsScreen'),
    menus: [adminMenu('Alertas', 45, 'Reportes')],
  },
  // spec §2: the menu links to /remuneraciones; /Remuneraciones opens the same screen.
  {
    path: '/remuneraciones',
    access: 'admin',
    title: 'Remuneraciones',
    screen: PAYROLL,
    menus: [adminMenu('Remuneraciones', 46, 'Reportes')],
  },
  { path: '/Remuneraciones', access: 'admin', title: 'Remuneraciones', screen: PAYROLL },
  {
    path: '/logs',
    access: 'admin',
    title: 'Registros',
    screen: screen('logs/logs-screen', 'LogsScreen'),
  },
  {
    path: '/configuracion',
    access: 'admin',
    title: 'Configuración',
    screen: screen('settings/settings-screen', 'SettingsScreen'),
    menus: [adminMenu('Configuración', 90)],
  },
  {
    path: '/admin/empresas',
    access: 'superuser',
    title: 'Empresas',
    screen: screen('companies/companies-screen', 'CompaniesScreen'),
    menus: [{ menu: 'superuser', label: 'Empresas', group: 'Administración', order: 100 }],
  },
  {
    path: '/admin/indicadores',
    access: 'superuser',
    title: 'Indicadores previsionales',
    screen: screen('indicators/indicators-screen', 'IndicatorsScreen'),
    menus: [{ menu: 'superuser', label: 'Indicadores', group: 'Administración', order: 100.5 }],
  },
  {
    path: '/admin/leads',
    access: 'superuser',
    title: 'Gestión de Leads CRM',
    screen: screen('leads/leads-screen', 'LeadsScreen'),
    menus: [{ menu: 'superuser', label: 'Leads CRM', group: 'Administración', order: 101 }],
  },
  {
    path: '/checkin',
    access: 'signed-in',
    title: 'Inicio',
    screen: screen('attendance/checkin-screen', 'CheckinScreen'),
    ownStyles: true,
    menus: [{ menu: 'employee', label: 'Inicio', order: 10 }],
  },
  {
    path: '/mi-agenda',
    access: 'signed-in',
    title: 'Mi agenda',
    screen: MY_AGENDA,
    ownStyles: true,
    menus: [{ menu: 'employee', label: 'Agenda', order: 20 }],
  },
  { path: '/mis-horarios', access: 'signed-in', title: 'Mi agenda', screen: MY_AGENDA, ownStyles: true },
  {
    path: '/mi-historial',
    access: 'signed-in',
    title: 'Mi historial',
    screen: screen('attendance/history-screen', 'HistoryScreen'),
    ownStyles: true,
    menus: [{ menu: 'employee', label: 'Historial', order: 30 }],
  },
  {
    path: '/perfil',
    access: 'signed-in',
    title: 'Mi Perfil',
    screen: screen('profile/profile-screen', 'ProfileScreen'),
    menus: [{ menu: 'employee', label: 'Perfil', order: 40 }],
  },
];

/**
 * A public page with its own stylesheet (`ownStyles`): a visitor gets it bare, without the app frame (the data cache,
 * the shell). A signed-in route with its own styles (`/checkin`) still needs the frame: its reads run until the guard
 * sends someone signed out in another tab to /login. The layout, the lazy loader and the bundle report ask this.
 */
export function bareForVisitor(route: Pick<RouteDef, 'access' | 'ownStyles'>): boolean {
  return route.access === 'public' && route.ownStyles === true;
}

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
export function findRoute(pathname: string): RouteDef | undefined {
  const path = normalizePath(pathname);
  return ROUTES.find((route) => matches(route.path, path));
}

/** The document title of a pathname: its route's title, or the product's for the not-found screen. */
export function titleFor(pathname: string): string {
  return findRoute(pathname)?.title ?? APP_TITLE;
}
