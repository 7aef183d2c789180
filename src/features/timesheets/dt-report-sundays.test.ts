import type { UserDoc } from '../../data/ports/collections';
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
import { ART_38_BIS_COLUMN, ART_38_BIS_LABEL, CARGO_COLUMN } from './dt-report-sundays';
import {
  dtReportTable,
  emptyReportText,
  NO_SUNDAYS_TEXT,
  scopeLines,
  type DtReportInput,
} from './dt-reports';

const ZONE = 'America/Santiago';
const NOW = new Date('2026-12-15T13:00:00.000Z');
const ANA = 'ana';
const BEN = 'ben';
const CARLA = 'carla';
const FROM = '2026-11-01';
const TO = '2026-12-13';
const SUNDAYS = [
  '2026-11-01',
  '2026-11-08',
  '2026-11-15',
  '2026-11-22',
  '2026-11-29',
  '2026-12-06',
  '2026-12-13',
];
const HOLIDAY = '2026-12-08';
const MATRIZ_LINE =
  'Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago';

/** Ana and Carla sell; Ben is a cashier. Carla was registered on 1 December. */
const people = new Map<string, WithId<UserDoc>>([
  [ANA, buildUserDoc({ id: ANA, displayName: 'Ana Núñez', rut: '12.345.678-5', position: 'Vendedora' })],
  [BEN, buildUserDoc({ id: BEN, displayName: 'Ben Soto', rut: '9.876.543-3', position: 'Cajero' })],
  [
    CARLA,
    buildUserDoc({
      id: CARLA,
      displayName: 'Carla Díaz',
      rut: '15.111.222-3',
      position: ' vendedora ',
      createdAt: new Date('2026-12-01T12:00:00.000Z'),
    }),
  ],
]);

const sundayShift = [{ startTime: '10:00', endTime: '14:00' }];

/**
 * Ana works every Sunday 10:00–14:00 but misses the 15th (no reason) and the 22nd (medical leave), and leaves the
 * 29th at 14:00:15; she does not work the holiday of 8 December. Ben works no Sunday nor holiday. Carla works
 * Sunday 6 and the holiday.
 */
function input(extra: Partial<DtReportInput> = {}): DtReportInput {
  const worked = SUNDAYS.filter((day) => day !== '2026-11-15' && day !== '2026-11-22');
  const days = buildAttendanceDays({
    userIds: [ANA, BEN, CARLA],
    from: FROM,
    to: TO,
    schedules: [
      ...SUNDAYS.map((day) => buildSchedule(day, sundayShift, { userId: ANA })),
      ...['2026-11-29', '2026-12-06', HOLIDAY].map((day) =>
        buildSchedule(day, sundayShift, { userId: CARLA }),
      ),
    ],
    attendance: [
      ...worked.map((day) =>
        buildAttendance(
          day,
          0,
          {
            checkIn: '10:00',
            checkOut: day === '2026-11-29' ? new Date(at(day, '14:00').getTime() + 15_000) : '14:00',
          },
          { userId: ANA },
        ),
      ),
      ...['2026-12-06', HOLIDAY].map((day) =>
        buildAttendance(day, 0, { checkIn: '10:00', checkOut: '14:00' }, { userId: CARLA }),
      ),
    ],
    corrections: [],
    absences: [
      {
        userId: ANA,
        from: dayKeyToInstant('2026-11-22', ZONE),
        to: dayKeyToInstant('2026-11-22', ZONE),
        status: 'aprobada',
        type: 'licencia médica',
      },
    ],
    timeZone: ZONE,
    now: NOW,
    thresholds: resolveThresholds(null),
  });
  return {
    kind: 'domingos',
    from: FROM,
    to: TO,
    days,
    people,
    holidays: new Map([[HOLIDAY, 'Inmaculada Concepción']]),
    corrections: [],
    personId: null,
    workplaces: [buildWorkplace()],
    workplaceId: null,
    timeZone: ZONE,
    now: NOW,
    ...extra,
  };
}

const isTotal = (row: readonly unknown[]) => String(row[3]).startsWith('Total');

