import {
  addDaysToKey,
  isoWeekdayOfKey,
  periodBounds,
  periodContaining,
  periodTitle,
  shiftPeriod,
} from './history-period';

describe('history periods', () => {
  it('does calendar arithmetic on day keys', () => {
    expect(addDaysToKey('2026-11-18', 1)).toBe('2026-11-19');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekdayOfKey('2026-11-16')).toBe(1);
    expect(isoWeekdayOfKey('2026-11-22')).toBe(7);
    expect(() => addDaysToKey('18/11/2026', 1)).toThrow(RangeError);
  });

  it('builds Monday–Sunday weeks', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(week).toMatchObject({ kind: 'week', from: '2026-11-16', to: '2026-11-22' });
    expect(week.days).toHaveLength(7);
    expect(periodContaining('week', '2026-11-16').from).toBe('2026-11-16');
    expect(periodContaining('week', '2026-11-22').from).toBe('2026-11-16');
    expect(periodContaining('week', '2027-01-01')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('builds calendar months', () => {
    expect(periodContaining('month', '2026-11-18')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodContaining('month', '2028-02-10').days).toHaveLength(29);
    expect(periodContaining('month', '2026-12-31')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('moves to the previous and next period', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(shiftPeriod(week, -1)).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(shiftPeriod(week, 1)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    const month = periodContaining('month', '2026-12-05');
    expect(shiftPeriod(month, 1)).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(shiftPeriod(month, -1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('bounds a period by instants of the tenant zone, DST days included', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(periodBounds(week, 'America/Santiago')).toEqual({
      start: new Date('2026-11-16T03:00:00Z'),
      end: new Date('2026-11-23T03:00:00Z'),
    });
    // The week of 2026-09-06 (Santiago skips 00:00–01:00): it starts in winter time and ends in summer time.
    const dst = periodContaining('week', '2026-09-02');
    expect(periodBounds(dst, 'America/Santiago')).toEqual({
      start: new Date('2026-08-31T04:00:00Z'),
      end: new Date('2026-09-07T03:00:00Z'),
    });
    expect(periodBounds(week, 'Asia/Tokyo').start).toEqual(new Date('2026-11-15T15:00:00Z'));
  });

  it('titles weeks and months in Spanish', () => {
    expect(periodTitle(periodContaining('week', '2026-11-18'))).toBe(
      'Semana del 16 al 22 de noviembre de 2026',
    );
    expect(periodTitle(periodContaining('week', '2026-12-02'))).toBe(
      'Semana del 30 de noviembre al 6 de diciembre de 2026',
    );
    expect(periodTitle(periodContaining('week', '2026-12-30'))).toBe(
      'Semana del 28 de diciembre de 2026 al 3 de enero de 2027',
    );
    expect(periodTitle(periodContaining('month', '2026-11-18'))).toBe('Noviembre de 2026');
  });
});
