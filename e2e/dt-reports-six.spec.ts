import { readFileSync } from 'node:fs';

import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { renderPdf } from './support/pdf';
import { signInAs, signOut } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The six reports of Res. Ex. N° 38 art. 27, on the demo build, for a range of 3 years and 2 months (art. 25.1 d
 * allows 5). The clock is fixed on Wednesday 2026-11-18 in Santiago (the browser runs in another zone): a superuser
 * records a platform incident of the 10th, the admin proposes the exit Camila Rojas forgot on Tuesday the 17th, then
 * opens each report from 18-09-2023 to 17-11-2026 for Camila (c) for Carlos Morales, who works Sundays), sees its
 * preview and downloads it as Excel, PDF and Word; each file is opened and holds the name and a figure in hh:mm:ss.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const FROM = '2023-09-18';
const TO = '2026-11-17';
const REPORTS = [
  ['asistencia', 'Reporte de asistencia'],
  ['jornada', 'Reporte de jornada diaria'],
  ['domingos', 'Reporte de días domingo y/o días festivos'],
  ['modificaciones', 'Reporte de modificaciones y/o alteraciones de turnos'],
  ['diario', 'Reporte diario'],
  ['incidentes', 'Registro de incidentes técnicos'],
] as const;
/** A duration or a time to the second (art. 44): 0:45:00, 18:05:00. */
const HMS = /\d{1,2}:\d{2}:\d{2}/;

test.describe.configure({ timeout: 300_000 });

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** The texts of an Office file's XML parts whose names start with `prefix` (xl/ or word/). */
function officeText(bytes: Buffer, prefix: string): string {
  return Object.entries(unzipSync(new Uint8Array(bytes)))
    .filter(([name]) => name.startsWith(prefix))
    .map(([, content]) => strFromU8(content))
    .join('\n');
}

async function download(page: Page, button: () => Promise<void>): Promise<Download> {
  const file = page.waitForEvent('download');
  await button();
  return file;
}

test('Res. Ex. N° 38 arts. 25, 27, 28: each of the six reports for 3 years and 2 months, previewed and downloaded as Excel, PDF and Word', async ({
  page,
}) => {
  await page.clock.install({ time: NOW });

  await test.step('a superuser records a platform incident of the 10th (art. 27 f)', async () => {
    await signInAs(page, 'superuser');
    await page.goto('/admin/empresas');
    await page.getByRole('button', { name: 'Registrar incidente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar incidente' });
    await dialog.getByLabel(/Fecha de inicio/).fill('2026-11-10');
    await dialog.getByLabel(/Hora de inicio/).fill('08:30');
    await dialog.getByLabel(/Fecha de término/).fill('2026-11-10');
    await dialog.getByLabel(/Hora de término/).fill('09:15');
    await dialog.getByRole('textbox', { name: /Descripción/ }).fill('Caída del servicio de firma de marcas');
    await dialog.getByRole('button', { name: 'Registrar incidente' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se registró el incidente.' })).toBeVisible();
    await signOut(page);
  });

  await signInAs(page, 'admin');
  await test.step('the admin proposes the exit Camila forgot yesterday (art. 27 d lists it)', async () => {
    await page.goto('/asistencias/incompletas/ayer');
    await page
      .getByRole('table', { name: 'Asistencias' })
      .getByRole('row', { name: /mar 17-11/ })
      .filter({ hasText: 'Camila Rojas' })
      .getByRole('button', { name: /^Corregir/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Proponer corrección' });
    await dialog.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Salida', exact: true }).click();
    await dialog.getByLabel(/^Hora/).fill('18:05');
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Olvidó marcar la salida');
    await dialog.getByRole('button', { name: 'Proponer' }).click();
    await expect(
      page.getByText('Corrección propuesta: Camila Rojas tiene 48 horas para objetarla.'),
    ).toBeVisible();
  });

  await page.goto('/asistencias');
  await page.getByRole('button', { name: 'Reportes DT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
  await dialog.getByLabel('Desde').fill(FROM);
  await dialog.getByLabel('Hasta').fill(TO);
  const picker = dialog.getByRole('combobox', { name: 'Trabajador (vacío: todos)' });

  const pdfs: [string, string, Buffer][] = [];
  for (const [kind, title] of REPORTS) {
    // Camila works Monday to Friday, so her report c) is the legend alone: c) is Carlos Morales's, whose nights
    // start on Sundays.
    const person = kind === 'domingos' ? 'Carlos Morales' : 'Camila Rojas';
    // f) is the platform's and the company's log, not a person's: it shows the incident recorded above.
    const shown = kind === 'incidentes' ? 'Caída del servicio de firma de marcas' : person;
    await test.step(`${title} of ${person}: preview, Excel, Word and PDF`, async () => {
      await picker.fill(person.split(' ')[0] ?? person);
      await page.getByRole('option', { name: new RegExp(person) }).click();
      await expect(picker).toHaveValue(new RegExp(person));
      await dialog.getByRole('combobox', { name: 'Reporte' }).click();
      await page.getByRole('option', { name: title, exact: true }).click();
      await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
      await expect(dialog.getByRole('heading', { name: `Vista previa: ${title}` })).toBeVisible();
      const preview = dialog.getByRole('table', { name: title });
      await expect(preview).toContainText(shown);
      // The preview pages the rows 100 at a time: the last page holds the latest days and the totals.
      const last = dialog.getByRole('button', { name: 'Última página' });
      if ((await last.count()) > 0 && (await last.isEnabled())) await last.click();
      await expect(preview).toContainText(HMS);

      const xlsx = await download(page, () =>
        dialog.getByRole('button', { name: 'Descargar Excel' }).click(),
      );
      expect(xlsx.suggestedFilename()).toBe(`reporte-dt-${kind}-${FROM}-${TO}.xlsx`);
      const sheet = officeText(await bytesOf(xlsx), 'xl/');
      expect(sheet).toContain(title);
      expect(sheet).toContain(shown);
      expect(sheet).toMatch(HMS);

      const docx = await download(page, () => dialog.getByRole('button', { name: 'Descargar Word' }).click());
      expect(docx.suggestedFilename()).toBe(`reporte-dt-${kind}-${FROM}-${TO}.docx`);
      const word = officeText(await bytesOf(docx), 'word/document');
      expect(word).toContain(shown);
      expect(word).toMatch(HMS);

      const pdf = await download(page, () => dialog.getByRole('button', { name: 'Descargar PDF' }).click());
      expect(pdf.suggestedFilename()).toBe(`reporte-dt-${kind}-${FROM}-${TO}.pdf`);
      pdfs.push([title, shown, await bytesOf(pdf)]);
    });
  }

  await test.step('each PDF opens with its title, the person’s name (f: the incident) and a figure in hh:mm:ss', async () => {
    for (const [title, shown, bytes] of pdfs) {
      const rendered = await renderPdf(page, bytes);
      const text = rendered.texts.join(' ');
      expect(text).toContain(title);
      expect(text).toContain(shown);
      expect(text).toMatch(HMS);
    }
  });
});
