import { readFileSync } from 'node:fs';

import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { renderPdf } from './support/pdf';
import { signInAs } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The inspector's attendance report on the demo build: last month's, for everyone, downloaded as PDF
 * and as XLSX from /asistencias, and opened — the PDF rendered to an image by pdf.js in the browser, the XLSX
 * unzipped and read. The clock is fixed on Wednesday 2026-11-18 in Santiago, so last month is October 2026.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const EMPLOYER = 'Empleador: Panadería La Espiga SpA · RUT 76.543.210-3';
const PLANT = 'Planta Recoleta — Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago';
const SHOP =
  'Local Providencia — Av. Providencia 2124, Local 5, Providencia, Santiago, Región Metropolitana de Santiago';

test.describe.configure({ timeout: 120_000 });

async function openReports(page: Page) {
  await page.goto('/asistencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Asistencias' })).toBeVisible();
  await page.getByRole('button', { name: 'Reportes DT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
  await expect(dialog.getByRole('combobox', { name: 'Reporte' })).toHaveText('Reporte de asistencia');
  await expect(dialog.getByLabel('Desde')).toHaveValue('2026-10-01');
  await expect(dialog.getByLabel('Hasta')).toHaveValue('2026-10-31');
  return dialog;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/** The text of an XLSX's parts (its shared strings hold the cells' texts). */
async function sheetText(download: Download): Promise<string> {
  return Object.entries(unzipSync(new Uint8Array(await bytesOf(download))))
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, content]) => strFromU8(content))
    .join('\n');
}

test('last month’s DT attendance report downloads as PDF, XLSX and Word, with the employer on every page', async ({
  page,
}, testInfo) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');

  const dialog = await openReports(page);
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('reporte-dt-asistencia-2026-10-01-2026-10-31.pdf');
  const pdfBytes = await bytesOf(pdf);

  const xlsxDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('reporte-dt-asistencia-2026-10-01-2026-10-31.xlsx');
  const files = unzipSync(new Uint8Array(await bytesOf(xlsx)));
  const sheet = Object.entries(files)
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, content]) => strFromU8(content))
    .join('\n');
  for (const text of [
    'Reporte de asistencia',
    'Panadería La Espiga SpA',
    '76.543.210-3',
    'Periodo: 01-10-2026 al 31-10-2026',
    'Camila Rojas',
    // Art. 27's place of work: the bakery's two, in the header, and each person's in its column.
    `Lugares de trabajo: ${SHOP}; ${PLANT}`,
    'Lugar de trabajo',
    'Planta Recoleta',
    // Art. 27 a's columns and art. 28's legend under the table.
    'Observaciones',
    'Abreviaturas:',
    'A.I.: ausencia injustificada',
  ]) {
    expect(sheet).toContain(text);
  }

  await test.step('the Word file (art. 28) holds the report, its figures to the second and the legend, in Arial 8', async () => {
    const wordDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar Word' }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe('reporte-dt-asistencia-2026-10-01-2026-10-31.docx');
    const parts = unzipSync(new Uint8Array(await bytesOf(word)));
    const document = strFromU8(parts['word/document.xml'] ?? new Uint8Array());
    for (const text of [
      'Reporte de asistencia',
      'Periodo: 01-10-2026 al 31-10-2026',
      'Camila Rojas',
      'Abreviaturas:',
    ]) {
      expect(document).toContain(text);
    }
    expect(document).toMatch(/(AT|S\.A|H\.E\.) \d+:\d{2}:\d{2}/);
    const styles = strFromU8(parts['word/styles.xml'] ?? new Uint8Array());
    expect(styles).toContain('w:ascii="Arial"');
    expect(styles).toContain('<w:sz w:val="16"/>');
  });

  await test.step('the PDF opens: every page names the employer, and its first page renders to an image', async () => {
    const rendered = await renderPdf(page, pdfBytes);
    expect(rendered.pages).toBeGreaterThan(1);
    for (const text of rendered.texts) expect(text).toContain(EMPLOYER);
    expect(rendered.texts[0]).toContain('Reporte de asistencia');
    expect(rendered.texts[0]).toContain('Periodo: 01-10-2026 al 31-10-2026');
    expect(rendered.texts.join(' ')).toContain('Camila Rojas');
    // Portrait A4 at 1.5× (art. 27 a's six columns fit), with real ink on it (text and the table's header band).
    expect(rendered.width).toBeGreaterThan(850);
    expect(rendered.inked).toBeGreaterThan(20_000);
    const image = await page.locator('#pdf-page').screenshot();
    await testInfo.attach('reporte-dt-asistencia-pagina-1.png', { body: image, contentType: 'image/png' });
    expect(image.length).toBeGreaterThan(10_000);
  });
});

test('a selection nothing matches says so in the resolution’s words, on screen and in the file (art. 28)', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  const dialog = await openReports(page);
  // January 2025: before the bakery started using Asiste, so the system holds no worker on those days.
  await dialog.getByLabel('Desde').fill('2025-01-01');
  await dialog.getByLabel('Hasta').fill('2025-01-02');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar Excel' }).click();
  const xlsx = await download;
  await expect(dialog.getByRole('status')).toHaveText('No hay trabajadores que coincidan con la selección');
  const sheet = Object.entries(unzipSync(new Uint8Array(await bytesOf(xlsx))))
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, content]) => strFromU8(content))
    .join('\n');
  expect(sheet).toContain('No hay trabajadores que coincidan con la selección');
});

test('the Local filter narrows the report to the people working there, and its header names the place (Res. Ex. N° 38 art. 27)', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await signInAs(page, 'admin');
  const dialog = await openReports(page);
  await expect(dialog.getByRole('combobox', { name: 'Local' })).toHaveText('Todos los locales');
  await dialog.getByRole('combobox', { name: 'Local' }).click();
  await page.getByRole('option', { name: 'Local Providencia' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Local' })).toHaveText('Local Providencia');
  // The person picker offers only the shop's people (Ventas): Camila works at the plant.
  const picker = dialog.getByRole('combobox', { name: 'Trabajador (vacío: todos)' });
  await picker.fill('Francisca');
  await expect(page.getByRole('option', { name: /Francisca Sepúlveda/ })).toBeVisible();
  await picker.fill('Camila');
  await expect(page.getByText('Sin resultados')).toBeVisible();
  await expect(page.getByRole('option', { name: /Camila Rojas/ })).toHaveCount(0);
  await picker.fill('');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar Excel' }).click();
  const sheet = await sheetText(await download);
  expect(sheet).toContain('Trabajadores: todos los de Local Providencia');
  expect(sheet).toContain(`Lugar de trabajo: ${SHOP}`);
  expect(sheet).not.toContain('Camila Rojas');
  expect(sheet).not.toContain('Planta Recoleta');
  expect(sheet).toContain('Francisca Sepúlveda');
  // Someone of the shop is in it, day by day.
  expect(sheet).toMatch(/(lun|mar|mié|jue|vie) \d{2}-10-2026/);
});
