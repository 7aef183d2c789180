import { readFileSync } from 'node:fs';

import { expect as baseExpect, test, type Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { AxeGate, quiet } from './support/a11y';
import { renderPdf } from './support/pdf';
import { navigateInApp, signInAs, signOut } from './support/session';

/** Page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Payroll on the demo build. The demo data follows the browser's clock, fixed on Wednesday
 * 2026-11-18 at 09:20 in Santiago (the browser runs in another zone), so last month is October 2026. The admin
 * approves Camila's October overtime in /horas-extras, reads her October lateness in /asistencias, closes the
 * month's attendance, drafts October's payroll and finds both in Camila's payslip; closes the run; Camila
 * downloads her payslip from /mi-historial and its PDF, rendered to an image, shows her net pay.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const OCTOBER = '2026-10-01_2026-10-31';

test.describe.configure({ timeout: 240_000 });

/** '2 h 15 min', '45 min 12 s', '3 h' (the app's durations, to the second) → seconds. */
function secondsOf(text: string): number {
  const hours = /(\d+) h/.exec(text)?.[1];
  const minutes = /(\d+) min/.exec(text)?.[1];
  const seconds = /(\d+) s\b/.exec(text)?.[1];
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}

/** Seconds as the app writes them, `h:mm:ss` (Res. Ex. N° 38 art. 44). */
const hms = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** 'h:mm:ss' → seconds; empty → 0. */
const clockSeconds = (text: string) => {
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : 0;
};

async function csvOf(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

test('the admin pays October from its attendance: Camila’s overtime and lateness reach her payslip, the run closes, and she downloads the PDF', async ({
  page,
}, testInfo) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');

  let approved = 0;
  await test.step('/horas-extras: Camila’s pending October overtime is approved', async () => {
    await navigateInApp(page, `/horas-extras?periodo=${OCTOBER}&persona=demo-empleado`);
    await expect(page.getByRole('heading', { level: 1, name: 'Horas Extras' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Horas extras' });
    await expect(table.getByRole('row').nth(1)).toContainText('Camila Rojas');
    await page.getByRole('checkbox', { name: 'Seleccionar todas las por decidir' }).check();
    await page.getByRole('button', { name: /^Aprobar seleccionadas \(\d+\)$/ }).click();
    const notice = page.getByRole('status').filter({ hasText: /^Aprobada/ });
    await expect(notice).toBeVisible();
    approved = secondsOf((await notice.textContent()) ?? '');
    expect(approved).toBeGreaterThan(0);
  });

  let recordedLate = 0;
  await test.step('/asistencias: Camila’s October lateness, from the exported rows', async () => {
    await navigateInApp(page, `/asistencias/todas/${OCTOBER}?persona=demo-empleado`);
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Asistencias' }).getByRole('row').nth(1)).toContainText(
      'Camila Rojas',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const [header = [], ...rows] = await csvOf(await download);
    const late = header.indexOf('Atraso');
    expect(late).toBeGreaterThan(0);
    expect(rows.every((row) => row[0] === 'Camila Rojas')).toBe(true);
    recordedLate = rows.reduce((sum, row) => sum + clockSeconds(row[late] ?? ''), 0);
    expect(recordedLate).toBeGreaterThan(0);
  });

  await test.step('Cierre de periodo closes October’s attendance', async () => {
    await page.getByRole('button', { name: 'Cierre de periodo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cierre de periodo' });
    await dialog.getByRole('button', { name: 'Cerrar octubre de 2026' }).click();
    await dialog.getByRole('button', { name: 'Confirmar cierre' }).click();
    await expect(page.getByText('Periodo octubre de 2026 cerrado.')).toBeVisible();
  });

  let netPay = '';
  const gate = new AxeGate(page, 'admin');
  await test.step('/remuneraciones: October’s draft shows Camila’s approved overtime and her lateness', async () => {
    await navigateInApp(page, '/remuneraciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Remuneraciones' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveText('Octubre 2026');
    await page.getByRole('button', { name: 'Nueva remuneración' }).click();
    await expect(page.getByText(/^Borrador de Octubre 2026 creado con \d+ personas\.$/)).toBeVisible({
      timeout: 60_000,
    });
    const table = page.getByRole('table', { name: 'Liquidaciones de Octubre 2026' });
    await expect(table.getByRole('button', { name: 'Camila Rojas' })).toBeVisible();
    await quiet(page);
    await gate.scan('/remuneraciones, a draft');
    await table.getByRole('button', { name: 'Camila Rojas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Liquidación de Camila Rojas · Octubre 2026' });
    await expect(dialog.getByTestId('net-pay')).toBeVisible();
    await quiet(page);
    await gate.scan('/remuneraciones, a draft payslip');
    const overtime = dialog.getByRole('row', { name: /^Horas extras/ });
    await expect(overtime).toContainText(`${hms(approved)} de horas extras aprobadas × $`);
    const late = dialog.getByRole('row', { name: /^Atrasos/ });
    await expect(late).toContainText(`${hms(recordedLate)} de atrasos en la asistencia`);
    netPay = ((await dialog.getByTestId('net-pay').textContent()) ?? '').replace('Líquido a pagar: ', '');
    expect(netPay).toMatch(/^\$\d{1,3}(\.\d{3})+$/);
    await testInfo.attach('liquidacion-camila.png', {
      body: await dialog.screenshot(),
      contentType: 'image/png',
    });
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  await test.step('issue #46: the close names the month’s missing UF; entered in Parámetros, it unblocks', async () => {
    // No published UF of 31-10-2026 is in the indicators table (src/domain/payroll/indicators-table.ts): the run
    // cannot close on a value carried from another month.
    await page.getByRole('button', { name: 'Cerrar periodo' }).click();
    const blocked = page.getByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    await expect(blocked.getByRole('alert')).toContainText(
      'Falta el parámetro UF del 31 de octubre de 2026: ingrésalo en «Parámetros».',
    );
    await expect(blocked.getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();
    await blocked.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Parámetros' }).click();
    const params = page.getByRole('dialog', { name: 'Parámetros del periodo' });
    const uf = params.getByRole('textbox', { name: /^UF/ });
    await uf.fill('41210,35');
    await params.getByRole('button', { name: 'Guardar parámetros' }).click();
    await expect(page.getByText('Parámetros guardados (1 cambio).')).toBeVisible();
    // The UF values the caps and an Isapre plan: Camila's net pay is read again from her payslip.
    await page
      .getByRole('table', { name: 'Liquidaciones de Octubre 2026' })
      .getByRole('button', { name: 'Camila Rojas' })
      .click();
    const payslip = page.getByRole('dialog', { name: 'Liquidación de Camila Rojas · Octubre 2026' });
    await expect(payslip.getByTestId('net-pay')).toBeVisible();
    netPay = ((await payslip.getByTestId('net-pay').textContent()) ?? '').replace('Líquido a pagar: ', '');
    await payslip.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  await test.step('Cerrar periodo freezes the run', async () => {
    await page.getByRole('button', { name: 'Cerrar periodo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar remuneraciones de Octubre 2026' });
    await expect(confirm).toContainText(/Se emitirán \d+ liquidaciones por un líquido total de \$[\d.]+\./);
    await confirm.getByRole('button', { name: 'Cerrar periodo' }).click();
    await expect(
      page.getByText(/^Remuneraciones de Octubre 2026 cerradas: \d+ liquidaciones emitidas\.$/),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Recalcular' })).toHaveCount(0);
    // The downloads are enabled once the payslips are read; scanned when their colour transition has ended.
    await expect(page.getByRole('button', { name: 'Liquidaciones (PDF)' })).toBeEnabled();
    await quiet(page);
    await gate.scan('/remuneraciones, a closed run');
    await gate.expectNoViolations(testInfo);
  });

  await test.step('the closed run downloads the payroll book (XLSX) and the LRE (CSV), Camila in both', async () => {
    const book = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Libro (XLSX)' }).click();
    const xlsx = await book;
    expect(xlsx.suggestedFilename()).toBe('libro-remuneraciones-2026-10.xlsx');
    const files = unzipSync(new Uint8Array(readFileSync(await xlsx.path())));
    const sheets = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    for (const text of ['Libro de remuneraciones', 'Costo empresa', 'Camila Rojas', 'Periodo: Octubre 2026'])
      expect(sheets).toContain(text);

    const lre = page.waitForEvent('download');
    await page.getByRole('button', { name: 'LRE (CSV)' }).click();
    const csv = await lre;
    expect(csv.suggestedFilename()).toBe('lre-2026-10.csv');
    const [header = [], ...rows] = await csvOf(csv);
    expect(header[0]).toBe('Rut trabajador(1101)');
    expect(header).toHaveLength(148);
    const net = header.indexOf('Total líquido(5501)');
    expect(net).toBeGreaterThan(0);
    expect(rows.map((row) => row[net])).toContain(netPay.replace(/[$.]/g, ''));
  });
  await signOut(page);

  await test.step('Camila downloads her October payslip from /mi-historial; the PDF shows her net pay', async () => {
    await signInAs(page, 'employee');
    await navigateInApp(page, '/mi-historial');
    const mine = page.getByRole('region', { name: 'Mis liquidaciones' });
    const october = mine.getByRole('listitem', { name: 'Liquidación de Octubre 2026' });
    await expect(october).toContainText(`Líquido a pagar: ${netPay}`);
    const download = page.waitForEvent('download');
    await october.getByRole('button', { name: 'Descargar PDF de la liquidación de Octubre 2026' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('liquidacion-2026-10.pdf');
    const rendered = await renderPdf(page, readFileSync(await pdf.path()));
    expect(rendered.pages).toBe(1);
    expect(rendered.texts[0]).toContain('Camila Rojas');
    expect(rendered.texts[0]).toContain(`Líquido a pagar: ${netPay}`);
    expect(rendered.inked).toBeGreaterThan(10_000);
    const image = await page.locator('#pdf-page').screenshot();
    await testInfo.attach('liquidacion-camila-pdf.png', { body: image, contentType: 'image/png' });
    expect(image.length).toBeGreaterThan(10_000);
  });
});
