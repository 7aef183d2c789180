import type { PlanConflict } from '../../domain/planning/conflicts';
import { buildShift } from '../../testing/data-builders';
import {
  cellAccessibleName,
  cellParts,
  compactText,
  hoursNumber,
  planText,
  slotsText,
  weekHoursName,
  worstSeverity,
  type CellView,
} from './cell-label';

const noche = buildShift({
  id: 'noche',
  name: 'Noche',
  timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
  lunchMinutes: 30,
});
const nightPlan = { timeSlots: noche.timeSlots, shiftId: 'noche', lunchMinutes: 30 };
const base: CellView = { plan: null, shift: null, draft: false, absence: null, holiday: null, conflicts: [] };
const rest: PlanConflict = {
  userId: 'u',
  day: '2026-11-18',
  kind: 'rest',
  severity: 'error',
  message: 'Menos de 12 h de descanso desde el turno anterior (8 h)',
};

describe('what a cell says', () => {
  it('names the shift with its times, or the times alone, or Libre', () => {
    expect(planText(nightPlan, noche)).toBe('Noche 22:00–06:00');
    expect(planText(nightPlan, null)).toBe('22:00–06:00');
    expect(planText(null, null)).toBe('Libre');
    expect(
      slotsText([
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '16:00', endTime: '20:00' },
      ]),
    ).toBe('08:00–12:00 y 16:00–20:00');
  });

  it('is a button name with the person, the day and the content', () => {
    expect(cellAccessibleName('Camila Rojas', '2026-11-18', { ...base, plan: nightPlan, shift: noche })).toBe(
      'Camila Rojas, miércoles 18 de noviembre: Noche 22:00–06:00',
    );
    expect(cellAccessibleName('Camila Rojas', '2026-11-19', base)).toBe(
      'Camila Rojas, jueves 19 de noviembre: Libre',
    );
  });

  it('shows an absence or a holiday even with no shift, and Libre only when nothing covers the day', () => {
    expect(cellParts({ ...base, absence: 'Vacaciones' })).toEqual(['Vacaciones']);
    expect(cellParts({ ...base, holiday: { name: 'Navidad', irrenunciable: true } })).toEqual([
      'Feriado Navidad (irrenunciable)',
    ]);
    expect(cellParts({ ...base, absence: 'Vacaciones', plan: nightPlan, shift: noche })).toEqual([
      'Vacaciones',
      'Noche 22:00–06:00',
    ]);
  });

  it('says Borrador for a draft and counts its conflicts', () => {
    expect(cellParts({ ...base, plan: nightPlan, shift: noche, draft: true, conflicts: [rest] })).toEqual([
      'Noche 22:00–06:00',
      'Borrador',
      '1 conflicto',
    ]);
    expect(cellParts({ ...base, draft: true, conflicts: [rest, rest] })).toEqual([
      'Libre',
      'Borrador',
      '2 conflictos',
    ]);
  });

  it('outlines the worst conflict', () => {
    expect(worstSeverity([])).toBeNull();
    expect(worstSeverity([{ ...rest, severity: 'warning' }])).toBe('warning');
    expect(worstSeverity([{ ...rest, severity: 'warning' }, rest])).toBe('error');
  });
});

describe('what a month cell and a week total say', () => {
  it('a code, an initial, the start hour of hand-typed slots, or a dash for a day off', () => {
    expect(compactText({ ...base, plan: nightPlan, shift: noche, code: 'N' })).toBe('N');
    expect(compactText({ ...base, plan: { ...nightPlan, shiftId: null } })).toBe('22');
    expect(compactText({ ...base, absence: 'Vacaciones', plan: nightPlan, shift: noche, code: 'N' })).toBe(
      'V',
    );
    expect(compactText({ ...base, holiday: { name: 'Navidad', irrenunciable: true } })).toBe('F');
    expect(compactText(base)).toBe('–');
  });

  it('hours without the unit, and a week over the limit in words', () => {
    expect(hoursNumber(48 * 60)).toBe('48');
    expect(hoursNumber(37 * 60 + 30)).toBe('37,5');
    const week = {
      start: '2026-12-28',
      end: '2027-01-03',
      days: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'],
    };
    expect(weekHoursName('Camila Rojas', week, 48 * 60, 42)).toBe(
      'Camila Rojas, semana del 28 de diciembre al 3 de enero (hasta el 31 de diciembre): 48 h, supera el límite semanal de 42 h',
    );
    expect(weekHoursName('Camila Rojas', { ...week, days: [...week.days, '2027-01-03'] }, 42 * 60, 42)).toBe(
      'Camila Rojas, semana del 28 de diciembre al 3 de enero: 42 h',
    );
  });
});
