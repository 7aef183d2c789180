import { expect, test } from '@playwright/test';

import { expectNoConsoleErrors, watchConsole } from './support/session';

test('the landing page presents the product', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Asiste - Control de asistencia más simple');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Control de asistencia más simple' }),
  ).toBeVisible();
  for (const name of ['Para tu equipo', 'Para quien administra', '¿Por qué más simple?']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Marca en un toque' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Alertas en vivo' })).toBeVisible();
  // No application shell for a visitor.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toHaveCount(0);
  expectNoConsoleErrors(consoleWatch);
});

test('both Iniciar sesión links lead to /login', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('link', { name: 'Iniciar sesión', exact: true });
  await expect(links).toHaveCount(2);
  for (const index of [0, 1]) {
    await test.step(`link ${index + 1}`, async () => {
      await page.goto('/');
      await links.nth(index).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeVisible();
    });
  }
});

test('Probar la demo leads to /login with the demo accounts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Probar la demo' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('region', { name: 'Cuentas de demostración' })).toBeVisible();
});

test('the browser runs in Europe/Madrid, not the tenant zone', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Madrid');
});
