import { expect, test, type Page } from '@playwright/test';

import { AxeGate, quiet } from './support/a11y';
import { navigateInApp } from './support/session';
import { VIEWPORTS } from './support/variants';

/**
 * /crear on the demo build: a visitor creates a company with its first Lugar de trabajo (the demo's AdminPort, in
 * the browser), is signed in as its admin and lands on /dashboard with the onboarding checklist, the workplace
 * step already done; adding a person ticks `Agrega a tu equipo`. Phone and desktop.
 */
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'clave-segura-1';

async function fillSignUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Ferretería Los Andes');
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Ferretería Los Andes SpA');
  await page.getByRole('textbox', { name: 'RUT empresa' }).fill('77123456-9');
  // The first Lugar de trabajo: its address goes on every receipt (Res. Ex. N° 38 art. 13).
  await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Los Andes');
  await page.getByRole('textbox', { name: 'Número' }).fill('250');
  await page.getByRole('textbox', { name: 'Comuna' }).fill('Puente Alto');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Santiago');
  const place = page.getByRole('group', { name: 'Dirección del lugar de trabajo' });
  await expect(place.getByRole('textbox', { name: 'Nombre del lugar' })).toHaveValue('Casa matriz');
  await place.getByRole('textbox', { name: 'Piso u oficina' }).fill('Local 2');
  // The region starts at the Metropolitana (Puente Alto's).
  await expect(place.getByRole('combobox', { name: 'Región' })).toHaveValue('13');
  await page.getByRole('textbox', { name: 'Tu nombre' }).fill('Marta Andes');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
}

function step(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Primeros pasos' })
    .getByRole('listitem', { name: new RegExp(`^${name}:`) });
}

for (const size of ['phone', 'desktop'] as const) {
  test.describe(size, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('a visitor creates a company, lands on the checklist, and adding a person ticks it', async ({
      page,
    }, testInfo) => {
      const gate = new AxeGate(page, `${size}, /crear`);
      const email = `marta.${size}@losandes.cl`;
      await page.goto('/crear');
      await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();

      // Terms not accepted: said under the checkbox, nothing typed is lost.
      await fillSignUp(page, email);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      const terms = page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
      await expect(terms).toHaveAccessibleDescription(/Debes aceptar los términos/);
      await expect(page.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue(
        'Ferretería Los Andes',
      );
      await quiet(page);
      await gate.scan('/crear, terms missing');

      await terms.check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL('/dashboard', { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      const checklist = page.getByRole('region', { name: 'Primeros pasos' });
      await expect(checklist).toBeVisible();
      // The first step, the workplace whose address each receipt prints, was given at /crear (Res. Ex. N° 38
      // art. 13).
      await expect(checklist.getByRole('listitem').first()).toHaveAccessibleName(
        'Registra tu lugar de trabajo: listo',
      );
      await expect(step(page, 'Agrega a tu equipo')).toHaveAccessibleName('Agrega a tu equipo: pendiente');
      await expect(step(page, 'Crea tus turnos')).toHaveAccessibleName('Crea tus turnos: pendiente');
      await quiet(page);
      await gate.scan('/dashboard, checklist');

      // The company starts with Chile's holidays.
      await navigateInApp(page, '/feriados');
      await expect(page.getByRole('heading', { level: 1, name: 'Feriados' })).toBeVisible();
      await expect(page.getByText('Navidad').first()).toBeVisible();

      await navigateInApp(page, '/dashboard');
      await checklist.getByRole('link', { name: 'Agrega a tu equipo' }).click();
      await expect(page).toHaveURL('/empleados');
      await page.getByRole('button', { name: 'Nuevo empleado' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo empleado' });
      await dialog.getByRole('textbox', { name: 'Nombre completo' }).fill('Pedro Andes');
      await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`pedro.${size}@losandes.cl`);
      await dialog.getByRole('textbox', { name: 'RUT' }).fill('12.345.678-5');
      await dialog.getByLabel(/^Contraseña inicial/).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Crear empleado' }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      await expect(page.getByText('Pedro Andes').first()).toBeVisible();

      await navigateInApp(page, '/dashboard');
      await expect(step(page, 'Agrega a tu equipo')).toHaveAccessibleName('Agrega a tu equipo: listo');
      await expect(checklist.getByText('2 de 5 listos')).toBeVisible();
      await gate.expectNoViolations(testInfo);
    });
  });
}
