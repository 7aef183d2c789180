import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const PDFJS = require.resolve('pdfjs-dist/build/pdf.min.mjs');
const PDFJS_WORKER = require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');

export interface Rendered {
  pages: number;
  texts: string[];
  inked: number;
  width: number;
}

/** Renders the PDF's first page to a canvas with pdf.js (served from node_modules) and reads every page's text. */
export async function renderPdf(page: Page, pdf: Buffer): Promise<Rendered> {
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
