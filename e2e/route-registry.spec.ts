import { expect, test, type Page } from '@playwright/test';

import { drawer, expectDrawerMenu, SUPERUSER_MENU } from './support/menus';
import { APP_TITLE } from './support/routes';
import { signInAs, type Role } from './support/session';

/**
 * The route registry's acceptance criteria: the superuser's Administración menu group and the not-found screen
 * for any unknown path. Elsewhere: the admin and employee menus are exactly spec §2's, with no Administración
 * group, and the document titles in shell.spec.ts; the superuser-only routes refused to the admin, on a deep link
 * and in-app, in guard.spec.ts (the whole route × role matrix in src/app/guard.test.ts); every route's screen
 * and title, opened by its role, in a11y.spec.ts.
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

test.describe('not found', () => {
  // The superuser's not-found screen, heading and title: a11y.spec.ts.
  for (const role of [null, 'employee'] satisfies (Role | null)[]) {
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
