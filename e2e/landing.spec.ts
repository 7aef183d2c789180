import { expect, test } from '@playwright/test';

import { describeFindings, gatedViolations } from './support/a11y';
import { ACCOUNTS, expectNoConsoleErrors, storedClaims, watchConsole } from './support/session';

test('the landing page presents the product', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Asiste - Control de asistencia más simple');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Control de asistencia más simple' }),
  ).toBeVisible();
  for (const name of [
    'Tres cosas que Asiste hace mejor',
    'Planes y precios',
    'Preguntas frecuentes',
    'Contáctanos',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { level: 3, name: 'Marcas desde el celular, con comprobante' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Pyme' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear cuenta gratis' }).first()).toHaveAttribute(
    'href',
    '/crear',
  );
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

test('Probar la demostración signs in as the demo admin and opens /dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Probar la demostración' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  expect(await storedClaims(page)).toMatchObject({ role: ACCOUNTS.admin.role });
});

test('the contact form loads near the screen, passes axe and thanks the visitor', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/');
  // The form is its own chunk, loaded as its section nears the screen: the header's Contacto scrolls there.
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Contacto' }).click();
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form.getByRole('button', { name: 'Enviar' })).toBeVisible();
  const findings = await gatedViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);

  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('rosa@cafe');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Rosa Muñoz');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('rosa@cafecentral.cl');
  await form.getByRole('textbox', { name: /^Empresa/ }).fill('Café Central');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toHaveText('Gracias, te contactaremos pronto.');
  expectNoConsoleErrors(consoleWatch);
});

test('the browser runs in Europe/Madrid, not the tenant zone', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Madrid');
});
