import { art45NoticeDays, art45Notices } from './art45-notices';
import type { DayCorrectionLike, DayRecordLike, DayScheduleLike } from './attendance-days';

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026 starts at 03:00 UTC in Santiago (UTC−3); 09:00 there is 12:00 UTC. */
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const NINE = new Date('2026-11-18T12:00:00.000Z');
const SUNDAY_START = new Date('2026-10-18T03:00:00.000Z');

const schedule: DayScheduleLike = {
  id: 'ana_18',
  userId: 'ana',
  date: DAY_START,
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
};
const sundayWorked: DayRecordLike = {
  id: 'ana_sunday_0',
  userId: 'ana',
  date: SUNDAY_START,
  slotIndex: 0,
  checkInTime: new Date('2026-10-18T12:00:00.000Z'),
  checkOutTime: new Date('2026-10-18T17:00:00.000Z'),
  lunchStartTime: null,
  lunchEndTime: null,
};

function notices(now: Date, attendance: DayRecordLike[] = []) {
  return art45Notices<DayScheduleLike, DayRecordLike, DayCorrectionLike>({
    userIds: ['ana'],
    schedules: [schedule],
    attendance,
    absences: [],
    holidays: new Set(),
    timeZone: TZ,
    now,
  });
}

describe('Res. Ex. N° 38 art. 45: the notices the bell and the mail share', () => {
  it('Res. Ex. N° 38 art. 45: reads from the last ended 30-day period (or the week, if earlier) to tomorrow', () => {
    expect(art45NoticeDays('2026-11-18')).toEqual({ from: '2026-09-26', to: '2026-11-19' });
    expect(art45NoticeDays('2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-11-26' });
  });

  it('Res. Ex. N° 38 art. 45: a missing entrada arises exactly 30 min after the start, to the second', () => {
    expect(notices(new Date(NINE.getTime() + 30 * 60_000 - 1000))).toEqual([]);
    const at = new Date(NINE.getTime() + 30 * 60_000);
    expect(notices(at)).toEqual([
      { notice: expect.objectContaining({ kind: 'entrada', userId: 'ana', dueAt: NINE }), at },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: a worked Sunday of the last ended period is a compensatory rest due from the day after it', () => {
    const found = notices(DAY_START, [sundayWorked]);
    expect(found).toEqual([
      {
        notice: expect.objectContaining({
          kind: 'compensatory-rest',
          day: '2026-09-26',
          to: '2026-10-25',
          restDays: 1,
        }),
        at: new Date('2026-10-26T03:00:00.000Z'),
      },
    ]);
  });
});
