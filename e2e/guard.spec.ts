import { expect, test, type Page } from '@playwright/test';

import {
  ADMIN_ROUTES,
  APP_TITLE,
  inGroups,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SUPERUSER_ROUTES,
  type SpecRoute,
} from './support/routes';
import { ACCOUNTS, navigateInApp, signInAs, type Role } from './support/session';

/**
 * The navigation guard of spec §4 on the built app. A new browser context costs a cold start (the demo data is
 * generated and stored on its first load) and a sign-in, several times what one more page load in the same
 * context costs, so a test signs in once and opens up to NAVIGATIONS_PER_TEST routes, each in a `test.step`;
 * longer lists are split into one test per group. The first route of a group is a full page load (the guard
 * judges a deep link while the session is being restored), the others in-app navigations (`navigateInApp`: the
 * guard judges every navigation, and a page load is a cold start of the demo); a test's timeout grows with its
 * number of navigations (`allowLoads`).
 */
const NAVIGATIONS_PER_TEST = 10;

/**
 * The whole route × principal matrix is a unit test (src/app/guard.test.ts: every path for every kind of
 * caller, outcomes written out; the titles in its `titleFor` cases, the menus in src/app/shell/menus.test.ts).
 * Here, on the built app, a few routes of each access level prove that the guard runs on a deep link and on an
 * in-app navigation. Every screen is opened, with its heading and title, by the role its access level admits in
 * e2e/a11y.spec.ts (the smoke test of each screen's chunk under the guard); the admin opens its personal
 * screens here, which a11y.spec.ts opens as the employee.
 */
function byPath(routes: readonly SpecRoute[], ...paths: string[]): SpecRoute[] {
  return paths.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (route === undefined) throw new Error(`no route ${path}`);
    return route;
  });
}
const SAMPLE_ADMIN = byPath(
  ADMIN_ROUTES,
  '/dashboard',
  '/empleados/activos',
  '/asistencias/entradas/semana',
  '/logs',
);
const SAMPLE_SIGNED_IN = byPath(SIGNED_IN_ROUTES, '/mi-historial', '/perfil');

/** Gives the running test time for a sign-in and `loads` page loads on a busy machine (at least the default). */
function allowLoads(loads: number): void {
  test.setTimeout(Math.max(120_000, 30_000 + 5_000 * loads));
}

/** How a test opens a path: a full page load (a deep link) or a navigation inside the running app. */
type Opening = 'load' | 'in-app';

/** The first path of a group is a deep link, the others in-app navigations. */
function opening(index: number): Opening {
  return index === 0 ? 'load' : 'in-app';
}

async function open(page: Page, path: string, how: Opening): Promise<void> {
  if (how === 'load') await page.goto(path);
  else await navigateInApp(page, path);
}

/** Opens `path` (a page load unless told) and expects the guard to land on `target` (spec §4). */
async function expectRedirect(
  page: Page,
  path: string,
  target: string,
  how: Opening = 'load',
): Promise<void> {
  await test.step(`${path} → ${target}${how === 'in-app' ? ' (in-app)' : ''}`, async () => {
    await open(page, path, how);
    await expect(page).toHaveURL(target);
  });
}

/** Opens `route` and expects its screen: the URL kept, its heading, and its title from the route registry. */
async function expectScreen(page: Page, route: SpecRoute, how: Opening): Promise<void> {
  await test.step(`${route.path}${how === 'in-app' ? ' (in-app)' : ''}`, async () => {
    await open(page, route.path, how);
    await expect(heading(page, route.heading)).toBeVisible();
    await expect(page).toHaveURL(route.path);
    await expect(page).toHaveTitle(route.heading);
  });
}

/**
 * Opens `path` (another case of a route's path) and expects the guard to have judged the route the router
 * renders: the screen shown is at `target`.
 */
async function expectCaseRedirect(page: Page, path: string, target: string): Promise<void> {
  await test.step(`${path} → ${target}`, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(target);
  });
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** `routes` split into groups, each named by its first and last path for the test title. */
function groups<T extends { path: string }>(routes: readonly T[]): { name: string; routes: T[] }[] {
  return inGroups(routes, NAVIGATIONS_PER_TEST).map((group) => ({
    name: group.length === 1 ? (group[0]?.path ?? '') : `${group[0]?.path} … ${group.at(-1)?.path}`,
    routes: group,
  }));
}

test.describe('guard: unauthenticated (rule 1)', () => {
  for (const group of groups([...SAMPLE_ADMIN, ...SUPERUSER_ROUTES, ...SAMPLE_SIGNED_IN])) {
    test(`${group.name} → /login`, async ({ page }) => {
      allowLoads(group.routes.length);
      for (const [index, route] of group.routes.entries()) {
        await test.step(`${route.path} → /login`, async () => {
          await open(page, route.path, opening(index));
          await expect(page).toHaveURL('/login');
          await expect(heading(page, 'Inicio de sesión')).toBeVisible();
          await expect(page.getByRole('heading', { name: route.heading, exact: true })).toHaveCount(0);
        });
      }
    });
  }

  test('public routes stay: /, /login and /crear; an in-app navigation to a protected route goes to /login', async ({
    page,
  }) => {
    allowLoads(PUBLIC_ROUTES.length + 1);
    for (const route of PUBLIC_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(heading(page, route.heading)).toBeVisible();
        await expect(page).toHaveURL(route.path);
        await expect(page).toHaveTitle(route.path === '/' ? APP_TITLE : route.heading);
      });
    }
    await test.step('an in-app navigation to /dashboard', async () => {
      await page.goto('/');
      await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
      await navigateInApp(page, '/dashboard');
      await expect(page).toHaveURL('/login');
      await expect(heading(page, 'Inicio de sesión')).toBeVisible();
    });
  });
});

