import { expect, test } from '@playwright/test';

import { ROLES, signInAs, watchConsole } from './support/session';

// A weekday morning in the demo tenant's zone (the browser runs in Europe/Madrid).
const MORNING = new Date('2026-11-18T09:20:00-03:00');

test.describe('data layer in the browser', () => {
  for (const role of ROLES) {
    test(`${role}: signing out in another tab ends this tab's live reads and sends it to /login, never a blank screen`, async ({
      context,
    }) => {
      const page = await context.newPage();
      await page.clock.install({ time: MORNING });
      const watch = watchConsole(page);
      await signInAs(page, role);
      // A screen with live reads: the employee's punches, or the managers' alert inputs.
      const screen = role === 'employee' ? '/checkin' : '/alertas';
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (role === 'employee') await expect(page.getByText('Oficina · 09:00 – 18:00')).toBeVisible();
      else await expect(page.getByRole('table', { name: 'Alertas del día' })).toBeVisible();

      // Signing out in another tab takes the caller's access away while this tab's watchers are live.
      const other = await context.newPage();
      await other.goto('/perfil');
      await other.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(other).toHaveURL('/login');

      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
      // The session change clears the data cache, closing the watches before the store refuses them; a watch the
      // store refused first is logged as a permission error. Either way nothing is left half-shown or thrown.
      expect(watch.errors.filter((e) => !/permission-denied|insufficient permissions/.test(e))).toEqual([]);
    });
  }

  test('data written survives a reload (IndexedDB)', async ({ page }) => {
    await page.clock.install({ time: MORNING });
    await signInAs(page, 'employee');
    await page.getByRole('button', { name: 'Registrar entrada' }).click();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByText('Entrada 09:20')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Entrada 09:20')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrar entrada' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Iniciar colación' })).toBeVisible();
  });

  test('the demo data is generated once per day and kept across reloads', async ({ page }) => {
    await page.clock.install({ time: MORNING });
    await signInAs(page, 'admin');
    await page.goto('/alertas');
    const rows = page.getByRole('table', { name: 'Alertas del día' }).getByRole('row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await page.reload();
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBe(before);
  });
});
