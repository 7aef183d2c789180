import { readFileSync } from 'node:fs';

import { expect as baseExpect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { signInAs } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Res. Ex. N° 38 art. 27 e, the daily report, on the demo build: the demo has no scheduler, so its first open of the
 * day queues yesterday's `Reporte diario` to the admins (its outbox: `asiste.outbox`), and `Reportes DT` builds the
 * same report for any period. The clock is fixed on Wednesday 2026-11-18 in Santiago: yesterday is Tuesday the 17th.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');

test.describe.configure({ timeout: 120_000 });

/** The subjects and texts the demo's server queued for `to`. */
async function outbox(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  // The console handle is there once the demo's backend has loaded (after a page load, a moment later).
  await page.waitForFunction(() => 'asiste' in globalThis);
  return page.evaluate(async (address) => {
    // The demo's console handle (src/data/adapters/demo/index.ts), typed here: e2e does not compile the app's globals.
    const demo = (
      globalThis as unknown as {
        asiste: {
          idle: () => Promise<void>;
          outbox: (to: string) => Promise<{ subject: string; text: string }[]>;
        };
      }
    ).asiste;
    await demo.idle();
    return demo.outbox(address);
  }, to);
}

test('the demo queues yesterday’s daily report to the admin once, and Reportes DT builds it (Res. Ex. N° 38 art. 27 e)', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');

  await test.step('the admin’s outbox holds the report of Tuesday 17, once', async () => {
    const daily = (await outbox(page, 'admin@asiste.demo')).filter((mail) =>
      mail.subject.startsWith('Reporte diario del 17/11/26'),
    );
    expect(daily).toHaveLength(1);
    expect(daily[0]?.text).toContain('Reporte diario del 17/11/26: las marcas registradas ese día');
    expect(daily[0]?.text).toContain('Empleador: Panadería La Espiga SpA · RUT 76.543.210-3');
    expect(daily[0]?.text).toMatch(/\d+ marcas de \d+ trabajadores\./);
    // Opened again the same day: nothing queued twice.
    await page.reload();
    const again = (await outbox(page, 'admin@asiste.demo')).filter((mail) =>
      mail.subject.startsWith('Reporte diario del 17/11/26'),
    );
    expect(again).toHaveLength(1);
  });

  await test.step('Reportes DT › Reporte diario lists the marcas of the 17th to the second, with their codes', async () => {
    await page.goto('/asistencias');
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
    await page.getByRole('button', { name: 'Reportes DT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
    await dialog.getByRole('combobox', { name: 'Reporte' }).click();
    await page.getByRole('option', { name: 'Reporte diario' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Reporte' })).toHaveText('Reporte diario');
    await dialog.getByLabel('Desde').fill('2026-11-17');
    await dialog.getByLabel('Hasta').fill('2026-11-17');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('reporte-dt-diario-2026-11-17-2026-11-17.xlsx');
    const sheet = Object.entries(unzipSync(new Uint8Array(readFileSync(await file.path()))))
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    for (const text of ['Reporte diario', 'Tipo de marca', 'Código de verificación', 'Alterada', '17/11/26'])
      expect(sheet).toContain(text);
    expect(sheet).toMatch(/>\d{2}:\d{2}:\d{2}</);
  });
});
