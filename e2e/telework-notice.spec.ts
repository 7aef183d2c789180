import { expect, test } from '@playwright/test';

import { signInAs, signOut } from './support/session';
import { VIEWPORTS } from './support/variants';

/**
 * Res. Ex. N° 38 art. 45: the telework disconnection notice, on the demo tenant (zone America/Santiago, UTC-3 in
 * November; the browser runs elsewhere). Camila Rojas is scheduled Mon–Fri 09:00–18:00.
 */
const WEDNESDAY = '2026-11-18';

function santiago(hhmm: string, day = WEDNESDAY): Date {
  return new Date(`${day}T${hhmm}:00-03:00`);
}

test('Res. Ex. N° 38 art. 45: the admin marks Camila as a teleworker; at 08:30 her phone’s Mis avisos shows the disconnection notice', async ({
  page,
}) => {
  await page.clock.install({ time: santiago('07:00') });
  await signInAs(page, 'admin');
  await page.goto('/empleados');
  await page.getByRole('button', { name: 'Ver ficha de Camila Rojas' }).click();
  const file = page.getByRole('dialog', { name: 'Ficha de Camila Rojas' });
  await file.getByRole('switch', { name: 'Teletrabajo' }).check();
  await file.getByRole('button', { name: 'Guardar ficha' }).click();
  await expect(file.getByText('Ficha guardada.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(file).toBeHidden();
  await signOut(page);

  await page.clock.setSystemTime(santiago('08:30'));
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(page, 'employee');
  await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Mis avisos/ });
  await expect(bell).toHaveAccessibleName(/^Mis avisos, \d+ nuevos?$/, { timeout: 30_000 });
  await bell.click();
  const mine = page.getByRole('dialog', { name: 'Mis avisos' });
  const notice = mine.getByRole('link', { name: /^Derecho a desconexión \(teletrabajo\)/ });
  await expect(notice).toContainText(
    'Jornada de teletrabajo del 18/11/26 de 09:00:00 a 18:00:00; fuera de ella rige el derecho a desconexión (art. 152 quáter J del Código del Trabajo).',
  );
  await expect(notice).toHaveAttribute('href', '/checkin');
});
