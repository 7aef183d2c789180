import {
  businessToCalendarDays,
  finiquitoFigures,
  yearsOfServiceCounted,
  type FiniquitoInput,
} from './finiquito';

/** 2024–2026 holidays the examples walk over (chile-payroll reference, §11): none falls in their spans on a weekday. */
const HOLIDAYS = new Set(['2026-10-12', '2026-10-31', '2026-11-01', '2026-12-08', '2026-12-25']);
const UF = 41_057.2;

/**
 * Hired 15-01-2024, leaving Tuesday 20-10-2026, base $1.000.000, two vacations of 10 working days taken
 * (03–14 Feb 2025 and 12–23 Jan 2026).
 */
const CASE: FiniquitoInput = {
  hireDate: '2024-01-15',
  terminationDate: '2026-10-20',
  lastMonthlyPay: 1_000_000,
  uf: UF,
  holidays: HOLIDAYS,
  absences: [
    { type: 'vacaciones', status: 'aprobada', from: '2025-02-03', to: '2025-02-14' },
    { type: 'vacaciones', status: 'aprobada', from: '2026-01-12', to: '2026-01-23' },
  ],
};

describe('finiquito (referencial)', () => {
  it('art. 73 CT: pays the feriado proporcional in calendar days counted from the day after the termination', () => {
    // 33 complete months (the 33rd on 14-10-2026): 41,25 days − 20 taken = 21,25; then 15–20 October, 6 days ×
    // 1,25 / 30 = 0,25: 21,5 días hábiles. From Wednesday 21-10: the 21st working day is Wednesday 18-11 (the
    // weekends between, Saturday 31-10 and Sunday 1-11 holidays among them, added): 29 calendar days + 0,5 = 29,5.
    // 29,5 × 1.000.000 / 30 = 983.333,33 → $983.333.
    expect(finiquitoFigures(CASE).vacation).toEqual({
      balanceDays: 21.25,
      partialMonthDays: 6,
      partialDays: 0.25,
      businessDays: 21.5,
      calendarDays: 29.5,
      lastDay: '2026-11-18',
      dailyPay: 33_333.33,
      amount: 983_333,
    });
  });

  it('arts. 162 and 163 CT: one base for the notice, 30 days a year with a fraction above six months', () => {
    // 2 years and 9 months: the 9 months are above six, so 3 years × 1.000.000.
    const figures = finiquitoFigures(CASE);
    expect(figures.service).toEqual({ years: 2, months: 9 });
    expect(figures.notice.amount).toBe(1_000_000);
    expect(figures.yearsOfService).toEqual({ eligible: true, years: 3, amount: 3_000_000 });
  });

  it('art. 172 CT: caps the base at 90 UF and art. 163 at 11 years', () => {
    // 90 × 41.057,2 = 3.695.148. Hired 02-05-2010: 16 years, counted 11: 11 × 3.695.148 = 40.646.628.
    const figures = finiquitoFigures({
      ...CASE,
      hireDate: '2010-05-02',
      lastMonthlyPay: 5_000_000,
      absences: [],
    });
    expect(figures.capPesos).toBe(3_695_148);
    expect(figures.notice.amount).toBe(3_695_148);
    expect(figures.yearsOfService).toEqual({ eligible: true, years: 11, amount: 40_646_628 });
  });

  it('art. 163 CT: nothing under a year; the feriado proporcional still owed', () => {
    // Hired 01-03-2026: 7 months (the 7th on 30-09) = 8,75 days, plus 1–20 October, 20 × 1,25 / 30 = 0,83:
    // 9,58 días hábiles. The 9th working day from 21-10 is Monday 2-11: 13 calendar days + 0,58 = 13,58.
    // At $600.000: 13,58 × 20.000 = $271.600.
    const figures = finiquitoFigures({
      ...CASE,
      hireDate: '2026-03-01',
      lastMonthlyPay: 600_000,
      absences: [],
    });
    expect(figures.yearsOfService).toEqual({ eligible: false, years: 0, amount: 0 });
    expect(figures.vacation).toMatchObject({
      balanceDays: 8.75,
      partialDays: 0.83,
      businessDays: 9.58,
      calendarDays: 13.58,
      lastDay: '2026-11-02',
      amount: 271_600,
    });
  });

  it('art. 163 CT: six complete months are not above six; one more day is', () => {
    // Hired 01-03-2020: 6 years and 6 months complete on 31-08-2026.
    expect(yearsOfServiceCounted('2020-03-01', '2026-08-31')).toBe(6);
    expect(yearsOfServiceCounted('2020-03-01', '2026-09-01')).toBe(7);
    expect(yearsOfServiceCounted('2020-03-01', '2021-02-27')).toBe(0);
    expect(yearsOfServiceCounted('2020-03-01', '2021-02-28')).toBe(1);
  });

  it('art. 73 CT: skips weekends and holidays only up to the last whole working day', () => {
    // From Friday 4-12-2026: Monday 7 (1), Wednesday 9 (2) — Tuesday 8 is a holiday: 5 calendar days.
    expect(businessToCalendarDays('2026-12-04', 2, HOLIDAYS)).toEqual({
      calendarDays: 5,
      lastDay: '2026-12-09',
    });
    expect(businessToCalendarDays('2026-12-04', 0.5, HOLIDAYS)).toEqual({ calendarDays: 0.5, lastDay: null });
    expect(businessToCalendarDays('2026-12-04', 0, HOLIDAYS)).toEqual({ calendarDays: 0, lastDay: null });
  });

  it('leaves out a vacation after the termination, and cuts one that spans it', () => {
    // Approved 26-10 to 06-11 (after the end): not taken, so the balance is the same as without it.
    const later = finiquitoFigures({
      ...CASE,
      absences: [
        ...CASE.absences,
        { type: 'vacaciones', status: 'aprobada', from: '2026-10-26', to: '2026-11-06' },
      ],
    });
    expect(later.vacation.balanceDays).toBe(21.25);
    // 19-10 to 23-10, cut at the 20th: 2 working days taken.
    const spanning = finiquitoFigures({
      ...CASE,
      absences: [
        ...CASE.absences,
        { type: 'vacaciones', status: 'aprobada', from: '2026-10-19', to: '2026-10-23' },
      ],
    });
    expect(spanning.vacation.balanceDays).toBe(19.25);
    expect(() => finiquitoFigures({ ...CASE, terminationDate: '2023-12-31' })).toThrow(RangeError);
  });
});
