import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInAs, signOut } from './support/session';

/**
 * Planning on the demo build. The demo data follows the browser's clock, fixed on Wednesday
 * 2026-11-18 at 14:00 in Santiago; "next month" is December 2026. The browser runs in another zone (Madrid), so
 * every day and time below is the tenant's.
 */
const NOW = new Date('2026-11-18T14:00:00-03:00');

/** Each test signs in three or four times and opens the planner twice: a busy machine needs the room. */
test.describe.configure({ timeout: 180_000 });

/** The person's own agenda of the week of 1 December 2026 (two weeks after today's), once its days are in. */
async function openMyFirstDecemberWeek(page: Page): Promise<void> {
  await page.goto('/mi-agenda');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
}

function myDay(page: Page, day: string) {
  return page
    .getByRole('list', { name: 'Semana del 30 de noviembre al 6 de diciembre de 2026' })
    .getByRole('listitem', { name: new RegExp(`^${day}:`) });
}

/** How the employee's agenda writes a night of the new shift. */
const NIGHT = '22:00 – 06:00';

/** The admin's /agenda, as a month, moved to December 2026. */
async function openPlannerDecember(page: Page): Promise<void> {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Mes' }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByRole('heading', { name: /diciembre de 2026/i }).first()).toBeVisible();
}

function cell(page: Page, person: string, day: string) {
  return page.getByRole('button', { name: new RegExp(`^${person}, ${day}:`) });
}

async function assign(page: Page, shift: string): Promise<void> {
  await page.getByRole('button', { name: 'Asignar turno' }).click();
  // A shift's item is its name and times (`Mañana 07:00–15:00`); `Libre` stands alone.
  await page.getByRole('menuitem', { name: new RegExp(`^${shift}( \\d|$)`) }).click();
}

