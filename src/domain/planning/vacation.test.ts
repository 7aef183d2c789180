import { addDaysToKey, isoWeekdayOfKey } from '../calendar/day-keys';
import { chileHolidays } from '../chile/holidays';
import {
  accruedVacationDays,
  balanceAfterVacation,
  maxAccruedVacationDays,
  progressiveVacationDays,
  vacationBalance,
  vacationDaysLabel,
  vacationExcessText,
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
    expect(balance).toEqual({
      accrued: 15,
      progressive: 0,
      taken: 9,
      pending: 4,
      excess: 0,
      maxAccrued: 30,
      available: 6,
    });
  });

  it('adds progressive days and may go negative', () => {
    const veteran = vacationBalance({
      hireDate: '2020-06-01',
      asOf: '2026-05-31',
      priorServiceYears: 10,
      holidays: new Set(),
      absences: [],
    });
    // 6 years: 90 days; years 3–5 bring the worker to 13–15 years (1 each), year 6 to 16 (2). Art. 70 CT keeps
    // two periods of 15 + 2 days: 34, the other 61 do not accumulate.
    expect(veteran).toEqual({
      accrued: 90,
      progressive: 5,
      taken: 0,
      pending: 0,
      excess: 61,
      maxAccrued: 34,
      available: 34,
    });
    const newcomer = vacationBalance({
      hireDate: '2026-01-15',
      asOf: '2026-04-20',
      holidays,
      absences: [absence('aprobada', '2026-04-20', '2026-04-24')],
    });
    expect(newcomer).toEqual({
      accrued: 3.75,
      progressive: 0,
      taken: 5,
      pending: 0,
      excess: 0,
      maxAccrued: 30,
      available: -1.25,
    });
  });
});

describe('vacationBalance: two periods at most (art. 70 CT)', () => {
  const approved = (from: string, to: string): VacationAbsence => ({
    type: 'vacaciones',
    status: 'aprobada',
    from,
    to,
  });
  /** Hired 18 November 2020: on 18 November 2026, six years (72 months, 90 days) of service are complete. */
  const sixYears = (absences: VacationAbsence[] = [], priorServiceYears?: number) =>
    vacationBalance({
      hireDate: '2020-11-18',
      asOf: '2026-11-18',
      priorServiceYears,
      holidays: holidaysOf(2020, 2021, 2022, 2023, 2024, 2025, 2026),
      absences,
    });

  it('art. 70 CT: six years without vacations keep 2 × 15 = 30 días, the other 60 do not accumulate', () => {
    expect(sixYears()).toEqual({
      accrued: 90,
      progressive: 0,
      taken: 0,
      pending: 0,
      excess: 60,
      maxAccrued: 30,
      available: 30,
    });
  });

  it('art. 70 CT with art. 68: the progressive days widen the two periods', () => {
    // 12 earlier years count as 10: years 1–6 bring the worker to 11–16 years of work: 0, 0, 1, 1, 1, 2 days.
    // The sixth year's two periods hold 2 × (15 + 2) = 34; the seventh, in course, earns 2 more: 2 × 17 = 34.
    const balance = sixYears([], 12);
    expect(balance.progressive).toBe(5);
    expect(balance.available).toBe(34);
    expect(balance.excess).toBe(90 + 5 - 34);
    expect(balance.maxAccrued).toBe(34);
    // Eight years with 10 earlier ones: years 1–8 earn 0, 0, 1, 1, 1, 2, 2, 2; the eighth year's periods hold
    // 2 × 17 = 34, and from now on, in the ninth year (3 progressive days), up to 2 × 18 = 36.
    const longer = vacationBalance({
      hireDate: '2018-11-18',
      asOf: '2026-11-18',
      priorServiceYears: 10,
      holidays: NONE,
      absences: [],
    });
    expect(longer).toMatchObject({ accrued: 120, progressive: 9, available: 34, excess: 95, maxAccrued: 36 });
  });

  it('art. 70 CT: one period accrued is unchanged (15 días, nothing in excess)', () => {
    const balance = vacationBalance({
      hireDate: '2025-11-18',
      asOf: '2026-11-18',
      holidays: NONE,
      absences: [],
    });
    expect(balance).toMatchObject({ accrued: 15, excess: 0, maxAccrued: 30, available: 15 });
    // Two periods exactly: still nothing in excess; the next month's 1,25 días would be.
    const two = vacationBalance({ hireDate: '2024-11-18', asOf: '2026-11-18', holidays: NONE, absences: [] });
    expect(two).toMatchObject({ accrued: 30, excess: 0, available: 30 });
    const more = vacationBalance({
      hireDate: '2024-11-18',
      asOf: '2026-12-17',
      holidays: NONE,
      absences: [],
    });
    expect(more).toMatchObject({ accrued: 31.25, excess: 1.25, available: 30 });
  });

  it('art. 70 CT: an approved vacation lowers the capped balance, and a past one made room for later months', () => {
    // 5 working days in December 2026 (approved, still to come): 30 − 5.
    expect(sixYears([approved('2026-12-14', '2026-12-18')])).toMatchObject({
      taken: 5,
      excess: 60,
      available: 25,
    });
    // 10 working days in March 2026, taken at the cap: the nine months to November refill 10 of the 11,25 días.
    expect(sixYears([approved('2026-03-02', '2026-03-13')])).toMatchObject({
      taken: 10,
      excess: 50,
      available: 30,
    });
    expect(
      sixYears([approved('2026-03-02', '2026-03-13'), approved('2026-12-14', '2026-12-18')]),
    ).toMatchObject({ taken: 15, excess: 50, available: 25 });
  });

  it('art. 70 CT: a person who takes each period in its year loses nothing', () => {
    // Three weeks every January from 2022 (15 working days each but for holidays on weekdays).
    const januaries = [2022, 2023, 2024, 2025, 2026].map((year) =>
      approved(`${year}-01-10`, `${year}-01-30`),
    );
    const balance = sixYears(januaries);
    expect(balance.taken).toBe(75);
    expect(balance.excess).toBe(0);
    expect(balance.available).toBe(15);
  });

  it('art. 70 CT: never above two periods, and accrued + progressive − excess − taken = available', () => {
    const holidays = holidaysOf(2026);
    for (let months = 0; months < 240; months += 7) {
      for (const prior of [0, 6, 10]) {
        const hireDate = `${2026 - Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-15`;
        const balance = vacationBalance({
          hireDate,
          asOf: '2026-11-18',
          priorServiceYears: prior,
          holidays,
          absences: [approved('2026-06-01', '2026-06-05')],
        });
        expect(balance.available).toBeLessThanOrEqual(balance.maxAccrued);
        expect(balance.excess).toBeGreaterThanOrEqual(0);
        expect(balance.accrued + balance.progressive - balance.excess - balance.taken).toBeCloseTo(
          balance.available,
          9,
        );
        expect(balance.maxAccrued).toBe(maxAccruedVacationDays(hireDate, '2026-11-18', prior));
      }
    }
  });
});

