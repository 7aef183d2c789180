import { DEFAULT_PUNCH_WINDOW } from '../attendance/punch-window';
import { dayKeyToInstant, wallTimeOnDay } from '../calendar/time-zone';
import { punchableSlots, type PunchableSlotsInput } from './punchable-slots';

const TZ = 'America/Santiago';
const NIGHT_SLOTS = [{ startTime: '22:00', endTime: '06:00' }];
const OFFICE_SLOTS = [{ startTime: '09:00', endTime: '18:00' }];
const at = (day: string, hhmm: string) => wallTimeOnDay(day, hhmm, TZ);
/** A schedule document of `day` (its `date` the day's first instant, as managers write it). */
const scheduleOf = (day: string, timeSlots: typeof OFFICE_SLOTS) => ({
  date: dayKeyToInstant(day, TZ),
  timeSlots,
});
const NIGHT = scheduleOf('2026-11-17', NIGHT_SLOTS);
const OFFICE = scheduleOf('2026-11-18', OFFICE_SLOTS);
const TONIGHT = scheduleOf('2026-11-18', NIGHT_SLOTS);
const OFFICE_YESTERDAY = scheduleOf('2026-11-17', OFFICE_SLOTS);

function input(now: Date, overrides: Partial<PunchableSlotsInput> = {}): PunchableSlotsInput {
  return {
    now,
    timeZone: TZ,
    today: '2026-11-18',
    todaySchedule: null,
    yesterdaySchedule: null,
    yesterdayRecords: [],
    window: DEFAULT_PUNCH_WINDOW,
    ...overrides,
  };
}

const summary = (slots: ReturnType<typeof punchableSlots>) =>
  slots.map(
    (s) => `${s.day}#${s.slotIndex}${s.slot ? ` ${s.slot.startTime}-${s.slot.endTime}` : ' unscheduled'}`,
  );

