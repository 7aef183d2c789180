import { nextActions, recordedPunches } from './punches';

const at = (h: number) => new Date(Date.UTC(2026, 10, 18, h));
const none = { checkInTime: null, lunchStartTime: null, lunchEndTime: null, checkOutTime: null };

describe('nextActions', () => {
  it('follows entry, lunch, exit', () => {
    expect(nextActions(null)).toEqual(['checkIn']);
    expect(nextActions(none)).toEqual(['checkIn']);
    expect(nextActions({ ...none, checkInTime: at(12) })).toEqual(['lunchStart', 'checkOut']);
    expect(nextActions({ ...none, checkInTime: at(12), lunchStartTime: at(16) })).toEqual(['lunchEnd']);
    expect(
      nextActions({ ...none, checkInTime: at(12), lunchStartTime: at(16), lunchEndTime: at(17) }),
    ).toEqual(['checkOut']);
    expect(nextActions({ ...none, checkInTime: at(12), checkOutTime: at(20) })).toEqual([]);
  });
  it('lists recorded punches in order', () => {
    expect(
      recordedPunches({ ...none, checkInTime: at(12), checkOutTime: at(20) }).map((p) => p.action),
    ).toEqual(['checkIn', 'checkOut']);
  });
});
