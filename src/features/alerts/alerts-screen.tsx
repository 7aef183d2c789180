import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { dayKey } from '../../domain/calendar/time-zone';
import { useTenant } from '../../data/queries/tenant';
import type { Alert as AlertItem } from './alert-types';
import { AlertsFilters, NO_FILTERS, type AlertFilters } from './alerts-filters';
import { AlertsTable } from './alerts-table';
import { useLiveAlerts } from './alerts-context';
import { alertUserName } from './alert-visuals';
import { useDayAlerts } from './use-day-alerts';

function applyFilters(alerts: AlertItem[], filters: AlertFilters): AlertItem[] {
  return alerts.filter(
    (a) =>
      (!filters.severity || a.severity === filters.severity) &&
      (!filters.type || a.type === filters.type) &&
      (!filters.userId || a.userId === filters.userId),
  );
}

/** `/alertas`: every alert of today (live) or of a past day, with filters; `?alertId=` points at one. */
export function AlertsScreen() {
  const live = useLiveAlerts();
  const tenant = useTenant();
  const [params] = useSearchParams();
  const alertId = params.get('alertId');
  const timeZone = live.timeZone;
  const today = timeZone ? dayKey(live.now, timeZone) : '';
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [filters, setFilters] = useState<AlertFilters>(NO_FILTERS);
  const day = pickedDay ?? today;
  const past = Boolean(timeZone && pickedDay && pickedDay !== today);
  const pastAlerts = useDayAlerts(
    tenant.tenant?.tenantId ?? null,
    timeZone,
    past ? pickedDay : null,
    live.thresholds,
    live.now,
  );

  const state = past ? pastAlerts : live;
  const alerts = useMemo(() => (state.status === 'ready' ? state.alerts : []), [state]);
  // The chosen person stays choosable even when a day or a live update leaves them without alerts, so the
  // filter never applies invisibly.
  const [chosenName, setChosenName] = useState('');
  const people = useMemo(() => {
    const byId = new Map(alerts.map((a) => [a.userId, alertUserName(a)]));
    if (filters.userId && !byId.has(filters.userId)) byId.set(filters.userId, chosenName);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [alerts, filters.userId, chosenName]);
  const changeFilters = (next: AlertFilters) => {
    setChosenName(people.find((p) => p.id === next.userId)?.name ?? '');
    setFilters(next);
  };
  const shown = applyFilters(alerts, filters);

  return (
    <PageLayout title="Alertas">
      <AlertsFilters
        day={day}
        maxDay={today}
        onDay={(value) => setPickedDay(value)}
        filters={filters}
        onFilters={changeFilters}
        people={people}
      />
      <AsyncState
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={state.status === 'error' ? state.retry : undefined}
        loadingLabel="Cargando alertas"
        errorMessage="No se pudieron cargar las alertas. Revisa tu conexión e inténtalo de nuevo."
        empty={alerts.length === 0 || shown.length === 0}
        emptyMessage={
          alerts.length === 0 ? 'No hay alertas para este día.' : 'Ninguna alerta coincide con los filtros.'
        }
      >
        <AlertsTable alerts={shown} currentId={alertId} timeZone={timeZone ?? 'UTC'} relative={!past} />
      </AsyncState>
    </PageLayout>
  );
}
