import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { BROWSER_TIME_ZONE } from './chromium';
import { expectNoConsoleErrors, signInAs, watchConsole } from './support/session';

// Wednesday noon in the demo tenant's zone (America/Santiago); the browser runs in Europe/Madrid.
const NOON = new Date('2026-11-18T12:00:00-03:00');

test.use({ viewport: { width: 390, height: 844 }, timezoneId: BROWSER_TIME_ZONE });

function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const totals = (page: Page) => page.getByRole('region', { name: 'Totales del periodo' });

/** The value next to a label in the totals (a `<dt>` followed by its `<dd>`). */
function total(page: Page, label: string) {
  return totals(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

const day = (page: Page, name: RegExp) => page.getByRole('article', { name });
const punchButtons = (page: Page) =>
  page.getByRole('button', { name: /^Entrada \d{2}:\d{2}: ver comprobante$/ });

test.describe('my history (/mi-historial)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOON });
  });

  test("Camila's week shows past days with times and totals, and a receipt opens from a punch", async ({
    page,
  }) => {
    const watch = watchConsole(page);
    await signInAs(page, 'employee');
    await page.getByRole('link', { name: 'Historial' }).click();
    await expect(page).toHaveURL('/mi-historial');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi historial' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Semana del 16 al 22 de noviembre de 2026' }),
    ).toBeVisible();
    await expect(totals(page)).toBeVisible();

    // Monday and Tuesday are over: each was worked (its punches show) or is an absence.
    for (const name of [/^lunes 16 de noviembre/i, /^martes 17 de noviembre/i]) {
      const card = day(page, name);
      await expect(card.getByText('Oficina · 09:00 – 18:00')).toBeVisible();
      const worked = await card.getByRole('button', { name: /: ver comprobante$/ }).count();
      if (worked === 0) await expect(card.getByText('Ausencia')).toBeVisible();
      else await expect(card.getByText(/^Trabajado /)).toBeVisible();
    }
    // Today (no punch yet, slot not over) is neither; nothing is planned on the weekend.
    await expect(day(page, /^miércoles 18 de noviembre/i).getByText('Hoy')).toBeVisible();
    await expect(day(page, /^miércoles 18 de noviembre/i).getByText('Programado')).toBeVisible();
    await expect(day(page, /^sábado 21 de noviembre/i).getByText('Sin planificar')).toBeVisible();

    // Monday to Wednesday of the 40-hour week are due by today; every duration is h:mm:ss.
    await expect(total(page, 'Horas de contrato a la fecha')).toHaveText('24:00:00');
    await expect(total(page, 'Horas trabajadas')).toHaveText(/^\d+:\d{2}:\d{2}$/);
    await expect(total(page, 'Atrasos')).toHaveText(/^\d+:\d{2}:\d{2}$/);
    await expect(total(page, 'Salidas anticipadas')).toHaveText(/^\d+:\d{2}:\d{2}$/);
    const worked = Number(await total(page, 'Días trabajados').textContent());
    const absent = Number(await total(page, 'Ausencias').textContent());
    expect(worked + absent).toBe(2);
    expect(worked).toBeGreaterThan(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    // The screen is made without MUI: nothing in it is MUI's until a dialog opens.
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.locator('main [class*="Mui"]').count()).toBe(0);

    const entry = punchButtons(page).first();
    const box = await entry.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    const time = (await entry.getAttribute('aria-label'))?.slice('Entrada '.length, 'Entrada HH:MM'.length);
    await entry.click();
    const receipt = page.getByRole('dialog', { name: 'Comprobante de marca' });
    const detail = receipt.getByRole('group', { name: 'Detalle del comprobante' });
    await expect(detail.getByText('Entrada', { exact: true })).toBeVisible();
    await expect(detail.getByText(`${time}:`)).toBeVisible();
    await expect(detail.getByText('Panadería La Espiga', { exact: true })).toBeVisible();
    // The employer's legal identification, as Res. Ex. N° 38 asks of a receipt.
    await expect(detail.getByText('Panadería La Espiga SpA', { exact: true })).toBeVisible();
    await expect(detail.getByText('76.543.210-3')).toBeVisible();
    await expect(detail.getByText('Camila Rojas')).toBeVisible();
    // Seeded punches were "loaded by the company": the server signs only the app's, and the receipt says so.
    await expect(detail.getByText('Sin código', { exact: true })).toBeVisible();
    await expect(
      receipt.getByText('Marca registrada por la empresa: no tiene código de verificación.'),
    ).toBeVisible();
    await receipt.getByRole('button', { name: 'Cerrar' }).click();
    await expect(receipt).toBeHidden();
    expectNoConsoleErrors(watch);
  });

  test('month view, navigation and CSV export, without horizontal scroll', async ({ page }) => {
    await signInAs(page, 'employee');
    await page.goto('/mi-historial');
    await expect(totals(page)).toBeVisible();

    const weekDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const week = await weekDownload;
    expect(week.suggestedFilename()).toBe('historial-2026-11-16-2026-11-22.csv');
    const bytes = await readFile(await week.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Turno;Entrada;Inicio colación;Fin colación;Salida;' +
        'Trabajado (h:mm:ss);Atraso (h:mm:ss);Salida anticipada (h:mm:ss);Incidencias;Alterado',
    );
    expect(lines[1]).toMatch(/^2026-11-16;09:00 – 18:00;/);

    await page.getByRole('button', { name: 'Mes' }).click();
    await expect(page.getByRole('heading', { name: 'Noviembre de 2026', exact: true })).toBeVisible();
    await expect(totals(page)).toBeVisible();
    // 40 h a week × 13 weekdays of November 2026 up to today / 5 (the whole month: 21 weekdays, 168 h).
    await expect(total(page, 'Horas de contrato a la fecha')).toHaveText('104:00:00');
    expect(Number(await total(page, 'Días trabajados').textContent())).toBeGreaterThan(5);
    await expect(day(page, /^lunes 2 de noviembre/i)).toBeVisible();
    await expect(page.getByRole('article', { name: /^sábado/i })).toHaveCount(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: 360, height: 640 });
    expect(await noHorizontalScroll(page)).toBe(true);

    const monthDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    expect((await monthDownload).suggestedFilename()).toBe('historial-2026-11-01-2026-11-30.csv');

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Diciembre de 2026', exact: true })).toBeVisible();
    await expect(page.getByText('No hay marcas en este periodo.')).toBeVisible();
    await page.getByRole('button', { name: 'Hoy' }).click();
    await expect(page.getByRole('heading', { name: 'Noviembre de 2026', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Semana del 16 al 22 de noviembre de 2026' }),
    ).toBeVisible();
  });
});
