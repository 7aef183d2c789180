import { readFileSync } from 'node:fs';

import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';

import { navigateInApp, signInAs } from './support/session';

/** Page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue #46 item 3, on the demo build: the admin pays November on Monday 30 November 2026 at 15:30 in Santiago (the
 * browser runs in another zone) with Día de corte 25. The demo data follows the browser's clock. The admin sets the
 * cut-off in /configuracion, closes October's attendance (a run of the month in course closes once the month before
 * is closed; its own month stays open) and October's payroll (a licencia of November needs October's imponible in
 * the Previred file, field 92), drafts November — its attendance counted to the 25th and the 26th to the
 * 30th projected from the published schedules —, finds the three people paid by the hour with their hours, enters
 * the month's missing parameters, closes the run and downloads the LRE (enabled only when its validator is clean)
 * and the Previred file (one 861-character line per worker).
 */
const NOW = new Date('2026-11-30T15:30:00-03:00');

/** The demo's people paid by the hour (src/data/adapters/demo/seed/roster.ts). */
const HOURLY = ['Catalina Gutiérrez', 'Tomás Jara', 'Pablo Riquelme'] as const;

test.describe.configure({ timeout: 240_000 });

async function csvOf(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

/** '20 h', '1 h 15 min', '45 min' → seconds. */
function secondsOf(text: string): number {
  const hours = /(\d+) h/.exec(text)?.[1];
  const minutes = /(\d+) min/.exec(text)?.[1];
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60;
}

/**
 * Enters the month's missing UF and UTM in `Parámetros` (values as a manager would copy them from the Banco Central
 * and the SII), after the close refused for them; returns how many were entered.
 */
async function enterMissingParameters(page: Page, label: string, values: { uf: string; utm: string }) {
  await page.getByRole('button', { name: 'Cerrar periodo' }).click();
  const blocked = page.getByRole('dialog', { name: `Cerrar remuneraciones de ${label}` });
  const refusal = blocked.getByRole('alert');
  await expect(refusal).toContainText('Falta el parámetro');
  const text = (await refusal.textContent()) ?? '';
  await blocked.getByRole('button', { name: 'Cancelar' }).click();
  await expect(blocked).toBeHidden();
  await page.getByRole('button', { name: 'Parámetros' }).click();
  const params = page.getByRole('dialog', { name: 'Parámetros del periodo' });
  let changes = 0;
  if (text.includes('Falta el parámetro UF')) {
    await params.getByRole('textbox', { name: /^UF/ }).fill(values.uf);
    changes += 1;
  }
  if (text.includes('Falta el parámetro UTM')) {
    await params.getByRole('textbox', { name: /^UTM/ }).fill(values.utm);
    changes += 1;
  }
  expect(changes).toBeGreaterThan(0);
  await params.getByRole('button', { name: 'Guardar parámetros' }).click();
  await expect(
    page.getByText(`Parámetros guardados (${changes} ${changes === 1 ? 'cambio' : 'cambios'}).`),
  ).toBeVisible();
}

/** Closes the open run of `label` ('Octubre 2026') and waits for its payslips; returns how many were issued. */
async function closeRun(page: Page, label: string): Promise<number> {
  await page.getByRole('button', { name: 'Cerrar periodo' }).click();
  const confirm = page.getByRole('dialog', { name: `Cerrar remuneraciones de ${label}` });
  await confirm.getByRole('button', { name: 'Cerrar periodo' }).click();
  const closed = page.getByText(
    new RegExp(`^Remuneraciones de ${label} cerradas: \\d+ liquidaciones emitidas\\.$`),
  );
  await expect(closed).toBeVisible({ timeout: 60_000 });
  const issued = Number(/(\d+) liquidaciones/.exec((await closed.textContent()) ?? '')?.[1]);
  // The server issues the payslips one by one after the close; the table shows them as they land.
  await expect(page.getByRole('group', { name: 'Totales del periodo' })).toContainText(
    `Personas: ${issued}`,
    {
      timeout: 60_000,
    },
  );
  return issued;
}

test('the admin pays November on the 30th with Día de corte 25: hourly people paid their hours, the run closed, the LRE and Previred downloaded', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');

  await test.step('/configuracion: Día de corte 25', async () => {
    await navigateInApp(page, '/configuracion');
    const payroll = page.getByRole('region', { name: 'Remuneraciones' });
    await payroll.getByRole('textbox', { name: 'Día de corte' }).fill('25');
    await payroll.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(payroll.getByText('Cambios guardados.')).toBeVisible();
  });

  await test.step('/asistencias: October’s attendance is closed (November stays open)', async () => {
    await navigateInApp(page, '/asistencias/todas/2026-10-01_2026-10-31');
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
    await page.getByRole('button', { name: 'Cierre de periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cierre de periodo' });
    await dialog.getByRole('button', { name: 'Cerrar octubre de 2026' }).click();
    await dialog.getByRole('button', { name: 'Confirmar cierre' }).click();
    await expect(page.getByText('Periodo octubre de 2026 cerrado.')).toBeVisible();
  });

  await test.step('/remuneraciones: October paid and closed first (a licencia of November needs its imponible, Previred field 92)', async () => {
    await navigateInApp(page, '/remuneraciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Remuneraciones' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Mes' }).click();
    await page.getByRole('option', { name: 'Octubre 2026' }).click();
    await page.getByRole('button', { name: 'Nueva remuneración' }).click();
    await expect(page.getByText(/^Borrador de Octubre 2026 creado con \d+ personas\.$/)).toBeVisible({
      timeout: 60_000,
    });
    await enterMissingParameters(page, 'Octubre 2026', { uf: '41210,35', utm: '69751' });
    expect(await closeRun(page, 'Octubre 2026')).toBeGreaterThan(HOURLY.length);
  });

  let people = 0;
  await test.step('/remuneraciones: November’s draft, counted to the 25th and projected after it', async () => {
    await navigateInApp(page, '/remuneraciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Remuneraciones' })).toBeVisible();
    // The 25th has passed: the month in course is the one proposed.
    await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveText('Noviembre 2026 (mes en curso)');
    await page.getByRole('button', { name: 'Nueva remuneración' }).click();
    const created = page.getByText(/^Borrador de Noviembre 2026 creado con \d+ personas\.$/);
    await expect(created).toBeVisible({ timeout: 60_000 });
    people = Number(/con (\d+) personas/.exec((await created.textContent()) ?? '')?.[1]);
    expect(people).toBeGreaterThan(HOURLY.length);
    await expect(
      page.getByText(
        'Asistencia al 25 de noviembre; del 26 al 30 se proyecta según los turnos publicados y se ajusta en la remuneración de diciembre de 2026.',
      ),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Liquidaciones de Noviembre 2026' });
    const headers = await table.getByRole('columnheader').allTextContents();
    const hoursColumn = headers.indexOf('Horas pagadas');
    expect(hoursColumn).toBeGreaterThan(0);
    for (const name of HOURLY) {
      const row = table.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
      await expect(row).toHaveCount(1);
      // The person's name is the row's header cell; the figures are its cells, in the headers' order.
      const hours = (await row.locator('th, td').nth(hoursColumn).textContent()) ?? '';
      // Paid by the hour: the month's hours, the projected days' scheduled hours among them.
      expect(secondsOf(hours), `${name}: ${hours}`).toBeGreaterThan(10 * 3600);
    }
  });

  await test.step('Parámetros: the month’s missing UF and UTM are entered, which unblocks the close', async () => {
    await enterMissingParameters(page, 'Noviembre 2026', { uf: '40215,67', utm: '70115' });
  });

  await test.step('Cerrar periodo: the run closes with November’s attendance still open', async () => {
    await page.getByRole('button', { name: 'Cerrar periodo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar remuneraciones de Noviembre 2026' });
    await expect(confirm).toContainText(`Se emitirán ${people} liquidaciones`);
    await page.keyboard.press('Escape');
    // While it fades out, its own `Cerrar periodo` is the only one a click could reach.
    await expect(confirm).toBeHidden();
    expect(await closeRun(page, 'Noviembre 2026')).toBe(people);
    await expect(page.getByRole('button', { name: 'Recalcular' })).toHaveCount(0);
  });

  await test.step('LRE (CSV): enabled once its validator is clean, a row per person, the hourly people in it', async () => {
    const lreButton = page.getByRole('button', { name: 'LRE (CSV)' });
    await expect(lreButton).toBeEnabled();
    await expect(page.getByText(/El LRE no se puede descargar todavía/)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await lreButton.click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('lre-2026-11.csv');
    const [header = [], ...rows] = await csvOf(csv);
    expect(header[0]).toBe('Rut trabajador(1101)');
    expect(rows).toHaveLength(people);
  });

  await test.step('Previred (TXT): one 861-character line (CR LF) per worker', async () => {
    const previred = page.getByRole('button', { name: 'Previred (TXT)' });
    await expect(previred).toBeEnabled();
    const download = page.waitForEvent('download');
    await previred.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('previred-2026-11.txt');
    const text = readFileSync(await file.path()).toString('latin1');
    const lines = text.split('\r\n').filter((line) => line !== '');
    // No bare LF: every line ends in CR LF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.every((line) => line.length === 861)).toBe(true);
    // Tipo de línea (field 14, characters 125–126): 00, the worker's main line; one per worker.
    const main = lines.filter((line) => line.slice(124, 126) === '00');
    expect(main).toHaveLength(people);
    expect(new Set(main.map((line) => line.slice(0, 11))).size).toBe(people);
  });
});
