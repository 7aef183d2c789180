import type { AttendanceCorrection, ScheduleChange, UserDoc } from '../../data/ports/collections';
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
  TEST_TENANT,
} from '../../testing/data-builders';
import { peopleAt, selectedPeople } from './dt-report-scope';
import { dtReportTable, emptyReportText, NO_MATCH_TEXT, scopeLines, type DtReportInput } from './dt-reports';

const ZONE = 'America/Santiago';
const NOW = new Date('2026-12-02T13:00:00.000Z');
const SUNDAY = '2026-11-29';

const MATRIZ = buildWorkplace();
const RECOLETA = buildWorkplace({
  id: 'wp-recoleta',
  name: 'Planta Recoleta',
  street: 'Av. Recoleta',
  number: '1450',
  unit: null,
  comuna: 'Recoleta',
});
const OLD_SHOP = buildWorkplace({ id: 'wp-old', name: 'Antiguo local', archived: true });
const MATRIZ_LINE =
  'Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago';
const RECOLETA_LINE =
  'Planta Recoleta — Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago';

/** Ana at the head office, Ben at the plant; the admin has no workplace named (the first active: Casa matriz). */
const people = new Map<string, WithId<UserDoc>>([
  ['ana', buildUserDoc({ id: 'ana', displayName: 'Ana Núñez', rut: '12.345.678-5', workplaceId: MATRIZ.id })],
  ['ben', buildUserDoc({ id: 'ben', displayName: 'Ben Soto', rut: '9.876.543-3', workplaceId: RECOLETA.id })],
  ['admin', buildUserDoc({ id: 'admin', displayName: 'Andrés Soto', role: 'admin' })],
  ['root', buildUserDoc({ id: 'root', displayName: 'Soporte', role: 'superuser', workplaceId: RECOLETA.id })],
]);

/** Ana and Ben each work Sunday 29 November, 10:00–14:00. */
function input(extra: Partial<DtReportInput> = {}): DtReportInput {
  const days = buildAttendanceDays({
    userIds: ['ana', 'ben'],
    from: SUNDAY,
    to: SUNDAY,
    schedules: ['ana', 'ben'].map((userId) =>
      buildSchedule(SUNDAY, [{ startTime: '10:00', endTime: '14:00' }], { userId }),
    ),
    attendance: ['ana', 'ben'].map((userId) =>
      buildAttendance(SUNDAY, 0, { checkIn: '10:00', checkOut: '14:00' }, { userId }),
    ),
    corrections: [] as WithId<AttendanceCorrection>[],
    timeZone: ZONE,
    now: NOW,
    thresholds: resolveThresholds(null),
  });
  return {
    kind: 'asistencia',
    from: SUNDAY,
    to: SUNDAY,
    days,
    people,
    holidays: new Map(),
    corrections: [],
    personId: null,
    workplaces: [MATRIZ, RECOLETA, OLD_SHOP],
    workplaceId: null,
    timeZone: ZONE,
    now: NOW,
    ...extra,
  };
}

/** The person's Sunday moved from 09:00–14:00 to 10:00–15:00 by a publish of the 20th (Res. Ex. N° 38 art. 27 d). */
const change = (userId: string): WithId<ScheduleChange> => ({
  id: `${userId}_${SUNDAY}_p1`,
  tenantId: TEST_TENANT,
  userId,
  scheduleId: `${userId}_${SUNDAY}`,
  date: dayKeyToInstant(SUNDAY, ZONE),
  before: { timeSlots: [{ startTime: '09:00', endTime: '14:00' }], lunchMinutes: 0, assignedAt: null },
  after: { timeSlots: [{ startTime: '10:00', endTime: '15:00' }], lunchMinutes: 0 },
  publishId: 'p1',
  notifiedAt: at('2026-11-20', '10:00'),
  changedBy: 'admin',
  reason: null,
  recordedAt: at('2026-11-20', '10:00'),
});

const correction = (userId: string): WithId<AttendanceCorrection> => ({
  id: `c-${userId}`,
  tenantId: TEST_TENANT,
  userId,
  date: dayKeyToInstant(SUNDAY, ZONE),
  slotIndex: 0,
  attendanceId: `${userId}_${SUNDAY}_0`,
  kind: 'punch',
  punch: 'checkOut',
  before: at(SUNDAY, '14:00'),
  after: at(SUNDAY, '14:05'),
  reason: 'Cerró la caja',
  objectionHours: 48,
  status: 'accepted',
  createdBy: 'admin',
  createdAt: at('2026-11-30', '09:00'),
  respondedAt: at('2026-11-30', '10:00'),
  response: null,
  answeredBy: null,
  answeredAt: null,
  answer: null,
});

