import { dayKey } from '../calendar/time-zone';
import { SUPPORTED_TIME_ZONES, isSupportedTimeZone } from './time-zones';

describe('supported time zones', () => {
  it('are real IANA zones the runtime knows', () => {
    for (const zone of SUPPORTED_TIME_ZONES) expect(() => dayKey(new Date(0), zone.id)).not.toThrow();
  });

  it('tell a supported zone from anything else', () => {
    expect(isSupportedTimeZone('America/Santiago')).toBe(true);
    expect(isSupportedTimeZone('Mars/Base')).toBe(false);
    expect(isSupportedTimeZone(42)).toBe(false);
  });
});
