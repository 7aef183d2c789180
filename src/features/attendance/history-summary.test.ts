import type { HistoryDay, HistoryRow } from './history-days';
import { periodContaining } from '../../domain/calendar/periods';
import { workWeekOf } from '../../domain/settings/tenant-settings';
import {
  contractMinutes,
  contractMinutesToDate,
  contractNote,
  periodTiming,
  summarize,
  workDaysIn,
} from './history-summary';

const WEEKDAYS = [1, 2, 3, 4, 5];

describe('contract hours of a period', () => {
  it('is the weekly contract for any week', () => {
    expect(contractMinutes(40, periodContaining('week', '2026-11-18'), WEEKDAYS)).toBe(2400);
    expect(contractMinutes(44, periodContaining('week', '2026-12-30'), WEEKDAYS)).toBe(2640);
    expect(contractMinutes(45, periodContaining('week', '2026-11-18'), [1, 2, 3, 4, 5, 6])).toBe(2700);
  });

  it('pro-rates a month by its work-week days', () => {
    // November 2026: 21 weekdays → 40 × 21 / 5 = 168 h.
    const november = periodContaining('month', '2026-11-01');
    expect(workDaysIn(november, workWeekOf(WEEKDAYS))).toBe(21);
    expect(contractMinutes(40, november, WEEKDAYS)).toBe(168 * 60);
    // February 2026: 20 weekdays → 160 h; a 6-day work week: 24 days × 45 / 6 = 180 h.
    const february = periodContaining('month', '2026-02-10');
    expect(contractMinutes(40, february, WEEKDAYS)).toBe(160 * 60);
    expect(contractMinutes(45, february, [1, 2, 3, 4, 5, 6])).toBe(180 * 60);
    // December 2026 has 23 weekdays: 30 × 23 / 5 = 138 h.
    // Rounded to the minute: 20.5 × 21 / 5 = 86.1 h = 5166 min.
    expect(contractMinutes(30, periodContaining('month', '2026-12-01'), WEEKDAYS)).toBe(138 * 60);
    expect(contractMinutes(20.5, november, WEEKDAYS)).toBe(5166);
  });

  it('falls back to Monday–Friday and has no contract without weekly hours', () => {
    const week = periodContaining('week', '2026-11-18');
    expect(contractMinutes(40, periodContaining('month', '2026-11-01'), [])).toBe(168 * 60);
    expect(contractMinutes(40, periodContaining('month', '2026-11-01'), [0, 9])).toBe(168 * 60);
    expect(workWeekOf([1, 1, 2]).size).toBe(2);
    expect(contractMinutes(null, week, WEEKDAYS)).toBeNull();
    expect(contractMinutes(undefined, week, WEEKDAYS)).toBeNull();
    expect(contractMinutes(Number.NaN, week, WEEKDAYS)).toBeNull();
    expect(contractMinutes(0, week, WEEKDAYS)).toBe(0);
  });
});

