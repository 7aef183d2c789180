import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/session';

/**
 * The night worker after midnight (issue: overnight check-in). The demo's night-shift account, Carlos Morales,
 * works 22:00–06:00 Sunday to Thursday; on Wednesday 2026-11-18 at 05:30 Santiago his Tuesday-night slot is still
 * running, checked in at 21:54 with lunch 01:55–02:25, and tonight's slot starts at 22:00. The browser runs in
 * Europe/Madrid; every time on screen is Santiago's.
 */
const AT_0530 = new Date('2026-11-18T05:30:00-03:00');
const YESTERDAY_SLOT = 'Nocturno de ayer · 22:00 – 06:00';
const TONIGHT_SLOT = 'Nocturno · 22:00 – 06:00';

function receiptValue(page: Page, label: string) {
  return page
    .getByRole('dialog', { name: 'Comprobante de marca' })
    .getByRole('group', { name: 'Detalle del comprobante' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}

test('after midnight the night worker checks out of the slot that started yesterday', async ({ page }) => {
  await page.clock.install({ time: AT_0530 });
  await signIn(page, 'noche@asiste.demo');
  await expect(page).toHaveURL('/checkin');

  const night = page.getByRole('region', { name: YESTERDAY_SLOT });
  await expect(night).toBeVisible();
  await expect(night.getByText('Comenzó ayer, martes 17 de noviembre, y termina a las 06:00.')).toBeVisible();
  await expect(night.getByRole('button', { name: 'Entrada 21:54: ver comprobante' })).toBeVisible();
  // Tonight's slot is shown too: its window opens at 20:00 (2 h before 22:00), but its entry is never
  // blocked (Res. Ex. N° 38): an entry now would be recorded and flagged for the manager.
  const tonight = page.getByRole('region', { name: TONIGHT_SLOT });
  await expect(
    tonight.getByText(
      'Si marcas tu entrada antes de las 20:00, quedará registrada y tu jefatura la verá como marca fuera de horario.',
    ),
  ).toBeVisible();
  await expect(tonight.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();

  await page.clock.setFixedTime(AT_0530);
  await night.getByRole('button', { name: 'Registrar salida' }).click();
  await page
    .getByRole('dialog', { name: '¿Registrar tu salida?' })
    .getByRole('button', { name: 'Registrar salida' })
    .click();
  const receipt = page.getByRole('dialog', { name: 'Comprobante de marca' });
  await expect(receiptValue(page, 'Acción')).toHaveText('Salida');
  await expect(receiptValue(page, 'Hora')).toHaveText('05:30:00');
  await expect(receiptValue(page, 'Fecha')).toHaveText('18/11/26');
  // The server signs the exit: its code replaces `Pendiente de firma`.
  await expect(receiptValue(page, 'Código de verificación')).toHaveText(
    /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/,
  );
  await receipt.getByRole('button', { name: 'Cerrar' }).click();

  await expect(night.getByRole('button', { name: 'Salida 05:30: ver comprobante' })).toBeVisible();
  // On time in, half an hour early out: the card says so instead of "Turno completo.".
  await expect(night.getByText('Turno terminado.')).toBeVisible();
  await expect(night.getByText(/^Entrada a tiempo · Salida 30 min antes · Tiempo trabajado /)).toBeVisible();

  // The exit was written on Tuesday's record: the history shows Tuesday's night complete.
  await page.goto('/mi-historial');
  const tuesday = page.getByRole('article', { name: /martes 17 de noviembre/i });
  await expect(tuesday.getByRole('button', { name: 'Salida 05:30: ver comprobante' })).toBeVisible();
});
