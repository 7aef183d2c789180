import type { OvertimeDecision } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { OvertimeLine } from '../../domain/attendance/overtime';
import {
  approvedMinutes,
  buildOvertimeRows,
  decisionLabel,
  overtimeTable,
  rowsOfFilter,
} from './overtime-rows';

const line = (key: string, overtimeMinutes: number): OvertimeLine => ({
  userId: 'ana',
  key,
  workedMinutes: 480 + overtimeMinutes,
  overtimeMinutes,
  altered: key === '2026-11-19',
  flags: key === '2026-11-16' ? ['daily-limit', 'no-agreement'] : [],
});

const decision = (day: string, extra: Partial<OvertimeDecision>): WithId<OvertimeDecision> => ({
  id: `ana_${day}`,
  tenantId: 't1',
  userId: 'ana',
  day,
  status: 'approved',
  computedMinutes: 90,
  minutes: 60,
  note: null,
  decidedBy: 'admin',
  decidedAt: new Date('2026-11-20T12:00:00Z'),
  ...extra,
});

const people = new Map([['ana', { displayName: 'Ana Núñez', email: 'ana@asiste.test' }]]);

describe('overtime rows', () => {
  const rows = buildOvertimeRows(
    [
      line('2026-11-16', 150),
      line('2026-11-17', 90),
      line('2026-11-18', 30),
      line('2026-11-19', 45),
      line('2026-11-20', 20),
    ],
    [
      // Approved on 90 minutes, but a correction since made it 150: to decide again.
      decision('2026-11-16', { computedMinutes: 90 }),
      decision('2026-11-17', {}),
      decision('2026-11-18', { status: 'rejected', computedMinutes: 30, minutes: 0 }),
      decision('2026-11-19', { status: 'preauthorized', computedMinutes: 0, minutes: 60 }),
    ],
    people,
  );

  it('join each day’s decision, undecided again when the figures changed since', () => {
    expect(rows.map((row) => [row.key, row.status, row.changed, row.suggestedMinutes])).toEqual([
      ['2026-11-16', 'pending', true, 150],
      ['2026-11-17', 'approved', false, 60],
      ['2026-11-18', 'rejected', false, 30],
      // Pre-authorised up to 60: suggests the day's 45.
      ['2026-11-19', 'pending', false, 45],
      ['2026-11-20', 'pending', false, 20],
    ]);
    expect(rows.map(decisionLabel)).toEqual([
      'Por decidir: cambió la asistencia',
      'Aprobada: 1 h de 1 h 30 min',
      'Rechazada',
      'Preautorizada hasta 1 h',
      'Por decidir',
    ]);
  });

  it('filter by state, sum what payroll pays, and export what is shown', () => {
    expect(rowsOfFilter(rows, 'pendientes').map((row) => row.key)).toEqual([
      '2026-11-16',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(rowsOfFilter(rows, 'aprobadas')).toHaveLength(1);
    expect(approvedMinutes(rows)).toBe(60);
    const table = overtimeTable(rows.slice(0, 2), 'Horas extras');
    expect(table.rows).toEqual([
      [
        'Ana Núñez',
        '16-11-2026',
        '10:30',
        '2:30',
        'Más de 2 horas en el día, Sin pacto de horas extras',
        'Por decidir: cambió la asistencia',
        0,
        'No',
      ],
      ['Ana Núñez', '17-11-2026', '9:30', '1:30', '', 'Aprobada: 1 h de 1 h 30 min', 60, 'No'],
    ]);
  });
});
