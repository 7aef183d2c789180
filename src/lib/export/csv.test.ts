// @vitest-environment jsdom
import { downloadText } from '../download';
import { CSV_BOM, csvField, csvFile, neutralizeFormula, toCsv } from './csv';

describe('RFC 4180 serializer', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('09:00')).toBe('09:00');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('writes numbers as they are', () => {
    expect(csvField(472)).toBe('472');
    expect(csvField(-15)).toBe('-15');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('ends every record with CRLF, and a file starts with a BOM', () => {
    expect(
      toCsv([
        ['a', 'b;c'],
        ['', 'd'],
      ]),
    ).toBe('a;"b;c"\r\n;d\r\n');
    expect(toCsv([])).toBe('');
    expect(csvFile([['Fecha']])).toBe(`${CSV_BOM}Fecha\r\n`);
  });
});

describe('CSV injection', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1', '=HYPERLINK("http://x","clic")'])(
    '%j is written as text',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '')).toMatch(/^'/);
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(csvField('Camila Rojas')).toBe('Camila Rojas');
    expect(csvField('09:00 – 18:00')).toBe('09:00 – 18:00');
  });
});

describe('downloadText', () => {
  it('downloads through a temporary link', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('historial.csv');
      expect(this.getAttribute('href')).toBe('blob:csv');
    });
    downloadText('historial.csv', `${CSV_BOM}Fecha\r\n`);
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0] ?? new Blob());
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:csv'));
  });
});
