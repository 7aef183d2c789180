import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Absence, ScheduleEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { watchOwnAbsences } from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { watchPersonSchedules, type Person } from '../../data/queries/person-days';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { periodBounds, type Period } from '../../domain/calendar/periods';
import { dataLoadMessage } from '../../lib/data-errors';
import { buildAgendaDays, type AgendaDay } from './agenda-days';

export const TENANT_ERROR = 'No se pudo cargar tu agenda. Revisa tu conexión e inténtalo de nuevo.';
export const DATA_ERROR = 'No se pudieron cargar tus turnos de este periodo. Inténtalo de nuevo.';

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

/** The signed-in person as the own-data queries name them. */
export function useOwner(): Person | null {
  const member = useMember();
  const uid = member?.uid ?? null;
  const tenantId = member?.tenantId ?? null;
  return useMemo(() => (uid && tenantId ? { uid, tenantId } : null), [uid, tenantId]);
}

/** Every own absence, live: the agenda's, `Mis solicitudes`' and the balance's one watch. */
export function useOwnAbsences() {
  const store = useStore();
  const owner = useOwner();
  const subscribe = useMemo<Subscribe<WithId<Absence>[]> | null>(
    () => (owner ? (next, error) => watchOwnAbsences(store, owner, next, error) : null),
    [store, owner],
  );
  return useWatch(queryKeys.watch('absences', { view: 'own', uid: owner?.uid }), subscribe);
}

/**
 * The agenda screen's data: the tenant's zone (watched by the shell), then the visible period's schedules (live,
 * so a publish shows at once), its holidays (read once per period and cached) and the own absences (live). The
 * period is the current one (following `today`) until the user navigates away from it.
 */
export function useAgenda() {
  const store = useStore();
  const owner = useOwner();
  const tenant = useTenant();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('week');

  const range = useMemo(
    () => (period && timeZone ? periodBounds(period, timeZone) : null),
    [period, timeZone],
  );
  const subscribe = useMemo<Subscribe<WithId<ScheduleEntry>[]> | null>(
    () => (owner && range ? (next, error) => watchPersonSchedules(store, owner, range, next, error) : null),
    [store, owner, range],
  );
  const schedules = useWatch(
    queryKeys.watch('schedulesConfig', {
      view: 'agenda',
      uid: owner?.uid,
      from: period?.from,
      to: period?.to,
    }),
    subscribe,
  );
  const holidays = useQuery({
    queryKey: queryKeys.list('holidays', { view: 'agenda', tenantId: owner?.tenantId, from: period?.from }),
    queryFn: () => {
      if (!owner || !range) throw new Error('agenda read without a period');
      return listTenantHolidays(store, owner.tenantId, range);
    },
    enabled: owner !== null && range !== null,
  });
  const absences = useOwnAbsences();

  const parts = [schedules, holidays, absences] as const;
  const failed = parts.find((part) => part.isError);
  const uid = owner?.uid ?? '';
  const days = useMemo(
    () =>
      period && timeZone && today && schedules.data && holidays.data && absences.data
        ? buildAgendaDays(
            uid,
            period,
            { schedules: schedules.data, holidays: holidays.data, absences: absences.data },
            timeZone,
            today,
          )
        : null,
    [uid, period, timeZone, today, schedules.data, holidays.data, absences.data],
  );

  let state: AgendaState;
  if (tenant.status === 'error')
    state = { status: 'error', message: dataLoadMessage(tenant.error, TENANT_ERROR) };
  else if (!timeZone || !today || !period) state = { status: 'loading' };
  else
    state = {
      status: 'ready',
      timeZone,
      today,
      period,
      days: failed
        ? { status: 'error', message: dataLoadMessage(failed.error, DATA_ERROR) }
        : days
          ? { status: 'ready', days }
          : { status: 'loading' },
    };

  return {
    state,
    setPeriod,
    retry: () => {
      if (tenant.status === 'error') tenant.retry();
      else for (const part of parts) if (part.isError) void part.refetch();
    },
  };
}
