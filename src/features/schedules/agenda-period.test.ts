import { describe, expect, it } from 'vitest';

import {
  leadingBlanks,
  periodContaining,
  periodKeys,
  periodRange,
  periodTitle,
  shiftPeriod,
  switchView,
} from './agenda-period';
import { addDaysToKey, addMonthsToKey, isoWeekdayOfKey, keysBetween, startOfWeekKey } from './calendar-keys';

const SANTIAGO = 'America/Santiago';
const HOUR = 3_600_000;

describe('calendar keys', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDaysToKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToKey('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('gives ISO weekdays, Monday first', () => {
    expect(isoWeekdayOfKey('2026-11-16')).toBe(1);
    expect(isoWeekdayOfKey('2026-11-18')).toBe(3);
    expect(isoWeekdayOfKey('2026-11-22')).toBe(7);
    expect(startOfWeekKey('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeekKey('2026-11-16')).toBe('2026-11-16');
  });

  it('moves by months from the first of the month', () => {
    expect(addMonthsToKey('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonthsToKey('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('lists keys in a half-open range', () => {
    expect(keysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(keysBetween('2026-03-02', '2026-03-02')).toEqual([]);
  });

  it('rejects malformed keys', () => {
    expect(() => addDaysToKey('18/11/2026', 1)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('finds the Monday-first week and the month of a day', () => {
    expect(periodContaining('week', '2026-11-18')).toEqual({ view: 'week', start: '2026-11-16' });
    expect(periodContaining('week', '2026-11-22')).toEqual({ view: 'week', start: '2026-11-16' });
    expect(periodContaining('month', '2026-11-18')).toEqual({ view: 'month', start: '2026-11-01' });
  });

  it('lists the days of a week and of a month', () => {
    const week = periodKeys({ view: 'week', start: '2026-11-16' });
    expect(week).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(periodKeys({ view: 'month', start: '2026-11-01' })).toHaveLength(30);
    expect(periodKeys({ view: 'month', start: '2028-02-01' })).toHaveLength(29);
  });

  it('puts blank cells before the 1st of a Monday-first month', () => {
    expect(leadingBlanks({ view: 'month', start: '2026-11-01' })).toBe(6); // a Sunday
    expect(leadingBlanks({ view: 'month', start: '2027-02-01' })).toBe(0); // a Monday
    expect(leadingBlanks({ view: 'month', start: '2026-12-01' })).toBe(1); // a Tuesday
    expect(leadingBlanks({ view: 'week', start: '2026-11-16' })).toBe(0);
  });

  it('moves to the next and previous period, across years', () => {
    expect(shiftPeriod({ view: 'week', start: '2026-12-28' }, 1)).toEqual({
      view: 'week',
      start: '2027-01-04',
    });
    expect(shiftPeriod({ view: 'week', start: '2027-01-04' }, -1)).toEqual({
      view: 'week',
      start: '2026-12-28',
    });
    expect(shiftPeriod({ view: 'month', start: '2026-12-01' }, 1)).toEqual({
      view: 'month',
      start: '2027-01-01',
    });
    expect(shiftPeriod({ view: 'month', start: '2027-01-01' }, -1)).toEqual({
      view: 'month',
      start: '2026-12-01',
    });
  });

  it('switches views keeping the user where they were', () => {
    const today = '2026-11-18';
    expect(switchView({ view: 'week', start: '2026-11-30' }, 'month', today)).toEqual({
      view: 'month',
      start: '2026-11-01',
    });
    // Back to weeks: today's week when today is in the month …
    expect(switchView({ view: 'month', start: '2026-11-01' }, 'week', today)).toEqual({
      view: 'week',
      start: '2026-11-16',
    });
    // … else the week of the 1st (which may start in the month before).
    expect(switchView({ view: 'month', start: '2026-12-01' }, 'week', today)).toEqual({
      view: 'week',
      start: '2026-11-30',
    });
    const same = { view: 'week', start: '2026-11-16' } as const;
    expect(switchView(same, 'week', today)).toBe(same);
  });
});

describe('period ranges in the tenant zone', () => {
  it('a November week in Santiago (UTC-3) starts and ends at local midnight', () => {
    const range = periodRange({ view: 'week', start: '2026-11-16' }, SANTIAGO);
    expect(range.start.toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(range.endKey).toBe('2026-11-23');
  });

  it('the week of the September DST change (2026-09-06, midnight skipped) lasts 167 hours', () => {
    const range = periodRange({ view: 'week', start: '2026-08-31' }, SANTIAGO);
    expect(range.start.toISOString()).toBe('2026-08-31T04:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-09-07T03:00:00.000Z');
    expect(range.end.getTime() - range.start.getTime()).toBe(167 * HOUR);
  });

  it('the week of the April DST change (back to UTC-4 on 2026-04-05) lasts 169 hours', () => {
    const range = periodRange({ view: 'week', start: '2026-03-30' }, SANTIAGO);
    expect(range.start.toISOString()).toBe('2026-03-30T03:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-04-06T04:00:00.000Z');
    expect(range.end.getTime() - range.start.getTime()).toBe(169 * HOUR);
  });

  it('a month runs from its 1st to the next 1st in the zone', () => {
    const range = periodRange({ view: 'month', start: '2026-09-01' }, SANTIAGO);
    expect(range.start.toISOString()).toBe('2026-09-01T04:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-10-01T03:00:00.000Z');
  });

  it('uses the given zone, not the machine one', () => {
    const range = periodRange({ view: 'week', start: '2026-11-16' }, 'Pacific/Auckland');
    expect(range.start.toISOString()).toBe('2026-11-15T11:00:00.000Z');
  });
});

describe('period titles', () => {
  it.each([
    [{ view: 'week', start: '2026-11-16' }, 'Semana del 16 al 22 de noviembre de 2026'],
    [{ view: 'week', start: '2026-11-30' }, 'Semana del 30 de noviembre al 6 de diciembre de 2026'],
    [{ view: 'week', start: '2026-12-28' }, 'Semana del 28 de diciembre de 2026 al 3 de enero de 2027'],
    [{ view: 'month', start: '2026-11-01' }, 'Noviembre 2026'],
    [{ view: 'month', start: '2027-01-01' }, 'Enero 2027'],
  ] as const)('%o → %s', (period, title) => {
    expect(periodTitle(period, SANTIAGO)).toBe(title);
    // The same calendar days read the same in a zone far from the machine's (Asia/Tokyo in tests).
    expect(periodTitle(period, 'Pacific/Pago_Pago')).toBe(title);
  });

  it('titles the DST-change week like any other', () => {
    expect(periodTitle({ view: 'week', start: '2026-08-31' }, SANTIAGO)).toBe(
      'Semana del 31 de agosto al 6 de septiembre de 2026',
    );
  });
});
