import { formatCLP, formatDuration, formatHms, formatNumber } from './numbers';

describe('number formats', () => {
  it('prints seconds as h:mm:ss, never rounded to the minute (Res. Ex. N° 38 art. 44)', () => {
    expect(formatHms(0)).toBe('0:00:00');
    expect(formatHms(59)).toBe('0:00:59');
    expect(formatHms(5 * 60)).toBe('0:05:00');
    expect(formatHms(8 * 3600 + 2 * 60 + 13)).toBe('8:02:13');
    expect(formatHms(40 * 3600)).toBe('40:00:00');
    expect(formatHms(168 * 3600)).toBe('168:00:00');
    expect(formatHms(-(75 * 60 + 30))).toBe('-1:15:30');
  });

  it('prints durations in words, seconds included', () => {
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(75 * 60)).toBe('1 h 15 min');
    expect(formatDuration(12 * 60 + 30)).toBe('12 min 30 s');
    expect(formatDuration(3600 + 5)).toBe('1 h 5 s');
    expect(formatDuration(59)).toBe('59 s');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(-20 * 60)).toBe('-20 min');
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
