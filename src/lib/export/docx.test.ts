// @vitest-environment jsdom
import { strFromU8, unzipSync } from 'fflate';

import { buildDocx, DOCX_FONT, DOCX_SIZE } from './docx';
import type { ExportTable } from './table';

const TABLE: ExportTable = {
  title: 'Reporte de asistencia',
  columns: ['Trabajador', 'RUT', 'Fecha', 'Asistencia', 'Ausencia', 'Observaciones'],
  rows: [
    ['Ana Núñez', '12.345.678-5', 'vie 27-11-2026', 'Sí', '', 'H.E. 0:30:15'],
    ['Ben Soto', null, 'lun 30-11-2026', 'No', 'Injustificada', 'A.I.'],
  ],
};

function bytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(new Uint8Array(result));
      else reject(new Error('Expected an ArrayBuffer'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The parts of the .docx (a zip) as text, by name. */
async function parts(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(await bytes(blob));
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strFromU8(content)]));
}

describe('buildDocx (docx under jsdom)', () => {
  it('writes a Word document with the title, the scope, the table, the legend and the employer on every page', async () => {
    const files = await parts(
      await buildDocx(TABLE, {
        header: 'Empleador: Panadería Norte SpA · RUT 76.086.428-5',
        subtitle: ['Periodo: 27-11-2026 al 30-11-2026'],
        notes: ['Abreviaturas:', 'A.I.: ausencia injustificada'],
      }),
    );
    const document = files['word/document.xml'] ?? '';
    for (const text of [
      'Reporte de asistencia',
      'Periodo: 27-11-2026 al 30-11-2026',
      'Observaciones',
      'Ana Núñez',
      'H.E. 0:30:15',
      'Injustificada',
      'Abreviaturas:',
      'A.I.: ausencia injustificada',
    ]) {
      expect(document).toContain(text);
    }
    // The header row repeats on every page; the employer is the page header.
    expect(document).toContain('<w:tblHeader');
    const headers = Object.entries(files).filter(([name]) => /^word\/header\d*\.xml$/.test(name));
    expect(headers.map(([, xml]) => xml).join('')).toContain('RUT 76.086.428-5');
    // Six columns fit a portrait page, as in the PDF.
    expect(document).not.toContain('w:orient="landscape"');
  });

  it('writes everything in Arial 8 at most (Res. Ex. N° 38 art. 28)', async () => {
    const files = await parts(await buildDocx(TABLE));
    const styles = files['word/styles.xml'] ?? '';
    expect(styles).toContain(`w:ascii="${DOCX_FONT}"`);
    expect(styles).toContain(`<w:sz w:val="${DOCX_SIZE}"/>`);
    expect(DOCX_SIZE).toBeLessThanOrEqual(16);
    // No run anywhere sets a larger size of its own.
    const sizes = [...(files['word/document.xml'] ?? '').matchAll(/<w:sz w:val="(\d+)"\/>/g)].map((match) =>
      Number(match[1]),
    );
    expect(sizes.every((size) => size <= 16)).toBe(true);
  });

  it('turns the page when there are many columns', async () => {
    const wide: ExportTable = { ...TABLE, columns: Array.from({ length: 9 }, (_, i) => `Columna ${i + 1}`) };
    const document = (await parts(await buildDocx(wide)))['word/document.xml'] ?? '';
    expect(document).toContain('w:orient="landscape"');
  });
});
