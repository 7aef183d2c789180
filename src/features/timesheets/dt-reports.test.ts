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

/** An absence of one day, as the days builder reads it (starts of the day, tenant zone). */
const absenceDays = (day: string) => ({
  from: dayKeyToInstant(day, 'America/Santiago'),
  to: dayKeyToInstant(day, 'America/Santiago'),
});
import {
  abbreviationsLegend,
  DT_ABBREVIATIONS,
  DT_REPORT_LABEL,
  DT_REPORTS,
  dtReportTable,
  employerLine,
  emptyReportText,
  NO_CHANGES_TEXT,
  NO_MATCH_TEXT,
  NO_SUNDAYS_TEXT,
  scopeLines,
  type DtReportInput,
} from './dt-reports';

const ZONE = 'America/Santiago';
const NOW = new Date('2026-12-02T13:00:00.000Z');
const ANA = 'ana';
const BEN = 'ben';
const ADMIN = 'admin';

const CARLA = 'carla';

const people = new Map<string, UserDoc>([
  [ANA, buildUserDoc({ id: ANA, displayName: 'Ana Núñez', rut: '12.345.678-5' })],
  [BEN, buildUserDoc({ id: BEN, displayName: 'Ben Soto', rut: '9.876.543-3' })],
  [ADMIN, buildUserDoc({ id: ADMIN, displayName: 'Andrés Soto', role: 'admin' })],
  // Hired on Sunday 29 and registered on Monday 30: the system holds her from the 30th.
  [
    CARLA,
    buildUserDoc({
      id: CARLA,
      displayName: 'Carla Díaz',
      rut: '15.111.222-3',
      hireDate: dayKeyToInstant('2026-11-29', 'America/Santiago'),
      createdAt: new Date('2026-11-30T12:00:00.000Z'),
    }),
  ],
]);

/** A wall time to the second: `at` of HH:MM plus the seconds. */
const atSeconds = (day: string, hhmm: string, seconds: number) =>
  new Date(at(day, hhmm).getTime() + seconds * 1000);

/** Ana: Fri 27 Nov 09:00:00–18:30:15 (planned 9–18), Sat 28 no plan, Sun 29 worked 10:00–14:00, Mon 30 9–18. */
function input(extra: Partial<DtReportInput> = {}): DtReportInput {
  const days = buildAttendanceDays({
    userIds: [ANA, BEN, CARLA],
    from: '2026-11-27',
    to: '2026-11-30',
    schedules: [
      buildSchedule('2026-11-27', undefined, { userId: ANA }),
      buildSchedule('2026-11-30', undefined, { userId: ANA }),
    ],
    attendance: [
      buildAttendance(
        '2026-11-27',
        0,
        { checkIn: '09:00', checkOut: atSeconds('2026-11-27', '18:30', 15) },
        { userId: ANA },
      ),
      buildAttendance(
        '2026-11-29',
        -1,
        { checkIn: '10:00', checkOut: '14:00' },
        { userId: ANA, id: `${ANA}_2026-11-29_u` },
      ),
      buildAttendance('2026-11-30', 0, { checkIn: '09:00', checkOut: '18:00' }, { userId: ANA }),
    ],
    corrections: [] as WithId<AttendanceCorrection>[],
    timeZone: ZONE,
    now: NOW,
    thresholds: resolveThresholds(null),
  });
  return {
    kind: 'jornada',
    from: '2026-11-27',
    to: '2026-11-30',
    days,
    people,
    holidays: new Map(),
    corrections: [],
    personId: null,
    // Everyone works at the tenant's one workplace (no workplaceId: the first).
    workplaces: [buildWorkplace()],
    workplaceId: null,
    timeZone: ZONE,
    now: NOW,
    ...extra,
  };
}

/** Report a)'s total line of a worker with no absence, lateness, early exit nor overtime (art. 28). */
const NOTHING_TOTAL = (worked: number, notWorked: number) => [
  'Total del periodo',
  `Sí: ${worked}; No: ${notWorked}`,
  'Justificadas: 0; Injustificadas: 0',
  'AT 0:00:00; S.A 0:00:00; H.E. 0:00:00',
];

