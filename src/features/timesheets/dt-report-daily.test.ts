import type { AttendanceCorrection, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import {
  at,
  buildAttendance,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  buildWorkplace,
  TEST_TENANT,
  TEST_ZONE,
} from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { buildDtReports } from './dt-report-build';
import { NO_MARCAS_TEXT } from './dt-report-daily';
import {
  DT_REPORT_LABEL,
  DT_REPORTS,
  dtReportTable,
  emptyReportText,
  NO_MATCH_TEXT,
  type DtReportInput,
} from './dt-reports';

const NOW = new Date('2026-12-02T13:00:00.000Z');
const ANA = 'ana';
const BEN = 'ben';

const people = new Map<string, WithId<UserDoc>>([
  [ANA, buildUserDoc({ id: ANA, displayName: 'Ana Núñez', rut: '12.345.678-5' })],
  [BEN, buildUserDoc({ id: BEN, displayName: 'Ben Soto', rut: '9.876.543-3', workplaceId: 'wp-sur' })],
]);

const sec = (day: string, hhmm: string, seconds: number) =>
  new Date(at(day, hhmm).getTime() + seconds * 1000);
const signed = (code: string, time: Date) => ({ code, signedAt: time });

/** Ana's entry on Monday 30 November, 09:00:07, with its receipt. */
const ANA_IN = sec('2026-11-30', '09:00', 7);
const ANA_OUT = sec('2026-11-30', '18:00', 0);
/** Ben's night slot of Sunday 29: in at 22:00:00 that day, out at 06:00:05 on Monday 30. */
const BEN_IN = sec('2026-11-29', '22:00', 0);
const BEN_OUT = sec('2026-11-30', '06:00', 5);

const records = [
  buildAttendance(
    '2026-11-30',
    0,
    { checkIn: ANA_IN, lunchStart: sec('2026-11-30', '13:00', 30), checkOut: ANA_OUT },
    {
      userId: ANA,
      receipts: {
        checkIn: signed('AAAA-BBBB-CCCC-DDDD', ANA_IN),
        checkOut: signed('EEEE-FFFF-GGGG-HHHH', ANA_OUT),
      },
    },
  ),
  buildAttendance(
    '2026-11-29',
    0,
    { checkIn: BEN_IN, checkOut: BEN_OUT },
    {
      userId: BEN,
      receipts: {
        checkIn: signed('JJJJ-KKKK-MMMM-NNNN', BEN_IN),
        checkOut: signed('PPPP-QQQQ-RRRR-SSSS', BEN_OUT),
      },
    },
  ),
];

function correction(
  extra: Partial<WithId<AttendanceCorrection>> & Pick<AttendanceCorrection, 'punch' | 'after'>,
): WithId<AttendanceCorrection> {
  return {
    id: `c-${extra.punch ?? 'x'}`,
    tenantId: TEST_TENANT,
    userId: ANA,
    date: at('2026-11-30', '00:00'),
    slotIndex: 0,
    attendanceId: records[0]?.id ?? '',
    kind: 'punch',
    before: null,
    reason: 'Olvidó marcar',
    objectionHours: 48,
    status: 'accepted',
    createdBy: 'admin',
    createdAt: at('2026-12-01', '09:00'),
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
    ...extra,
  };
}

/** The daily report of Monday 30 November; its days start on Sunday 29 (the night slot begun then). */
function input(extra: Partial<DtReportInput> = {}, corrections: WithId<AttendanceCorrection>[] = []) {
  const days = buildAttendanceDays({
    userIds: [ANA, BEN],
    from: '2026-11-29',
    to: '2026-11-30',
    schedules: [
      buildSchedule('2026-11-30', undefined, { userId: ANA }),
      buildSchedule('2026-11-29', [{ startTime: '22:00', endTime: '06:00' }], { userId: BEN }),
    ],
    attendance: records,
    corrections,
    timeZone: TEST_ZONE,
    now: NOW,
    thresholds: resolveThresholds(null),
  });
  const base: DtReportInput = {
    kind: 'diario',
    from: '2026-11-30',
    to: '2026-11-30',
    days,
    people,
    holidays: new Map(),
    corrections: [],
    personId: null,
    workplaces: [buildWorkplace()],
    workplaceId: null,
    timeZone: TEST_ZONE,
    now: NOW,
  };
  return { ...base, ...extra };
}

describe('the daily report (Res. Ex. N° 38 art. 27 e)', () => {
  it('is report e), between the changes and the incident log', () => {
    expect(DT_REPORTS.indexOf('diario')).toBe(DT_REPORTS.indexOf('modificaciones') + 1);
    expect(DT_REPORTS.indexOf('incidentes')).toBe(DT_REPORTS.indexOf('diario') + 1);
    expect(DT_REPORT_LABEL.diario).toBe('Reporte diario');
  });

  it('Res. Ex. N° 38 art. 27 e: lists every marca of the day with its time hh:mm:ss and verification code', () => {
    const table = dtReportTable(input());
    expect(table.title).toBe('Reporte diario');
    expect(table.columns).toEqual([
      'Fecha',
      'Trabajador',
      'RUT',
      'Tipo de marca',
      'Hora',
      'Código de verificación',
      'Alterada',
    ]);
    // Ben's exit of the night slot begun on Sunday is Monday's; his Sunday entry is not.
    expect(table.rows).toEqual([
      ['30/11/26', 'Ana Núñez', '12.345.678-5', 'Entrada', '09:00:07', 'AAAA-BBBB-CCCC-DDDD', 'No'],
      ['30/11/26', 'Ana Núñez', '12.345.678-5', 'Inicio colación', '13:00:30', 'Sin código', 'No'],
      ['30/11/26', 'Ana Núñez', '12.345.678-5', 'Salida', '18:00:00', 'EEEE-FFFF-GGGG-HHHH', 'No'],
      ['30/11/26', 'Ben Soto', '9.876.543-3', 'Salida', '06:00:05', 'PPPP-QQQQ-RRRR-SSSS', 'No'],
    ]);
    const sunday = dtReportTable(input({ from: '2026-11-29', to: '2026-11-29' }));
    expect(sunday.rows).toEqual([
      ['29/11/26', 'Ben Soto', '9.876.543-3', 'Entrada', '22:00:00', 'JJJJ-KKKK-MMMM-NNNN', 'No'],
    ]);
  });

  it('shows an altered marca at its corrected time with the recorded one, and a marca a correction added without a code (Res. Ex. N° 38 arts. 27 e, 41)', () => {
    const corrections = [
      correction({ punch: 'checkOut', before: ANA_OUT, after: sec('2026-11-30', '18:30', 0) }),
      correction({ punch: 'lunchEnd', after: sec('2026-11-30', '14:00', 0) }),
    ];
    const rows = dtReportTable(input({ personId: ANA }, corrections)).rows;
    expect(rows.map((row) => row.slice(3))).toEqual([
      ['Entrada', '09:00:07', 'AAAA-BBBB-CCCC-DDDD', 'No'],
      ['Inicio colación', '13:00:30', 'Sin código', 'No'],
      ['Fin colación', '14:00:00', 'Sin código', 'Sí (antes sin marca)'],
      ['Salida', '18:30:00', 'EEEE-FFFF-GGGG-HHHH', 'Sí (antes 18:00:00)'],
    ]);
  });

  it('names each marca’s place of work when the selection spans several (Res. Ex. N° 38 art. 27)', () => {
    const workplaces = [buildWorkplace(), buildWorkplace({ id: 'wp-sur', name: 'Sucursal Sur' })];
    const table = dtReportTable(input({ workplaces }));
    expect(table.columns.slice(0, 4)).toEqual(['Fecha', 'Trabajador', 'RUT', 'Lugar de trabajo']);
    expect(table.rows.map((row) => row[3])).toEqual([
      'Casa matriz',
      'Casa matriz',
      'Casa matriz',
      'Sucursal Sur',
    ]);
  });

  it('says there was no marca for selected people, and the literal of art. 28 when nobody matches', () => {
    const quiet = dtReportTable(input({ from: '2026-12-01', to: '2026-12-01' }));
    expect(emptyReportText(quiet)).toBe(NO_MARCAS_TEXT);
    expect(NO_MARCAS_TEXT).toBe('Sin marcas en el periodo consultado');
    const nobody = dtReportTable(
      input({
        personId: BEN,
        workplaceId: 'wp-matriz',
        workplaces: [buildWorkplace(), buildWorkplace({ id: 'wp-sur' })],
      }),
    );
    expect(emptyReportText(nobody)).toBe(NO_MATCH_TEXT);
  });

  it('reads the day before the period, so a night exit is listed on the day it was made (Res. Ex. N° 38 art. 27 e)', async () => {
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        users: [...people.values()],
        workplaces: [buildWorkplace()],
        attendance: records,
      },
      () => ({ uid: 'admin-1', claims: { role: 'admin', tenantId: TEST_TENANT } }),
    );
    const [report] = await buildDtReports({
      store,
      tenantId: TEST_TENANT,
      tenant: buildTenant(),
      people: [...people].map(([id, person]) => ({ ...person, id })),
      kinds: ['diario'],
      from: '2026-11-30',
      to: '2026-11-30',
      personId: BEN,
      timeZone: TEST_ZONE,
      thresholds: resolveThresholds(null),
      now: NOW,
    });
    expect(report?.table.rows).toEqual([
      ['30/11/26', 'Ben Soto', '9.876.543-3', 'Salida', '06:00:05', 'PPPP-QQQQ-RRRR-SSSS', 'No'],
    ]);
    expect(report?.scope[0]).toBe('Periodo: 30-11-2026 al 30-11-2026');
  });
});