test.describe('guard: employee', () => {
  // Rule 2, and the superuser-only routes: a manager route sends the employee to /checkin; so do / and
  // /dashboard (rule 4).
  const refused = [...SAMPLE_ADMIN, ...SUPERUSER_ROUTES, { path: '/' }];
  for (const group of groups(refused)) {
    test(`${group.name} send the employee to /checkin (rules 2 and 4)`, async ({ page }) => {
      allowLoads(group.routes.length);
      await signInAs(page, 'employee');
      for (const [index, route] of group.routes.entries()) {
        await expectRedirect(page, route.path, '/checkin', opening(index));
      }
      await expect(heading(page, 'Inicio')).toBeVisible();
    });
  }

  test('/login and /crear send the employee home (rule 3); the session survives a reload; /Dashboard is refused too', async ({
    page,
  }) => {
    allowLoads(4);
    await signInAs(page, 'employee');
    await expectRedirect(page, '/login', '/checkin');
    await expectRedirect(page, '/crear', '/checkin');
    await test.step('a reload', async () => {
      await page.reload();
      await expect(page).toHaveURL('/checkin');
      await expect(heading(page, 'Inicio')).toBeVisible();
    });
    // The router matches paths case-insensitively; the guard must judge the same route it renders.
    await expectCaseRedirect(page, '/Dashboard', '/checkin');
  });

  for (const group of groups(SIGNED_IN_ROUTES)) {
    test(`the employee opens the signed-in routes ${group.name}`, async ({ page }) => {
      allowLoads(group.routes.length);
      await signInAs(page, 'employee');
      for (const [index, route] of group.routes.entries()) await expectScreen(page, route, opening(index));
    });
  }
});

/** What each manager role opens: a sample of the admin routes and the personal ones; the superuser its own too. */
const MANAGER_SCREENS: Record<'admin' | 'superuser', readonly SpecRoute[]> = {
  admin: [...SAMPLE_ADMIN, ...SIGNED_IN_ROUTES.filter((r) => r.path !== '/checkin')],
  superuser: [...SUPERUSER_ROUTES, ...SAMPLE_ADMIN, ...SAMPLE_SIGNED_IN],
};

for (const role of ['admin', 'superuser'] satisfies Role[]) {
  test.describe(`guard: ${role}`, () => {
    test(`/ and /checkin (rule 5), /login and /crear (rule 3) send the ${role} to /dashboard`, async ({
      page,
    }) => {
      allowLoads(4);
      await signInAs(page, role);
      await expectRedirect(page, '/', '/dashboard');
      await expectRedirect(page, '/checkin', '/dashboard');
      await expect(heading(page, 'Inicio')).toBeVisible();
      await expectRedirect(page, '/login', '/dashboard');
      await expectRedirect(page, '/crear', '/dashboard');
    });

    for (const group of groups(MANAGER_SCREENS[role])) {
      test(`the ${role} opens ${group.name}`, async ({ page }) => {
        allowLoads(group.routes.length);
        await signInAs(page, role);
        for (const [index, route] of group.routes.entries()) await expectScreen(page, route, opening(index));
      });
    }
  });
}

test('the superuser-only routes send the admin to /dashboard, on a deep link, in-app and in any case of their path', async ({
  page,
}) => {
  allowLoads(SUPERUSER_ROUTES.length + 1);
  await signInAs(page, 'admin');
  for (const [index, route] of SUPERUSER_ROUTES.entries()) {
    await expectRedirect(page, route.path, '/dashboard', opening(index));
  }
  await expect(heading(page, 'Inicio')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestión de Leads CRM' })).toHaveCount(0);
  // The router matches paths case-insensitively; the guard must judge the same route it renders.
  await expectCaseRedirect(page, '/ADMIN/LEADS', '/dashboard');
});

test('/Remuneraciones and /remuneraciones both open the payroll screen for an admin; the session survives a reload', async ({
  page,
}) => {
  allowLoads(4);
  await signInAs(page, 'admin');
  for (const path of ['/Remuneraciones', '/remuneraciones']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(heading(page, 'Remuneraciones')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nueva remuneración' })).toBeVisible();
    });
  }
  await test.step('/turnos, then a reload', async () => {
    await page.goto('/turnos');
    await expect(heading(page, 'Turnos')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/turnos');
    await expect(heading(page, 'Turnos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cuenta', exact: true })).toHaveText(
      ACCOUNTS.admin.initials,
    );
  });
});

test.describe('guard: paths matched as the router matches them', () => {
  /** React Router matches paths case-insensitively; the guard must judge the same route it renders. */
  const OTHER_CASE = ['/Dashboard', '/TURNOS', '/Perfil', '/ADMIN/LEADS', '/Admin/Empresas'];

  test(`unauthenticated ${OTHER_CASE.join(' ')} do not bypass the guard`, async ({ page }) => {
    allowLoads(OTHER_CASE.length);
    for (const path of OTHER_CASE) await expectCaseRedirect(page, path, '/login');
  });
});
