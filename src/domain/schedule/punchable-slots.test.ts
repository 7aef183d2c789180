import { wallTimeOnDay } from '../calendar/time-zone';
import { punchableSlots, type PunchableSlotsInput } from './punchable-slots';

const TZ = 'America/Santiago';
const NIGHT = { timeSlots: [{ startTime: '22:00', endTime: '06:00' }] };
const OFFICE = { timeSlots: [{ startTime: '09:00', endTime: '18:00' }] };
const at = (day: string, hhmm: string) => wallTimeOnDay(day, hhmm, TZ);

function input(now: Date, overrides: Partial<PunchableSlotsInput> = {}): PunchableSlotsInput {
  return {
    now,
    timeZone: TZ,
    today: '2026-11-18',
    todaySchedule: null,
    yesterdaySchedule: null,
    yesterdayRecords: [],
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
        todaySchedule: NIGHT,
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

  it('keeps an open slot for the grace period after its end, then lets it go', () => {
    const open = {
      yesterdaySchedule: NIGHT,
      yesterdayRecords: [{ slotIndex: 0, checkInTime: at('2026-11-17', '22:00') }],
    };
    expect(summary(punchableSlots(input(at('2026-11-18', '09:59'), open)))).toEqual([
      '2026-11-17#0 22:00-06:00',
    ]);
    expect(summary(punchableSlots(input(at('2026-11-18', '10:00'), open)))).toEqual([
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
          input(at('2026-11-18', '08:00'), { yesterdaySchedule: OFFICE, todaySchedule: OFFICE }),
        ),
      ),
    ).toEqual(['2026-11-18#0 09:00-18:00']);
    expect(summary(punchableSlots(input(at('2026-11-18', '08:00'))))).toEqual(['2026-11-18#0 unscheduled']);
  });

  it('measures the night in real time across a DST change (2026-09-06 has no 00:00 in Santiago)', () => {
    // 22:00 on the 5th to 06:00 on the 6th lasts 7 hours; at 05:59 it is still running.
    const slots = punchableSlots(
      input(at('2026-09-06', '05:59'), { today: '2026-09-06', yesterdaySchedule: NIGHT }),
    );
    expect(summary(slots)).toEqual(['2026-09-05#0 22:00-06:00']);
    expect((slots[0]?.bounds?.end.getTime() ?? 0) - (slots[0]?.bounds?.start.getTime() ?? 0)).toBe(
      7 * 3_600_000,
    );
  });
});
