import { attendanceDocId, groupByDay, scheduleDocId, schedulesByDay } from './day-schedule';

const TZ = 'America/Santiago';
const DAY = new Date('2026-11-18T03:00:00Z'); // 18 Nov, Santiago midnight
const NEXT = new Date('2026-11-19T03:00:00Z');

const entry = (id: string, userId: string, date: Date) => ({ id, userId, date, timeSlots: [] });

describe('the schedule of a day', () => {
  it('has deterministic ids for schedules and attendance', () => {
    expect(scheduleDocId('emp-1', '2026-11-18')).toBe('emp-1_2026-11-18');
    expect(attendanceDocId('emp-1', '2026-11-18', 1)).toBe('emp-1_2026-11-18_1');
  });

  it('is one document per person and day: the first by date, then by id, whatever the input order', () => {
    const a = entry('emp-1_2026-11-18', 'emp-1', DAY);
    const b = entry('zz-random', 'emp-1', DAY);
    const c = entry('aa-random', 'emp-2', DAY);
    const d = entry('emp-1_2026-11-19', 'emp-1', NEXT);
    const map = schedulesByDay([b, d, c, a], TZ);
    expect(map.get('emp-1|2026-11-18')).toBe(a);
    expect(map.get('emp-2|2026-11-18')).toBe(c);
    expect(map.get('emp-1|2026-11-19')).toBe(d);
    expect(map.size).toBe(3);
    expect(schedulesByDay([b, a], TZ).get('emp-1|2026-11-18')).toBe(a);
    expect(schedulesByDay([b, a], TZ).get('emp-1|2026-11-20')).toBeUndefined();
  });

  it('reads the day in the tenant zone and skips invalid dates', () => {
    // 02:00 UTC on the 18th is still the 17th in Santiago (UTC-3).
    const late = entry('x', 'emp-1', new Date('2026-11-18T02:00:00Z'));
    const broken = entry('y', 'emp-1', new Date(Number.NaN));
    expect([...schedulesByDay([late, broken], TZ).keys()]).toEqual(['emp-1|2026-11-17']);
    expect([...groupByDay([late, broken], 'Asia/Tokyo').keys()]).toEqual(['2026-11-18']);
  });
});
