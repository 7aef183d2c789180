import type { Claims } from '../data/ports/auth-port';
import { isManagerRole } from '../data/ports/auth-port';
import { findRoute } from './route-table';

/**
 * The navigation guard of spec §4, in order, as a pure function: where to send `claims` opening `pathname`,
 * or null to proceed.
 */
export function guardRedirect(pathname: string, claims: Claims | null): string | null {
  const access = findRoute(pathname)?.access ?? 'public';
  const role = claims?.role;
  const employee = role === 'employee';
  const manager = isManagerRole(role);

  // 1. A route needing sign-in with no user goes to /login.
  if (access !== 'public' && !claims) return '/login';
  // 2. Admin-only route for a non-manager: employees to /checkin, everyone else to /.
  if (access === 'admin' && !manager) return employee ? '/checkin' : '/';
  if (!claims) return null;
  // 3. Signed-in user opening /login or /crear.
  if (pathname === '/login' || pathname === '/crear') return employee ? '/checkin' : '/dashboard';
  // 4. Employee opening / or /dashboard.
  if (employee && (pathname === '/' || pathname === '/dashboard')) return '/checkin';
  // 5. Manager opening / or /checkin.
  if (manager && (pathname === '/' || pathname === '/checkin')) return '/dashboard';
  // 6. Proceed.
  return null;
}

/** Where a freshly signed-in user lands. */
export function homeFor(claims: Claims): string {
  return guardRedirect('/login', claims) ?? '/';
}
