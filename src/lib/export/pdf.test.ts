// @vitest-environment jsdom
import { buildPdf, generatedLine, PDF_FONT_SIZE_MAX, pdfOrientation } from './pdf';
import type { ExportTable } from './table';

const TABLE: ExportTable = {
  title: 'Asistencia de noviembre',
  columns: ['Fecha', 'Persona', 'Entrada', 'Salida'],
  rows: [
    ['2026-11-16', 'Ana Núñez', '08:02', '17:00'],
    ['2026-11-16', 'José Peña', null, undefined],
  ],
};

function wide(count: number): ExportTable {
  return { ...TABLE, columns: Array.from({ length: count }, (_, i) => `Columna ${i + 1}`) };
}

describe('pdfOrientation', () => {
  it('is portrait up to six columns and landscape beyond', () => {
    expect(pdfOrientation(wide(6))).toBe('portrait');
    expect(pdfOrientation(wide(7))).toBe('landscape');
  });
});

describe('generatedLine', () => {
  it('writes the moment in Spanish, in the given zone', () => {
    const now = new Date('2026-11-16T17:05:00Z');
    expect(generatedLine({ now, timeZone: 'America/Santiago' })).toBe(
      'Generado el 16 de noviembre de 2026, 14:05',
    );
  });
});

describe('buildPdf (jsPDF and jspdf-autotable under jsdom)', () => {
  /** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
  function text(blob: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const { result } = reader;
        if (result instanceof ArrayBuffer) resolve(new TextDecoder('latin1').decode(result));
        else reject(new Error('Expected an ArrayBuffer'));
      };
      reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
      reader.readAsArrayBuffer(blob);
    });
  }

  it('makes a PDF with the title, the date line, the headers and the rows', async () => {
    const pdf = await text(await buildPdf(TABLE, { now: new Date('2026-11-16T17:05:00Z'), timeZone: 'UTC' }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    for (const piece of [
      'Asistencia de noviembre',
      'Generado el 16 de noviembre de 2026, 17:05',
      'Persona',
    ]) {
      expect(pdf).toContain(piece);
    }
    // Standard fonts are WinAnsi: Spanish letters survive as single Latin-1 bytes.
    expect(pdf).toContain('Ana Núñez');
    expect(pdf).toContain('Página 1 de 1');
  });

  it('repeats the header line on every page, and writes the subtitle once', async () => {
    const long: ExportTable = {
      ...TABLE,
      rows: Array.from({ length: 120 }, (_, i) => [
        `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        `Persona ${i}`,
        '08:00',
        '17:00',
      ]),
    };
    const header = 'Empleador: Panadería Norte SpA · RUT 76.086.428-5';
    const pdf = await text(
      await buildPdf(long, { header, subtitle: ['Periodo: 01-10-2026 al 31-10-2026'], timeZone: 'UTC' }),
    );
    const pages = Number(/Página 1 de (\d+)/.exec(pdf)?.[1]);
    expect(pages).toBeGreaterThan(1);
    // jsPDF writes '·' as one WinAnsi byte: count the header by its ASCII part.
    expect(pdf.split('RUT 76.086.428-5').length - 1).toBe(pages);
    expect(pdf.split('Periodo: 01-10-2026 al 31-10-2026').length - 1).toBe(1);
  });

  it('writes the notes under the table, wrapped to the page, going on to a new page when they do not fit', async () => {
    const long: ExportTable = {
      ...TABLE,
      rows: Array.from({ length: 58 }, (_, i) => [
        `2026-11-0${(i % 9) + 1}`,
        `Persona ${i}`,
        '08:00',
        '17:00',
      ]),
    };
    // More lines than a page holds, one of them longer than the page is wide.
    const notes = [
      'Abreviaturas:',
      ...Array.from({ length: 90 }, (_, i) => `ABR${i}: significado ${i}`),
      `Nota larga ${'palabra '.repeat(40)}fin`,
    ];
    const pdf = await text(await buildPdf(long, { notes, timeZone: 'UTC' }));
    for (const note of notes.slice(0, -1)) expect(pdf).toContain(note);
    // The long one is wrapped: its start and its end are on lines of their own.
    expect(pdf).toContain('Nota larga palabra');
    expect(pdf).not.toContain(`${'palabra '.repeat(40)}fin`);
    expect(pdf).toMatch(/palabra fin/);
    const withoutNotes = await text(await buildPdf(long, { timeZone: 'UTC' }));
    expect(Number(/Página 1 de (\d+)/.exec(pdf)?.[1])).toBeGreaterThan(
      Number(/Página 1 de (\d+)/.exec(withoutNotes)?.[1]),
    );
  });

  /** The font of each `/Fn` resource, by its object: `/F1 5 0 R` … `5 0 obj << /BaseFont /Helvetica …`. */
  function fontsUsed(pdf: string): { sizes: number[]; fonts: string[] } {
    const objects = new Map(
      [...pdf.matchAll(/(\d+) 0 obj\s*<<\s*\/Type \/Font\s*\/BaseFont \/([\w-]+)/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    const resources = new Map([...pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((match) => [match[1], match[2]]));
    const uses = [...pdf.matchAll(/\/(F\d+) ([\d.]+) Tf/g)];
    return {
      sizes: uses.map((match) => Number(match[2])),
      fonts: [...new Set(uses.map((match) => objects.get(resources.get(match[1] ?? '') ?? '') ?? '?'))],
    };
  }

  it('writes every text in Helvetica (Arial’s metric twin) at 8 pt at most, the title too (Res. Ex. N° 38 art. 28)', async () => {
    const report: ExportTable = {
      title: 'Reporte de asistencia',
      columns: ['Trabajador', 'RUT', 'Fecha', 'Asistencia', 'Ausencia', 'Observaciones', 'Lugar de trabajo'],
      rows: Array.from({ length: 80 }, (_, i) => [
        `Persona ${i}`,
        '12.345.678-5',
        'lun 02-11-2026',
        'Sí',
        '',
        'AT 00:05:07',
        'Planta Recoleta',
      ]),
    };
    const pdf = await text(
      await buildPdf(report, {
        header: 'Empleador: Panadería La Espiga SpA · RUT 76.543.210-3',
        subtitle: ['Periodo: 01-11-2026 al 30-11-2026', 'Trabajadores: todos'],
        notes: ['Abreviaturas:', 'A.I.: ausencia injustificada'],
        timeZone: 'UTC',
      }),
    );
    const { sizes, fonts } = fontsUsed(pdf);
    // The title, the scope, the table, the legend, the header and the page numbers: all written, none above 8.
    expect(sizes.length).toBeGreaterThan(6);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PDF_FONT_SIZE_MAX);
    expect(PDF_FONT_SIZE_MAX).toBe(8);
    expect(sizes).toContain(8);
    expect(fonts.sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    for (const piece of [
      'Reporte de asistencia',
      'Periodo: 01-11-2026 al 30-11-2026',
      'A.I.: ausencia injustificada',
    ]) {
      expect(pdf).toContain(piece);
    }
  });

  it('turns the page when there are many columns', async () => {
    const pdf = await text(await buildPdf(wide(8)));
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
  });
});