describe('contract hours to date', () => {
  const november = periodContaining('month', '2026-11-01');
  const week = periodContaining('week', '2026-11-18');

  it('counts a running period up to today, today included', () => {
    expect(periodTiming(november, '2026-11-18')).toBe('running');
    // 1–18 November 2026: 13 weekdays → 40 × 13 / 5 = 104 h; Monday–Wednesday of the week: 24 h.
    expect(contractMinutesToDate(40, november, WEEKDAYS, '2026-11-18')).toBe(104 * 60);
    expect(contractMinutesToDate(40, week, WEEKDAYS, '2026-11-18')).toBe(24 * 60);
    // On a Sunday the week is all due, and so is the month on its last day.
    expect(contractMinutesToDate(40, week, WEEKDAYS, '2026-11-22')).toBe(40 * 60);
    expect(contractMinutesToDate(40, november, WEEKDAYS, '2026-11-30')).toBe(168 * 60);
    // The first day of the month, a Sunday: nothing due yet.
    expect(contractMinutesToDate(40, november, WEEKDAYS, '2026-11-01')).toBe(0);
  });

  it('counts past and future periods whole', () => {
    expect(periodTiming(november, '2026-12-02')).toBe('past');
    expect(periodTiming(november, '2026-10-31')).toBe('future');
    expect(contractMinutesToDate(40, november, WEEKDAYS, '2026-12-02')).toBe(168 * 60);
    expect(contractMinutesToDate(40, november, WEEKDAYS, '2026-10-31')).toBe(168 * 60);
    expect(contractMinutesToDate(null, november, WEEKDAYS, '2026-11-18')).toBeNull();
  });

  it('says how the contract hours were reached', () => {
    expect(contractNote(40, november, WEEKDAYS, '2026-11-18')).toBe(
      'Jornada de contrato a la fecha: 40 h semanales × 13 días hábiles hasta hoy ÷ 5. Mes completo: 168:00:00.',
    );
    expect(contractNote(40, week, WEEKDAYS, '2026-11-16')).toBe(
      'Jornada de contrato a la fecha: 40 h semanales × 1 día hábil hasta hoy ÷ 5.',
    );
    expect(contractNote(40, november, WEEKDAYS, '2026-12-02')).toBe(
      'Jornada de contrato prorrateada: 40 h semanales × 21 días hábiles del mes ÷ 5.',
    );
    expect(contractNote(20.5, week, WEEKDAYS, '2026-12-02')).toBe('Jornada de contrato: 20,5 h semanales.');
    expect(contractNote(null, week, WEEKDAYS, '2026-11-18')).toBe('Sin jornada de contrato registrada.');
  });
});

const SLOT = { startTime: '09:00', endTime: '18:00' };
function row(
  figures: Pick<HistoryRow['times'], 'workedSeconds' | 'lateSeconds' | 'earlySeconds'>,
  punched = true,
): HistoryRow {
  const times = { ...figures, breakSeconds: null, overtimeSeconds: null };
  const record = punched
    ? {
        id: 'r',
        tenantId: 't',
        userId: 'u',
        date: new Date(0),
        slotIndex: 0,
        checkInTime: new Date(0),
        checkOutTime: null,
        lunchStartTime: null,
        lunchEndTime: null,
        source: 'web' as const,
      }
    : null;
  return {
    attendanceId: 'r',
    slotIndex: 0,
    slot: SLOT,
    record,
    punches: { ...record, altered: [], originals: {}, justified: false },
    times,
    past: true,
    problems: [],
    corrections: [],
    pending: [],
  };
}
function day(key: string, rows: HistoryRow[], flags: Partial<HistoryDay> = {}): HistoryDay {
  return {
    userId: 'u',
    key,
    scheduled: true,
    justified: false,
    absenceType: null,
    plannedMinutes: 540,
    lunchMinutes: 0,
    worked: rows.some((r) => r.record),
    absent: false,
    rows,
    problems: [],
    ...flags,
  };
}

describe('summarize', () => {
  it('adds up the rows and counts days', () => {
    const days = [
      day('2026-11-16', [row({ workedSeconds: 28_935, lateSeconds: 195, earlySeconds: 0 })]),
      day('2026-11-17', [row({ workedSeconds: 24_000, lateSeconds: 1200, earlySeconds: 2400 })]),
      day('2026-11-18', [row({ workedSeconds: null, lateSeconds: 0, earlySeconds: null })]),
      day('2026-11-19', [row({ workedSeconds: null, lateSeconds: null, earlySeconds: null }, false)], {
        absent: true,
      }),
      day('2026-11-21', [], { scheduled: false }),
    ];
    expect(summarize(days, 2400)).toEqual({
      // Seconds added as they are (8:02:15 + 6:40:00), the contract still in minutes.
      workedSeconds: 52_935,
      contractMinutes: 2400,
      lateSeconds: 1395,
      earlySeconds: 2400,
      daysWorked: 3,
      absences: 1,
      incompleteSlots: 1,
    });
    expect(summarize([], null)).toMatchObject({ workedSeconds: 0, contractMinutes: null, daysWorked: 0 });
  });
});
