import type { AttendanceCorrection, ScheduleChange, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import {
  at,
  buildSchedule,
  buildTenant,
  buildUserDoc,
  buildWorkplace,
  TEST_TENANT,
  TEST_ZONE,
} from '../../testing/data-builders';
import { INSPECTOR_UNTIL, seededStore } from '../../testing/render-screen';
import { runAuditTrigger } from '../../testing/server-triggers';
import { buildDtReports } from './dt-report-build';
import { CHANGES_COLUMNS } from './dt-report-changes';
import {
  DT_REPORT_LABEL,
  dtReportTable,
  emptyReportText,
  NO_CHANGES_TEXT,
  type DtReportInput,
} from './dt-reports';

const NOW = new Date('2026-12-02T13:00:00.000Z');
const ANA = 'ana';
const BEN = 'ben';
const ADMIN = 'admin';

const people = new Map<string, UserDoc>([
  [ANA, buildUserDoc({ id: ANA, displayName: 'Ana Núñez', rut: '12.345.678-5' })],
  [BEN, buildUserDoc({ id: BEN, displayName: 'Ben Soto', rut: '9.876.543-3' })],
  [ADMIN, buildUserDoc({ id: ADMIN, displayName: 'Andrés Soto', role: 'admin' })],
]);

const OFFICE = { timeSlots: [{ startTime: '09:00', endTime: '18:00' }], lunchMinutes: 60 };
const LATE = { timeSlots: [{ startTime: '10:00', endTime: '19:00' }], lunchMinutes: 60 };
const ASSIGNED = at('2026-11-02', '09:00');
const NOTIFIED = new Date(at('2026-11-20', '10:00').getTime() + 7_000);

/** A change of the person's day by publish p1 of the 20th, from OFFICE (assigned the 2nd) to LATE. */
function change(
  userId: string,
  day: string,
  extra: Partial<WithId<ScheduleChange>> = {},
): WithId<ScheduleChange> {
  return {
    id: `${userId}_${day}_p1`,
    tenantId: TEST_TENANT,
    userId,
    scheduleId: `${userId}_${day}`,
    date: dayKeyToInstant(day, TEST_ZONE),
    before: { ...OFFICE, assignedAt: ASSIGNED },
    after: LATE,
    publishId: 'p1',
    notifiedAt: NOTIFIED,
    changedBy: ADMIN,
    reason: 'Cambio de horario de la tienda',
    recordedAt: NOTIFIED,
    ...extra,
  };
}

const correction: WithId<AttendanceCorrection> = {
  id: 'c1',
  tenantId: TEST_TENANT,
  userId: ANA,
  date: dayKeyToInstant('2026-11-30', TEST_ZONE),
  slotIndex: 0,
  attendanceId: `${ANA}_2026-11-30_0`,
  kind: 'punch',
  punch: 'checkOut',
  before: at('2026-11-30', '18:00'),
  after: new Date(at('2026-11-30', '18:20').getTime() + 42_000),
  reason: 'Cerró la caja',
  objectionHours: 48,
  status: 'objected',
  createdBy: ADMIN,
  createdAt: at('2026-12-01', '09:00'),
  respondedAt: at('2026-12-01', '10:00'),
  response: 'No fue así',
  answeredBy: null,
  answeredAt: null,
  answer: null,
};

function input(extra: Partial<DtReportInput> = {}): DtReportInput {
  return {
    kind: 'modificaciones',
    from: '2026-11-23',
    to: '2026-12-06',
    days: [],
    people,
    holidays: new Map(),
    scheduleChanges: [],
    corrections: [],
    personId: null,
    workplaces: [buildWorkplace()],
    workplaceId: null,
    timeZone: TEST_ZONE,
    now: NOW,
    ...extra,
  };
}

describe('report d) of the DT reports', () => {
  it('lists each worker’s changed days with the old and new shift by their extent, when each was assigned and notified, who asked and why (Res. Ex. N° 38 art. 27 d)', () => {
    // Ana's Monday to Thursday changed alike by one publish; Ben's Tuesday only.
    const changes = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']
      .map((day) => change(ANA, day))
      .concat(change(BEN, '2026-11-24'));
    const table = dtReportTable(input({ scheduleChanges: changes }));
    expect(table.title).toBe('Reporte de modificaciones y/o alteraciones de turnos');
    expect(table.columns).toEqual(['Trabajador', 'RUT', ...CHANGES_COLUMNS]);
    expect(CHANGES_COLUMNS).toEqual([
      'Tipo',
      'Fecha asignación turno',
      'Turno asignado',
      'Fecha de notificación del nuevo turno',
      'Inicio del nuevo turno',
      'Nuevo turno asignado',
      'Solicitado por',
      'Observaciones',
    ]);
    const notes = 'C.T.; Motivo: Cambio de horario de la tienda; Publicado por Andrés Soto';
    expect(table.rows).toEqual([
      [
        'Ana Núñez',
        '12.345.678-5',
        'Cambio de turno',
        '02-11-2026 09:00:00',
        'lunes a jueves 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '23-11-2026',
        'lunes a jueves 10:00–19:00, colación 60 min',
        'Empleador',
        notes,
      ],
      [
        'Ben Soto',
        '9.876.543-3',
        'Cambio de turno',
        '02-11-2026 09:00:00',
        'martes 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '24-11-2026',
        'martes 10:00–19:00, colación 60 min',
        'Empleador',
        notes,
      ],
    ]);
    // The shift's internal name never shows: only its extent (art. 25.1 f).
    expect(JSON.stringify(table.rows)).not.toMatch(/shift-|Oficina/);
  });

  it('splits a run at the end of the week and where the shifts differ, and names a day off, an unknown assignment and a removal outside a publish (Res. Ex. N° 38 art. 27 d)', () => {
    const changes = [
      // Saturday 28 to Monday 30: two weeks.
      change(ANA, '2026-11-28'),
      change(ANA, '2026-11-29'),
      change(ANA, '2026-11-30'),
      // Tuesday 1: made a day off by the same publish; the old shift's assignment is unknown (the seed's plan).
      change(ANA, '2026-12-01', { before: { ...OFFICE, assignedAt: null }, after: null }),
      // Wednesday 2: removed outside a publish (the server logs it as Sistema; nobody was notified).
      change(ANA, '2026-12-02', {
        id: `${ANA}_2026-12-02_delete-server`,
        after: null,
        publishId: null,
        notifiedAt: null,
        changedBy: SYSTEM_ACTOR,
        reason: null,
        recordedAt: at('2026-12-02', '08:00'),
      }),
    ];
    const rows = dtReportTable(input({ personId: ANA, scheduleChanges: changes })).rows;
    expect(rows.map((row) => [row[3], row[4], row[5], row[6], row[7], row[9]])).toEqual([
      [
        '02-11-2026 09:00:00',
        'sábado a domingo 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '28-11-2026',
        'sábado a domingo 10:00–19:00, colación 60 min',
        'C.T.; Motivo: Cambio de horario de la tienda; Publicado por Andrés Soto',
      ],
      [
        '02-11-2026 09:00:00',
        'lunes 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '30-11-2026',
        'lunes 10:00–19:00, colación 60 min',
        'C.T.; Motivo: Cambio de horario de la tienda; Publicado por Andrés Soto',
      ],
      [
        'Sin registro',
        'martes 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '01-12-2026',
        'martes: día libre',
        'C.T.; Motivo: Cambio de horario de la tienda; Publicado por Andrés Soto',
      ],
      [
        '02-11-2026 09:00:00',
        'miércoles 09:00–18:00, colación 60 min',
        'Sin notificación',
        '02-12-2026',
        'miércoles: día libre',
        'C.T.; Turno eliminado fuera de una publicación',
      ],
    ]);
    expect(rows.every((row) => row[8] === 'Empleador')).toBe(true);
  });

  it('keeps each correction of a marca (art. 41) among the worker’s changes, day by day, with its reason, state and author (Res. Ex. N° 38 art. 27 d)', () => {
    const table = dtReportTable(
      input({ scheduleChanges: [change(ANA, '2026-12-01')], corrections: [correction] }),
    );
    expect(table.rows).toEqual([
      [
        'Ana Núñez',
        '12.345.678-5',
        'Corrección de marca',
        '',
        'Salida 18:00:00',
        '01-12-2026 09:00:00',
        '30-11-2026',
        'Salida 18:20:42',
        'Empleador',
        'Motivo: Cerró la caja; Estado: Objetada; Realizada por Andrés Soto',
      ],
      [
        'Ana Núñez',
        '12.345.678-5',
        'Cambio de turno',
        '02-11-2026 09:00:00',
        'martes 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '01-12-2026',
        'martes 10:00–19:00, colación 60 min',
        'Empleador',
        'C.T.; Motivo: Cambio de horario de la tienda; Publicado por Andrés Soto',
      ],
    ]);
  });

  it('says “Sin cambios o modificaciones en el periodo consultado” when the selection had none in the period (Res. Ex. N° 38 art. 27 d)', () => {
    expect(NO_CHANGES_TEXT).toBe('Sin cambios o modificaciones en el periodo consultado');
    // A change of another worker, and one of a day after the period: neither is Ben's in the period.
    const table = dtReportTable(
      input({
        personId: BEN,
        scheduleChanges: [change(ANA, '2026-11-24'), change(BEN, '2026-12-07')],
      }),
    );
    expect(emptyReportText(table)).toBe(NO_CHANGES_TEXT);
    expect(table.rows).toEqual([[NO_CHANGES_TEXT, ...table.columns.slice(1).map(() => '')]]);
  });

  it('is built by an inspector from what the server recorded of a publish’s write, reading the period’s changes only (Res. Ex. N° 38 art. 27 d)', async () => {
    const day = '2026-11-24';
    const id = `${BEN}_${day}`;
    const publish = {
      id: 'p1',
      tenantId: TEST_TENANT,
      publishedBy: ADMIN,
      publishedAt: NOTIFIED,
      count: 1,
      userIds: [BEN],
      from: day,
      to: day,
      reason: null,
      status: 'publicada' as const,
      utcDay: '2026-11-20',
    };
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        users: [...people].map(([uid, person]) => ({ ...person, id: uid })),
        workplaces: [buildWorkplace()],
        planPublishes: [publish],
        schedulesConfig: [
          buildSchedule(day, LATE.timeSlots, { userId: BEN, lunchMinutes: 60, publishId: 'p1' }),
        ],
      },
      () => ({
        uid: 'inspector-1',
        claims: { role: 'inspector', tenantId: TEST_TENANT, accessUntil: INSPECTOR_UNTIL },
      }),
    );
    // The audit trigger on the publish's write, with the schedule as it stood before (the seed's plan).
    const before = buildSchedule(day, OFFICE.timeSlots, { userId: BEN, lunchMinutes: 60 });
    await runAuditTrigger(store, 'schedulesConfig', id, () => NOTIFIED, { ...before });
    store.resetUsage();
    const [report] = await buildDtReports({
      store,
      tenantId: TEST_TENANT,
      tenant: buildTenant(),
      people: [...people].map(([uid, person]) => ({ ...person, id: uid })),
      kinds: ['modificaciones'],
      from: '2026-11-23',
      to: '2026-11-29',
      personId: null,
      workplaces: [buildWorkplace()],
      timeZone: TEST_ZONE,
      thresholds: resolveThresholds(null),
      now: NOW,
    });
    expect(report?.table.title).toBe(DT_REPORT_LABEL.modificaciones);
    expect(report?.table.rows).toEqual([
      [
        'Ben Soto',
        '9.876.543-3',
        'Cambio de turno',
        'Sin registro',
        'martes 09:00–18:00, colación 60 min',
        '20-11-2026 10:00:07',
        '24-11-2026',
        'martes 10:00–19:00, colación 60 min',
        'Empleador',
        'C.T.; Publicado por Andrés Soto',
      ],
    ]);
    // Two tenant-scoped queries of the period: the corrections and the changes, each found once.
    expect(store.usage().reads).toBeLessThanOrEqual(2);
  });
});
