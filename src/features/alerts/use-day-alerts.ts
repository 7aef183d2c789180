import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { dayKeyBounds } from '../../domain/calendar/time-zone';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { loadAlertInput } from './alert-sources';
import type { Alert } from './alert-types';
import { computeAlerts } from './compute-alerts';

export type DayAlerts =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; alerts: Alert[] };

/**
 * The alerts of a past day ('yyyy-MM-dd' in the tenant zone), computed from that day's data as they stood at the
 * end of it; `day` null disables the hook (today comes live from the provider).
 */
export function useDayAlerts(
  tenantId: string | null,
  timeZone: string | null,
  day: string | null,
  thresholds: Partial<AlertThresholds>,
  /** The current time: a day not over yet is judged as it stands now. */
  now: Date,
): DayAlerts {
  const store = useStore();
  const query = useQuery({
    queryKey: queryKeys.list('attendance', { view: 'alerts', tenantId, day, timeZone }),
    queryFn: () => loadAlertInput(store, tenantId ?? '', dayKeyBounds(day ?? '', timeZone ?? 'UTC')),
    enabled: tenantId !== null && timeZone !== null && day !== null,
  });
  const { data, isError, refetch } = query;
  return useMemo<DayAlerts>(() => {
    if (isError) return { status: 'error', retry: () => void refetch() };
    if (!data || !timeZone || !day) return { status: 'loading' };
    const { end } = dayKeyBounds(day, timeZone);
    const at = new Date(Math.min(end.getTime() - 1, now.getTime()));
    return { status: 'ready', alerts: computeAlerts(data, { now: at, timeZone, thresholds }) };
  }, [data, isError, refetch, timeZone, day, thresholds, now]);
}