describe('balanceAfterVacation (the certificate of a vacation)', () => {
  it('art. 67/70 CT: accrued to its first day, less it and the earlier approved ones, not the later or pending', () => {
    const balance = balanceAfterVacation(
      {
        hireDate: '2025-01-01',
        holidays: holidaysOf(2025, 2026),
        absences: [
          { type: 'vacaciones', status: 'aprobada', from: '2025-09-15', to: '2025-09-19' }, // the 18th, 19th: 3
          { type: 'vacaciones', status: 'aprobada', from: '2026-02-02', to: '2026-02-13' }, // this one: 10
          { type: 'vacaciones', status: 'aprobada', from: '2026-03-02', to: '2026-03-06' }, // later: left out
          { type: 'vacaciones', status: 'pendiente', from: '2026-01-05', to: '2026-01-09' }, // pending: left out
        ],
      },
      { from: '2026-02-02' },
    );
    // 1 January 2025 to 2 February 2026: 13 months, 16,25 días; less 3 and 10.
    expect(balance).toMatchObject({ accrued: 16.25, taken: 13, pending: 0, excess: 0, available: 3.25 });
  });
});

describe('vacationExcessText', () => {
  it('art. 70 CT: names the days that do not accumulate, nothing without them', () => {
    expect(vacationExcessText(60)).toBe(
      'Excede el máximo de dos periodos (art. 70 CT): 60 días no se acumulan',
    );
    expect(vacationExcessText(1)).toBe('Excede el máximo de dos periodos (art. 70 CT): 1 día no se acumula');
    expect(vacationExcessText(1.25)).toBe(
      'Excede el máximo de dos periodos (art. 70 CT): 1,25 días no se acumulan',
    );
    expect(vacationExcessText(0)).toBeNull();
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
