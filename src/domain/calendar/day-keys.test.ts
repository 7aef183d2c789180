import {
  addDaysToKey,
  addMonthsToKey,
  daysBetweenKeys,
  endOfMonthKey,
  formatDayKey,
  isDayKey,
  isoWeekdayOfKey,
  keysBetween,
  startOfMonthKey,
  startOfWeekKey,
} from './day-keys';

describe('day keys', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDaysToKey('2026-11-18', 1)).toBe('2026-11-19');
    expect(addDaysToKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToKey('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts whole days between keys', () => {
    expect(daysBetweenKeys('2026-11-16', '2026-11-22')).toBe(6);
    expect(daysBetweenKeys('2026-12-31', '2026-01-01')).toBe(-364);
    // 2026-09-06 has 23 hours in Santiago; calendar days do not care.
    expect(daysBetweenKeys('2026-09-05', '2026-09-07')).toBe(2);
  });

  it('gives ISO weekdays, Monday first, and the week and month starts', () => {
    expect(isoWeekdayOfKey('2026-11-16')).toBe(1);
    expect(isoWeekdayOfKey('2026-11-18')).toBe(3);
    expect(isoWeekdayOfKey('2026-11-22')).toBe(7);
    expect(startOfWeekKey('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeekKey('2026-11-16')).toBe('2026-11-16');
    expect(startOfMonthKey('2026-11-18')).toBe('2026-11-01');
    expect(endOfMonthKey('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonthKey('2026-12-05')).toBe('2026-12-31');
  });

  it('moves by months from the first of the month', () => {
    expect(addMonthsToKey('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonthsToKey('2026-01-15', -1)).toBe('2025-12-01');
    expect(addMonthsToKey('2026-11-15', 14)).toBe('2028-01-01');
  });

  it('lists keys in a half-open range', () => {
    expect(keysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(keysBetween('2026-03-02', '2026-03-02')).toEqual([]);
  });

  it('tells real days from malformed or impossible keys', () => {
    expect(isDayKey('2026-11-18')).toBe(true);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2027-02-29')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('18/11/2026')).toBe(false);
    expect(isDayKey(20261118)).toBe(false);
    expect(() => addDaysToKey('18/11/2026', 1)).toThrow(RangeError);
  });

  it('formats a day in Spanish without reading the machine zone (tests run in Asia/Tokyo)', () => {
    expect(formatDayKey('2026-11-16', "EEEE d 'de' MMMM")).toBe('lunes 16 de noviembre');
    expect(formatDayKey('2027-01-01', 'dd/MM/yyyy')).toBe('01/01/2027');
  });

  it('keeps each text by pattern and day, and stays right past its cache limit', () => {
    expect(formatDayKey('2026-11-16', 'EEE dd-MM')).toBe('lun 16-11');
    expect(formatDayKey('2026-11-16', 'dd-MM-yyyy')).toBe('16-11-2026');
    expect(formatDayKey('2026-11-17', 'EEE dd-MM')).toBe('mar 17-11');
    for (let day = 0; day < 6_000; day += 1) formatDayKey(addDaysToKey('2000-01-01', day), 'dd-MM-yyyy');
    expect(formatDayKey('2000-01-01', 'dd-MM-yyyy')).toBe('01-01-2000');
    expect(formatDayKey('2016-06-05', 'dd-MM-yyyy')).toBe('05-06-2016');
    expect(formatDayKey('2026-11-16', 'EEE dd-MM')).toBe('lun 16-11');
  });
});
