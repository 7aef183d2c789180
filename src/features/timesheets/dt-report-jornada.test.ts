import type { AttendanceCorrection, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import {
  at,
  buildAttendance,
  buildSchedule,
  buildUserDoc,
  buildWorkplace,
} from '../../testing/data-builders';
import { BANDA_HORARIA_LINE, JORNADA_COLUMNS, NO_COLACION } from './dt-report-jornada';
import { dtReportTable, emptyReportText, NO_MATCH_TEXT, scopeLines, type DtReportInput } from './dt-reports';

const ZONE = 'America/Santiago';
const NOW = new Date('2026-12-02T13:00:00.000Z');
const ANA = 'ana';
const BEN = 'ben';
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

const people = new Map<string, UserDoc>([
  [ANA, buildUserDoc({ id: ANA, displayName: 'Ana Núñez', rut: '12.345.678-5' })],
  [BEN, buildUserDoc({ id: BEN, displayName: 'Ben Soto', rut: '9.876.543-3' })],
]);

/** A wall time to the second: `at` of HH:MM plus the seconds. */
const atSeconds = (day: string, hhmm: string, seconds: number) =>
  new Date(at(day, hhmm).getTime() + seconds * 1000);

/** The exit of Friday 27, added by a correction the worker did not object to. */
const exitCorrection: WithId<AttendanceCorrection> = {
  id: 'exit-27',
  tenantId: 'demo',
  userId: ANA,
  date: dayKeyToInstant('2026-11-27', ZONE),
  slotIndex: 0,
  attendanceId: `${ANA}_2026-11-27_0`,
  kind: 'punch',
  punch: 'checkOut',
  before: null,
  after: at('2026-11-27', '18:00'),
  reason: 'Olvidó marcar',
  objectionHours: 48,
  status: 'accepted',
  createdBy: 'admin',
  createdAt: at('2026-11-27', '19:00'),
  respondedAt: at('2026-11-27', '19:30'),
  response: null,
  answeredBy: null,
  answeredAt: null,
  answer: null,
};

/**
 * Ana's week of 23 November: 09:00–18:00 with 60 minutes of colación, except Thursday 26 (09:00–13:00, no
 * colación). Mon: late and a long colación, then overtime. Tue: absent. Wed: on vacation. Thu: leaves 10 s early
 * and works 15:00–16:00:05 outside the plan. Fri: the exit comes from a correction. Mon 30: on time.
 */
function input(extra: Partial<DtReportInput> = {}): DtReportInput {
  const lunch = { userId: ANA, lunchMinutes: 60 };
  const days = buildAttendanceDays({
    userIds: [ANA, BEN],
    from: '2026-11-23',
    to: '2026-11-30',
    schedules: [
      ...WEEK.filter((day) => day !== '2026-11-26').map((day) => buildSchedule(day, undefined, lunch)),
      buildSchedule('2026-11-26', [{ startTime: '09:00', endTime: '13:00' }], { userId: ANA }),
      buildSchedule('2026-11-30', undefined, lunch),
    ],
    attendance: [
      buildAttendance(
        '2026-11-23',
        0,
        {
          checkIn: atSeconds('2026-11-23', '09:12', 30),
          lunchStart: '13:00',
          lunchEnd: '14:10',
          checkOut: atSeconds('2026-11-23', '18:30', 15),
        },
        { userId: ANA },
      ),
      buildAttendance(
        '2026-11-26',
        0,
        { checkIn: '09:00', checkOut: atSeconds('2026-11-26', '12:59', 50) },
        { userId: ANA },
      ),
      buildAttendance(
        '2026-11-26',
        -1,
        { checkIn: '15:00', checkOut: atSeconds('2026-11-26', '16:00', 5) },
        { userId: ANA, id: `${ANA}_2026-11-26_u` },
      ),
      buildAttendance(
        '2026-11-27',
        0,
        { checkIn: '09:00', lunchStart: '13:00', lunchEnd: '14:00' },
        { userId: ANA },
      ),
      buildAttendance(
        '2026-11-30',
        0,
        { checkIn: '09:00', lunchStart: '13:00', lunchEnd: '14:00', checkOut: '18:00' },
        { userId: ANA },
      ),
    ],
    corrections: [exitCorrection],
    absences: [
      {
        userId: ANA,
        from: dayKeyToInstant('2026-11-25', ZONE),
        to: dayKeyToInstant('2026-11-25', ZONE),
        status: 'aprobada',
        type: 'vacaciones',
      },
    ],
    timeZone: ZONE,
    now: NOW,
    thresholds: resolveThresholds(null),
  });
  return {
    kind: 'jornada',
    from: '2026-11-23',
    to: '2026-11-30',
    days,
    people,
    holidays: new Map(),
    corrections: [],
    personId: ANA,
    workplaces: [buildWorkplace()],
    workplaceId: null,
    timeZone: ZONE,
    now: NOW,
    ...extra,
  };
}

const NINE_TO_SIX = '09:00:00 – 18:00:00';

describe('b) Reporte de jornada diaria', () => {
  it('b) jornada diaria: agreed jornada, its marcas, agreed colación, its marcas, tiempo faltante, tiempo extra, otras marcaciones and observaciones, to the second (Res. Ex. N° 38 art. 27 b)', () => {
    const table = dtReportTable(input());
    expect(table.title).toBe('Reporte de jornada diaria');
    expect(table.columns).toEqual([
      'Trabajador',
      'RUT',
      'Fecha',
      'Jornada ordinaria pactada',
      'Marcaciones jornada',
      'Colación pactada',
      'Marcaciones colación',
      'Tiempo faltante',
      'Tiempo extra',
      'Otras marcaciones',
      'Observaciones',
    ]);
    expect(table.columns.slice(2)).toEqual([...JORNADA_COLUMNS]);
    const days = table.rows.filter((row) => !String(row[2]).startsWith('Total'));
    expect(days.map((row) => row.slice(2))).toEqual([
      // 12:30 late + 10 min of colación beyond the agreed hour are missing; 30:15 past the end is extra.
      [
        'lun 23-11-2026',
        NINE_TO_SIX,
        '09:12:30 – 18:30:15',
        '1:00:00',
        '13:00:00 – 14:10:00',
        '0:22:30',
        '0:30:15',
        '',
        'AT 0:12:30; H.E. 0:30:15',
      ],
      // An unjustified absence misses the whole agreed jornada (net of colación); a vacation day misses nothing.
      ['mar 24-11-2026', NINE_TO_SIX, '', '1:00:00', '', '8:00:00', '0:00:00', '', 'A.I.'],
      ['mié 25-11-2026', NINE_TO_SIX, '', '1:00:00', '', '0:00:00', '0:00:00', '', 'VAC'],
      [
        'jue 26-11-2026',
        '09:00:00 – 13:00:00',
        '09:00:00 – 12:59:50',
        NO_COLACION,
        '',
        '0:00:10',
        '1:00:05',
        'Entrada 15:00:00, Salida 16:00:05',
        'S.A 0:00:10; H.E. 1:00:05',
      ],
      // A marca a correction set says so (art. 41).
      [
        'vie 27-11-2026',
        NINE_TO_SIX,
        '09:00:00 – 18:00:00 (alterado)',
        '1:00:00',
        '13:00:00 – 14:00:00',
        '0:00:00',
        '0:00:00',
        '',
        'Salida alterada',
      ],
      [
        'lun 30-11-2026',
        NINE_TO_SIX,
        '09:00:00 – 18:00:00',
        '1:00:00',
        '13:00:00 – 14:00:00',
        '0:00:00',
        '0:00:00',
        '',
        '',
      ],
    ]);
  });

  it('b) jornada diaria: each week closes with its totals per column, signed, net of the agreed colación, ending with the week’s compensation (Res. Ex. N° 38 art. 27 b.12)', () => {
    const totals = dtReportTable(input()).rows.filter((row) => String(row[2]).startsWith('Total'));
    expect(totals.map((row) => row.slice(2))).toEqual([
      [
        'Total semana del 23-11-2026',
        // 4 days of 8 h (9 h less 1 h of colación) and one of 4 h.
        '36:00:00',
        // 8:07:45 + 3:59:50 + 8:00:00 between the marcas, less the colación taken.
        '20:07:35',
        '4:00:00',
        '2:10:00',
        '-8:22:40',
        '+1:30:20',
        '1:00:05',
        'Compensación semanal: -6:52:20',
      ],
      [
        'Total semana del 30-11-2026',
        '8:00:00',
        '8:00:00',
        '1:00:00',
        '1:00:00',
        '0:00:00',
        '0:00:00',
        '0:00:00',
        'Compensación semanal: 0:00:00',
      ],
    ]);
    // Each worker closes their own weeks, right after their days.
    const rows = dtReportTable(input({ personId: null })).rows;
    expect(rows.every((row) => row[0] === 'Ana Núñez')).toBe(true);
    expect(rows.at(-1)?.[2]).toBe('Total semana del 30-11-2026');
  });

  it('b) jornada diaria: the header says whether the worker is under a banda horaria; a worker with no jornada nor marca matches nothing (Res. Ex. N° 38 art. 27 b)', () => {
    expect(scopeLines(input())).toEqual([
      'Periodo: 23-11-2026 al 30-11-2026',
      'Trabajador: Ana Núñez (RUT 12.345.678-5)',
      'Lugar de trabajo: Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago',
      BANDA_HORARIA_LINE,
    ]);
    expect(BANDA_HORARIA_LINE).toBe('Banda horaria: no (Asiste no registra jornadas con banda horaria)');
    // Only report b) says it.
    expect(scopeLines(input({ kind: 'asistencia' }))).not.toContain(BANDA_HORARIA_LINE);
    expect(emptyReportText(dtReportTable(input({ personId: BEN })))).toBe(NO_MATCH_TEXT);
  });
});
