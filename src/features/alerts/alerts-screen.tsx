import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { dayKey } from '../../domain/calendar/time-zone';
import { useTenant } from '../../data/queries/tenant';
import type { Alert as AlertItem } from './alert-types';
import { AlertsFilters, NO_FILTERS, type AlertFilters } from './alerts-filters';
import { AlertsList } from './alerts-list';
import { AlertsTable } from './alerts-table';
import { useLiveAlerts } from './alerts-context';
import { alertUserName } from './alert-visuals';
import { useDayAlerts } from './use-day-alerts';

/** A person's day (its reads, the audit sentences) loads when a row is first opened. */
const PersonDayDialog = lazy(() =>
  import('./person-day-dialog').then((module) => ({ default: module.PersonDayDialog })),
);

function applyFilters(alerts: AlertItem[], filters: AlertFilters): AlertItem[] {
  return alerts.filter(
    (a) =>
      (!filters.severity || a.severity === filters.severity) &&
      (!filters.type || a.type === filters.type) &&
      (!filters.userId || a.userId === filters.userId),
  );
}

/** Whose day is open (kept after closing, so the dialog's content stays while it fades out). */
interface OpenDay {
  userId: string;
  name: string;
  open: boolean;
}

/**
 * `/alertas`: every alert of today (live) or of a past day, with filters; `?alertId=` points at one. A table from
 * `md` up, a list below (filters behind one button); any alert opens that person's day.
 */
export function AlertsScreen() {
  const live = useLiveAlerts();
  const tenant = useTenant();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params] = useSearchParams();
  const alertId = params.get('alertId');
  const timeZone = live.timeZone;
  const today = timeZone ? dayKey(live.now, timeZone) : '';
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [filters, setFilters] = useState<AlertFilters>(NO_FILTERS);
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const day = pickedDay ?? today;
  const past = Boolean(timeZone && pickedDay && pickedDay !== today);
  const tenantId = tenant.tenant?.tenantId ?? null;
  const pastAlerts = useDayAlerts(tenantId, timeZone, past ? pickedDay : null, live.thresholds, live.now);

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
  const personAlerts = useMemo(
    () => (openDay ? alerts.filter((a) => a.userId === openDay.userId) : []),
    [alerts, openDay],
  );

  const rowsProps = {
    alerts: shown,
    currentId: alertId,
    timeZone: timeZone ?? 'UTC',
    past,
    onOpenDay: (alert: AlertItem) =>
      setOpenDay({ userId: alert.userId, name: alertUserName(alert), open: true }),
  };

  return (
    <PageLayout title="Alertas">
      <AlertsFilters
        day={day}
        maxDay={today}
        onDay={(value) => {
          setOpenDay(null);
          setPickedDay(value);
        }}
        filters={filters}
        onFilters={changeFilters}
        people={people}
        compact={compact}
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
        {compact ? <AlertsList {...rowsProps} /> : <AlertsTable {...rowsProps} />}
      </AsyncState>
      {openDay && (
        <Suspense fallback={null}>
          <PersonDayDialog
            open={openDay.open}
            target={tenantId && timeZone ? { tenantId, userId: openDay.userId, day, timeZone } : null}
            name={openDay.name}
            alerts={personAlerts}
            past={past}
            onClose={() => setOpenDay((current) => current && { ...current, open: false })}
            onExited={() => setOpenDay(null)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
