import { useEffect, useMemo, useState, type ReactNode } from 'react';

import type { TenantSettings } from '../../data/ports/collections';
import { useBackend } from '../../lib/backend-context';
import { dayKey, zonedDayBounds } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import { watchAlertInput } from './alert-sources';
import type { AlertInput } from './alert-types';
import { AlertsContext, IDLE_ALERTS, type LiveAlerts } from './alerts-context';
import { computeAlerts } from './compute-alerts';

const MINUTE = 60_000;

interface TenantClock {
  timeZone: string;
  thresholds: Partial<TenantSettings['alertThresholds']>;
}

/**
 * Loads today's alert inputs when the tenant is known (none without one), watches them live, and recomputes
 * every minute so time-based alerts appear without a data change. Errors are logged; the last good alerts stay.
 */
export function AlertsProvider({ tenantId, children }: { tenantId: string | null; children: ReactNode }) {
  const { store } = useBackend();
  const now = useNow(MINUTE);
  const [tenant, setTenant] = useState<{ id: string; clock: TenantClock } | null>(null);
  const [data, setData] = useState<{ key: string; input: AlertInput } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!store || !tenantId) return;
    return store.watchDoc('tenants', tenantId, {
      next: (doc) => {
        if (!doc) {
          console.error('Alertas: la empresa no existe', tenantId);
          setFailed(tenantId);
          return;
        }
        setTenant({
          id: tenantId,
          clock: { timeZone: doc.timeZone, thresholds: doc.settings.alertThresholds },
        });
      },
      error: (error) => {
        console.error('Alertas: no se pudo leer la empresa', error);
        setFailed(tenantId);
      },
    });
  }, [store, tenantId]);

  const clock = tenant && tenant.id === tenantId ? tenant.clock : null;
  const today = clock ? dayKey(now, clock.timeZone) : null;
  const key = clock && today ? `${tenantId}|${today}` : null;

  useEffect(() => {
    if (!store || !tenantId || !clock || !key) return;
    const bounds = zonedDayBounds(new Date(), clock.timeZone);
    return watchAlertInput(
      store,
      tenantId,
      bounds,
      (input) => setData({ key, input }),
      (error) => {
        console.error('Alertas: no se pudieron cargar los datos', error);
        setFailed(key);
      },
    );
    // `key` carries the tenant and the day: a new day re-subscribes with the new bounds.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clock identity changes on every tenant snapshot
  }, [store, key]);

  const value = useMemo<LiveAlerts>(() => {
    if (!tenantId || !store) return IDLE_ALERTS;
    const input = data && data.key === key ? data.input : null;
    if (!clock || !input) {
      const error = failed === tenantId || failed === key;
      return {
        status: error ? 'error' : 'loading',
        alerts: [],
        timeZone: clock?.timeZone ?? null,
        thresholds: clock?.thresholds ?? {},
        now,
      };
    }
    try {
      const alerts = computeAlerts(input, { now, timeZone: clock.timeZone, thresholds: clock.thresholds });
      return { status: 'ready', alerts, timeZone: clock.timeZone, thresholds: clock.thresholds, now };
    } catch (error) {
      console.error('Alertas: error al calcular', error);
      return { status: 'error', alerts: [], timeZone: clock.timeZone, thresholds: clock.thresholds, now };
    }
  }, [tenantId, store, data, key, clock, failed, now]);

  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
