// @vitest-environment jsdom
import type { ExportTable } from './table';
import { buildXlsx, sheetName, xlsxSheet } from './xlsx';

const TABLE: ExportTable = {
  title: 'Asistencia 2026/11',
  columns: ['Fecha', 'Persona', 'Minutos'],
  rows: [
    ['2026-11-16', '=HYPERLINK("x")', 480],
    ['2026-11-17', 'Ana Núñez', null],
    ['2026-11-18', undefined, Number.NaN],
  ],
};

describe('sheetName', () => {
  it('keeps what Excel accepts in a sheet name', () => {
    expect(sheetName('Asistencia 2026/11')).toBe('Asistencia 2026 11');
    expect(sheetName('Un título bastante más largo que treinta y un caracteres')).toHaveLength(31);
    expect(sheetName('[*]')).toBe('Hoja 1');
  });
});

describe('xlsxSheet', () => {
  it('writes a bold header row kept in view, then the rows with numbers as numbers', () => {
    const { data, options } = xlsxSheet(TABLE);
    expect(data[0]).toEqual([
      { value: 'Fecha', fontWeight: 'bold' },
      { value: 'Persona', fontWeight: 'bold' },
      { value: 'Minutos', fontWeight: 'bold' },
    ]);
    // Text cells are never evaluated by Excel: formula-looking text is written as it is.
    expect(data.slice(1)).toEqual([
      ['2026-11-16', '=HYPERLINK("x")', 480],
      ['2026-11-17', 'Ana Núñez', null],
      ['2026-11-18', null, null],
    ]);
    expect(options).toMatchObject({ sheet: 'Asistencia 2026 11', stickyRowsCount: 1 });
    expect(options.columns).toHaveLength(3);
  });

  it('writes the preamble above the table and the notes below it, each after an empty row', () => {
    const { data, options } = xlsxSheet(TABLE, {
      preamble: ['Periodo'],
      notes: ['Abreviaturas:', 'AT: atraso'],
    });
    expect(data[0]).toEqual(['Periodo']);
    expect(data[1]).toEqual([null]);
    expect(data.slice(-3)).toEqual([[null], ['Abreviaturas:'], ['AT: atraso']]);
    expect(data).toHaveLength(2 + 1 + TABLE.rows.length + 3);
    expect(options).toMatchObject({ stickyRowsCount: 3 });
  });
});

describe('buildXlsx (write-excel-file under jsdom)', () => {
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

  it('makes a zip (an .xlsx is one) of the spreadsheet type', async () => {
    const blob = await buildXlsx(TABLE);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const head = await bytes(blob);
    expect([...head.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});
