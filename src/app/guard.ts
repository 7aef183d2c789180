import type { Claims } from '../data/ports/auth-port';
import { isInspectorRole, isManagerRole } from '../data/ports/auth-port';
import { findRoute, INSPECTION_PATH, normalizePath } from './route-table';

/** Where an account on its initial password sets its own. */
export const PROFILE_PATH = '/perfil';

/**
 * The navigation guard of spec §4, in order, as a pure function: where to send `claims` opening `pathname`,
 * or null to proceed. Superuser-only routes extend rule 2: an admin goes to /dashboard, an employee to
 * /checkin, anyone else to /. An unknown path proceeds to the not-found screen, whoever asks.
 *
 * The inspector is kept on /fiscalizacion: admin pages send it to / like any other non-manager
 * (rule 2), and / — like every page that is not public — sends it on to /fiscalizacion. Receipt verification stays
 * open to it. /fiscalizacion sends everyone else where rule 2 would.
 *
 * An account whose claims carry `mustChangePassword` (security review M5) is kept on /perfil until it has set its
 * own password.
 */
export function guardRedirect(pathname: string, claims: Claims | null): string | null {
  // Compared as the router matches, so `/Dashboard` or `/checkin/` cannot slip past a rule.
  const path = normalizePath(pathname);
  const route = findRoute(path);
  if (route === undefined) return null;
  const { access } = route;
  const role = claims?.role;
  const employee = role === 'employee';
  const manager = isManagerRole(role);
  const inspector = isInspectorRole(role);

  // 1. A route needing sign-in with no user goes to /login.
  if (access !== 'public' && !claims) return '/login';
  // 1b. An account still on the initial password an admin gave it (security review M5) goes to /perfil, where it
  // sets its own, from every route.
  if (claims?.mustChangePassword === true) return path === PROFILE_PATH ? null : PROFILE_PATH;
  // 2. Admin-only route for a non-manager: employees to /checkin, everyone else to /.
  if (access === 'admin' && !manager) return employee ? '/checkin' : '/';
  // 2b. Superuser-only route for anyone else: admins to /dashboard, employees to /checkin, others to /.
  if (access === 'superuser' && role !== 'superuser') {
    if (role === 'admin') return '/dashboard';
    return employee ? '/checkin' : '/';
  }
  // 2c. The inspector's screen for anyone else signed in (a visitor gets the public portal).
  if ((access === 'inspector' || path === INSPECTION_PATH) && claims && !inspector) {
    return manager ? '/dashboard' : employee ? '/checkin' : '/';
  }
  if (access === 'inspector' && !inspector) return '/';
  if (!claims) return null;
  // 2d. The inspector, anywhere but its screen and the public receipt check.
  if (inspector && path !== INSPECTION_PATH && !(access === 'public' && path.startsWith('/verificar'))) {
    return INSPECTION_PATH;
  }
  // 3. Signed-in user opening /login or /crear.
  if (path === '/login' || path === '/crear') return employee ? '/checkin' : '/dashboard';
  // 4. Employee opening / or /dashboard.
  if (employee && (path === '/' || path === '/dashboard')) return '/checkin';
  // 5. Manager opening / or /checkin.
  if (manager && (path === '/' || path === '/checkin')) return '/dashboard';
  // 6. Proceed.
  return null;
}
