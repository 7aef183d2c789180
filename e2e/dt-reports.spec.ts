import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { signInAs } from './support/session';

/** Full page loads of a cold demo on a busy 2-core machine: each wait gets room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The inspector's attendance report (issue #14) on the demo build: last month's, for everyone, downloaded as PDF
 * and as XLSX from /asistencias, and opened — the PDF rendered to an image by pdf.js in the browser, the XLSX
 * unzipped and read. The clock is fixed on Wednesday 2026-11-18 in Santiago, so last month is October 2026.
 */
const NOW = new Date('2026-11-18T09:20:00-03:00');
const EMPLOYER = 'Empleador: Panadería La Espiga SpA · RUT 76.543.210-3';

test.describe.configure({ timeout: 120_000 });

const require = createRequire(import.meta.url);
const PDFJS = require.resolve('pdfjs-dist/build/pdf.min.mjs');
const PDFJS_WORKER = require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');

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

interface Rendered {
  pages: number;
  texts: string[];
  inked: number;
  width: number;
}

/** Renders the PDF's first page to a canvas with pdf.js (served from node_modules) and reads every page's text. */
async function renderPdf(page: Page, pdf: Buffer): Promise<Rendered> {
  await page.route('**/__pdfjs/pdf.min.mjs', (route) =>
    route.fulfill({ path: PDFJS, contentType: 'text/javascript' }),
  );
  await page.route('**/__pdfjs/pdf.worker.min.mjs', (route) =>
    route.fulfill({ path: PDFJS_WORKER, contentType: 'text/javascript' }),
  );
  return page.evaluate(async (base64) => {
    type PdfJs = {
      GlobalWorkerOptions: { workerSrc: string };
      getDocument: (source: { data: Uint8Array }) => {
        promise: Promise<{
          numPages: number;
          getPage: (n: number) => Promise<{
            getViewport: (o: { scale: number }) => { width: number; height: number };
            render: (o: {
              canvasContext: CanvasRenderingContext2D;
              viewport: unknown;
              canvas: HTMLCanvasElement;
            }) => {
              promise: Promise<void>;
            };
            getTextContent: () => Promise<{ items: { str?: string }[] }>;
          }>;
        }>;
      };
    };
    const pdfjs = (await import(/* @vite-ignore */ `${location.origin}/__pdfjs/pdf.min.mjs`)) as PdfJs;
    pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/__pdfjs/pdf.worker.min.mjs`;
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await pdfjs.getDocument({ data }).promise;
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => item.str ?? '').join(' '));
    }
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = document.createElement('canvas');
    canvas.id = 'pdf-page';
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    document.body.replaceChildren(canvas);
    await first.render({ canvasContext: context, viewport, canvas }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if ((pixels[i] ?? 255) < 200 || (pixels[i + 1] ?? 255) < 200 || (pixels[i + 2] ?? 255) < 200)
        inked += 1;
    }
    return { pages: doc.numPages, texts, inked, width: canvas.width };
  }, pdf.toString('base64'));
}

test('last month’s DT attendance report downloads as PDF and XLSX, with the employer on every page', async ({
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
  ]) {
    expect(sheet).toContain(text);
  }

  await test.step('the PDF opens: every page names the employer, and its first page renders to an image', async () => {
    const rendered = await renderPdf(page, pdfBytes);
    expect(rendered.pages).toBeGreaterThan(1);
    for (const text of rendered.texts) expect(text).toContain(EMPLOYER);
    expect(rendered.texts[0]).toContain('Reporte de asistencia');
    expect(rendered.texts[0]).toContain('Periodo: 01-10-2026 al 31-10-2026');
    expect(rendered.texts.join(' ')).toContain('Camila Rojas');
    // Landscape A4 at 1.5×, with real ink on it (text and the table's header band).
    expect(rendered.width).toBeGreaterThan(1200);
    expect(rendered.inked).toBeGreaterThan(20_000);
    const image = await page.locator('#pdf-page').screenshot();
    await testInfo.attach('reporte-dt-asistencia-pagina-1.png', { body: image, contentType: 'image/png' });
    expect(image.length).toBeGreaterThan(10_000);
  });
});
