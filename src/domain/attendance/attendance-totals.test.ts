import { attendanceTotals, type TotalsRow } from './attendance-totals';

function row(overrides: Partial<TotalsRow> & Pick<TotalsRow, 'userId' | 'day'>): TotalsRow {
  return {
    person: overrides.userId === 'u1' ? 'Camila Rojas' : 'Diego Álvarez',
    worked: true,
    absent: false,
    times: { workedSeconds: null, lateSeconds: null, earlySeconds: null, overtimeSeconds: null },
    problems: [],
    ...overrides,
  };
}

const times = (worked: number, late: number, early: number, overtime: number) => ({
  workedSeconds: worked,
  lateSeconds: late,
  earlySeconds: early,
  overtimeSeconds: overtime,
});

describe('attendanceTotals', () => {
  it("sums a week of Camila's rows: days, worked time, lateness, early exits and overtime", () => {
    const rows = [
      // Mon: 09:17:30 in, 18:00 out, 60 min lunch → 7:42:30 worked, 17:30 late (Entrada Tardía).
      row({ userId: 'u1', day: '2026-11-16', times: times(27_750, 1050, 0, 0), problems: ['lateEntry'] }),
      // Tue: on time, out 18:47:13 → 8:47:13 worked, 47:13 of overtime.
      row({ userId: 'u1', day: '2026-11-17', times: times(31_633, 0, 0, 2833) }),
      // Wed, a split shift: 5 min late in the morning (under the tolerance), out 25 min early in the evening.
      row({ userId: 'u1', day: '2026-11-18', times: times(14_100, 300, 0, 0) }),
      row({ userId: 'u1', day: '2026-11-18', times: times(12_900, 0, 1500, 0), problems: ['earlyLeave'] }),
      // Thu: absent, both slots of a split day; counted once.
      row({ userId: 'u1', day: '2026-11-19', worked: false, absent: true, problems: ['missed'] }),
      row({ userId: 'u1', day: '2026-11-19', worked: false, absent: true, problems: ['missed'] }),
      row({ userId: 'u2', day: '2026-11-16', times: times(28_800, 0, 0, 0) }),
    ];
    expect(attendanceTotals(rows)).toEqual([
      {
        userId: 'u1',
        person: 'Camila Rojas',
        workedDays: 3,
        // 7:42:30 + 8:47:13 + 3:55:00 + 3:35:00 = 23:59:43.
        workedSeconds: 86_383,
        lates: 1,
        lateSeconds: 1050,
        earlyLeaves: 1,
        earlySeconds: 1500,
        overtimeSeconds: 2833,
        absences: 1,
      },
      {
        userId: 'u2',
        person: 'Diego Álvarez',
        workedDays: 1,
        workedSeconds: 28_800,
        lates: 0,
        lateSeconds: 0,
        earlyLeaves: 0,
        earlySeconds: 0,
        overtimeSeconds: 0,
        absences: 0,
      },
    ]);
  });

  it('counts a running slot without entry (Llegada Tardía) as late, with no late time yet', () => {
    const [line] = attendanceTotals([
      row({ userId: 'u1', day: '2026-11-20', worked: false, problems: ['noCheckIn'] }),
    ]);
    expect(line).toMatchObject({ lates: 1, lateSeconds: 0, workedDays: 0, workedSeconds: 0 });
  });

  it('has no line without rows', () => {
    expect(attendanceTotals([])).toEqual([]);
  });
});
