import { legalWeeklyHourLimit } from './labour';

describe('legalWeeklyHourLimit (Ley 21.561)', () => {
  it.each([
    ['2023-04-25', 45],
    ['2023-04-26', 45],
    ['2024-04-25', 45],
    ['2024-04-26', 44],
    ['2026-04-25', 44],
    ['2026-04-26', 42],
    ['2026-11-23', 42],
    ['2028-04-25', 42],
    ['2028-04-26', 40],
    ['2031-01-01', 40],
  ])('on %s the ordinary week is at most %i h', (day, hours) => {
    expect(legalWeeklyHourLimit(day)).toBe(hours);
  });
});
