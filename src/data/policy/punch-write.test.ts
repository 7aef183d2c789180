import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { recordDay } from './punch-write';

describe('the ids of bound punches', () => {
  it('are <uid>_<day>_<slot>, <uid>_<day>_np and <uid>_<day>, as firestore.rules builds them', () => {
    expect(attendanceDocId('u', '2026-06-02', 3)).toBe('u_2026-06-02_3');
    expect(unscheduledDocId('u', '2026-06-02')).toBe('u_2026-06-02_np');
    expect(scheduleDocId('u', '2026-06-02')).toBe('u_2026-06-02');
  });

  it('name their day in the second-to-last `_` part, as the rules read it, even for a uid holding `_`', () => {
    expect(recordDay(attendanceDocId('a_b', '2026-06-02', 0))).toBe('2026-06-02');
    expect(recordDay(unscheduledDocId('a_b', '2026-06-02'))).toBe('2026-06-02');
    expect(recordDay('random-id')).toBe('');
  });
});
