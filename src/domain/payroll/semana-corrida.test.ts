import { contractDaysOfMonth, restDaysBetween, semanaCorridaAmount } from './semana-corrida';

/** October 2026's holidays: Monday 12 (Encuentro de Dos Mundos), Saturday 31 (Iglesias Evangélicas). */
const OCTOBER_HOLIDAYS = new Set(['2026-10-12', '2026-10-31']);

describe('art. 45 CT: semana corrida', () => {
  it('art. 45 CT: counts the Sundays and holidays of the month, a Saturday holiday only for a six-day week', () => {
    // Sundays 4, 11, 18, 25 + Monday 12 = 5; with Saturday in the week, Saturday 31 too = 6.
    expect(restDaysBetween('2026-10-01', '2026-10-31', OCTOBER_HOLIDAYS)).toBe(5);
    expect(restDaysBetween('2026-10-01', '2026-10-31', OCTOBER_HOLIDAYS, true)).toBe(6);
    // Hired on the 15th: Sundays 18 and 25 only.
    expect(restDaysBetween('2026-10-15', '2026-10-31', OCTOBER_HOLIDAYS)).toBe(2);
    expect(restDaysBetween('2026-10-31', '2026-10-01', OCTOBER_HOLIDAYS)).toBe(0);
  });

  it('art. 45 CT: takes only the contract’s days of the month', () => {
    expect(contractDaysOfMonth('2026-10', '2026-10-15', null)).toEqual({
      from: '2026-10-15',
      to: '2026-10-31',
    });
    expect(contractDaysOfMonth('2026-10', '2025-01-01', '2026-10-20')).toEqual({
      from: '2026-10-01',
      to: '2026-10-20',
    });
    expect(contractDaysOfMonth('2026-02', null, null)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(contractDaysOfMonth('2026-10', '2026-11-02', null)).toBeNull();
    expect(contractDaysOfMonth('2026-10', null, '2026-09-30')).toBeNull();
  });

  it('Dictamen 0110/001: variable pay ÷ days due × Sundays and holidays, monthly', () => {
    // 105.000 ÷ 21 = 5.000 × 5 = 25.000; 100.000 ÷ 21 × 5 = 23.809,52 (the payslip rounds it).
    expect(semanaCorridaAmount(105_000, { daysDue: 21, restDays: 5 })).toBe(25_000);
    expect(semanaCorridaAmount(100_000, { daysDue: 21, restDays: 5 })).toBeCloseTo(23_809.52, 2);
    expect(semanaCorridaAmount(0, { daysDue: 21, restDays: 5 })).toBe(0);
    expect(semanaCorridaAmount(105_000, { daysDue: 0, restDays: 5 })).toBe(0);
  });
});
