import { createContext, useContext } from 'react';

import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import type { Alert } from './alert-types';

export interface LiveAlerts {
  status: 'idle' | 'loading' | 'ready' | 'error';
  alerts: Alert[];
  timeZone: string | null;
  /** The tenant's thresholds, also used for past days. */
  thresholds: Partial<AlertThresholds>;
  now: Date;
  /** Reads again after an error. */
  retry: () => void;
}

export const IDLE_ALERTS: LiveAlerts = {
  status: 'idle',
  alerts: [],
  timeZone: null,
  thresholds: {},
  now: new Date(0),
  retry: () => undefined,
};

export const AlertsContext = createContext<LiveAlerts>(IDLE_ALERTS);

/** Today's live alerts of the session's tenant (provided by `<AlertsProvider>` for managers). */
export function useLiveAlerts(): LiveAlerts {
  return useContext(AlertsContext);
}
