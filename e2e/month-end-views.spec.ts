import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

import { navigateInApp, signInAs } from './support/session';

/** A month of a 40-person company on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue #47 items 3, 4 and 5 on the demo build at 1366×768 (the browser in another zone than the tenant's): a
 * 5x2 applied from a Tuesday rests on Saturday and Sunday and its preview names the holidays it skips; the
 * planner's month shows every day and the weekly totals without horizontal scroll; /asistencias has every column
 * and `Corregir` in view; a person's day opens from a row and from an alert. Wednesday 18 November 2026, 14:00 in
 * Santiago.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');

test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 240_000 });

/** How far an element overflows sideways (its scroll width beyond its box), in px: 0 when all of it is in view. */
function overflow(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** The page's own horizontal overflow, in px. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether the element's box lies within the viewport's width (left ≥ 0, right ≤ 1366). */
async function expectInView(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
}

test('a 5x2 from Tuesday rests on weekends; the month fits at 1366 px with its weekly totals', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await navigateInApp(page, '/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Mes' }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByRole('heading', { name: /diciembre de 2026/i }).first()).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Agenda de turnos' });

  await test.step('the month: all 31 days and weekly totals, no horizontal scroll', async () => {
    for (const day of ['martes 1 de diciembre', 'jueves 31 de diciembre'])
      await expect(grid.getByRole('button', { name: new RegExp(`^Camila Rojas, ${day}:`) })).toBeVisible();
    // A column of planned hours after each week, and the month's total.
    await expect(
      grid.getByRole('gridcell', { name: /^Camila Rojas, semana del .+: \d+(,\d+)? h/ }).first(),
    ).toBeVisible();
    await expectInView(grid.getByRole('gridcell', { name: /^Camila Rojas, total del periodo: / }));
    expect(await overflow(grid)).toBeLessThanOrEqual(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectInView(grid.getByRole('columnheader', { name: /31/ }).first());
  });

  await test.step('Aplicar patrón: 5x2 Oficina from Tuesday 1 December, previewed with the holidays skipped', async () => {
    await page.getByRole('button', { name: 'Aplicar patrón' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar patrón' });
    await dialog.getByRole('combobox', { name: 'Patrón' }).click();
    await page.getByRole('option', { name: /^5x2 Oficina/ }).click();
    const people = dialog.getByRole('combobox', { name: 'Personas' });
    await people.fill('Camila Rojas');
    await page.getByRole('option', { name: 'Camila Rojas', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Desde' })).toHaveValue('2026-12-01');
    await expect(dialog.getByRole('textbox', { name: 'Hasta' })).toHaveValue('2026-12-31');
    await expect(
      dialog.getByRole('radio', { name: 'El día N del ciclo cae en el lunes de la semana de Desde' }),
    ).toBeChecked();
    await expect(dialog.getByRole('status')).toContainText(
      /Se omiten los feriados: 08-12-2026 [^,]+, 25-12-2026 Navidad/,
    );
    await expect(dialog.getByRole('list', { name: 'Vista previa por persona' })).toContainText(
      'mar 1: Oficina · mié 2: Oficina · jue 3: Oficina · vie 4: Oficina · sáb 5: Libre · dom 6: Libre · lun 7: Oficina',
    );
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the drafts: Tuesday to Friday and Monday at the office, Saturday and Sunday off', async () => {
    const cell = (day: string) => grid.getByRole('button', { name: new RegExp(`^Camila Rojas, ${day}:`) });
    for (const day of ['martes 1', 'viernes 4', 'lunes 7'])
      await expect(cell(`${day} de diciembre`)).toHaveAccessibleName(/Oficina/);
    for (const day of ['sábado 5', 'domingo 6', 'martes 8'])
      await expect(cell(`${day} de diciembre`)).not.toHaveAccessibleName(/Oficina/);
    expect(await overflow(grid)).toBeLessThanOrEqual(0);
  });
});

test('/asistencias at 1366 px: every column and Corregir in view; a person’s day from a row and from an alert', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');

  await test.step('/asistencias: the table fits', async () => {
    await navigateInApp(page, '/asistencias/todas/2026-11-16_2026-11-17');
    const table = page.getByRole('table', { name: 'Asistencias' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    for (const header of ['Persona', 'Estado', 'Acciones'])
      await expectInView(table.getByRole('columnheader', { name: new RegExp(header) }).first());
    const row = table.getByRole('row').filter({ hasText: 'Camila Rojas' }).first();
    await expectInView(row.getByRole('button', { name: /^Corregir/ }));
    // The container scrolls nothing sideways: every column is in the 1366 px page.
    expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(
      1366,
    );

    await row.getByRole('button', { name: /^Ver día: Camila Rojas, / }).click();
    const day = page.getByRole('dialog', { name: /^Día de Camila Rojas, \d{2}-\d{2}-\d{4}$/ });
    await expect(day).toBeVisible();
    await expect(day).toContainText('Oficina · 09:00 – 18:00');
    await expect(day.getByText(/Turno \d/)).toHaveCount(0);
    await expect(day.getByRole('button', { name: 'Proponer corrección' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(day).toBeHidden();
  });

  await test.step('/alertas: the same day from an alert', async () => {
    await navigateInApp(page, '/alertas');
    const opener = page.getByRole('button', { name: /^Ver el día de / }).first();
    await expect(opener).toBeVisible();
    const name = ((await opener.getAttribute('aria-label')) ?? '').replace('Ver el día de ', '');
    await opener.click();
    const day = page.getByRole('dialog', { name: new RegExp(`^Día de ${name}, \\d{2}-\\d{2}-\\d{4}$`) });
    await expect(day).toBeVisible();
    await expect(day.getByText(/Turno \d/)).toHaveCount(0);
    await expect(day.getByRole('link', { name: 'Proponer corrección' })).toBeVisible();
  });
});
