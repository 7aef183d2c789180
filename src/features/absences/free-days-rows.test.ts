import { describe, expect, it } from 'vitest';

import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { at, buildAttendance, buildSchedule } from '../../testing/data-builders';
import { workedInterval } from './free-days-rows';

const TZ = 'America/Santiago';
const NIGHT = [{ startTime: '22:00', endTime: '06:00' }];

describe('workedInterval', () => {
  it('runs from the check-in to the check-out', () => {
    const record = buildAttendance('2026-11-14', 0, {
      checkIn: '22:05',
      checkOut: at('2026-11-15', '06:10'),
    });
    expect(workedInterval(record, buildSchedule('2026-11-14', NIGHT), new Date(), TZ)).toEqual({
      start: at('2026-11-14', '22:05'),
      end: at('2026-11-15', '06:10'),
    });
  });

  it('counts an open record up to its slot’s end, or up to now while the slot runs', () => {
    const record = buildAttendance('2026-11-14', 0, { checkIn: '22:00' });
    const schedule = buildSchedule('2026-11-14', NIGHT);
    expect(workedInterval(record, schedule, at('2026-11-18', '10:00'), TZ)?.end).toEqual(
      at('2026-11-15', '06:00'),
    );
    expect(workedInterval(record, schedule, at('2026-11-14', '23:30'), TZ)?.end).toEqual(
      at('2026-11-14', '23:30'),
    );
  });

  it('counts an open record without a slot up to the end of its check-in’s day', () => {
    const record = buildAttendance('2026-11-14', 0, { checkIn: '20:00' }, { unscheduled: true });
    expect(workedInterval(record, undefined, at('2026-11-18', '10:00'), TZ)?.end).toEqual(
      dayKeyToInstant('2026-11-15', TZ),
    );
  });

  it('is nothing without a check-in, or when the check-out is not after it', () => {
    expect(workedInterval(buildAttendance('2026-11-14', 0), undefined, new Date(), TZ)).toBeNull();
    const backwards = buildAttendance('2026-11-14', 0, { checkIn: '10:00', checkOut: '09:00' });
    expect(workedInterval(backwards, undefined, new Date(), TZ)).toBeNull();
  });
});