describe('the place of work in the DT reports', () => {
  it('a selection spanning several places lists each with its address, and every person-row names its own right after the RUT (Res. Ex. N° 38 art. 27)', () => {
    expect(scopeLines(input())).toEqual([
      'Periodo: 29-11-2026 al 29-11-2026',
      'Trabajadores: todos',
      `Lugares de trabajo: ${MATRIZ_LINE}; ${RECOLETA_LINE}`,
    ]);
    const attendance = dtReportTable(input());
    expect(attendance.columns).toEqual([
      'Trabajador',
      'RUT',
      'Lugar de trabajo',
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ]);
    // Each worker's day and total line (art. 28) name their place.
    expect(attendance.rows.map((row) => row.slice(0, 4))).toEqual([
      ['Ana Núñez', '12.345.678-5', 'Casa matriz', 'dom 29-11-2026'],
      ['Ana Núñez', '12.345.678-5', 'Casa matriz', 'Total del periodo'],
      ['Ben Soto', '9.876.543-3', 'Planta Recoleta', 'dom 29-11-2026'],
      ['Ben Soto', '9.876.543-3', 'Planta Recoleta', 'Total del periodo'],
    ]);
    const workingTime = dtReportTable(input({ kind: 'jornada' }));
    expect(workingTime.columns.slice(0, 4)).toEqual(['Trabajador', 'RUT', 'Lugar de trabajo', 'Fecha']);
    // The week's total names the place too.
    expect(workingTime.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['Ana Núñez', 'Casa matriz', 'dom 29-11-2026'],
      ['Ana Núñez', 'Casa matriz', 'Total semana del 23-11-2026'],
      ['Ben Soto', 'Planta Recoleta', 'dom 29-11-2026'],
      ['Ben Soto', 'Planta Recoleta', 'Total semana del 23-11-2026'],
    ]);
    const sundays = dtReportTable(input({ kind: 'domingos' }));
    expect(sundays.columns.slice(0, 4)).toEqual(['Trabajador', 'RUT', 'Lugar de trabajo', 'Fecha']);
    // The Sunday, the month's total and the period's, for each.
    expect(sundays.rows.map((row) => row[2])).toEqual([
      ...Array<string>(3).fill('Casa matriz'),
      ...Array<string>(3).fill('Planta Recoleta'),
    ]);
    // d) names the place of each worker's change right after the RUT, like the others.
    const changes = dtReportTable(
      input({
        kind: 'modificaciones',
        scheduleChanges: [change('ana'), change('ben')],
        corrections: [correction('ben')],
      }),
    );
    expect(changes.columns.slice(0, 4)).toEqual(['Trabajador', 'RUT', 'Lugar de trabajo', 'Tipo']);
    expect(changes.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['Ana Núñez', 'Casa matriz', 'Cambio de turno'],
      ['Ben Soto', 'Planta Recoleta', 'Cambio de turno'],
      ['Ben Soto', 'Planta Recoleta', 'Corrección de marca'],
    ]);
  });

  it('one person, or a selection that shares one place, names it once in the header and adds no column (Res. Ex. N° 38 art. 27)', () => {
    const ben = input({ personId: 'ben' });
    expect(scopeLines(ben)).toEqual([
      'Periodo: 29-11-2026 al 29-11-2026',
      'Trabajador: Ben Soto (RUT 9.876.543-3)',
      `Lugar de trabajo: ${RECOLETA_LINE}`,
    ]);
    expect(dtReportTable(ben).columns).toEqual([
      'Trabajador',
      'RUT',
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ]);
    expect(dtReportTable(ben).rows.map((row) => row[0])).toEqual(['Ben Soto', 'Ben Soto']);
    // Everyone at the head office (a person whose workplace is unknown works at the first active one).
    const together = new Map([...people].map(([id, person]) => [id, { ...person, workplaceId: 'wp-gone' }]));
    expect(scopeLines(input({ people: together }))[2]).toBe(`Lugar de trabajo: ${MATRIZ_LINE}`);
    expect(dtReportTable(input({ people: together, kind: 'domingos' })).columns[2]).toBe('Fecha');
  });

  it('the Local filter keeps only the people working there, in every report, and names the place (Res. Ex. N° 38 art. 27)', () => {
    const plant = input({ workplaceId: RECOLETA.id });
    expect(scopeLines(plant)).toEqual([
      'Periodo: 29-11-2026 al 29-11-2026',
      'Trabajadores: todos los de Planta Recoleta',
      `Lugar de trabajo: ${RECOLETA_LINE}`,
    ]);
    const attendance = dtReportTable(plant);
    expect(attendance.columns).toEqual([
      'Trabajador',
      'RUT',
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ]);
    expect(attendance.rows.map((row) => row[0])).toEqual(['Ben Soto', 'Ben Soto']);
    expect(new Set(dtReportTable({ ...plant, kind: 'domingos' }).rows.map((row) => row[0]))).toEqual(
      new Set(['Ben Soto']),
    );
    const changes = dtReportTable({
      ...plant,
      kind: 'modificaciones',
      scheduleChanges: [change('ana'), change('ben')],
      corrections: [correction('ana'), correction('ben')],
    });
    expect(changes.rows.map((row) => [row[0], row[2]])).toEqual([
      ['Ben Soto', 'Cambio de turno'],
      ['Ben Soto', 'Corrección de marca'],
    ]);
    // Ana does not work at the plant: nothing matches (art. 28).
    expect(emptyReportText(dtReportTable({ ...plant, personId: 'ana' }))).toBe(NO_MATCH_TEXT);
    // The people the build reads for: the plant's, never a superuser.
    expect(selectedPeople(plant)).toEqual(['ben']);
    expect(selectedPeople(input({ workplaceId: MATRIZ.id }))).toEqual(['ana', 'admin']);
    expect([...peopleAt([...people.values()], [MATRIZ, RECOLETA], RECOLETA.id)]).toEqual(['ben', 'root']);
  });
});
