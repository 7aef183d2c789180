import type { OvertimeDecision } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { OvertimeLine } from '../../domain/attendance/overtime';
import {
  approvedSeconds,
  belowMinimum,
  buildOvertimeRows,
  bulkSelectable,
  decisionLabel,
  overtimeTable,
  rowsOfFilter,
} from './overtime-rows';

const MIN = 60;

const line = (key: string, overtimeSeconds: number): OvertimeLine => ({
  userId: 'ana',
  key,
  workedSeconds: 480 * MIN + overtimeSeconds,
  overtimeSeconds,
  altered: key === '2026-11-19',
  flags: key === '2026-11-16' ? ['daily-limit', 'no-agreement'] : [],
});

const decision = (day: string, extra: Partial<OvertimeDecision>): WithId<OvertimeDecision> => ({
  id: `ana_${day}`,
  tenantId: 't1',
  userId: 'ana',
  day,
  status: 'approved',
  computedSeconds: 90 * MIN,
  seconds: 60 * MIN,
  note: null,
  decidedBy: 'admin',
  decidedAt: new Date('2026-11-20T12:00:00Z'),
  ...extra,
});

const people = new Map([['ana', { displayName: 'Ana Núñez', email: 'ana@asiste.test' }]]);

describe('overtime rows', () => {
  const rows = buildOvertimeRows(
    [
      line('2026-11-16', 150 * MIN + 30),
      line('2026-11-17', 90 * MIN),
      line('2026-11-18', 30 * MIN),
      line('2026-11-19', 45 * MIN),
      line('2026-11-20', 20 * MIN + 15),
      line('2026-11-21', 90 * MIN + 1),
    ],
    [
      // Approved on 90 minutes, but a correction since made it 2:30:30: to decide again.
      decision('2026-11-16', { computedSeconds: 90 * MIN }),
      decision('2026-11-17', {}),
      decision('2026-11-18', { status: 'rejected', computedSeconds: 30 * MIN, seconds: 0 }),
      decision('2026-11-19', { status: 'preauthorized', computedSeconds: 0, seconds: 60 * MIN }),
      // Approved on 90 min, the figure now 90 min 1 s: one second is a change (Res. Ex. N° 38 art. 44).
      decision('2026-11-21', { computedSeconds: 90 * MIN }),
    ],
    people,
  );

  it('join each day’s decision, undecided again when the figures changed since', () => {
    expect(rows.map((row) => [row.key, row.status, row.changed, row.suggestedSeconds])).toEqual([
      ['2026-11-16', 'pending', true, 150 * MIN + 30],
      ['2026-11-17', 'approved', false, 60 * MIN],
      ['2026-11-18', 'rejected', false, 30 * MIN],
      // Pre-authorised up to 60 min: suggests the day's 45.
      ['2026-11-19', 'pending', false, 45 * MIN],
      ['2026-11-20', 'pending', false, 20 * MIN + 15],
      ['2026-11-21', 'pending', true, 90 * MIN + 1],
    ]);
    expect(rows.map(decisionLabel)).toEqual([
      'Por decidir: cambió la asistencia',
      'Aprobada: 1 h de 1 h 30 min',
      'Rechazada',
      'Preautorizada hasta 1 h',
      'Por decidir',
      'Por decidir: cambió la asistencia',
    ]);
  });

  it('issue #47 item 2: a minimum of 30 min sets the shorter lines to decide apart, nothing dropped or rounded', () => {
    const minimum = 30 * MIN;
    expect(rowsOfFilter(rows, 'pendientes', minimum).map((row) => row.key)).toEqual([
      '2026-11-16',
      '2026-11-19',
      '2026-11-21',
    ]);
    // 20 min 15 s: under the minimum, still to decide, with its seconds.
    expect(rowsOfFilter(rows, 'bajo-minimo', minimum).map((row) => [row.key, row.overtimeSeconds])).toEqual([
      ['2026-11-20', 20 * MIN + 15],
    ]);
    // The 18th (30 min, rejected) is at the minimum, not under it; no minimum sets nothing apart.
    expect(belowMinimum({ overtimeSeconds: 30 * MIN }, minimum)).toBe(false);
    expect(belowMinimum({ overtimeSeconds: 1 }, 0)).toBe(false);
    expect(rowsOfFilter(rows, 'bajo-minimo')).toEqual([]);
  });

  it('issue #47 item 2: «Seleccionar todas» takes the pending lines without alerts unless the flagged are included', () => {
    const pending = rowsOfFilter(rows, 'pendientes');
    const apart = bulkSelectable(pending, false);
    expect(apart.selectable.map((row) => row.key)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(apart.flagged.map((row) => [row.key, row.flags])).toEqual([
      ['2026-11-16', ['daily-limit', 'no-agreement']],
    ]);
    expect(bulkSelectable(pending, true).selectable).toHaveLength(4);
    // Decided lines are never selectable.
    expect(bulkSelectable(rows, true).selectable.every((row) => row.status === 'pending')).toBe(true);
  });

  it('filter by state, sum what payroll pays, and export what is shown', () => {
    expect(rowsOfFilter(rows, 'pendientes').map((row) => row.key)).toEqual([
      '2026-11-16',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(rowsOfFilter(rows, 'aprobadas')).toHaveLength(1);
    expect(approvedSeconds(rows)).toBe(60 * MIN);
    const table = overtimeTable(rows.slice(0, 2), 'Horas extras');
    expect(table.columns.slice(2, 4)).toEqual(['Trabajado', 'Horas extras']);
    expect(table.columns[6]).toBe('Tiempo aprobado');
    expect(table.rows).toEqual([
      [
        'Ana Núñez',
        '16-11-2026',
        '10:30:30',
        '2:30:30',
        'Más de 2 horas en el día, Sin pacto de horas extras',
        'Por decidir: cambió la asistencia',
        '0:00:00',
        'No',
      ],
      ['Ana Núñez', '17-11-2026', '9:30:00', '1:30:00', '', 'Aprobada: 1 h de 1 h 30 min', '1:00:00', 'No'],
    ]);
  });
});
