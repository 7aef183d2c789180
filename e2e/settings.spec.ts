import { expect, test } from '@playwright/test';

import { signInAs } from './support/session';

/**
 * /configuracion on the demo build: a saved threshold changes /alertas at once. On Wednesday 2026-11-18 at 09:20
 * Santiago, Camila Rojas (09:00–18:00) has not checked in: 20 minutes, over the default 15 of Llegada Tardía.
 */
const AT_0920 = new Date('2026-11-18T09:20:00-03:00');
const CAMILA_LATE = 'Camila Rojas aún no ha registrado entrada (Programado: 09:00).';

test('a threshold saved in Configuración changes Alertas', async ({ page }) => {
  await page.clock.install({ time: AT_0920 });
  await signInAs(page, 'admin');

  await page.goto('/alertas');
  await expect(page.getByText(CAMILA_LATE)).toBeVisible();

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Configuración' }).click();
  await expect(page).toHaveURL('/configuracion');
  await expect(page).toHaveTitle('Configuración');
  // The corrections' objection window is the law's 48 hours (Res. Ex. N° 38 art. 40), not a setting.
  await expect(page.getByRole('region', { name: 'Umbrales de alertas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Correcciones de marcas' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Plazo para objetar/ })).toHaveCount(0);
  const thresholds = page.getByRole('region', { name: 'Umbrales de alertas' });
  const noCheckIn = thresholds.getByRole('textbox', { name: /Llegada Tardía/ });
  await expect(noCheckIn).toHaveValue('15');
  await noCheckIn.fill('30');
  await thresholds.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(thresholds.getByText('Cambios guardados.')).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Alertas' })
    .click();
  await expect(page).toHaveURL('/alertas');
  await expect(page.getByRole('table', { name: 'Alertas del día' })).toBeVisible();
  await expect(page.getByText(CAMILA_LATE)).toHaveCount(0);

  // The change survives a reload, and its audit entry is stored with it.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Alertas del día' })).toBeVisible();
  await expect(page.getByText(CAMILA_LATE)).toHaveCount(0);
});

test('a value out of range is refused in Spanish and nothing is saved', async ({ page }) => {
  await page.clock.install({ time: AT_0920 });
  await signInAs(page, 'admin');
  await page.goto('/configuracion');
  const workday = page.getByRole('region', { name: 'Jornada y horas extras' });
  const surcharge = workday.getByRole('textbox', { name: /Recargo de horas extras/ });
  await surcharge.fill('40');
  await workday.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(surcharge).toHaveAccessibleDescription('Debe estar entre 50 y 200');
  await page.reload();
  await expect(workday.getByRole('textbox', { name: /Recargo de horas extras/ })).toHaveValue('50');
});

test('an admin adds a Lugar de trabajo with its full address, and it stays after a reload (Res. Ex. N° 38 art. 13.2–13.3)', async ({
  page,
}) => {
  await page.clock.install({ time: AT_0920 });
  await signInAs(page, 'admin');
  // The dashboard's first step links to the section: the page opens scrolled to it.
  await page.goto('/configuracion#lugares-de-trabajo');
  const workplaces = page.getByRole('region', { name: 'Lugares de trabajo' });
  await expect(workplaces.getByRole('heading', { name: 'Lugares de trabajo' })).toBeInViewport();
  await expect.poll(async () => (await workplaces.boundingBox())?.y).toBeLessThan(120);
  await expect(workplaces.getByRole('button', { name: 'Editar Planta Recoleta' })).toBeVisible();

  await workplaces.getByRole('button', { name: 'Agregar lugar de trabajo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar lugar de trabajo' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Bodega Quilicura');
  await dialog.getByRole('textbox', { name: 'Calle' }).fill('Av. Las Torres');
  await dialog.getByRole('textbox', { name: 'Número' }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Comuna' }).fill('Quilicura');
  await dialog.getByRole('textbox', { name: 'Ciudad' }).fill('Santiago');
  await dialog.getByRole('combobox', { name: 'Región' }).click();
  await page.getByRole('option', { name: 'Región Metropolitana de Santiago' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(workplaces.getByRole('status')).toHaveText('Se agregó Bodega Quilicura.');

  const address = 'Av. Las Torres 1200, Quilicura, Santiago, Región Metropolitana de Santiago';
  const bodega = workplaces.getByRole('listitem').filter({ hasText: 'Bodega Quilicura' });
  await expect(bodega).toContainText(address);
  await page.reload();
  await expect(bodega).toContainText(address);
  await expect(workplaces.getByRole('button', { name: 'Editar Bodega Quilicura' })).toBeVisible();
});