test('the admin plans a 4x4 of nights for next month, fixes a rest conflict and publishes; the employee sees the nights only then', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');

  await test.step('a 22:00–06:00 Noche shift', async () => {
    await page.goto('/turnos');
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Noche');
    await dialog.getByLabel('Inicio').fill('22:00');
    await dialog.getByLabel('Término').fill('06:00');
    await expect(dialog.getByText('Termina al día siguiente')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Colación \(min\)/ }).fill('30');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Turnos de la empresa' }).getByText('Noche', { exact: true }),
    ).toBeVisible();
  });

  await test.step('a 4x4 pattern of it', async () => {
    await page.getByRole('tab', { name: 'Patrones' }).click();
    await page.getByRole('button', { name: 'Nuevo patrón' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('4x4 Noche');
    await dialog.getByLabel('Días de trabajo').fill('4');
    await dialog.getByLabel('Días libres').fill('4');
    await dialog.getByRole('combobox', { name: 'Turno' }).click();
    await page.getByRole('option', { name: 'Noche', exact: true }).click();
    await dialog.getByRole('button', { name: 'Aplicar rotación' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Se creó el patrón 4x4 Noche.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Patrones de turnos' }).getByText('4x4 Noche', { exact: true }),
    ).toBeVisible();
  });

  await test.step('applied to two people for December', async () => {
    await openPlannerDecember(page);
    await page.getByRole('button', { name: 'Aplicar patrón' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar patrón' });
    await dialog.getByRole('combobox', { name: 'Patrón' }).click();
    await page.getByRole('option', { name: /^4x4 Noche/ }).click();
    const people = dialog.getByRole('combobox', { name: 'Personas' });
    for (const name of ['Camila Rojas', 'Felipe Contreras']) {
      await people.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await expect(dialog.getByLabel('Desde')).toHaveValue('2026-12-01');
    await expect(dialog.getByLabel('Hasta')).toHaveValue('2026-12-31');
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 'Camila Rojas', 'martes 1 de diciembre')).toHaveAccessibleName(/Noche/);
    await expect(cell(page, 'Camila Rojas', 'martes 1 de diciembre')).toHaveAccessibleName(/Borrador/);
    await expect(cell(page, 'Felipe Contreras', 'viernes 4 de diciembre')).toHaveAccessibleName(/Noche/);
  });

  await test.step('a morning shift right after the last night is a rest conflict; Libre fixes it', async () => {
    const saturday = cell(page, 'Camila Rojas', 'sábado 5 de diciembre');
    await saturday.click();
    await assign(page, 'Mañana');
    const panel = page.getByRole('region', { name: /^Conflictos/ });
    const rest = panel.getByRole('button', { name: /Camila Rojas.*5 de diciembre.*descanso/ });
    await expect(rest).toBeVisible();
    await rest.click();
    await expect(saturday).toBeFocused();
    // A fresh selection of that one cell.
    await page.keyboard.press('Escape');
    await saturday.click();
    await assign(page, 'Libre');
    await expect(rest).toHaveCount(0);
  });

  // Drafts are the admin's: the employee still sees her published December.
  await signOut(page);
  await signInAs(page, 'employee');
  await openMyFirstDecemberWeek(page);
  // Her published office days are shown, no night yet.
  await expect(myDay(page, 'martes 1 de diciembre')).toHaveAccessibleName(/09:00 – 18:00/);
  await expect(page.getByText(NIGHT)).toHaveCount(0);
  await signOut(page);

  await test.step('publish', async () => {
    await signInAs(page, 'admin');
    await openPlannerDecember(page);
    const publish = page.getByRole('button', { name: /^Publicar \d+ turnos$/ });
    await expect(publish).toBeEnabled();
    await publish.click();
    const dialog = page.getByRole('dialog');
    // The whole month in view, not only a week (issue #47 item 4).
    await expect(dialog).toContainText('Se publica del 01-12-2026 al 31-12-2026');
    await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(page.getByText(/^Se publicaron \d+ turnos/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeDisabled();
    await expect(cell(page, 'Camila Rojas', 'martes 1 de diciembre')).not.toHaveAccessibleName(/Borrador/);
  });

  await signOut(page);
  await signInAs(page, 'employee');
  await openMyFirstDecemberWeek(page);
  // 1–4 December are nights now; 5 December (the conflict fixed with Libre) has nothing.
  for (const day of ['martes 1', 'miércoles 2', 'jueves 3', 'viernes 4'])
    await expect(myDay(page, `${day} de diciembre`)).toHaveAccessibleName(new RegExp(NIGHT));
  await expect(myDay(page, 'sábado 5 de diciembre')).toHaveAccessibleName(/Sin planificar/);
});

test('Camila requests three vacation days; the admin approves them; the agenda shows them and her balance drops by three', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'employee');

  await test.step('the request, from /mi-agenda', async () => {
    await page.goto('/mi-agenda');
    await page.getByRole('button', { name: 'Solicitar ausencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar ausencia' });
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Vacaciones', exact: true }).click();
    // Monday to Wednesday before Christmas: three working days (her seeded request is earlier in December).
    await dialog.getByLabel('Desde').fill('2026-12-21');
    await dialog.getByLabel('Hasta').fill('2026-12-23');
    await expect(dialog.getByText(/La solicitud suma 3 días hábiles/)).toBeVisible();
    await expect(dialog.getByText(/^Saldo disponible: [\d,]+ días?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog).toBeHidden();
    const mine = page.getByRole('region', { name: 'Mis solicitudes' });
    await expect(
      mine.getByRole('listitem', { name: 'Vacaciones, 21-12-2026 – 23-12-2026: Pendiente' }),
    ).toBeVisible();
  });
  await signOut(page);

  await signInAs(page, 'admin');
  let before = 0;
  await test.step('approved in /ausencias', async () => {
    await page.goto('/ausencias');
    // The report opens on this month; the request is December's.
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Diciembre de 2026' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Camila Rojas' })
      .filter({ hasText: '21-12-2026 – 23-12-2026' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Pendiente');
    before = balanceOf(await balanceCell(row).innerText());
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await page
      .getByRole('dialog', { name: 'Aprobar solicitud' })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    await expect(row).toContainText('Aprobada');
    await expect.poll(async () => balanceOf(await balanceCell(row).innerText())).toBe(before - 3);
  });

  await test.step('the agenda shows the vacation', async () => {
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    // From this week (16 November) to the week of 21 December.
    for (let week = 0; week < 5; week += 1)
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Semana del 21 al 27 de diciembre de 2026' }),
    ).toBeVisible();
    for (const day of ['lunes 21', 'martes 22', 'miércoles 23'])
      await expect(cell(page, 'Camila Rojas', `${day} de diciembre`)).toContainText('Vacaciones');
  });
});

/** The row's `Saldo de vacaciones`: the one cell written in days (`12,5 días`). */
function balanceCell(row: Locator): Locator {
  return row.getByRole('cell').filter({ hasText: /^-?[\d.]+(,\d+)? días?/ });
}

/** `12,5 días` → 12.5 */
function balanceOf(text: string): number {
  const match = /(-?[\d.]+(?:,\d+)?)/.exec(text.replace(/\./g, ''));
  if (!match?.[1]) throw new Error(`no balance in "${text}"`);
  return Number(match[1].replace(',', '.'));
}