describe('c) Reporte de días domingo y/o días festivos', () => {
  it('c) domingos y festivos: every Sunday and holiday of the period, worked or not, with Asistencia, Ausencia and Observaciones, from the worker’s first recorded day (Res. Ex. N° 38 art. 27 c)', () => {
    const table = dtReportTable(input());
    expect(table.title).toBe('Reporte de días domingo y/o días festivos');
    expect(table.columns).toEqual([
      'Trabajador',
      'RUT',
      CARGO_COLUMN,
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ]);
    const ana = table.rows.filter((row) => row[0] === 'Ana Núñez' && !isTotal(row));
    expect(ana.map((row) => row.slice(2))).toEqual([
      ['Vendedora', 'dom 01-11-2026', 'Sí', '', ''],
      ['Vendedora', 'dom 08-11-2026', 'Sí', '', ''],
      ['Vendedora', 'dom 15-11-2026', 'No', 'Injustificada', 'A.I.'],
      ['Vendedora', 'dom 22-11-2026', 'No', 'Justificada', 'L.M.'],
      ['Vendedora', 'dom 29-11-2026', 'Sí', '', 'H.E. 0:00:15'],
      ['Vendedora', 'dom 06-12-2026', 'Sí', '', ''],
      ['Vendedora', 'mar 08-12-2026', 'No', '', 'Feriado: Inmaculada Concepción'],
      ['Vendedora', 'dom 13-12-2026', 'Sí', '', ''],
    ]);
    // Carla is held from 1 December: November's Sundays are not hers.
    const carla = table.rows.filter((row) => row[0] === 'Carla Díaz' && !isTotal(row));
    expect(carla.map((row) => row.slice(3, 5))).toEqual([
      ['dom 06-12-2026', 'Sí'],
      ['mar 08-12-2026', 'Sí'],
      ['dom 13-12-2026', 'No'],
    ]);
  });

  it('c) domingos y festivos: a total line for each month and one for the period, per worker (Res. Ex. N° 38 art. 27 c)', () => {
    const table = dtReportTable(input());
    const totals = table.rows.filter((row) => row[0] === 'Ana Núñez' && isTotal(row));
    expect(totals.map((row) => row.slice(3))).toEqual([
      [
        'Total noviembre 2026',
        'Sí: 3; No: 2',
        'Justificadas: 1; Injustificadas: 1',
        'Días: 5 (domingos: 5; festivos: 0); tiempo trabajado: 12:00:15',
      ],
      [
        'Total diciembre 2026',
        'Sí: 2; No: 1',
        'Justificadas: 0; Injustificadas: 0',
        'Días: 3 (domingos: 2; festivos: 1); tiempo trabajado: 8:00:00',
      ],
      [
        'Total del periodo',
        'Sí: 5; No: 3',
        'Justificadas: 1; Injustificadas: 1',
        'Días: 8 (domingos: 7; festivos: 1); tiempo trabajado: 20:00:15',
      ],
    ]);
    // Each worker's lines stay together, their totals last.
    const carla = table.rows.filter((row) => row[0] === 'Carla Díaz');
    expect(carla.slice(-2).map((row) => row[3])).toEqual(['Total diciembre 2026', 'Total del periodo']);
  });

  it('c) domingos y festivos: the header names the cargo and the art. 38 bis flag; several cargos go in a Cargo column (Res. Ex. N° 38 art. 27 c)', () => {
    const noFlag = `${ART_38_BIS_LABEL}: No`;
    expect(noFlag).toBe('Art. 38 bis del Código del Trabajo (descanso dominical adicional del comercio): No');
    // Several cargos: one column, no header line; nobody has art. 38 bis's rest: the header says No.
    expect(scopeLines(input())).toEqual([
      'Periodo: 01-11-2026 al 13-12-2026',
      'Trabajadores: todos',
      `Lugar de trabajo: ${MATRIZ_LINE}`,
      noFlag,
    ]);
    // One worker: the header names the cargo, and no column repeats it.
    const ana = input({ personId: ANA });
    expect(scopeLines(ana)).toEqual([
      'Periodo: 01-11-2026 al 13-12-2026',
      'Trabajador: Ana Núñez (RUT 12.345.678-5)',
      `Lugar de trabajo: ${MATRIZ_LINE}`,
      'Cargo: Vendedora',
      noFlag,
    ]);
    expect(dtReportTable(ana).columns).not.toContain(CARGO_COLUMN);
    // The Cargo filter names it once; the two saleswomen share it (case and spaces aside).
    const sellers = input({ position: 'Vendedora' });
    expect(scopeLines(sellers).filter((line) => line.startsWith('Cargo'))).toEqual(['Cargo: Vendedora']);
    expect(dtReportTable(sellers).columns).not.toContain(CARGO_COLUMN);
    expect(new Set(dtReportTable(sellers).rows.map((row) => row[0]))).toEqual(
      new Set(['Ana Núñez', 'Carla Díaz']),
    );
  });

  it('c) domingos y festivos: the art. 38 bis flag of the file, in the header when shared, else in a column (Res. Ex. N° 38 art. 27 c)', () => {
    const flagged = new Map(
      [...people].map(([id, person]) => [
        id,
        { ...person, descansoDominicalAdicional: id === ANA ? true : null },
      ]),
    );
    // Ana alone: Sí in the header, no column.
    const ana = input({ people: flagged, personId: ANA });
    expect(scopeLines(ana)).toContain(`${ART_38_BIS_LABEL}: Sí`);
    expect(dtReportTable(ana).columns).not.toContain(ART_38_BIS_COLUMN);
    // Everyone: Ana has it and the others do not, so each row says it.
    const everyone = input({ people: flagged });
    expect(scopeLines(everyone).some((line) => line.startsWith(ART_38_BIS_LABEL))).toBe(false);
    const table = dtReportTable(everyone);
    const column = table.columns.indexOf(ART_38_BIS_COLUMN);
    expect(column).toBeGreaterThan(0);
    expect(new Set(table.rows.filter((row) => row[0] === 'Ana Núñez').map((row) => row[column]))).toEqual(
      new Set(['Sí']),
    );
    expect(new Set(table.rows.filter((row) => row[0] === 'Ben Soto').map((row) => row[column]))).toEqual(
      new Set(['No']),
    );
  });

  it('c) domingos y festivos: a worker whose jornada has no Sunday nor holiday gets the legend, alone or among others (Res. Ex. N° 38 art. 27 c)', () => {
    expect(NO_SUNDAYS_TEXT).toBe('La jornada de este trabajador no incluye domingos o festivos');
    const table = dtReportTable(input());
    expect(table.rows.filter((row) => row[0] === 'Ben Soto')).toEqual([
      ['Ben Soto', '9.876.543-3', 'Cajero', '', '', '', NO_SUNDAYS_TEXT],
    ]);
    expect(emptyReportText(dtReportTable(input({ personId: BEN })))).toBe(NO_SUNDAYS_TEXT);
    expect(emptyReportText(dtReportTable(input({ personId: ANA })))).toBeNull();
  });

  it('c) domingos y festivos: a range of years totals every month the worker is held (Res. Ex. N° 38 art. 27 c)', () => {
    // Ana, registered on 1 January 2025, works one Sunday; the range spans 3 years.
    const days = buildAttendanceDays({
      userIds: [ANA],
      from: '2024-01-01',
      to: '2026-12-31',
      schedules: [buildSchedule('2026-06-07', sundayShift, { userId: ANA })],
      attendance: [
        buildAttendance('2026-06-07', 0, { checkIn: '10:00', checkOut: '14:00' }, { userId: ANA }),
      ],
      corrections: [],
      timeZone: ZONE,
      now: new Date('2027-01-05T13:00:00.000Z'),
      thresholds: resolveThresholds(null),
    });
    const table = dtReportTable(
      input({ from: '2024-01-01', to: '2026-12-31', days, personId: ANA, holidays: new Map() }),
    );
    const totals = table.rows.filter((row) => String(row[2]).startsWith('Total'));
    expect(totals).toHaveLength(25);
    expect(totals[0]?.[2]).toBe('Total enero 2025');
    expect(totals.at(-1)?.slice(2)).toEqual([
      'Total del periodo',
      'Sí: 1; No: 103',
      'Justificadas: 0; Injustificadas: 0',
      'Días: 104 (domingos: 104; festivos: 0); tiempo trabajado: 4:00:00',
    ]);
  });
});
