import { buildAttendanceDays, type DayRecordLike } from '../../domain/attendance/attendance-days';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { DEFAULT_ALERT_THRESHOLDS } from '../../domain/settings/tenant-settings';
import { todayStatus } from './today-status';

const TZ = 'America/Santiago';
const DAY = '2026-11-18';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00-03:00`);

const schedule = (userId: string, startTime = '09:00', endTime = '18:00') => ({
  id: `${userId}_${DAY}`,
  userId,
  date: dayKeyToInstant(DAY, TZ),
  timeSlots: [{ startTime, endTime }],
});

function record(userId: string, punches: Partial<DayRecordLike>): DayRecordLike {
  return { id: `${userId}_${DAY}_0`, userId, date: dayKeyToInstant(DAY, TZ), slotIndex: 0, ...punches };
}

function statusAt(hhmm: string) {
  const now = at(hhmm);
  const days = buildAttendanceDays({
    userIds: ['camila', 'felipe', 'marcela', 'rodrigo', 'ana', 'beto', 'early', 'off'],
    from: DAY,
    to: DAY,
    schedules: ['camila', 'felipe', 'marcela', 'rodrigo', 'ana', 'beto']
      .map((u) => schedule(u))
      .concat(schedule('early', '06:00', '08:00')),
    attendance: [
      record('felipe', { checkInTime: at('09:40') }),
      record('marcela', { checkInTime: at('08:55'), lunchStartTime: at('09:10') }),
      record('rodrigo', { checkInTime: at('08:58'), checkOutTime: at('09:15') }),
    ],
    absences: [
      {
        userId: 'ana',
        from: dayKeyToInstant(DAY, TZ),
        to: dayKeyToInstant(DAY, TZ),
        status: 'aprobada',
        type: 'vacaciones',
      },
    ],
    timeZone: TZ,
    now,
    thresholds: DEFAULT_ALERT_THRESHOLDS,
  });
  return todayStatus(days, now, TZ);
}

describe('todayStatus', () => {
  it('at 09:20: who is in, late, not in yet, on lunch, on leave, missing and done', () => {
    const status = statusAt('09:20');
    expect(status).toEqual({
      present: ['felipe'],
      late: ['camila', 'felipe', 'beto'],
      notIn: ['camila', 'beto'],
      onLunch: ['marcela'],
      absentWithLeave: ['ana'],
      absentWithoutNotice: ['early'],
      finished: ['rodrigo'],
    });
  });

  it('does not call anyone late within the grace minutes, nor count a slot not started', () => {
    const status = statusAt('09:10');
    expect(status.notIn).toEqual(['camila', 'beto']);
    expect(status.late).not.toContain('camila');
    expect(status.late).not.toContain('beto');
    expect(statusAt('08:30').notIn).toEqual([]);
  });
});
