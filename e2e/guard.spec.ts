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
import { ACCOUNTS, signInAs, type Role } from './support/session';

/**
 * The navigation guard of spec §4 on the built app. Every `page.goto` is a cold load (a few seconds on a busy
 * machine), so a test signs in once and opens at most NAVIGATIONS_PER_TEST routes; longer lists are split into
 * one test per group.
 */
const NAVIGATIONS_PER_TEST = 5;

/** Opens `path` as a fresh page load and expects the guard to land on `target` (spec §4). */
async function expectRedirect(page: Page, path: string, target: string): Promise<void> {
  await test.step(`${path} → ${target}`, async () => {
    await page.goto(path);
    await expect(page).toHaveURL(target);
  });
}

/** Opens `route` and expects its screen: the URL kept, its heading, and its title from the route registry. */
async function expectScreen(page: Page, route: SpecRoute): Promise<void> {
  await test.step(route.path, async () => {
    await page.goto(route.path);
    await expect(heading(page, route.heading)).toBeVisible();
    await expect(page).toHaveURL(route.path);
    await expect(page).toHaveTitle(route.heading);
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
  for (const route of [...ADMIN_ROUTES, ...SUPERUSER_ROUTES, ...SIGNED_IN_ROUTES]) {
    test(`${route.path} → /login`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL('/login');
      await expect(heading(page, 'Inicio de sesión')).toBeVisible();
      await expect(page.getByRole('heading', { name: route.heading, exact: true })).toHaveCount(0);
    });
  }

  test('public routes stay: /, /login and /crear', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(heading(page, route.heading)).toBeVisible();
        await expect(page).toHaveURL(route.path);
        await expect(page).toHaveTitle(route.path === '/' ? APP_TITLE : route.heading);
      });
    }
  });

  test('an in-app navigation to a protected route also goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/login');
    await expect(heading(page, 'Inicio de sesión')).toBeVisible();
  });
});

test.describe('guard: employee', () => {
  // Rule 2, and the superuser-only routes: every manager route sends the employee to /checkin; so do / and
  // /dashboard (rule 4).
  const refused = [...ADMIN_ROUTES, ...SUPERUSER_ROUTES, { path: '/' }];
  for (const group of groups(refused)) {
    test(`${group.name} send the employee to /checkin (rules 2 and 4)`, async ({ page }) => {
      await signInAs(page, 'employee');
      for (const route of group.routes) await expectRedirect(page, route.path, '/checkin');
      await expect(heading(page, 'Inicio')).toBeVisible();
    });
  }

  test('/login and /crear send the employee home (rule 3)', async ({ page }) => {
    await signInAs(page, 'employee');
    await expectRedirect(page, '/login', '/checkin');
    await expectRedirect(page, '/crear', '/checkin');
  });

  for (const group of groups(SIGNED_IN_ROUTES)) {
    test(`the employee opens the signed-in routes ${group.name}`, async ({ page }) => {
      await signInAs(page, 'employee');
      for (const route of group.routes) await expectScreen(page, route);
    });
  }
});

/** What each manager role opens: every admin route and the personal ones; the superuser also its own. */
const MANAGER_SCREENS: Record<'admin' | 'superuser', readonly SpecRoute[]> = {
  admin: [...ADMIN_ROUTES, ...SIGNED_IN_ROUTES.filter((r) => r.path !== '/checkin')],
  superuser: [...ADMIN_ROUTES, ...SUPERUSER_ROUTES, ...SIGNED_IN_ROUTES.filter((r) => r.path !== '/checkin')],
};

for (const role of ['admin', 'superuser'] satisfies Role[]) {
  test.describe(`guard: ${role}`, () => {
    test(`/ and /checkin send the ${role} to /dashboard (rule 5)`, async ({ page }) => {
      await signInAs(page, role);
      await expectRedirect(page, '/', '/dashboard');
      await expectRedirect(page, '/checkin', '/dashboard');
      await expect(heading(page, 'Inicio')).toBeVisible();
    });

    test(`/login and /crear send the ${role} to /dashboard (rule 3)`, async ({ page }) => {
      await signInAs(page, role);
      await expectRedirect(page, '/login', '/dashboard');
      await expectRedirect(page, '/crear', '/dashboard');
    });

    for (const group of groups(MANAGER_SCREENS[role])) {
      test(`the ${role} opens ${group.name}`, async ({ page }) => {
        await signInAs(page, role);
        for (const route of group.routes) await expectScreen(page, route);
      });
    }
  });
}

test('the superuser-only routes send the admin to /dashboard', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const route of SUPERUSER_ROUTES) await expectRedirect(page, route.path, '/dashboard');
  await expect(heading(page, 'Inicio')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestión de Leads CRM' })).toHaveCount(0);
});

test('/Remuneraciones and /remuneraciones both open the payroll screen for an admin', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const path of ['/Remuneraciones', '/remuneraciones']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(heading(page, 'Remuneraciones')).toBeVisible();
      await expect(
        page.getByText('Aquí prepararás y cerrarás las remuneraciones de cada periodo.'),
      ).toBeVisible();
    });
  }
});

test('the session survives a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/turnos');
  await expect(heading(page, 'Turnos')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/turnos');
  await expect(heading(page, 'Turnos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cuenta', exact: true })).toHaveText(ACCOUNTS.admin.initials);
});

test('the employee session survives a reload too', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.reload();
  await expect(page).toHaveURL('/checkin');
  await expect(heading(page, 'Inicio')).toBeVisible();
});

test.describe('guard: paths matched as the router matches them', () => {
  /** React Router matches paths case-insensitively; the guard must judge the same route it renders. */
  for (const path of ['/Dashboard', '/TURNOS', '/Perfil', '/ADMIN/LEADS', '/Admin/Empresas']) {
    test(`unauthenticated ${path} does not bypass the guard`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  }

  test('an employee cannot open an admin screen by changing the case of its path', async ({ page }) => {
    await signInAs(page, 'employee');
    await page.goto('/Dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/checkin');
  });

  test('an admin cannot open a superuser screen by changing the case of its path', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/ADMIN/LEADS');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
