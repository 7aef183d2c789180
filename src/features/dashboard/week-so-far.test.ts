import { attendanceDaysAt } from '../../domain/attendance/attendance-days';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { at, buildAttendance, buildSchedule, TEST_ZONE } from '../../testing/data-builders';
import { weekSoFar } from './week-so-far';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';

/** The days of Ana and Beto from Monday to Tuesday at `now`. */
function daysAt(now: Date, attendance: ReturnType<typeof buildAttendance>[]) {
  return attendanceDaysAt({
    userIds: ['ana', 'beto'],
    from: MONDAY,
    to: TUESDAY,
    // 09:00–18:00 with an hour of colación: 8 h planned a day each.
    schedules: [MONDAY, TUESDAY].flatMap((day) =>
      ['ana', 'beto'].map((userId) => buildSchedule(day, undefined, { userId, lunchMinutes: 60 })),
    ),
    attendance,
    timeZone: TEST_ZONE,
    thresholds: resolveThresholds(null),
  })(now);
}

describe('weekSoFar', () => {
  it('issue #47 item 7: on Monday at 10:00 counts today’s whole plan and the open slots up to now', () => {
    const now = at(MONDAY, '10:00');
    const days = daysAt(now, [
      buildAttendance(MONDAY, 0, { checkIn: '09:00' }, { userId: 'ana' }),
      buildAttendance(MONDAY, 0, { checkIn: '08:45' }, { userId: 'beto' }),
    ]);
    expect(weekSoFar(days, MONDAY, now)).toEqual({ worked: (60 + 75) * 60, planned: 2 * 8 * 3600 });
  });

  it('issue #47 item 7: deducts a lunch in progress and adds closed slots, whole', () => {
    const now = at(TUESDAY, '13:30');
    const days = daysAt(now, [
      buildAttendance(
        MONDAY,
        0,
        { checkIn: '09:00', lunchStart: '13:00', lunchEnd: '14:00', checkOut: '18:00' },
        {
          userId: 'ana',
        },
      ),
      buildAttendance(TUESDAY, 0, { checkIn: '09:00', lunchStart: '13:00' }, { userId: 'ana' }),
    ]);
    // Monday 8 h; Tuesday 09:00–13:30 less the half hour of lunch so far: 4 h.
    expect(weekSoFar(days, TUESDAY, now)).toEqual({ worked: 12 * 3600, planned: 4 * 8 * 3600 });
  });

  it('issue #47 item 7: never guesses a forgotten exit of a slot already over', () => {
    const now = at(TUESDAY, '10:00');
    const days = daysAt(now, [buildAttendance(MONDAY, 0, { checkIn: '09:00' }, { userId: 'beto' })]);
    expect(weekSoFar(days, TUESDAY, now).worked).toBe(0);
  });
});
