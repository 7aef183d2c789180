import { expect as baseExpect, test, type Page } from '@playwright/test';

import { signInAs, signOut } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Traceable corrections on the demo build. The demo data follows the browser's clock, fixed on
 * Wednesday 2026-11-18 at 09:20 in Santiago: Camila Rojas (09:00–18:00) is not in yet, and yesterday she forgot to
 * check out. The browser runs in another zone (Madrid), so every day and time below is the tenant's.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');

/** Each test signs in three or four times on a cold demo: a busy machine needs the room. */
test.describe.configure({ timeout: 150_000 });

function camilaRow(page: Page, day: RegExp) {
  return page
    .getByRole('table', { name: 'Asistencias' })
    .getByRole('row', { name: day })
    .filter({ hasText: 'Camila Rojas' });
}

/** The admin proposes Camila's `punch` at `time` on the row of `day` in the view at `path`. */
async function propose(page: Page, path: string, day: RegExp, punch: string, time: string, reason: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
  await camilaRow(page, day)
    .getByRole('button', { name: /^Corregir/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Proponer corrección' });
  await dialog.getByRole('combobox', { name: 'Marca' }).click();
  await page.getByRole('option', { name: punch, exact: true }).click();
  await dialog.getByLabel(/^Hora/).fill(time);
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Proponer' }).click();
  await expect(
    page.getByText('Corrección propuesta: Camila Rojas tiene 48 horas para objetarla.'),
  ).toBeVisible();
}

test('a missing check-out: proposed with a reason, accepted by Camila, shown corrected with its history and three log entries', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');

  await test.step('at 09:20 the dashboard shows Camila not yet in, linking to today’s late arrivals', async () => {
    await expect(page).toHaveURL('/dashboard');
    const notIn = page.getByRole('article', { name: 'Sin llegar' });
    await expect(notIn.getByText(/Camila Rojas/)).toBeVisible({ timeout: 30_000 });
    await notIn.getByRole('link', { name: /^Sin llegar: \d+, ver en Asistencias$/ }).click();
    await expect(page).toHaveURL('/asistencias/atrasos/hoy');
    await expect(camilaRow(page, /mié 18-11/)).toBeVisible();
  });

  await test.step('the admin proposes yesterday’s missing check-out; the punch itself stays as recorded', async () => {
    await propose(
      page,
      '/asistencias/incompletas/ayer',
      /mar 17-11/,
      'Salida',
      '18:05',
      'Olvidó marcar la salida',
    );
    await expect(camilaRow(page, /mar 17-11/).getByText('Corrección pendiente')).toBeVisible();
  });
  await signOut(page);

  await test.step('Camila sees it (a badge on her menu) and accepts it', async () => {
    await signInAs(page, 'employee');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      page.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('link', {
        // The weeks Camila has not signed yet follow.
        name: /^Historial: 1 corrección por responder( y \d semanas? por firmar)?$/,
      }),
    ).toBeVisible({ timeout: 30_000 });
    await page.goto('/mi-historial');
    const item = page.getByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 18:05' });
    await expect(item.getByText('Motivo: Olvidó marcar la salida')).toBeVisible();
    await item.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('dialog', { name: 'Aceptar corrección' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Aceptaste la corrección.')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Salida alterada: antes sin marca, ahora 18:05' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  await signOut(page);

  await test.step('the corrected time in /asistencias, marked alterado; the original punch in its history', async () => {
    await signInAs(page, 'admin');
    await page.goto('/asistencias/todas/ayer');
    const row = camilaRow(page, /mar 17-11/);
    await expect(row.getByText('18:05:00', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Salida alterada: antes sin marca' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver historial' }).first().click();
    const history = page.getByRole('dialog', { name: 'Historial de la corrección' });
    await expect(history.getByText('Marca registrada: sin marca (no se modifica)')).toBeVisible();
    await expect(history.getByText(/Camila Rojas aceptó/)).toBeVisible();
    await history.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('the corrected check-out makes 5 minutes of overtime in /horas-extras, approved there', async () => {
    await page.goto('/horas-extras?periodo=semana');
    await expect(page.getByRole('heading', { level: 1, name: 'Horas Extras' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Horas extras' })
      .getByRole('row', { name: /mar 17-11/ })
      .filter({ hasText: 'Camila Rojas' });
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^0:05:00\s*alterado$/);
    await row.getByRole('button', { name: 'Aprobar: Camila Rojas, 17-11-2026' }).click();
    await expect(page.getByText('Aprobada: 5 min.')).toBeVisible();
    // The demo's "server" (this tab) logs the decision from its stamp: let it finish before leaving the page.
    await page.evaluate(() =>
      (globalThis as unknown as { asiste: { idle: () => Promise<void> } }).asiste.idle(),
    );
  });

  await test.step('/logs shows the three steps', async () => {
    await page.goto('/logs');
    const table = page.getByRole('table', { name: 'Registros' });
    await expect(table.getByRole('row').filter({ hasText: 'Corrección aceptada' }).first()).toContainText(
      'Camila Rojas',
    );
    await expect(
      table.getByRole('row').filter({ hasText: 'Aviso de corrección enviado' }).first(),
    ).toContainText('Sistema');
    await expect(table.getByRole('row').filter({ hasText: 'Corrección propuesta' }).first()).toContainText(
      'Andrés Soto',
    );
    await expect(table.getByRole('row').filter({ hasText: 'Horas extras aprobadas' }).first()).toContainText(
      'Camila Rojas, 17-11-2026: aprobada 5 min de 5 min',
    );
  });
});

test('a correction Camila objects to never reaches the reports: the recorded punch stands', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  let recorded = '';
  await test.step('a marca of Friday 13, three business days ago, can no longer be corrected (art. 41)', async () => {
    await page.goto('/asistencias/todas/2026-11-13_2026-11-13');
    await camilaRow(page, /vie 13-11/)
      .getByRole('button', { name: /^Corregir/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Proponer corrección' });
    await dialog.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Entrada', exact: true }).click();
    await dialog.getByLabel(/^Hora/).fill('07:30');
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Llegó antes a inventario');
    await dialog.getByRole('button', { name: 'Proponer' }).click();
    await expect(
      dialog.getByText(
        'La marca del 13-11-2026 ya no se puede corregir: una marca se corrige hasta el día hábil siguiente ' +
          '(lunes 16-11-2026), según el art. 41 de la Res. Ex. N° 38.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });
  await test.step('the admin proposes yesterday’s missing check-out', async () => {
    await page.goto('/asistencias/todas/semana');
    const tuesday = camilaRow(page, /mar 17-11/);
    recorded = (await tuesday.getByRole('cell').nth(6).textContent()) ?? '';
    expect(recorded).toBe('—');
    await propose(page, '/asistencias/todas/semana', /mar 17-11/, 'Salida', '19:30', 'Se quedó a inventario');
  });
  await signOut(page);

  await test.step('Camila objects with a comment', async () => {
    await signInAs(page, 'employee');
    await page.goto('/mi-historial');
    const item = page.getByRole('listitem', { name: 'Salida del 17-11-2026: sin marca → 19:30' });
    await item.getByRole('button', { name: 'Objetar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Objetar corrección' });
    await dialog.getByRole('textbox', { name: /^Comentario/ }).fill('Salí a la hora de siempre');
    await dialog.getByRole('button', { name: 'Objetar' }).click();
    await expect(page.getByText('Objetaste la corrección.')).toBeVisible();
  });
  await signOut(page);

  await test.step('the report keeps the recorded entry, and the objection waits for an answer', async () => {
    await signInAs(page, 'admin');
    await page.goto('/asistencias/todas/semana');
    const tuesday = camilaRow(page, /mar 17-11/);
    await expect(tuesday.getByRole('cell').nth(6)).toHaveText(recorded);
    await expect(tuesday.getByText('alterado')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Correcciones' }).click();
    await expect(page).toHaveURL('/asistencias/correcciones/semana');
    const objections = page.getByRole('region', { name: /^Objeciones por responder \(\d+\)$/ });
    await expect(objections.getByText('Comentario del trabajador: Salí a la hora de siempre')).toBeVisible();
  });
});
