import { addDaysToKey, isoWeekdayOfKey } from '../calendar/day-keys';
import { chileHolidays } from '../chile/holidays';
import {
  accruedVacationDays,
  progressiveVacationDays,
  vacationBalance,
  vacationDaysLabel,
  workingDaysBetween,
  type VacationAbsence,
} from './vacation';

const NONE: ReadonlySet<string> = new Set();
const holidaysOf = (...years: number[]) => new Set(years.flatMap((y) => chileHolidays(y).map((h) => h.date)));

describe('workingDaysBetween', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(workingDaysBetween('2026-11-16', '2026-11-22', NONE)).toBe(5); // Monday–Sunday
    expect(workingDaysBetween('2026-11-16', '2026-11-20', NONE)).toBe(5); // Monday–Friday
    expect(workingDaysBetween('2026-11-20', '2026-11-23', NONE)).toBe(2); // Friday–Monday
    expect(workingDaysBetween('2026-11-21', '2026-11-22', NONE)).toBe(0); // a weekend
    expect(workingDaysBetween('2026-11-18', '2026-11-18', NONE)).toBe(1);
    expect(workingDaysBetween('2026-11-18', '2026-11-17', NONE)).toBe(0);
  });

  it('skips holidays on weekdays only, and only inside the range', () => {
    const holidays = holidaysOf(2026);
    // 14–20 September 2026: the 18th (Friday) is a holiday, the 19th is a Saturday anyway.
    expect(workingDaysBetween('2026-09-14', '2026-09-20', holidays)).toBe(4);
    expect(workingDaysBetween('2026-09-14', '2026-09-17', holidays)).toBe(4);
    // 2026 has 261 weekdays, 10 of its national holidays fall on one.
    expect(workingDaysBetween('2026-01-01', '2026-12-31', holidays)).toBe(251);
  });

  it('ignores entries of the holiday set that are not real days', () => {
    expect(workingDaysBetween('2026-02-23', '2026-03-06', new Set(['2026-02-30', '2026-03-0x', '']))).toBe(
      10,
    );
  });

  it('agrees with counting day by day over many ranges', () => {
    const holidays = holidaysOf(2027, 2028);
    for (let start = 0; start < 40; start += 3) {
      for (const length of [0, 1, 5, 6, 7, 8, 13, 30, 61]) {
        const from = addDaysToKey('2027-12-01', start);
        const to = addDaysToKey(from, length);
        let expected = 0;
        for (let day = from; day <= to; day = addDaysToKey(day, 1))
          if (isoWeekdayOfKey(day) <= 5 && !holidays.has(day)) expected += 1;
        expect(workingDaysBetween(from, to, holidays)).toBe(expected);
      }
    }
  });
});

describe('accruedVacationDays', () => {
  it('gives 1.25 days per completed month, the hire day counting as worked', () => {
    expect(accruedVacationDays('2026-01-15', '2026-01-15')).toBe(0);
    expect(accruedVacationDays('2026-01-15', '2026-02-13')).toBe(0);
    expect(accruedVacationDays('2026-01-15', '2026-02-14')).toBe(1.25);
    expect(accruedVacationDays('2026-01-15', '2026-08-14')).toBe(8.75);
    expect(accruedVacationDays('2026-01-15', '2027-01-13')).toBe(13.75);
    expect(accruedVacationDays('2026-01-15', '2027-01-14')).toBe(15);
    expect(accruedVacationDays('2016-03-10', '2026-03-09')).toBe(150);
  });

  it('completes a month started on the 1st on the last day of that month', () => {
    expect(accruedVacationDays('2026-03-01', '2026-03-30')).toBe(0);
    expect(accruedVacationDays('2026-03-01', '2026-03-31')).toBe(1.25);
    expect(accruedVacationDays('2026-12-01', '2026-12-31')).toBe(1.25);
  });

  it('completes a month started on the 31st on the last day of a shorter month', () => {
    expect(accruedVacationDays('2026-01-31', '2026-02-27')).toBe(0);
    expect(accruedVacationDays('2026-01-31', '2026-02-28')).toBe(1.25);
    expect(accruedVacationDays('2026-01-31', '2026-03-29')).toBe(1.25);
    expect(accruedVacationDays('2026-01-31', '2026-03-30')).toBe(2.5);
    expect(accruedVacationDays('2026-01-31', '2026-04-29')).toBe(2.5);
    expect(accruedVacationDays('2026-01-31', '2026-04-30')).toBe(3.75);
  });

  it('follows February in leap years (2028) and hires on 29 February', () => {
    expect(accruedVacationDays('2028-01-31', '2028-02-28')).toBe(0);
    expect(accruedVacationDays('2028-01-31', '2028-02-29')).toBe(1.25);
    expect(accruedVacationDays('2028-01-30', '2028-02-28')).toBe(0);
    expect(accruedVacationDays('2028-01-30', '2028-02-29')).toBe(1.25);
    expect(accruedVacationDays('2028-01-29', '2028-02-28')).toBe(1.25);
    expect(accruedVacationDays('2027-01-29', '2027-02-28')).toBe(1.25);
    expect(accruedVacationDays('2028-02-29', '2029-02-27')).toBe(13.75);
    expect(accruedVacationDays('2028-02-29', '2029-02-28')).toBe(15);
  });

  it('gives nothing before the hire date', () => {
    expect(accruedVacationDays('2026-05-10', '2026-01-01')).toBe(0);
  });
});

