import { expect, test, type Page } from '@playwright/test';

import { drawer, expectDrawerMenu, SUPERUSER_MENU } from './support/menus';
import { APP_TITLE } from './support/routes';
import { navigateInApp, signInAs, type Role } from './support/session';

/**
 * The route registry's acceptance criteria: the superuser's Administración menu group, the superuser-only
 * routes, and the not-found screen for any unknown path. Elsewhere: the admin and employee menus are exactly
 * spec §2's, with no Administración group, and the document titles in shell.spec.ts; every route's screen and
 * title for each role in guard.spec.ts.
 */
function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('menus', () => {
  test('the superuser has the admin menu, then Administración with Empresas and Leads CRM', async ({
    page,
  }) => {
    await signInAs(page, 'superuser');
    await openDrawer(page);
    await expectDrawerMenu(page, SUPERUSER_MENU);

    await drawer(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page).toHaveURL('/admin/empresas');
    await expect(heading(page, 'Empresas')).toBeVisible();
    await expect(drawer(page)).toBeHidden();

    await openDrawer(page);
    await expect(drawer(page).getByRole('link', { name: 'Empresas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await drawer(page).getByRole('link', { name: 'Leads CRM' }).click();
    await expect(page).toHaveURL('/admin/leads');
    await expect(heading(page, 'Gestión de Leads CRM')).toBeVisible();
  });
});

test.describe('superuser-only routes', () => {
  test('an admin opening /admin/leads lands on /dashboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/leads');
    await expect(page).toHaveURL('/dashboard');
    await expect(heading(page, 'Inicio')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gestión de Leads CRM' })).toHaveCount(0);
  });

  test('an in-app navigation of the admin to /admin/empresas also lands on /dashboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/turnos');
    await expect(heading(page, 'Turnos')).toBeVisible();
    await navigateInApp(page, '/admin/empresas');
    await expect(page).toHaveURL('/dashboard');
    await expect(heading(page, 'Inicio')).toBeVisible();
  });
});

test.describe('not found', () => {
  for (const role of [null, 'employee', 'superuser'] satisfies (Role | null)[]) {
    test(`an unknown path shows Página no encontrada ${role ? `to the ${role}` : 'signed out'}`, async ({
      page,
    }) => {
      if (role !== null) await signInAs(page, role);
      await page.goto('/no-existe/para-nada');
      await expect(heading(page, 'Página no encontrada')).toBeVisible();
      await expect(page).toHaveURL('/no-existe/para-nada');
      await expect(page).toHaveTitle(APP_TITLE);
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    });
  }
});