describe('punchableSlots', () => {
  it('at 05:30 offers the night slot that started yesterday before tonight’s', () => {
    const slots = punchableSlots(
      input(at('2026-11-18', '05:30'), {
        yesterdaySchedule: NIGHT,
        todaySchedule: TONIGHT,
        yesterdayRecords: [{ slotIndex: 0, checkInTime: at('2026-11-17', '21:54') }],
      }),
    );
    expect(summary(slots)).toEqual(['2026-11-17#0 22:00-06:00', '2026-11-18#0 22:00-06:00']);
    expect(slots[0]?.fromYesterday).toBe(true);
    expect(slots[0]?.bounds?.end).toEqual(at('2026-11-18', '06:00'));
  });

  it('offers a running night slot even without an entry yet (a late arrival after midnight)', () => {
    const slots = punchableSlots(input(at('2026-11-18', '00:40'), { yesterdaySchedule: NIGHT }));
    expect(summary(slots)).toEqual(['2026-11-17#0 22:00-06:00']);
  });

  it('keeps an open slot for 16 h after its entry, whatever the window', () => {
    const open = {
      yesterdaySchedule: NIGHT,
      yesterdayRecords: [{ slotIndex: 0, checkInTime: at('2026-11-17', '22:00') }],
      // A narrow window (closing 1 h after the end) hides nothing: an exit after it is flagged, not refused.
      window: { openBeforeMinutes: 120, closeAfterMinutes: 60 },
    };
    expect(summary(punchableSlots(input(at('2026-11-18', '10:00'), open)))).toEqual([
      '2026-11-17#0 22:00-06:00',
    ]);
    expect(summary(punchableSlots(input(at('2026-11-18', '13:59'), open)))).toEqual([
      '2026-11-17#0 22:00-06:00',
    ]);
    // 16 h after the entry the shift is over: its forgotten exit is a manager's correction.
    expect(summary(punchableSlots(input(at('2026-11-18', '14:00'), open)))).toEqual([
      '2026-11-18#0 unscheduled',
    ]);
  });

  it('drops yesterday’s slot once it ended, when it was never punched or was closed', () => {
    const closed = {
      yesterdaySchedule: NIGHT,
      todaySchedule: OFFICE,
      yesterdayRecords: [
        { slotIndex: 0, checkInTime: at('2026-11-17', '22:00'), checkOutTime: at('2026-11-18', '06:02') },
      ],
    };
    expect(summary(punchableSlots(input(at('2026-11-18', '06:30'), closed)))).toEqual([
      '2026-11-18#0 09:00-18:00',
    ]);
    const missed = { yesterdaySchedule: NIGHT, todaySchedule: OFFICE };
    expect(summary(punchableSlots(input(at('2026-11-18', '06:30'), missed)))).toEqual([
      '2026-11-18#0 09:00-18:00',
    ]);
  });

  it('ignores yesterday’s day slots and offers today’s, or one unscheduled shift', () => {
    expect(
      summary(
        punchableSlots(
          input(at('2026-11-18', '08:00'), { yesterdaySchedule: OFFICE_YESTERDAY, todaySchedule: OFFICE }),
        ),
      ),
    ).toEqual(['2026-11-18#0 09:00-18:00']);
    expect(summary(punchableSlots(input(at('2026-11-18', '08:00'))))).toEqual(['2026-11-18#0 unscheduled']);
  });

  it('measures the night in real time across a DST change (2026-09-06 has no 00:00 in Santiago)', () => {
    // 22:00 on the 5th to 06:00 on the 6th lasts 7 hours; at 05:59 it is still running.
    const slots = punchableSlots(
      input(at('2026-09-06', '05:59'), {
        today: '2026-09-06',
        yesterdaySchedule: scheduleOf('2026-09-05', NIGHT_SLOTS),
      }),
    );
    expect(summary(slots)).toEqual(['2026-09-05#0 22:00-06:00']);
    expect((slots[0]?.bounds?.end.getTime() ?? 0) - (slots[0]?.bounds?.start.getTime() ?? 0)).toBe(
      7 * 3_600_000,
    );
  });

  it("carries each slot's punch window, computed from the schedule document's own date", () => {
    const [slot] = punchableSlots(input(at('2026-11-18', '06:00'), { todaySchedule: OFFICE }));
    expect(slot).toMatchObject({
      day: '2026-11-18',
      slotIndex: 0,
      unscheduled: false,
      dayStart: OFFICE.date,
    });
    expect(slot?.window).toEqual({ opens: at('2026-11-18', '07:00'), closes: at('2026-11-18', '22:00') });
    const [narrow] = punchableSlots(
      input(at('2026-11-18', '06:00'), {
        todaySchedule: OFFICE,
        window: { openBeforeMinutes: 15, closeAfterMinutes: 30 },
      }),
    );
    expect(narrow?.window).toEqual({ opens: at('2026-11-18', '08:45'), closes: at('2026-11-18', '18:30') });
  });

  it('offers a day without schedule as one unscheduled shift starting at the day, with no window', () => {
    const [slot] = punchableSlots(input(at('2026-11-18', '08:00')));
    expect(slot).toMatchObject({
      day: '2026-11-18',
      slotIndex: 0,
      unscheduled: true,
      slot: null,
      bounds: null,
      window: null,
      dayStart: dayKeyToInstant('2026-11-18', TZ),
      fromYesterday: false,
    });
  });

  it("offers yesterday's open unscheduled shift until 16 h after its entry, then today's", () => {
    const yesterdayShift = {
      slotIndex: 0,
      unscheduled: true,
      date: dayKeyToInstant('2026-11-17', TZ),
      checkInTime: at('2026-11-17', '19:00'),
    };
    const open = { yesterdayRecords: [yesterdayShift] };
    const slots = punchableSlots(input(at('2026-11-18', '02:00'), open));
    expect(summary(slots)).toEqual(['2026-11-17#0 unscheduled']);
    expect(slots[0]).toMatchObject({ unscheduled: true, fromYesterday: true, dayStart: yesterdayShift.date });
    expect(summary(punchableSlots(input(at('2026-11-18', '10:59'), open)))).toEqual([
      '2026-11-17#0 unscheduled',
    ]);
    expect(summary(punchableSlots(input(at('2026-11-18', '11:00'), open)))).toEqual([
      '2026-11-18#0 unscheduled',
    ]);
    // Closed with its exit: today's shift is offered at once.
    const closed = { yesterdayRecords: [{ ...yesterdayShift, checkOutTime: at('2026-11-18', '01:00') }] };
    expect(summary(punchableSlots(input(at('2026-11-18', '02:00'), closed)))).toEqual([
      '2026-11-18#0 unscheduled',
    ]);
  });

  it("shows today's unscheduled shift once started, even while yesterday's still takes its exit", () => {
    const yesterdayShift = {
      slotIndex: 0,
      unscheduled: true,
      date: dayKeyToInstant('2026-11-17', TZ),
      checkInTime: at('2026-11-17', '19:00'),
    };
    const todayShift = {
      ...yesterdayShift,
      date: dayKeyToInstant('2026-11-18', TZ),
      checkInTime: at('2026-11-18', '07:00'),
    };
    expect(
      summary(
        punchableSlots(
          input(at('2026-11-18', '08:00'), {
            yesterdayRecords: [yesterdayShift],
            todayRecords: [todayShift],
          }),
        ),
      ),
    ).toEqual(['2026-11-17#0 unscheduled', '2026-11-18#0 unscheduled']);
  });

  it("never takes an unscheduled record for a scheduled slot's", () => {
    // Yesterday's night slot has no record of its own: an unscheduled record of that day does not keep it open.
    const stray = { slotIndex: 0, unscheduled: true, checkInTime: at('2026-11-17', '22:00') };
    expect(
      summary(
        punchableSlots(
          input(at('2026-11-18', '07:00'), { yesterdaySchedule: NIGHT, yesterdayRecords: [stray] }),
        ),
      ),
    ).toEqual(['2026-11-18#0 unscheduled']);
  });
});
