import { useEffect, useState } from 'react';

import { useBackend } from '../../lib/backend-context';
import { zonedDayBounds } from '../../domain/calendar/time-zone';
import { loadAlertInput } from './alert-sources';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import type { Alert } from './alert-types';
import { computeAlerts } from './compute-alerts';

export type DayAlerts = { status: 'loading' } | { status: 'error' } | { status: 'ready'; alerts: Alert[] };

/**
 * The alerts of a past day, computed from that day's data as they stood at the end of it. `day` is any instant
 * of the wanted day; null disables the hook (today comes live from the provider).
 */
export function useDayAlerts(
  tenantId: string | null,
  timeZone: string | null,
  day: Date | null,
  thresholds: Partial<AlertThresholds>,
): DayAlerts {
  const { store } = useBackend();
  const [result, setResult] = useState<{ key: string; value: DayAlerts } | null>(null);
  const key =
    tenantId && timeZone && day
      ? `${tenantId}|${timeZone}|${day.getTime()}|${JSON.stringify(thresholds)}`
      : null;

  useEffect(() => {
    if (!store || !tenantId || !timeZone || !day || !key) return;
    let cancelled = false;
    const bounds = zonedDayBounds(day, timeZone);
    const now = new Date(Math.min(bounds.end.getTime() - 1, Date.now()));
    loadAlertInput(store, tenantId, bounds).then(
      (input) => {
        if (!cancelled)
          setResult({
            key,
            value: { status: 'ready', alerts: computeAlerts(input, { now, timeZone, thresholds }) },
          });
      },
      (error: unknown) => {
        console.error('Alertas: no se pudieron cargar los datos del día', error);
        if (!cancelled) setResult({ key, value: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` stands for tenantId, timeZone, day and thresholds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  return result && result.key === key ? result.value : { status: 'loading' };
}
