// @vitest-environment jsdom
import { LAST_ALERT_CHECK_KEY, countUnseen, useLastAlertCheck } from './last-alert-check-store';

describe('last alert check time', () => {
  beforeEach(() => useLastAlertCheck.setState({ lastCheckedTime: null }));

  it('stores a valid date as the plain ISO string', () => {
    const date = new Date('2026-11-20T12:34:56.000Z');
    useLastAlertCheck.getState().setLastCheckedTime(date);
    expect(localStorage.getItem(LAST_ALERT_CHECK_KEY)).toBe('2026-11-20T12:34:56.000Z');
    expect(useLastAlertCheck.getState().lastCheckedTime?.toISOString()).toBe('2026-11-20T12:34:56.000Z');
  });

  it.each([['not a date'], [new Date('nope')], [null], [1700000000000]])('rejects %s and logs it', (bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useLastAlertCheck.getState().setLastCheckedTime(bad);
    expect(error).toHaveBeenCalledWith('Invalid timestamp provided to setLastCheckedTime:', bad);
    expect(localStorage.getItem(LAST_ALERT_CHECK_KEY)).toBeNull();
    expect(useLastAlertCheck.getState().lastCheckedTime).toBeNull();
  });

  it('reloading overwrites the in-memory value only when one is stored', () => {
    const memory = new Date('2026-01-01T00:00:00.000Z');
    useLastAlertCheck.setState({ lastCheckedTime: memory });
    useLastAlertCheck.getState().loadLastCheckedTime();
    expect(useLastAlertCheck.getState().lastCheckedTime).toBe(memory);
    localStorage.setItem(LAST_ALERT_CHECK_KEY, '2026-02-02T00:00:00.000Z');
    useLastAlertCheck.getState().loadLastCheckedTime();
    expect(useLastAlertCheck.getState().lastCheckedTime?.toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });

  it('counts alerts newer than the last check, all when never checked', () => {
    const alerts = [
      { timestamp: new Date(1000) },
      { timestamp: new Date(2000) },
      { timestamp: new Date(3000) },
    ];
    expect(countUnseen(alerts, null)).toBe(3);
    expect(countUnseen(alerts, new Date(2000))).toBe(1);
    expect(countUnseen(alerts, new Date(5000))).toBe(0);
  });
});
