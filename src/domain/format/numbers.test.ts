import { formatCLP, formatDuration, formatHoursMinutes, formatNumber } from './numbers';

describe('number formats', () => {
  it('prints minutes as h:mm', () => {
    expect(formatHoursMinutes(0)).toBe('0:00');
    expect(formatHoursMinutes(5)).toBe('0:05');
    expect(formatHoursMinutes(482)).toBe('8:02');
    expect(formatHoursMinutes(2400)).toBe('40:00');
    expect(formatHoursMinutes(10_080)).toBe('168:00');
    expect(formatHoursMinutes(-75)).toBe('-1:15');
  });

  it('prints durations in words', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(75)).toBe('1 h 15 min');
    expect(formatDuration(-20)).toBe('-20 min');
  });

  it('prints Chilean pesos with dots and no decimals', () => {
    // Intl may use a non-breaking space or none between the sign and the digits; compare the visible text.
    const clean = (s: string) => s.replace(/\s/g, '');
    expect(clean(formatCLP(1_234_567))).toBe('$1.234.567');
    expect(clean(formatCLP(539_000.4))).toBe('$539.000');
    expect(clean(formatCLP(0))).toBe('$0');
    expect(clean(formatCLP(-30_000))).toBe('-$30.000');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(40)).toBe('40');
  });
});
