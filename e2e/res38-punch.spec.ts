import { expect as baseExpect, test, type Page } from '@playwright/test';

import { signInAs, signOut } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Never block, always record (Res. Ex. N° 38 arts. 13, 38, 44), on the demo build. Camila Rojas is scheduled
 * 09:00–18:00 on Wednesday 2026-11-18 (the demo data follows the browser's clock) with the default punch window;
 * she has no schedule on Saturday 2026-11-21. The tenant's zone is America/Santiago (UTC-3 in November); the
 * browser runs in Europe/Madrid, so every date and time below is Santiago's.
 */
test.describe.configure({ timeout: 150_000 });

const SLOT = 'Oficina · 09:00 – 18:00';
/** The seed's plant (src/data/adapters/demo/seed/workplaces.ts), where Camila works. */
const PLANT_ADDRESS = 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago';

const at = (day: string, hms: string) => new Date(`${day}T${hms}-03:00`);

const receipt = (page: Page) => page.getByRole('dialog', { name: 'Comprobante de marca' });

/** The value next to a label in the receipt's detail group. */
function receiptValue(page: Page, label: string) {
  return receipt(page)
    .getByRole('group', { name: 'Detalle del comprobante' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

function camilaRow(page: Page, day: RegExp) {
  return page
    .getByRole('table', { name: 'Asistencias' })
    .getByRole('row', { name: day })
    .filter({ hasText: 'Camila Rojas' });
}

test('Res. Ex. N° 38 arts. 13, 44: Camila’s exit at 18:47:13 on a 09:00–18:00 day is recorded with dd/mm/aa, seconds and her workplace, and /asistencias flags it', async ({
  page,
}) => {
  await page.clock.install({ time: at('2026-11-18', '08:58:30') });
  await signInAs(page, 'employee');
  await page.clock.setFixedTime(at('2026-11-18', '08:58:30'));
  const card = page.getByRole('region', { name: SLOT });
  await card.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(receiptValue(page, 'Hora')).toHaveText('08:58:30');
  await receipt(page).getByRole('button', { name: 'Cerrar' }).click();

  // 47 min 13 s after the slot's end: recorded like any exit, never refused.
  await page.clock.setFixedTime(at('2026-11-18', '18:47:13'));
  await card.getByRole('button', { name: 'Registrar salida', exact: true }).click();
  await page
    .getByRole('dialog', { name: '¿Registrar tu salida?' })
    .getByRole('button', { name: 'Registrar salida' })
    .click();
  await expect(receipt(page)).toBeVisible();
  await expect(receiptValue(page, 'Acción')).toHaveText('Salida');
  await expect(receiptValue(page, 'Fecha')).toHaveText('18/11/26');
  await expect(receiptValue(page, 'Hora')).toHaveText('18:47:13');
  await expect(receiptValue(page, 'Lugar de trabajo')).toHaveText('Planta Recoleta');
  await expect(receiptValue(page, 'Dirección')).toHaveText(PLANT_ADDRESS);
  await receipt(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(card.getByText('Salida 18:47', { exact: true })).toBeVisible();

  await signOut(page);
  await signInAs(page, 'admin');
  await page.goto('/asistencias/todas/2026-11-18_2026-11-18');
  const row = camilaRow(page, /mié 18-11/);
  await expect(row.getByRole('cell', { name: '18:47:13', exact: true })).toBeVisible();
  // The 47 min 13 s past the end are flagged for the manager's decision, to the second.
  await expect(row.getByText('Horas extra 0:47:13', { exact: true })).toBeVisible();
  await page.goto('/asistencias/horas-extras/2026-11-18_2026-11-18');
  await expect(camilaRow(page, /mié 18-11/)).toBeVisible();
});

test('Res. Ex. N° 38 art. 38: a punch on a day without a schedule is recorded and flagged No programado', async ({
  page,
}) => {
  await page.clock.install({ time: at('2026-11-21', '10:15:42') });
  await signInAs(page, 'employee');
  await page.clock.setFixedTime(at('2026-11-21', '10:15:42'));
  const card = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: 'Registrar entrada' }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(receiptValue(page, 'Fecha')).toHaveText('21/11/26');
  await expect(receiptValue(page, 'Hora')).toHaveText('10:15:42');
  await receipt(page).getByRole('button', { name: 'Cerrar' }).click();

  await signOut(page);
  await signInAs(page, 'admin');
  await page.goto('/asistencias/todas/2026-11-21_2026-11-21');
  const row = camilaRow(page, /sáb 21-11/);
  await expect(row.getByRole('cell', { name: '10:15:42', exact: true })).toBeVisible();
  // Its Planificado cell and its Estado chip both say so.
  await expect(row.getByText('No programado', { exact: true })).toHaveCount(2);
});
