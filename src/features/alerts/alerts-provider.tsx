import { useMemo, type ReactNode } from 'react';

import { dayKey, dayKeyBounds } from '../../domain/calendar/time-zone';
import { queryKeys } from '../../data/queries/keys';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { useNow } from '../../lib/use-now';
import { watchAlertInput } from './alert-sources';
import type { AlertInput } from './alert-types';
import { AlertsContext, IDLE_ALERTS, type LiveAlerts } from './alerts-context';
import { computeAlerts } from './compute-alerts';

const MINUTE = 60_000;

/**
 * Today's alerts of the signed-in manager's tenant (spec §4: computed once the tenant is known, cleared without
 * it): today's inputs are watched live (spec §7 queries), and recomputed every minute so time-based alerts
 * appear without a data change. The tenant's zone and thresholds come from the tenant watched by the shell.
 */
export function AlertsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const store = useStore();
  const tenant = useTenant();
  const now = useNow(MINUTE);
  const tenantId = enabled ? (tenant.tenant?.tenantId ?? null) : null;
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;

  const subscribe = useMemo<Subscribe<AlertInput> | null>(
    () =>
      tenantId && timeZone && today
        ? (next, error) => watchAlertInput(store, tenantId, dayKeyBounds(today, timeZone), next, error)
        : null,
    [store, tenantId, timeZone, today],
  );
  const input = useWatch(queryKeys.watch('attendance', { view: 'alerts', tenantId, today }), subscribe);
  const thresholds = tenant.settings?.alertThresholds;
  const retryTenant = tenant.retry;
  const { refetch } = input;

  const value = useMemo<LiveAlerts>(() => {
    if (!enabled) return IDLE_ALERTS;
    const retry = () => {
      retryTenant();
      void refetch();
    };
    const base = { alerts: [], timeZone, thresholds: thresholds ?? {}, now, retry };
    if (tenant.status === 'error' || input.isError) return { ...base, status: 'error' };
    if (!timeZone || !input.data) return { ...base, status: 'loading' };
    try {
      return { ...base, status: 'ready', alerts: computeAlerts(input.data, { now, timeZone, thresholds }) };
    } catch (error) {
      console.error('Alertas: error al calcular', error);
      return { ...base, status: 'error' };
    }
  }, [enabled, tenant.status, input.isError, input.data, timeZone, thresholds, now, retryTenant, refetch]);

  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
