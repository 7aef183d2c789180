import type { AttendanceRecord, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildHistoryDays, hasPunches } from './history-days';
import { periodContaining, periodDays } from '../../domain/calendar/periods';
import { DEFAULT_ALERT_THRESHOLDS, resolveThresholds } from '../../domain/settings/tenant-settings';

const THRESHOLDS = DEFAULT_ALERT_THRESHOLDS;

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);
const WEEK = periodContaining('week', '2026-11-18');
/** Wednesday 12:00 in Santiago. */
const NOW = at('2026-11-18T12:00');

function schedule(
  key: string,
  slots = [{ startTime: '09:00', endTime: '18:00' }],
  id = `u1_${key}`,
): WithId<ScheduleEntry> {
  const date = dayKeyToInstant(key, TZ);
  return { id, tenantId: 'demo', userId: 'u1', date, timeSlots: slots, shiftId: null };
}

function record(
  key: string,
  slotIndex: number,
  times: Partial<AttendanceRecord> = {},
): WithId<AttendanceRecord> {
  return {
    id: `u1_${key}_${slotIndex}`,
    tenantId: 'demo',
    userId: 'u1',
    date: dayKeyToInstant(key, TZ),
    slotIndex,
    checkInTime: at(`${key}T09:00`),
    checkOutTime: at(`${key}T18:00`),
    lunchStartTime: null,
    lunchEndTime: null,
    source: 'web',
    ...times,
  };
}

function build(
  schedules: WithId<ScheduleEntry>[],
  attendance: WithId<AttendanceRecord>[],
  now = NOW,
  thresholds = THRESHOLDS,
) {
  const days = buildHistoryDays({
    userId: 'u1',
    period: WEEK,
    schedules,
    attendance,
    timeZone: TZ,
    now,
    thresholds,
  });
  return new Map(days.map((d) => [d.key, d]));
}

