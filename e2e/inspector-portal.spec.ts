import { expect as baseExpect, test } from '@playwright/test';

import { describeFindings, gatedViolations } from './support/a11y';
import { navigateInApp, signInAs, signOut } from './support/session';

/** Page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The portal de fiscalización (Res. Ex. N° 38 arts. 17, 22–24) on the demo build: an official of the Dirección del
 * Trabajo asks for a key with an @dt.gob.cl address (the demo, which sends no e-mail, shows it), signs in with it,
 * finds the company by its RUT, opens the jornada report, and the admin's /logs shows the session with its IP. The
 * clock is fixed on Wednesday 2026-11-18 at 09:20 in Santiago; the browser runs in another zone.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const OFFICIAL = 'fiscalizador@dt.gob.cl';
/** The six reports of Res. Ex. N° 38 art. 27, a) to f). */
const DT_REPORT_COUNT = 6;

test.describe.configure({ timeout: 150_000 });

test('Res. Ex. N° 38 arts. 22–24: a DT official asks for a key, finds the company by RUT, opens the jornada report, and the admin’s /logs shows the session with its IP', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  let key = '';

  await test.step('the public portal names the provider and the version; a key for another domain is refused in Spanish', async () => {
    await page.goto('/fiscalizacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal de fiscalización' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveTitle('Portal de fiscalización');
    await expect(page.getByText(/^Asiste, versión \d+\.\d+\.\d+$/)).toBeVisible();
    const request = page.getByRole('region', { name: '1. Solicita tu clave' });
    await request.getByRole('textbox', { name: 'Correo institucional' }).fill('alguien@gmail.com');
    await request.getByRole('button', { name: 'Solicitar clave' }).click();
    await expect(
      request.getByText(
        'Solo un correo institucional de la Dirección del Trabajo (terminado en @dt.gob.cl) puede solicitar una clave.',
      ),
    ).toBeVisible();
    const findings = await gatedViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  await test.step('a key for fiscalizador@dt.gob.cl, valid 5 calendar days, shown by the demo', async () => {
    const request = page.getByRole('region', { name: '1. Solicita tu clave' });
    await request.getByRole('textbox', { name: 'Correo institucional' }).fill(OFFICIAL);
    await request.getByRole('button', { name: 'Solicitar clave' }).click();
    await expect(
      request.getByText(`Enviamos una clave a ${OFFICIAL}. Es válida hasta el 23/11/26 09:20.`),
    ).toBeVisible();
    key = (await request.getByTestId('clave-demo').textContent()) ?? '';
    expect(key).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  await test.step('signed in with the key: two windows, the search and the alphabetical list', async () => {
    const signIn = page.getByRole('region', { name: '2. Ingresa con tu clave' });
    await signIn.getByRole('textbox', { name: 'Correo' }).fill(OFFICIAL);
    await signIn.getByLabel('Clave').fill(key);
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('heading', { name: 'Empleadores en orden alfabético' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Empleadores' })).toContainText('Panadería La Espiga SpA');
    await page.getByRole('textbox', { name: 'Nombre o RUT del empleador' }).fill('76543210-3');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const results = page.getByRole('list', { name: 'Empleadores' });
    await expect(page.getByRole('heading', { name: 'Resultados para «76543210-3»' })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('RUT 76.543.210-3');
    await results.getByRole('button', { name: /^Abrir Panadería La Espiga SpA/ }).click();
  });

  await test.step('the company’s records open read-only; the jornada report downloads and is logged', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Fiscalización' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/Acceso de solo lectura hasta el 23-11-2026 09:20/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buscar otro empleador' })).toBeVisible();
    // Art. 24: the reports menu alone, no records' tabs; the jornada report opens on itself.
    await expect(page.getByRole('tab')).toHaveCount(0);
    const menu = page.getByRole('list', { name: 'Reportes' });
    await expect(menu.getByRole('button')).toHaveCount(DT_REPORT_COUNT);
    await menu.getByRole('button', { name: 'Reporte de jornada diaria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
    await expect(dialog.getByRole('combobox', { name: 'Reporte' })).toHaveText('Reporte de jornada diaria');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^reporte-dt-jornada-.*\.xlsx$/);
    // The dialog ignores Escape while a file is being written; the download event comes before that ends.
    await expect(dialog.getByRole('button', { name: 'Descargar Excel' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await signOut(page);

  await test.step('the admin’s /logs shows the session and the download, each with the source IP', async () => {
    await signInAs(page, 'admin');
    await navigateInApp(page, '/logs');
    const table = page.getByRole('table', { name: 'Registros' });
    const session = table.getByRole('row').filter({ hasText: 'Sesión de fiscalización' }).first();
    await expect(session).toContainText(OFFICIAL);
    await expect(session).toContainText('"access":"dt-key"');
    await expect(session).toContainText(/"ip":"\d+\.\d+\.\d+\.\d+"/);
    const downloaded = table.getByRole('row').filter({ hasText: 'Descarga de fiscalización' }).first();
    await expect(downloaded).toContainText(/reporte-dt-jornada-.*\.xlsx/);
    await expect(downloaded).toContainText(/"ip":"\d+\.\d+\.\d+\.\d+"/);
  });
});
