import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../lib/time-zone';
import {
  CSV_BOM,
  csvField,
  downloadText,
  HISTORY_CSV_HEADER,
  historyCsv,
  historyCsvRecords,
  historyFileName,
  toCsv,
} from './csv-export';
import { buildHistoryDays } from './history-days';
import { periodContaining } from './history-period';

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);

describe('RFC 4180 serializer', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('09:00')).toBe('09:00');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('')).toBe('');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b;c'],
        ['', 'd'],
      ]),
    ).toBe('a;"b;c"\r\n;d\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('history CSV', () => {
  const period = periodContaining('week', '2026-11-18');
  const schedules: ScheduleEntry[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((key) => ({
    tenantId: 'demo',
    userId: 'u1',
    date: dayKeyToInstant(key, TZ),
    timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    shiftId: null,
  }));
  const monday: WithId<AttendanceRecord> = {
    id: 'u1_2026-11-16_0',
    tenantId: 'demo',
    userId: 'u1',
    date: dayKeyToInstant('2026-11-16', TZ),
    slotIndex: 0,
    checkInTime: at('2026-11-16T09:12:30'),
    lunchStartTime: at('2026-11-16T13:00'),
    lunchEndTime: at('2026-11-16T13:45'),
    checkOutTime: at('2026-11-16T17:50'),
    source: 'seed',
  };
  const saturday: WithId<AttendanceRecord> = {
    ...monday,
    id: 'u1_2026-11-21_0',
    date: dayKeyToInstant('2026-11-21', TZ),
    checkInTime: at('2026-11-21T10:00'),
    lunchStartTime: null,
    lunchEndTime: null,
    checkOutTime: null,
  };
  const days = buildHistoryDays({
    period,
    schedules,
    attendance: [monday, saturday],
    timeZone: TZ,
    now: at('2026-11-18T12:00'),
  });

  it('has one line per punched slot and per past scheduled slot, times in the tenant zone', () => {
    expect(historyCsvRecords(days, TZ)).toEqual([
      [...HISTORY_CSV_HEADER],
      ['2026-11-16', '09:00 – 18:00', '09:12', '13:00', '13:45', '17:50', '472', '12', '10'],
      ['2026-11-17', '09:00 – 18:00', '', '', '', '', '', '', ''],
      ['2026-11-21', 'No programado', '10:00', '', '', '', '', '', ''],
    ]);
  });

  it('starts with a BOM and the header, separated by semicolons', () => {
    const text = historyCsv(days, TZ);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Fecha;Turno;Entrada;Inicio colación;Fin colación;Salida;' +
        'Trabajado (min);Atraso (min);Salida anticipada (min)',
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('names the file after the period', () => {
    expect(historyFileName(period)).toBe('historial-2026-11-16-2026-11-22.csv');
    expect(historyFileName(periodContaining('month', '2026-11-18'))).toBe(
      'historial-2026-11-01-2026-11-30.csv',
    );
  });

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
