import { addYearsToKey, implausibleDate, plausibleRange, dayRangeMessage } from './plausible-dates';

const TODAY = '2026-11-18';

describe('plausible dates', () => {
  it('issue #47 item 7: a hire date runs from 1950 to a year after today', () => {
    expect(plausibleRange('hire', TODAY)).toEqual({ min: '1950-01-01', max: '2027-11-18' });
    expect(implausibleDate('hire', '2099-03-01', TODAY)).toBe(
      'La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.',
    );
    expect(implausibleDate('hire', '1949-12-31', TODAY)).toBe(
      'La fecha de ingreso debe estar entre 01-01-1950 y 18-11-2027.',
    );
    expect(implausibleDate('hire', '1950-01-01', TODAY)).toBeNull();
    expect(implausibleDate('hire', '2027-11-18', TODAY)).toBeNull();
    expect(implausibleDate('hire', '2027-11-19', TODAY)).not.toBeNull();
  });

  it('issue #47 item 7: a holiday lies within five years of today', () => {
    expect(plausibleRange('holiday', TODAY)).toEqual({ min: '2021-11-18', max: '2031-11-18' });
    expect(implausibleDate('holiday', '3026-09-18', TODAY)).toBe(
      'La fecha del feriado debe estar entre 18-11-2021 y 18-11-2031.',
    );
    expect(implausibleDate('holiday', '2031-11-18', TODAY)).toBeNull();
    expect(implausibleDate('holiday', '2021-11-17', TODAY)).not.toBeNull();
  });

  it('issue #47 item 7: a plazo fijo may end up to two years ahead; a birth date is at least 14 years back', () => {
    expect(plausibleRange('contractEnd', TODAY).max).toBe('2028-11-18');
    expect(implausibleDate('contractEnd', '2030-01-01', TODAY)).toBe(
      'El fin de contrato debe estar entre 01-01-1950 y 18-11-2028.',
    );
    expect(plausibleRange('birth', TODAY)).toEqual({ min: '1900-01-01', max: '2012-11-18' });
    expect(implausibleDate('birth', '2012-11-19', TODAY)).toBe(
      'La fecha de nacimiento debe estar entre 01-01-1900 y 18-11-2012.',
    );
  });

  it('issue #47 item 7: names the field as told, and leaves a malformed day to the format check', () => {
    expect(implausibleDate('hire', '2099-01-01', TODAY, 'La fecha de contrato')).toBe(
      'La fecha de contrato debe estar entre 01-01-1950 y 18-11-2027.',
    );
    expect(implausibleDate('hire', '2099-02-30', TODAY)).toBeNull();
    expect(implausibleDate('hire', '', TODAY)).toBeNull();
    expect(dayRangeMessage('La fecha', { min: '2026-01-01', max: '2026-12-31' })).toBe(
      'La fecha debe estar entre 01-01-2026 y 31-12-2026.',
    );
  });

  it('issue #47 item 7: a year from 29 February is 28 February', () => {
    expect(addYearsToKey('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYearsToKey('2028-02-29', -4)).toBe('2024-02-29');
    expect(addYearsToKey('2026-12-31', 1)).toBe('2027-12-31');
  });
});
