import {
  customPeriod,
  leadingBlanks,
  periodBounds,
  periodContaining,
  periodDays,
  periodHas,
  periodSlug,
  periodTitle,
  shiftPeriod,
  switchPeriodKind,
  type Period,
} from './periods';

const SANTIAGO = 'America/Santiago';
const HOUR = 3_600_000;

describe('periods', () => {
  it('builds Monday–Sunday weeks', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(week).toEqual({ kind: 'week', from: '2026-11-16', to: '2026-11-22' });
    expect(periodDays(week)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(periodContaining('week', '2026-11-22').from).toBe('2026-11-16');
    expect(periodContaining('week', '2027-01-01')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('builds calendar months and years', () => {
    expect(periodContaining('month', '2026-11-18')).toEqual({
      kind: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodDays(periodContaining('month', '2028-02-10'))).toHaveLength(29);
    expect(periodContaining('year', '2026-11-18')).toEqual({
      kind: 'year',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(periodDays(periodContaining('year', '2028-05-01'))).toHaveLength(366);
  });

  it('checks custom ranges', () => {
    expect(customPeriod('2026-11-01', '2026-11-15')).toEqual({
      kind: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(customPeriod('2026-11-01', '2026-11-01').to).toBe('2026-11-01');
    expect(() => customPeriod('2026-11-15', '2026-11-01')).toThrow(RangeError);
    expect(() => customPeriod('2026-11-31', '2026-12-01')).toThrow(RangeError);
  });

  it('moves to the previous and next period, across years', () => {
    const week = periodContaining('week', '2026-12-30');
    expect(shiftPeriod(week, 1)).toMatchObject({ from: '2027-01-04', to: '2027-01-10' });
    expect(shiftPeriod(week, -1)).toMatchObject({ from: '2026-12-21', to: '2026-12-27' });
    const month = periodContaining('month', '2026-12-05');
    expect(shiftPeriod(month, 1)).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(shiftPeriod(month, -1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(shiftPeriod(periodContaining('year', '2026-03-01'), -1)).toMatchObject({ from: '2025-01-01' });
    // A custom range moves by its own length.
    expect(shiftPeriod(customPeriod('2026-11-01', '2026-11-10'), 1)).toEqual({
      kind: 'custom',
      from: '2026-11-11',
      to: '2026-11-20',
    });
  });

  it('switches kinds keeping the user where they were', () => {
    const today = '2026-11-18';
    const laterWeek = periodContaining('week', '2026-11-30');
    expect(switchPeriodKind(laterWeek, 'month', today)).toMatchObject({ from: '2026-11-01' });
    // Back to weeks: today's week when today is in the month …
    expect(switchPeriodKind(periodContaining('month', today), 'week', today)).toMatchObject({
      from: '2026-11-16',
    });
    // … else the week of the 1st (which may start in the month before).
    expect(switchPeriodKind(periodContaining('month', '2026-12-10'), 'week', today)).toMatchObject({
      from: '2026-11-30',
    });
    const same = periodContaining('week', today);
    expect(switchPeriodKind(same, 'week', today)).toBe(same);
    expect(periodHas(same, '2026-11-22')).toBe(true);
    expect(periodHas(same, '2026-11-23')).toBe(false);
  });

  it('puts blank cells before the first day of a Monday-first month grid', () => {
    expect(leadingBlanks(periodContaining('month', '2026-11-10'))).toBe(6); // 1 Nov 2026 is a Sunday
    expect(leadingBlanks(periodContaining('month', '2027-02-10'))).toBe(0); // a Monday
    expect(leadingBlanks(periodContaining('month', '2026-12-10'))).toBe(1); // a Tuesday
    expect(leadingBlanks(periodContaining('week', '2026-11-18'))).toBe(0);
  });
});

describe('period bounds in the tenant zone', () => {
  it('a November week in Santiago (UTC-3) starts and ends at local midnight', () => {
    expect(periodBounds(periodContaining('week', '2026-11-18'), SANTIAGO)).toEqual({
      start: new Date('2026-11-16T03:00:00Z'),
      end: new Date('2026-11-23T03:00:00Z'),
    });
  });

  it('the week of the September DST change (2026-09-06, midnight skipped) lasts 167 hours', () => {
    const { start, end } = periodBounds(periodContaining('week', '2026-09-02'), SANTIAGO);
    expect(start).toEqual(new Date('2026-08-31T04:00:00Z'));
    expect(end).toEqual(new Date('2026-09-07T03:00:00Z'));
    expect(end.getTime() - start.getTime()).toBe(167 * HOUR);
  });

  it('the week of the April DST change (back to UTC-4 on 2026-04-05) lasts 169 hours', () => {
    const { start, end } = periodBounds(periodContaining('week', '2026-04-01'), SANTIAGO);
    expect(end.getTime() - start.getTime()).toBe(169 * HOUR);
  });

  it('uses the given zone, not the machine one', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(periodBounds(week, 'Pacific/Auckland').start).toEqual(new Date('2026-11-15T11:00:00Z'));
    expect(periodBounds(week, 'Asia/Tokyo').start).toEqual(new Date('2026-11-15T15:00:00Z'));
  });
});

describe('period titles (one format for every screen)', () => {
  it.each<[Period, string]>([
    [periodContaining('week', '2026-11-18'), 'Semana del 16 al 22 de noviembre de 2026'],
    [periodContaining('week', '2026-12-02'), 'Semana del 30 de noviembre al 6 de diciembre de 2026'],
    [periodContaining('week', '2026-12-30'), 'Semana del 28 de diciembre de 2026 al 3 de enero de 2027'],
    [periodContaining('week', '2026-09-02'), 'Semana del 31 de agosto al 6 de septiembre de 2026'],
    [periodContaining('month', '2026-11-18'), 'Noviembre de 2026'],
    [periodContaining('month', '2027-01-18'), 'Enero de 2027'],
    [periodContaining('year', '2026-11-18'), 'Año 2026'],
    [customPeriod('2026-11-01', '2026-11-15'), 'Del 1 al 15 de noviembre de 2026'],
    [customPeriod('2026-11-20', '2027-01-05'), 'Del 20 de noviembre de 2026 al 5 de enero de 2027'],
    [customPeriod('2026-11-20', '2026-11-20'), 'El 20 de noviembre de 2026'],
  ])('%o → %s', (period, title) => {
    expect(periodTitle(period)).toBe(title);
  });

  it('names a range as a URL or file-name slug', () => {
    expect(periodSlug(periodContaining('week', '2026-11-18'))).toBe('2026-11-16_2026-11-22');
  });
});
