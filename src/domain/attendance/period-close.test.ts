import {
  closedPeriodMessage,
  closedThroughAfterReopen,
  closingMeaning,
  closableFrom,
  isAllowedPeriodChange,
  isDayClosed,
  lastClosableDay,
  lastClosedMonth,
  unsettledCorrections,
  monthLabel,
  nextClosableMonth,
} from './period-close';

describe('period close', () => {
  it('closes every day up to closedThrough, none with nothing closed', () => {
    expect(isDayClosed('2026-10-31', '2026-10-31')).toBe(true);
    expect(isDayClosed('2025-01-01', '2026-10-31')).toBe(true);
    expect(isDayClosed('2026-11-01', '2026-10-31')).toBe(false);
    expect(isDayClosed('2026-11-01', null)).toBe(false);
    expect(isDayClosed('2026-11-01', '')).toBe(false);
  });

  // Noon in Santiago on each day: long after the records of two days before closed everywhere.
  const noon = (day: string) => new Date(`${day}T12:00:00-03:00`);

  it('offers the month after the last closed day once it has ended, else none', () => {
    expect(nextClosableMonth('2026-09-30', '2026-11-26', noon('2026-11-26'))).toEqual({
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(nextClosableMonth('2026-10-31', '2026-11-26', noon('2026-11-26'))).toBeNull();
    expect(nextClosableMonth('2026-10-31', '2026-12-02', noon('2026-12-02'))?.month).toBe('2026-11');
    expect(nextClosableMonth('2026-11-30', '2026-11-30', noon('2026-11-30'))).toBeNull();
  });

  it('waits until the month’s last records take no more punches in every zone (48 h after the day, 12 h behind UTC)', () => {
    // 00:30 on 1 December in Santiago: November has ended here, and its last day's records still take punches.
    const justAfterMidnight = new Date('2026-12-01T00:30:00-03:00');
    expect(lastClosableDay(justAfterMidnight)).toBe('2026-11-28');
    expect(nextClosableMonth('2026-10-31', '2026-12-01', justAfterMidnight)).toBeNull();
    // Noon on 1 December in Santiago: a night slot of 30 November may still punch its exit, or sync it late.
    expect(nextClosableMonth('2026-10-31', '2026-12-01', noon('2026-12-01'))).toBeNull();
    // 12:00 UTC on 2 December (09:00 in Santiago): 30 November's records are closed in every zone.
    expect(lastClosableDay(new Date('2026-12-02T12:00:00Z'))).toBe('2026-11-30');
    expect(nextClosableMonth('2026-10-31', '2026-12-02', new Date('2026-12-02T12:00:00Z'))?.month).toBe(
      '2026-11',
    );
    expect(lastClosableDay(new Date('2026-12-02T11:59:59Z'))).toBe('2026-11-29');
    const november = { month: '2026-11', from: '2026-11-01', to: '2026-11-30' };
    expect(closableFrom(november)).toEqual(new Date('2026-12-02T12:00:00Z'));
    expect(lastClosableDay(closableFrom(november))).toBe('2026-11-30');
  });

  it('with nothing closed, offers the month before today’s (across a year)', () => {
    expect(nextClosableMonth(null, '2026-11-26', noon('2026-11-26'))?.month).toBe('2026-10');
    expect(nextClosableMonth(null, '2027-01-03', noon('2027-01-03'))).toEqual({
      month: '2026-12',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('reopens the last closed month, back to the day before it', () => {
    const october = lastClosedMonth('2026-10-31');
    expect(october).toEqual({ month: '2026-10', from: '2026-10-01', to: '2026-10-31' });
    expect(lastClosedMonth(null)).toBeNull();
    expect(october && closedThroughAfterReopen(october)).toBe('2026-09-30');
    expect(closedThroughAfterReopen({ month: '2026-01', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '2025-12-31',
    );
    expect(october && monthLabel(october)).toBe('octubre de 2026');
  });
});

describe('isAllowedPeriodChange (security review H3 and L1; firestore.rules validPeriodChange)', () => {
  const now = new Date('2026-11-30T12:30:00-03:00');

  it('closes the month after the last closed one once it has ended, and any ended month with none closed', () => {
    expect(isAllowedPeriodChange('2026-09-30', '2026-10-31', now)).toBe(true);
    expect(isAllowedPeriodChange(null, '2026-10-31', now)).toBe(true);
    expect(isAllowedPeriodChange(null, '2025-02-28', now)).toBe(true);
    // A stored day that is not a month's end: its own month is the next to close.
    expect(isAllowedPeriodChange('2026-10-15', '2026-10-31', now)).toBe(true);
  });

  it('refuses today, the month in course, a skipped month and a day that is not a month’s end', () => {
    expect(isAllowedPeriodChange('2026-10-31', '2026-11-30', now)).toBe(false);
    expect(isAllowedPeriodChange('2026-10-31', '2026-11-29', now)).toBe(false);
    expect(isAllowedPeriodChange('2026-08-31', '2026-10-31', now)).toBe(false);
    expect(isAllowedPeriodChange(null, '2026-10-30', now)).toBe(false);
    expect(isAllowedPeriodChange(null, '2026-02-30', now)).toBe(false);
    expect(isAllowedPeriodChange(null, new Date('2026-10-31'), now)).toBe(false);
    expect(isAllowedPeriodChange(null, 20261031, now)).toBe(false);
  });

  it('reopens only the last closed month, never every period at once', () => {
    expect(isAllowedPeriodChange('2026-10-31', '2026-09-30', now)).toBe(true);
    expect(isAllowedPeriodChange('2026-01-31', '2025-12-31', now)).toBe(true);
    expect(isAllowedPeriodChange('2026-10-31', null, now)).toBe(false);
    expect(isAllowedPeriodChange('2026-10-31', '2026-08-31', now)).toBe(false);
  });
});

describe('unsettledCorrections', () => {
  const october = { month: '2026-10', from: '2026-10-01', to: '2026-10-31' };
  const NOW = new Date('2026-11-03T12:00:00-03:00');
  const correction = (day: string, status: 'pending' | 'objected' | 'answered', hoursAgo: number) => ({
    id: `${day}-${status}-${hoursAgo}`,
    kind: 'punch' as const,
    punch: 'checkOut' as const,
    after: null,
    status,
    date: new Date(`${day}T00:00:00-03:00`),
    createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    objectionHours: 48,
  });

  it('keeps the pending ones in their window and the unanswered objections of the month or before', () => {
    const list = [
      correction('2026-10-31', 'pending', 10),
      correction('2026-10-30', 'pending', 72),
      correction('2026-09-15', 'objected', 500),
      correction('2026-10-20', 'answered', 100),
      correction('2026-11-01', 'pending', 1),
    ];
    expect(unsettledCorrections(list, october, 'America/Santiago', NOW).map((c) => c.id)).toEqual([
      '2026-10-31-pending-10',
      '2026-09-15-objected-500',
    ]);
  });

  it('issue #47 item 1: names the closed months a refused write touched, nothing when none is closed', () => {
    expect(closedPeriodMessage(['2026-10-13'], '2026-10-31')).toBe(
      'El periodo de octubre de 2026 está cerrado.',
    );
    expect(closedPeriodMessage(['2026-09-30', '2026-10-13', '2026-11-02'], '2026-10-31')).toBe(
      'Los periodos de septiembre de 2026 a octubre de 2026 están cerrados.',
    );
    expect(closedPeriodMessage(['2026-11-01'], '2026-10-31')).toBeNull();
    expect(closedPeriodMessage(['2026-10-13'], null)).toBeNull();
  });

  it('issue #47 item 1: says what closing a month means', () => {
    expect(closingMeaning({ month: '2026-10', from: '2026-10-01', to: '2026-10-31' })).toBe(
      'Al cerrar octubre de 2026 no se podrán registrar ni corregir marcas, planificación, ausencias ni decisiones de horas extras de ese mes. Las remuneraciones se calculan sobre el periodo cerrado.',
    );
  });
});
