import {
  DT_RANGE_TOO_LONG,
  dtRangeMaxTo,
  dtRangeTooLong,
  jornadaKind,
  presetOf,
  presetRange,
} from './dt-report-rules';

/** Wednesday 18 November 2026. */
const TODAY = '2026-11-18';

describe('DT report periods', () => {
  it('take up to 5 years and refuse a day more, in Spanish (Res. Ex. N° 38 art. 25.1 d)', () => {
    expect(dtRangeTooLong('2021-12-01', '2026-11-30')).toBe(false);
    expect(dtRangeTooLong('2021-11-30', '2026-11-30')).toBe(true);
    expect(dtRangeMaxTo('2021-12-01')).toBe('2026-11-30');
    // From a 29 February, five years end on the last day of February.
    expect(dtRangeMaxTo('2024-02-29')).toBe('2029-02-28');
    // Far beyond /asistencias' 93 days.
    expect(dtRangeTooLong('2026-01-01', '2026-12-31')).toBe(false);
    expect(DT_RANGE_TOO_LONG).toBe('Elige un periodo de hasta 5 años.');
  });

  it('preset the last whole week (Monday–Sunday), fortnight (1–15, 16–end) and month (Res. Ex. N° 38 art. 25)', () => {
    expect(presetRange('semana', TODAY)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(presetRange('quincena', TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(presetRange('mes', TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // On the 10th the last whole fortnight is the second half of last month, to its last day.
    expect(presetRange('quincena', '2026-03-10')).toEqual({ from: '2026-02-16', to: '2026-02-28' });
    // A Monday: the week that ended yesterday; the 1st of a month: last month.
    expect(presetRange('semana', '2026-11-16')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(presetRange('mes', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetOf({ from: '2026-11-01', to: '2026-11-15' }, TODAY)).toBe('quincena');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-16' }, TODAY)).toBeNull();
  });

  it('tell a part-time jornada (two thirds of the legal week at most, art. 40 bis CT) from a full one', () => {
    // 42-hour week from 26 April 2026: 28 h is part-time, 29 h is not.
    expect(jornadaKind(28, '2026-11-30')).toBe('parcial');
    expect(jornadaKind(29, '2026-11-30')).toBe('completa');
    // 44-hour week before: 29 h was part-time.
    expect(jornadaKind(29, '2025-11-30')).toBe('parcial');
    expect(jornadaKind(null, '2026-11-30')).toBeNull();
    expect(jornadaKind(0, '2026-11-30')).toBeNull();
  });
});
