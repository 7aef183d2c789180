import {
  totalsMismatch,
  awaitsSignature,
  openObjections,
  weekSignatureId,
  weekSignState,
  weeksToSign,
  weekTitle,
  weekTotals,
  type WeekDayInput,
  type WeekTotals,
} from './week-signoff';

const NOW = new Date('2026-11-18T12:00:00-03:00');

function day(
  key: string,
  /** Times in whole seconds (Res. Ex. N° 38 art. 44). */
  rows: { worked: number | null; overtime?: number; late?: number; slot?: boolean; effective?: number }[],
  flags: { worked?: boolean; absent?: boolean } = {},
): WeekDayInput {
  return {
    userId: 'u1',
    key,
    worked: flags.worked ?? rows.some((row) => (row.worked ?? 0) > 0),
    absent: flags.absent ?? false,
    rows: rows.map((row) => ({
      slot: row.slot === false ? null : {},
      times: { workedSeconds: row.worked, overtimeSeconds: row.overtime ?? 0, lateSeconds: row.late ?? 0 },
      punches: { altered: [] },
      corrections: Array.from({ length: row.effective ?? 0 }, () => ({
        kind: 'punch' as const,
        punch: 'checkOut' as const,
        after: null,
        status: 'accepted' as const,
        createdAt: new Date('2026-11-10T12:00:00-03:00'),
        objectionHours: 48,
      })),
    })),
  };
}

describe('weekTotals', () => {
  it('adds the days: ordinary is worked minus overtime, unscheduled work is all overtime', () => {
    const totals = weekTotals(
      [
        day('2026-11-09', [
          { worked: 540 * 60 + 59, overtime: 20 * 60 + 59, late: 5 * 60 + 12, effective: 1 },
        ]),
        day('2026-11-10', [{ worked: 480 * 60 }]),
        day('2026-11-11', [{ worked: null }], { absent: true }),
        day('2026-11-14', [{ worked: 120 * 60 + 1, slot: false }]),
      ],
      NOW,
    );
    expect(totals).toEqual<WeekTotals>({
      daysWorked: 3,
      ordinarySeconds: (520 + 480) * 60,
      overtimeSeconds: (20 + 120) * 60 + 59 + 1,
      lateSeconds: 5 * 60 + 12,
      absences: 1,
      corrections: 1,
    });
  });
});

describe('weekSignState', () => {
  const totals: WeekTotals = {
    daysWorked: 5,
    ordinarySeconds: 40 * 3600,
    overtimeSeconds: 0,
    lateSeconds: 0,
    absences: 0,
    corrections: 0,
  };
  const signature = (seq: number, status: 'signed' | 'objected', of = totals) => ({
    week: '2026-11-09',
    seq,
    status,
    totals: of,
  });

  it('asks for the first signature, then holds while the totals hold', () => {
    expect(weekSignState(totals, [])).toEqual({ kind: 'to-sign', nextSeq: 1, latest: null });
    expect(weekSignState(totals, [signature(1, 'signed')]).kind).toBe('signed');
    expect(weekSignState(totals, [signature(1, 'objected')]).kind).toBe('objected');
  });

  it('asks for an addendum numbered after the last signature once the totals change', () => {
    // One second more is a change: the worker signs the totals to the second.
    const changed = { ...totals, ordinarySeconds: 40 * 3600 + 1, corrections: 1 };
    const state = weekSignState(changed, [signature(2, 'signed'), signature(1, 'signed')]);
    expect(state.kind).toBe('addendum');
    expect(state.nextSeq).toBe(3);
    expect(awaitsSignature(state)).toBe(true);
    expect(weekSignState(changed, [signature(1, 'signed'), signature(2, 'signed', changed)]).kind).toBe(
      'signed',
    );
  });
});

describe('weeks to sign', () => {
  it('lists the four ended weeks before this one, newest first, none before the first day', () => {
    expect(weeksToSign('2026-11-18')).toEqual(['2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19']);
    expect(weeksToSign('2026-11-16')).toEqual(['2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19']);
    expect(weeksToSign('2026-11-18', '2026-11-01')).toEqual(['2026-11-09', '2026-11-02', '2026-10-26']);
  });

  it('names a week and a signature', () => {
    expect(weekTitle('2026-11-09')).toBe('Semana del 9 al 15 de noviembre de 2026');
    expect(weekTitle('2026-10-26')).toBe('Semana del 26 de octubre al 1 de noviembre de 2026');
    expect(weekSignatureId('u1', '2026-11-09', 2)).toBe('u1_2026-11-09_2');
  });
});

describe('openObjections', () => {
  const sig = (userId: string, week: string, seq: number, status: 'signed' | 'objected') => ({
    userId,
    week,
    seq,
    status,
    totals: {
      daysWorked: 5,
      ordinarySeconds: 40 * 3600,
      overtimeSeconds: 0,
      lateSeconds: 0,
      absences: 0,
      corrections: 0,
    },
  });

  it('keeps, per person and week, the latest signature when it is an objection, oldest week first', () => {
    const open = openObjections([
      sig('ana', '2026-11-09', 1, 'objected'),
      sig('ana', '2026-11-02', 2, 'objected'),
      sig('ana', '2026-11-02', 1, 'signed'),
      sig('luis', '2026-11-09', 1, 'objected'),
      sig('luis', '2026-11-09', 2, 'signed'),
      sig('eva', '2026-11-09', 1, 'signed'),
    ]);
    expect(open.map((s) => `${s.userId} ${s.week} ${s.seq}`)).toEqual([
      'ana 2026-11-02 2',
      'ana 2026-11-09 1',
    ]);
    expect(openObjections([])).toEqual([]);
  });
});

describe('totalsMismatch (security review M3)', () => {
  const claimed = {
    daysWorked: 5,
    ordinarySeconds: 40 * 3600,
    overtimeSeconds: 604_800,
    lateSeconds: 0,
    absences: 0,
    corrections: 0,
  };

  it('names each total the worker’s claim has other than the records, with both figures', () => {
    expect(totalsMismatch(claimed, { ...claimed, overtimeSeconds: 30 * 60 + 15, daysWorked: 4 })).toBe(
      'Días trabajados 5 (registro 4); Horas extras 168:00:00 (registro 0:30:15)',
    );
  });

  it('says nothing when they agree or the records gave none', () => {
    expect(totalsMismatch(claimed, { ...claimed })).toBeNull();
    expect(totalsMismatch(claimed, null)).toBeNull();
    expect(totalsMismatch(claimed, undefined)).toBeNull();
  });
});
