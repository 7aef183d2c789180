import { slotBounds, slotLabel, slotsOf } from './slots';

const TZ = 'America/Santiago';
const day = new Date('2026-11-18T15:00:00Z'); // Wednesday in Santiago (UTC-3)

describe('slotsOf', () => {
  it('uses non-empty timeSlots', () => {
    expect(slotsOf({ timeSlots: [{ startTime: '08:00', endTime: '12:00' }] })).toEqual([
      { startTime: '08:00', endTime: '12:00' },
    ]);
  });
  it('falls back to startTime/endTime, then to 09:00–17:00', () => {
    expect(slotsOf({ timeSlots: [], startTime: '10:00', endTime: '14:00' })).toEqual([
      { startTime: '10:00', endTime: '14:00' },
    ]);
    expect(slotsOf({ timeSlots: null })).toEqual([{ startTime: '09:00', endTime: '17:00' }]);
  });
});

describe('slotBounds', () => {
  it('reads wall times in the tenant zone', () => {
    const { start, end } = slotBounds(day, { startTime: '09:00', endTime: '18:00' }, TZ);
    expect(start.toISOString()).toBe('2026-11-18T12:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-18T21:00:00.000Z');
  });
  it('puts an end at or before the start on the next day', () => {
    const { start, end } = slotBounds(day, { startTime: '22:00', endTime: '06:00' }, TZ);
    expect(start.toISOString()).toBe('2026-11-19T01:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-19T09:00:00.000Z');
  });
  it('labels a slot', () => {
    expect(slotLabel({ startTime: '09:00', endTime: '18:00' })).toBe('09:00 – 18:00');
  });
});
