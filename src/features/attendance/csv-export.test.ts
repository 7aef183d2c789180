import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { CSV_BOM, csvFile } from '../../lib/export/csv';
import { tableRecords } from '../../lib/export/table';
import { HISTORY_CSV_HEADER, historyFileName, historyTable } from './csv-export';
import { buildHistoryDays } from './history-days';
import { periodContaining } from '../../domain/calendar/periods';
import { DEFAULT_ALERT_THRESHOLDS } from '../../domain/settings/tenant-settings';

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);

describe('history CSV', () => {
  const period = periodContaining('week', '2026-11-18');
  const schedules: WithId<ScheduleEntry>[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map(
    (key) => ({
      id: `u1_${key}`,
      tenantId: 'demo',
      userId: 'u1',
      date: dayKeyToInstant(key, TZ),
      timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
      shiftId: null,
    }),
  );
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
    userId: 'u1',
    period,
    schedules,
    attendance: [monday, saturday],
    timeZone: TZ,
    now: at('2026-11-18T12:00'),
    thresholds: DEFAULT_ALERT_THRESHOLDS,
  });

  it('has one line per punched slot and per past scheduled slot, marcas hh:mm:ss in the tenant zone, durations in h:mm:ss to the second (Res. Ex. N° 38 art. 44)', () => {
    expect(tableRecords(historyTable(days, TZ, period))).toEqual([
      [...HISTORY_CSV_HEADER],
      [
        '2026-11-16',
        '09:00 – 18:00',
        '09:12:30',
        '13:00:00',
        '13:45:00',
        '17:50:00',
        '7:52:30',
        '0:12:30',
        '0:10:00',
        '',
        '',
      ],
      ['2026-11-17', '09:00 – 18:00', '', '', '', '', '', '', '', 'Ausencia', ''],
      ['2026-11-21', 'No programado', '10:00:00', '', '', '', '', '', '', 'Turno No Programado', ''],
    ]);
  });

  it("names a late entry and an early exit past the tenant's thresholds as the screen does", () => {
    const late: WithId<AttendanceRecord> = {
      ...monday,
      checkInTime: at('2026-11-16T09:40'),
      checkOutTime: at('2026-11-16T16:00'),
    };
    const lateDays = buildHistoryDays({
      userId: 'u1',
      period,
      schedules,
      attendance: [late],
      timeZone: TZ,
      now: at('2026-11-18T12:00'),
      thresholds: DEFAULT_ALERT_THRESHOLDS,
    });
    expect(tableRecords(historyTable(lateDays, TZ, period))[1]).toEqual([
      '2026-11-16',
      '09:00 – 18:00',
      '09:40:00',
      '13:00:00',
      '13:45:00',
      '16:00:00',
      '5:35:00',
      '0:40:00',
      '2:00:00',
      'Entrada Tardía, Salida Temprana',
      '',
    ]);
  });

  it('writes the corrected times of accepted corrections and names the altered punches', () => {
    const correction = (punch: 'checkIn' | 'checkOut', time: string) => ({
      id: `c-${punch}`,
      tenantId: 'demo',
      userId: 'u1',
      date: dayKeyToInstant('2026-11-17', TZ),
      slotIndex: 0,
      attendanceId: 'u1_2026-11-17_0',
      kind: 'punch' as const,
      punch,
      before: null,
      after: at(`2026-11-17T${time}`),
      reason: 'Olvidó marcar',
      objectionHours: 48,
      status: 'accepted' as const,
      createdBy: 'admin',
      createdAt: at('2026-11-18T08:00'),
      respondedAt: at('2026-11-18T09:00'),
      response: null,
      answeredBy: null,
      answeredAt: null,
      answer: null,
    });
    const corrected = buildHistoryDays({
      userId: 'u1',
      period,
      schedules,
      attendance: [monday],
      corrections: [correction('checkIn', '09:00'), correction('checkOut', '18:00')],
      timeZone: TZ,
      now: at('2026-11-18T12:00'),
      thresholds: DEFAULT_ALERT_THRESHOLDS,
    });
    expect(tableRecords(historyTable(corrected, TZ, period))[2]).toEqual([
      '2026-11-17',
      '09:00 – 18:00',
      '09:00:00',
      '',
      '',
      '18:00:00',
      '9:00:00',
      '0:00:00',
      '0:00:00',
      '',
      'Entrada, Salida',
    ]);
  });

  it('is titled with the period, and as CSV starts with a BOM and the header, separated by semicolons', () => {
    expect(historyTable(days, TZ, period).title).toBe(
      'Mi historial · Semana del 16 al 22 de noviembre de 2026',
    );
    const text = csvFile(tableRecords(historyTable(days, TZ, period)));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Fecha;Turno;Entrada;Inicio colación;Fin colación;Salida;' +
        'Trabajado (h:mm:ss);Atraso (h:mm:ss);Salida anticipada (h:mm:ss);Incidencias;Alterado',
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('names the file after the period', () => {
    expect(historyFileName(period)).toBe('historial-2026-11-16-2026-11-22');
    expect(historyFileName(periodContaining('month', '2026-11-18'))).toBe('historial-2026-11-01-2026-11-30');
  });
});