describe('buildHistoryDays', () => {
  it('gives every day of the period, in order, with its slots and records', () => {
    const days = buildHistoryDays({
      userId: 'u1',
      period: WEEK,
      schedules: [schedule('2026-11-16')],
      attendance: [record('2026-11-16', 0, { checkInTime: at('2026-11-16T09:20:15') })],
      timeZone: TZ,
      now: NOW,
      thresholds: THRESHOLDS,
    });
    expect(days.map((d) => d.key)).toEqual(periodDays(WEEK));
    const monday = days[0];
    expect(monday).toMatchObject({ key: '2026-11-16', scheduled: true, worked: true, absent: false });
    expect(monday?.rows).toHaveLength(1);
    expect(monday?.rows[0]).toMatchObject({
      slotIndex: 0,
      slot: { startTime: '09:00', endTime: '18:00' },
      // Whole seconds, none rounded away (Res. Ex. N° 38 art. 44): 8 h 39 min 45 s worked, 20 min 15 s late.
      times: { workedSeconds: 31_185, lateSeconds: 1215, earlySeconds: 0, overtimeSeconds: 0 },
      past: true,
    });
    expect(days[5]).toMatchObject({
      key: '2026-11-21',
      scheduled: false,
      worked: false,
      absent: false,
      rows: [],
    });
  });

  it('counts past scheduled days without punches as absences, not today before its end', () => {
    const keys = ['2026-11-17', '2026-11-18', '2026-11-19'];
    const days = build(
      keys.map((k) => schedule(k)),
      [],
    );
    expect(days.get('2026-11-17')).toMatchObject({ absent: true, worked: false });
    expect(days.get('2026-11-17')?.rows[0]).toMatchObject({ record: null, past: true });
    expect(days.get('2026-11-18')).toMatchObject({ absent: false });
    expect(days.get('2026-11-18')?.rows[0]?.past).toBe(false);
    expect(days.get('2026-11-19')).toMatchObject({ absent: false });
    // Once today's slot is over (18:00 exactly), today is an absence too.
    expect(
      build(
        keys.map((k) => schedule(k)),
        [],
        at('2026-11-18T18:00'),
      ).get('2026-11-18')?.absent,
    ).toBe(true);
  });

  it('shows records without a slot as unscheduled rows', () => {
    const days = build(
      [schedule('2026-11-16')],
      [record('2026-11-16', 0), record('2026-11-16', 1), record('2026-11-17', 0)],
    );
    const monday = days.get('2026-11-16');
    expect(monday?.rows.map((r) => [r.slotIndex, r.slot === null])).toEqual([
      [0, false],
      [1, true],
    ]);
    expect(monday?.rows[1]?.times).toMatchObject({
      workedSeconds: 540 * 60,
      lateSeconds: null,
      earlySeconds: null,
    });
    const tuesday = days.get('2026-11-17');
    expect(tuesday).toMatchObject({ scheduled: false, worked: true, absent: false });
    expect(tuesday?.rows[0]).toMatchObject({ slot: null, past: true });
  });

  it('shows a record flagged unscheduled as an unscheduled row even when its index names a slot', () => {
    // A Turno No Programado of a day a manager scheduled afterwards: slot 0 stays unpunched.
    const np = {
      ...record('2026-11-16', 0, {
        unscheduled: true,
        checkInTime: at('2026-11-16T07:00'),
        checkOutTime: at('2026-11-16T08:30'),
      }),
      id: 'u1_2026-11-16_np',
    };
    const monday = build([schedule('2026-11-16')], [np]).get('2026-11-16');
    expect(monday?.rows.map((r) => [r.slotIndex, r.slot === null, r.record?.id ?? null])).toEqual([
      [0, false, null],
      [0, true, 'u1_2026-11-16_np'],
    ]);
    expect(monday?.rows[1]?.problems).toEqual(['unscheduled']);
    expect(monday?.rows[0]?.problems).not.toContain('unscheduled');
  });

  it('uses the schedule of the day (first by id, whatever the input order) and the first record of a slot', () => {
    const days = build(
      [
        schedule('2026-11-16', [{ startTime: '10:00', endTime: '11:00' }], 'zz-second'),
        schedule('2026-11-16'),
      ],
      [
        record('2026-11-16', 0),
        { ...record('2026-11-16', 0), id: 'dup', checkInTime: at('2026-11-16T11:00') },
      ],
    );
    const rows = days.get('2026-11-16')?.rows ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.record?.id).toBe('u1_2026-11-16_0');
    expect(rows[0]?.slot?.startTime).toBe('09:00');
  });

  it('handles several slots, the fallback slot and a malformed slot', () => {
    const split = [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '16:00', endTime: '20:00' },
    ];
    const days = build(
      [
        schedule('2026-11-16', split),
        { ...schedule('2026-11-17', []), startTime: '08:00', endTime: null },
        schedule('2026-11-18', [{ startTime: '9:00', endTime: '18:00' }]),
      ],
      [
        record('2026-11-16', 1, {
          checkInTime: at('2026-11-16T16:05'),
          checkOutTime: at('2026-11-16T19:30'),
        }),
        record('2026-11-18', 0, { checkInTime: at('2026-11-18T09:30'), checkOutTime: null }),
      ],
    );
    const monday = days.get('2026-11-16');
    expect(monday?.rows.map((r) => r.record === null)).toEqual([true, false]);
    expect(monday?.rows[1]?.times).toMatchObject({
      workedSeconds: 205 * 60,
      lateSeconds: 5 * 60,
      earlySeconds: 30 * 60,
    });
    expect(monday?.absent).toBe(false);
    expect(days.get('2026-11-17')?.rows[0]?.slot).toEqual({ startTime: '08:00', endTime: '17:00' });
    // '9:00' is not a strict HH:MM: the slot shows, nothing is measured against it.
    expect(days.get('2026-11-18')?.rows[0]?.times).toEqual({
      workedSeconds: null,
      breakSeconds: null,
      lateSeconds: null,
      earlySeconds: null,
      overtimeSeconds: null,
    });
  });

  it('files documents by their day in the tenant zone, not the machine zone', () => {
    // 2026-11-16 00:00 in Santiago is 12:00 on the 16th in Tokyo (the test machine), 03:00 UTC.
    const days = build([schedule('2026-11-16')], [record('2026-11-16', 0)]);
    expect(days.get('2026-11-16')?.worked).toBe(true);
    expect(days.get('2026-11-15')).toBeUndefined();
  });

  it("marks each slot's problems with the alerts' names and the tenant's thresholds, and each day's distinct ones", () => {
    const split = [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '14:00', endTime: '18:00' },
    ];
    const schedules = [schedule('2026-11-16', split), schedule('2026-11-17'), schedule('2026-11-18')];
    const attendance = [
      // Monday: 20 min late to the morning, 30 min early out of the afternoon, and a long lunch.
      record('2026-11-16', 0, { checkInTime: at('2026-11-16T08:20'), checkOutTime: at('2026-11-16T12:00') }),
      record('2026-11-16', 1, {
        checkInTime: at('2026-11-16T14:00'),
        lunchStartTime: at('2026-11-16T15:00'),
        lunchEndTime: at('2026-11-16T16:10'),
        checkOutTime: at('2026-11-16T17:30'),
      }),
      // Tuesday: in, never out.
      record('2026-11-17', 0, { checkOutTime: null }),
      // Saturday: a shift nobody planned.
      record('2026-11-21', 0),
    ];
    const days = build(schedules, attendance, at('2026-11-22T12:00'));
    const monday = days.get('2026-11-16');
    expect(monday?.rows.map((r) => r.problems)).toEqual([['lateEntry'], ['earlyLeave', 'longBreak']]);
    expect(monday?.problems).toEqual(['lateEntry', 'earlyLeave', 'longBreak']);
    expect(days.get('2026-11-17')?.problems).toEqual(['missingCheckOut']);
    // Wednesday was never punched: one absence, not a 'Sin marcas' per slot.
    expect(days.get('2026-11-18')?.rows[0]?.problems).toEqual(['missed']);
    expect(days.get('2026-11-18')?.problems).toEqual(['absence']);
    expect(days.get('2026-11-21')?.problems).toEqual(['unscheduled']);
    expect(days.get('2026-11-22')?.problems).toEqual([]);

    // A tenant that tolerates 30 min of lateness sees no Entrada Tardía on Monday.
    const lenient = build(
      schedules,
      attendance,
      at('2026-11-22T12:00'),
      resolveThresholds({ lateEntryMinutes: 30 }),
    );
    expect(lenient.get('2026-11-16')?.problems).toEqual(['earlyLeave', 'longBreak']);
  });

  it('judges today as it stands: Llegada Tardía 16 min into a slot without entry, nothing before', () => {
    const schedules = [schedule('2026-11-18')];
    expect(build(schedules, [], at('2026-11-18T09:15')).get('2026-11-18')?.problems).toEqual([]);
    expect(build(schedules, [], at('2026-11-18T09:16')).get('2026-11-18')?.problems).toEqual(['noCheckIn']);
    // A malformed slot cannot be measured: it raises nothing.
    const malformed = [schedule('2026-11-18', [{ startTime: '9:00', endTime: '18:00' }])];
    expect(build(malformed, [], at('2026-11-18T12:00')).get('2026-11-18')?.problems).toEqual([]);
  });

  it('knows whether the period has punches', () => {
    const empty = buildHistoryDays({
      userId: 'u1',
      period: WEEK,
      schedules: [schedule('2026-11-16')],
      attendance: [],
      timeZone: TZ,
      now: NOW,
      thresholds: THRESHOLDS,
    });
    expect(hasPunches(empty)).toBe(false);
    const punched = buildHistoryDays({
      userId: 'u1',
      period: WEEK,
      schedules: [],
      attendance: [record('2026-11-20', 0)],
      timeZone: TZ,
      now: NOW,
      thresholds: THRESHOLDS,
    });
    expect(hasPunches(punched)).toBe(true);
  });
});