describe('inspector reports', () => {
  it('say, when nothing matches, the literal of Res. Ex. N° 38 art. 28, and the legends of art. 27 c and d', () => {
    expect(NO_MATCH_TEXT).toBe('No hay trabajadores que coincidan con la selección');
    expect(NO_CHANGES_TEXT).toBe('Sin cambios o modificaciones en el periodo consultado');
    expect(NO_SUNDAYS_TEXT).toBe('La jornada de este trabajador no incluye domingos o festivos');
    // Ben has nothing planned nor worked: no working time. Carla is held from the 30th (registered then).
    const noWork = dtReportTable(input({ kind: 'jornada', personId: BEN }));
    expect(noWork.rows).toEqual([[NO_MATCH_TEXT, ...noWork.columns.slice(1).map(() => '')]]);
    expect(emptyReportText(noWork)).toBe(NO_MATCH_TEXT);
    const untilSunday = input().days.filter((day) => day.key <= '2026-11-29');
    const beforeCarla = dtReportTable(
      input({ kind: 'asistencia', personId: CARLA, to: '2026-11-29', days: untilSunday }),
    );
    expect(emptyReportText(beforeCarla)).toBe(NO_MATCH_TEXT);
    expect(dtReportTable(input({ kind: 'asistencia', personId: CARLA })).rows).toEqual([
      ['Carla Díaz', '15.111.222-3', 'lun 30-11-2026', 'No', '', 'Sin jornada programada'],
      ['Carla Díaz', '15.111.222-3', ...NOTHING_TOTAL(0, 1)],
    ]);
    // Ben has no Sunday nor holiday planned; Ana worked Sunday 29 unplanned, and has rows.
    expect(emptyReportText(dtReportTable(input({ kind: 'domingos', personId: BEN })))).toBe(NO_SUNDAYS_TEXT);
    expect(emptyReportText(dtReportTable(input({ kind: 'domingos', personId: ANA })))).toBeNull();
    expect(emptyReportText(dtReportTable(input({ kind: 'modificaciones' })))).toBe(NO_CHANGES_TEXT);
    expect(emptyReportText(dtReportTable(input({ personId: ANA })))).toBeNull();
  });

  it('name the employer by legal name and RUT, and the scope: period, worker and place of work (Res. Ex. N° 38 art. 27)', () => {
    expect(
      employerLine({ name: 'Panadería Norte', legalName: 'Panadería Norte SpA', taxId: '76.086.428-5' }),
    ).toBe('Empleador: Panadería Norte SpA · RUT 76.086.428-5');
    expect(employerLine({ name: 'Panadería Norte', legalName: null, taxId: null })).toBe(
      'Empleador: Panadería Norte · RUT sin registrar',
    );
    expect(scopeLines(input({ kind: 'asistencia', personId: ANA }))).toEqual([
      'Periodo: 27-11-2026 al 30-11-2026',
      'Trabajador: Ana Núñez (RUT 12.345.678-5)',
      'Lugar de trabajo: Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago',
    ]);
    // A tenant with no workplace yet says so rather than leaving the place out.
    expect(scopeLines(input({ kind: 'asistencia', workplaces: [] })).slice(1)).toEqual([
      'Trabajadores: todos',
      'Lugar de trabajo: sin registrar',
    ]);
  });

  it('list the daily working time with each week’s totals, in h:mm:ss to the second (Res. Ex. N° 38 art. 44)', () => {
    const table = dtReportTable(input());
    // Fecha, Jornada ordinaria pactada, Marcaciones jornada, Tiempo faltante, Tiempo extra, Otras marcaciones.
    expect(table.rows.map((row) => [row[0], row[2], row[3], row[4], row[7], row[8], row[9]])).toEqual([
      ['Ana Núñez', 'vie 27-11-2026', '09:00:00 – 18:00:00', '09:00:00 – 18:30:15', '0:00:00', '0:30:15', ''],
      [
        'Ana Núñez',
        'dom 29-11-2026',
        'Sin jornada pactada',
        '',
        '0:00:00',
        '4:00:00',
        'Entrada 10:00:00, Salida 14:00:00',
      ],
      ['Ana Núñez', 'Total semana del 23-11-2026', '9:00:00', '9:30:15', '0:00:00', '+4:30:15', '4:00:00'],
      ['Ana Núñez', 'lun 30-11-2026', '09:00:00 – 18:00:00', '09:00:00 – 18:00:00', '0:00:00', '0:00:00', ''],
      ['Ana Núñez', 'Total semana del 30-11-2026', '9:00:00', '9:00:00', '0:00:00', '0:00:00', '0:00:00'],
    ]);
  });

  it('a) asistencia: every day of the period from the worker’s registration, Asistencia, Ausencia and Observaciones; one shared place of work adds no column (Res. Ex. N° 38 art. 27 a)', () => {
    const holidays = new Map([['2026-11-28', 'Feriado de prueba']]);
    const table = dtReportTable(input({ kind: 'asistencia', holidays }));
    expect(table.title).toBe('Reporte de asistencia');
    expect(table.columns).toEqual(['Trabajador', 'RUT', 'Fecha', 'Asistencia', 'Ausencia', 'Observaciones']);
    expect(table.rows).toEqual([
      ['Ana Núñez', '12.345.678-5', 'vie 27-11-2026', 'Sí', '', 'H.E. 0:30:15'],
      ['Ana Núñez', '12.345.678-5', 'sáb 28-11-2026', 'No', '', 'Feriado: Feriado de prueba'],
      ['Ana Núñez', '12.345.678-5', 'dom 29-11-2026', 'Sí', '', 'H.E. 4:00:00'],
      ['Ana Núñez', '12.345.678-5', 'lun 30-11-2026', 'Sí', '', ''],
      // Art. 28: each worker closes with their totals.
      [
        'Ana Núñez',
        '12.345.678-5',
        'Total del periodo',
        'Sí: 3; No: 1',
        'Justificadas: 0; Injustificadas: 0',
        'AT 0:00:00; S.A 0:00:00; H.E. 4:30:15',
      ],
      ['Ben Soto', '9.876.543-3', 'vie 27-11-2026', 'No', '', 'Sin jornada programada'],
      ['Ben Soto', '9.876.543-3', 'sáb 28-11-2026', 'No', '', 'Feriado: Feriado de prueba'],
      ['Ben Soto', '9.876.543-3', 'dom 29-11-2026', 'No', '', 'Sin jornada programada'],
      ['Ben Soto', '9.876.543-3', 'lun 30-11-2026', 'No', '', 'Sin jornada programada'],
      ['Ben Soto', '9.876.543-3', ...NOTHING_TOTAL(0, 4)],
      ['Carla Díaz', '15.111.222-3', 'lun 30-11-2026', 'No', '', 'Sin jornada programada'],
      ['Carla Díaz', '15.111.222-3', ...NOTHING_TOTAL(0, 1)],
    ]);
  });

  it('a) asistencia: absences as A.I., A.J. or their type, lateness, early exits and altered marcas to the second (art. 27 a, 28, 41)', () => {
    const days = buildAttendanceDays({
      userIds: [BEN],
      from: '2026-11-23',
      to: '2026-11-27',
      schedules: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((day) =>
        buildSchedule(day, undefined, { userId: BEN }),
      ),
      attendance: [
        buildAttendance(
          '2026-11-25',
          0,
          { checkIn: atSeconds('2026-11-25', '09:12', 30), checkOut: atSeconds('2026-11-25', '17:40', 5) },
          { userId: BEN },
        ),
      ],
      corrections: [
        {
          id: 'justify-26',
          tenantId: 'demo',
          userId: BEN,
          date: dayKeyToInstant('2026-11-26', ZONE),
          slotIndex: 0,
          attendanceId: `${BEN}_2026-11-26_0`,
          kind: 'justify',
          punch: null,
          before: null,
          after: null,
          reason: 'Trámite',
          objectionHours: 48,
          status: 'accepted',
          createdBy: ADMIN,
          createdAt: at('2026-11-27', '10:00'),
          respondedAt: at('2026-11-27', '11:00'),
          response: null,
          answeredBy: null,
          answeredAt: null,
          answer: null,
        },
        {
          id: 'exit-27',
          tenantId: 'demo',
          userId: BEN,
          date: dayKeyToInstant('2026-11-27', ZONE),
          slotIndex: 0,
          attendanceId: `${BEN}_2026-11-27_0`,
          kind: 'punch',
          punch: 'checkOut',
          before: null,
          after: at('2026-11-27', '18:00'),
          reason: 'Olvidó marcar',
          objectionHours: 48,
          status: 'accepted',
          createdBy: ADMIN,
          createdAt: at('2026-11-27', '19:00'),
          respondedAt: at('2026-11-27', '19:30'),
          response: null,
          answeredBy: null,
          answeredAt: null,
          answer: null,
        },
      ] as WithId<AttendanceCorrection>[],
      absences: [{ userId: BEN, ...absenceDays('2026-11-24'), status: 'aprobada', type: 'licencia médica' }],
      timeZone: ZONE,
      now: NOW,
      thresholds: resolveThresholds(null),
    });
    const table = dtReportTable(
      input({ kind: 'asistencia', personId: BEN, from: '2026-11-23', to: '2026-11-27', days }),
    );
    expect(table.rows.map((row) => row.slice(2))).toEqual([
      ['lun 23-11-2026', 'No', 'Injustificada', 'A.I.'],
      ['mar 24-11-2026', 'No', 'Justificada', 'L.M.'],
      ['mié 25-11-2026', 'Sí', '', 'AT 0:12:30; S.A 0:19:55'],
      ['jue 26-11-2026', 'No', 'Justificada', 'A.J.'],
      ['vie 27-11-2026', 'No', 'Injustificada', 'A.I.; Salida alterada'],
      // Art. 28: the worker's totals, lateness and early exits to the second.
      [
        'Total del periodo',
        'Sí: 1; No: 4',
        'Justificadas: 2; Injustificadas: 2',
        'AT 0:12:30; S.A 0:19:55; H.E. 0:00:00',
      ],
    ]);
  });

  it('carry the legend of the 14 abbreviations of Res. Ex. N° 38 art. 28, in its order', () => {
    expect(DT_ABBREVIATIONS.map(([abbreviation]) => abbreviation)).toEqual([
      'A.I.',
      'A.J.',
      'AT',
      'C.T.',
      'D.E.J.',
      'H.E.',
      'J.O.',
      'L.M.',
      'P.G.R',
      'PREN.',
      'P.S.G.R.',
      'POSTN',
      'S.A',
      'VAC',
    ]);
    const legend = abbreviationsLegend();
    expect(legend).toHaveLength(15);
    expect(legend[0]).toBe('Abreviaturas:');
    expect(legend).toContain('S.A: salida anticipada');
  });

  it('are named and ordered as art. 27 a–f name them', () => {
    expect(DT_REPORTS.map((kind) => DT_REPORT_LABEL[kind])).toEqual([
      'Reporte de asistencia',
      'Reporte de jornada diaria',
      'Reporte de días domingo y/o días festivos',
      'Reporte de modificaciones y/o alteraciones de turnos',
      'Reporte diario',
      'Registro de incidentes técnicos',
    ]);
  });

  it('list every Sunday and holiday, worked or not, for everyone or one person (Res. Ex. N° 38 art. 27 c)', () => {
    const holidays = new Map([['2026-11-30', 'Feriado de prueba']]);
    const table = dtReportTable(input({ kind: 'domingos', holidays }));
    const total = ['Sí: 2; No: 0', 'Justificadas: 0; Injustificadas: 0'];
    const days = 'Días: 2 (domingos: 1; festivos: 1); tiempo trabajado: 13:00:00';
    expect(table.rows).toEqual([
      ['Ana Núñez', '12.345.678-5', 'dom 29-11-2026', 'Sí', '', 'H.E. 4:00:00'],
      ['Ana Núñez', '12.345.678-5', 'lun 30-11-2026', 'Sí', '', 'Feriado: Feriado de prueba'],
      ['Ana Núñez', '12.345.678-5', 'Total noviembre 2026', ...total, days],
      ['Ana Núñez', '12.345.678-5', 'Total del periodo', ...total, days],
      // Neither Ben nor Carla (held from Monday 30) has a Sunday or a holiday in the jornada.
      ['Ben Soto', '9.876.543-3', '', '', '', NO_SUNDAYS_TEXT],
      ['Carla Díaz', '15.111.222-3', '', '', '', NO_SUNDAYS_TEXT],
    ]);
    expect(emptyReportText(dtReportTable(input({ kind: 'domingos', holidays, personId: BEN })))).toBe(
      NO_SUNDAYS_TEXT,
    );
  });
});
