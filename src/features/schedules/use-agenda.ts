import { useEffect, useState } from 'react';

import type { Tenant } from '../../data/ports/collections';
import { useBackend } from '../../lib/backend-context';
import { dataLoadMessage } from '../../lib/data-errors';
import { dayKey } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import {
  periodBounds,
  periodContaining,
  shiftPeriod,
  switchPeriodKind,
  type CalendarPeriodKind,
  type Period,
} from '../../domain/calendar/periods';
import { buildAgendaDays, type AgendaData, type AgendaDay } from './agenda-days';
import { loadAgendaData, loadAgendaTenant, type AgendaOwner } from './agenda-repository';

export const TENANT_ERROR = 'No se pudo cargar tu agenda. Revisa tu conexión e inténtalo de nuevo.';
export const DATA_ERROR = 'No se pudieron cargar tus turnos de este periodo. Inténtalo de nuevo.';

/** A result remembers which request produced it, so a newer request never shows an older answer. */
type Result<T> =
  { key: string; status: 'ready'; value: T } | { key: string; status: 'error'; message: string };

export type AgendaState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      timeZone: string;
      today: string;
      period: Period;
      days:
        { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: AgendaDay[] };
    };

/**
 * The agenda screen's data: the tenant's zone, then the visible period's schedules, holidays and absences.
 * The period is the current one (following `today`) until the user navigates away from it.
 */
export function useAgenda(owner: AgendaOwner | null) {
  const { store } = useBackend();
  const now = useNow(60_000);
  const uid = owner?.uid;
  const tenantId = owner?.tenantId;
  const [view, setView] = useState<CalendarPeriodKind>('week');
  /** First day of the chosen period; null = the period containing today. */
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [tenantAttempt, setTenantAttempt] = useState(0);
  const [dataAttempt, setDataAttempt] = useState(0);
  const [tenant, setTenant] = useState<Result<Tenant> | null>(null);
  const [data, setData] = useState<Result<AgendaData> | null>(null);

  const tenantKey = `${tenantId ?? ''}|${tenantAttempt}`;
  useEffect(() => {
    if (!store || !tenantId) return;
    let cancelled = false;
    loadAgendaTenant(store, tenantId).then(
      (value) => !cancelled && setTenant({ key: tenantKey, status: 'ready', value }),
      (e: unknown) => {
        console.error('Agenda: no se pudo cargar la empresa', e);
        if (!cancelled)
          setTenant({ key: tenantKey, status: 'error', message: dataLoadMessage(e, TENANT_ERROR) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, tenantId, tenantKey]);

  const timeZone = tenant?.key === tenantKey && tenant.status === 'ready' ? tenant.value.timeZone : null;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const period: Period | null = today ? periodContaining(view, chosenStart ?? today) : null;
  const periodView = period?.kind;
  const periodStart = period?.from;
  const dataKey = period ? `${uid ?? ''}|${period.kind}|${period.from}|${dataAttempt}` : null;

  useEffect(() => {
    if (!store || !uid || !tenantId || !timeZone || !periodView || !periodStart || dataKey === null) return;
    let cancelled = false;
    const range = periodBounds(periodContaining(view, periodStart), timeZone);
    loadAgendaData(store, { uid, tenantId }, range).then(
      (value) => !cancelled && setData({ key: dataKey, status: 'ready', value }),
      (e: unknown) => {
        console.error('Agenda: no se pudieron cargar los turnos', e);
        if (!cancelled) setData({ key: dataKey, status: 'error', message: dataLoadMessage(e, DATA_ERROR) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, uid, tenantId, timeZone, periodView, periodStart, dataKey, view]);

  const current = data?.key === dataKey ? data : null;

  let state: AgendaState;
  if (!store) state = { status: 'error', message: TENANT_ERROR };
  else if (tenant?.key === tenantKey && tenant.status === 'error')
    state = { status: 'error', message: tenant.message };
  else if (!timeZone || !today || !period) state = { status: 'loading' };
  else
    state = {
      status: 'ready',
      timeZone,
      today,
      period,
      days:
        current?.status === 'error'
          ? { status: 'error', message: current.message }
          : current?.status === 'ready'
            ? { status: 'ready', days: buildAgendaDays(uid ?? '', period, current.value, timeZone, today) }
            : { status: 'loading' },
    };

  return {
    state,
    setView: (next: CalendarPeriodKind) => {
      if (!period || !today) return;
      setView(next);
      const switched = switchPeriodKind(period, next, today);
      setChosenStart(switched.from === periodContaining(next, today).from ? null : switched.from);
    },
    move: (step: number) => {
      if (!period || !today) return;
      const next = shiftPeriod(period, step).from;
      setChosenStart(next === periodContaining(view, today).from ? null : next);
    },
    goToday: () => setChosenStart(null),
    retry: () => {
      if (tenant?.status === 'error') setTenantAttempt((n) => n + 1);
      else setDataAttempt((n) => n + 1);
    },
  };
}
