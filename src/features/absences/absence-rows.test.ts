import { describe, expect, it } from 'vitest';

import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildAbsence, buildUserDoc } from '../../testing/data-builders';
import { buildAbsenceRows, exportRows, filterRows, NO_FILTERS, pendingCountText } from './absence-rows';

const TZ = 'America/Santiago';
const ANA = buildUserDoc({ id: 'ana', displayName: 'Ana', hireDate: dayKeyToInstant('2026-01-10', TZ) });
const BETO = buildUserDoc({ id: 'beto', displayName: null, email: 'beto@example.cl', hireDate: null });

function rows() {
  const absences = [
    buildAbsence('2026-11-02', '2026-11-06', { id: 'a-approved', userId: 'ana' }),
    // 12 working days (Friday 20 November is not a holiday here; 8 December is).
    buildAbsence('2026-11-23', '2026-12-09', { id: 'a-pending', userId: 'ana', status: 'pendiente' }),
    buildAbsence('2026-11-24', '2026-11-24', {
      id: 'b-pending',
      userId: 'beto',
      type: 'permiso',
      status: 'pendiente',
    }),
    buildAbsence('2026-11-10', '2026-11-10', {
      id: 'b-rejected',
      userId: 'beto',
      status: 'rechazada',
      decisionNote: 'No',
    }),
    // A type no writer stores (a corrupt document): not shown rather than guessed.
    buildAbsence('2026-11-11', '2026-11-11', { id: 'ghost', userId: 'gone', type: 'otro' as never }),
  ];
  return buildAbsenceRows({
    absences,
    people: [ANA, BETO],
    vacations: absences.filter((a) => a.type === 'vacaciones'),
    holidays: new Set(['2026-12-08']),
    today: '2026-11-18',
    timeZone: TZ,
  });
}

describe('buildAbsenceRows', () => {
  it('sorts pending first, then the latest first; an unknown type is left out', () => {
    expect(rows().map((row) => row.id)).toEqual(['b-pending', 'a-pending', 'b-rejected', 'a-approved']);
  });

  it('computes working days, the balance today and the over-balance flag of pending vacations', () => {
    const byId = new Map(rows().map((row) => [row.id, row]));
    const pending = byId.get('a-pending');
    // Hired 10 January 2026: 10 months complete by 18 November (12,5 days), 5 taken.
    expect(pending?.balance).toMatchObject({ accrued: 12.5, taken: 5, pending: 12, available: 7.5 });
    expect(pending?.workingDays).toBe(12);
    expect(pending?.overBalance).toBe(true);
    expect(byId.get('a-approved')?.overBalance).toBe(false);
    // A legacy permission reads as paid; without a hire date there is no balance, and no flag.
    expect(byId.get('b-pending')).toMatchObject({ type: 'permiso con goce', person: 'beto@example.cl' });
    expect(byId.get('b-pending')?.balance).toBeNull();
  });

  it('filters by type, status and person, and exports the rows as numbers and words', () => {
    const all = rows();
    expect(filterRows(all, { ...NO_FILTERS, status: 'pendiente' }).map((r) => r.id)).toEqual([
      'b-pending',
      'a-pending',
    ]);
    expect(filterRows(all, { ...NO_FILTERS, type: 'vacaciones', personId: 'beto' }).map((r) => r.id)).toEqual(
      ['b-rejected'],
    );
    expect(exportRows(filterRows(all, { ...NO_FILTERS, personId: 'beto' }))).toEqual([
      [
        'beto@example.cl',
        'Permiso con goce',
        '2026-11-24',
        '2026-11-24',
        1,
        'Pendiente',
        '',
        '',
        '',
        '',
        'No',
      ],
      ['beto@example.cl', 'Vacaciones', '2026-11-10', '2026-11-10', 1, 'Rechazada', '', '', 'No', '', 'No'],
    ]);
  });

  it('says how many requests wait', () => {
    expect(pendingCountText(1)).toBe('1 solicitud pendiente');
    expect(pendingCountText(4)).toBe('4 solicitudes pendientes');
  });
});