describe('progressiveVacationDays', () => {
  it('starts with the 13th year of work and adds one more day every 3 years', () => {
    expect(progressiveVacationDays('2013-01-01', '2022-12-31')).toBe(0); // 10 years
    expect(progressiveVacationDays('2013-01-01', '2025-12-30')).toBe(0); // 12 years and 364 days
    expect(progressiveVacationDays('2013-01-01', '2025-12-31')).toBe(1); // 13 years: year 13 earns 1
    expect(progressiveVacationDays('2010-01-01', '2024-12-31')).toBe(3); // years 13–15 earn 1 each
    expect(progressiveVacationDays('2010-01-01', '2025-12-31')).toBe(5); // year 16 earns 2
    expect(progressiveVacationDays('2007-01-01', '2025-12-31')).toBe(3 + 3 * 2 + 3); // years 13–15, 16–18, 19
  });

  it('counts up to 10 years with earlier employers', () => {
    expect(progressiveVacationDays('2023-01-01', '2025-12-30', 10)).toBe(0);
    expect(progressiveVacationDays('2023-01-01', '2025-12-31', 10)).toBe(1);
    expect(progressiveVacationDays('2023-01-01', '2025-12-31', 25)).toBe(1);
    expect(progressiveVacationDays('2017-01-01', '2025-12-31', 4)).toBe(1); // 4 + 9 = 13
    expect(progressiveVacationDays('2017-01-01', '2025-12-31', 3.9)).toBe(0); // whole years only
  });

  it('treats a missing or meaningless prior service as none', () => {
    expect(progressiveVacationDays('2017-01-01', '2025-12-31', Number.NaN)).toBe(0);
    expect(progressiveVacationDays('2017-01-01', '2025-12-31', -4)).toBe(0);
    expect(progressiveVacationDays('2026-01-01', '2025-12-31', 10)).toBe(0);
  });
});

describe('vacationBalance', () => {
  const holidays = holidaysOf(2025, 2026);
  const absence = (status: VacationAbsence['status'], from: string, to: string, type = 'vacaciones') => ({
    type,
    status,
    from,
    to,
  });

  it('subtracts approved vacation working days, reports pending ones, ignores rejected and other types', () => {
    const balance = vacationBalance({
      hireDate: '2025-03-01',
      asOf: '2026-02-28',
      holidays,
      absences: [
        absence('aprobada', '2026-01-05', '2026-01-11'), // Monday–Sunday: 5
        absence('aprobada', '2026-09-14', '2026-09-20'), // the 18th is a holiday: 4 (in the future: counted)
        absence('pendiente', '2026-10-12', '2026-10-16'), // the 12th is a holiday: 4
        absence('rechazada', '2026-02-02', '2026-02-06'),
        absence('aprobada', '2026-02-09', '2026-02-13', 'licencia médica'),
        absence('aprobada', '2026-02-16', '2026-02-20', 'permiso con goce'),
      ],
    });
    expect(balance).toEqual({ accrued: 15, progressive: 0, taken: 9, pending: 4, available: 6 });
  });

  it('adds progressive days and may go negative', () => {
    const veteran = vacationBalance({
      hireDate: '2020-06-01',
      asOf: '2026-05-31',
      priorServiceYears: 10,
      holidays: new Set(),
      absences: [],
    });
    // 6 years: 90 days; years 3–5 bring the worker to 13–15 years (1 each), year 6 to 16 (2).
    expect(veteran).toEqual({ accrued: 90, progressive: 5, taken: 0, pending: 0, available: 95 });
    const newcomer = vacationBalance({
      hireDate: '2026-01-15',
      asOf: '2026-04-20',
      holidays,
      absences: [absence('aprobada', '2026-04-20', '2026-04-24')],
    });
    expect(newcomer).toEqual({ accrued: 3.75, progressive: 0, taken: 5, pending: 0, available: -1.25 });
  });
});

describe('vacationDaysLabel', () => {
  it.each([
    [12.5, '12,5 días'],
    [1, '1 día'],
    [0, '0 días'],
    [2, '2 días'],
    [3.75, '3,75 días'],
    [-2.5, '-2,5 días'],
    [-1, '-1 día'],
    [0.1 + 0.2, '0,3 días'],
    [-0.001, '0 días'],
  ])('%s → %s', (days, label) => {
    expect(vacationDaysLabel(days)).toBe(label);
  });
});
