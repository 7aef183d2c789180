import { expect, test, type Page } from '@playwright/test';

import { ADMIN_ROUTES, SIGNED_IN_ROUTES } from './support/routes';
import { ACCOUNTS, signInAs, type Role } from './support/session';

/** Opens `path` as a fresh page load and expects the guard to land on `target` (spec §4). */
async function expectRedirect(page: Page, path: string, target: string): Promise<void> {
  await test.step(`${path} → ${target}`, async () => {
    await page.goto(path);
    await expect(page).toHaveURL(target);
  });
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

test.describe('guard: unauthenticated (rule 1)', () => {
  for (const route of [...ADMIN_ROUTES, ...SIGNED_IN_ROUTES]) {
    test(`${route.path} → /login`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL('/login');
      await expect(heading(page, 'Inicio de sesión')).toBeVisible();
      await expect(page.getByRole('heading', { name: route.heading, exact: true })).toHaveCount(0);
    });
  }

  test('public routes stay: /, /login and /crear', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, 'Control de asistencia más simple')).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await expect(heading(page, 'Inicio de sesión')).toBeVisible();
    await expect(page).toHaveURL('/login');

    await page.goto('/crear');
    await expect(heading(page, 'Crea tu cuenta')).toBeVisible();
    await expect(page).toHaveURL('/crear');
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
  test('admin routes, / and /dashboard send the employee to /checkin (rules 2 and 4)', async ({ page }) => {
    await signInAs(page, 'employee');
    for (const route of ADMIN_ROUTES) await expectRedirect(page, route.path, '/checkin');
    await expectRedirect(page, '/', '/checkin');
    await expect(heading(page, 'Inicio')).toBeVisible();
  });

  test('/login and /crear send the employee home (rule 3)', async ({ page }) => {
    await signInAs(page, 'employee');
    await expectRedirect(page, '/login', '/checkin');
    await expectRedirect(page, '/crear', '/checkin');
  });

  test('the employee opens every signed-in route', async ({ page }) => {
    await signInAs(page, 'employee');
    for (const route of SIGNED_IN_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(heading(page, route.heading)).toBeVisible();
        await expect(page).toHaveURL(route.path);
      });
    }
  });
});

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

    test(`the ${role} opens every admin route and the personal ones`, async ({ page }) => {
      await signInAs(page, role);
      const routes = [...ADMIN_ROUTES, ...SIGNED_IN_ROUTES.filter((r) => r.path !== '/checkin')];
      for (const route of routes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(heading(page, route.heading)).toBeVisible();
          await expect(page).toHaveURL(route.path);
        });
      }
    });
  });
}

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
  for (const path of ['/Dashboard', '/TURNOS', '/Perfil', '/ADMIN/LEADS']) {
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
});
