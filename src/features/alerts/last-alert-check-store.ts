import { create } from '../../lib/store';

/** spec §3/§9: the plain ISO string under localStorage key `lastAlertCheckTime`. */
export const LAST_ALERT_CHECK_KEY = 'lastAlertCheckTime';

function stored(): Date | null {
  const raw = localStorage.getItem(LAST_ALERT_CHECK_KEY);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface LastAlertCheckState {
  lastCheckedTime: Date | null;
  /** Accepts only a real, valid date (spec §5); anything else is rejected and logged. */
  setLastCheckedTime: (value: unknown) => void;
  /** Overwrites the in-memory value when one is stored (spec §4). */
  loadLastCheckedTime: () => void;
}

export const useLastAlertCheck = create<LastAlertCheckState>()((set) => ({
  lastCheckedTime: stored(),
  setLastCheckedTime: (value) => {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      console.error('Invalid timestamp provided to setLastCheckedTime:', value);
      return;
    }
    localStorage.setItem(LAST_ALERT_CHECK_KEY, value.toISOString());
    set({ lastCheckedTime: new Date(value.getTime()) });
  },
  loadLastCheckedTime: () => {
    const value = stored();
    if (value) set({ lastCheckedTime: value });
  },
}));

/** Alerts newer than the last check; all of them when never checked. */
export function countUnseen(alerts: readonly { timestamp: Date }[], lastChecked: Date | null): number {
  if (!lastChecked) return alerts.length;
  const since = lastChecked.getTime();
  return alerts.filter((alert) => alert.timestamp.getTime() > since).length;
}
