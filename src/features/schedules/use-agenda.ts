import { useQuery } from '@tanstack/react-query';

import { dataLoadMessage } from '../../lib/data-errors';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { periodBounds, type Period } from '../../domain/calendar/periods';
import { buildAgendaDays, type AgendaDay } from './agenda-days';
import { loadAgendaData } from './agenda-repository';

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

/**
 * The agenda screen's data: the tenant's zone (watched by the shell), then the visible period's schedules,
 * holidays and absences, read once per period and cached. The period is the current one (following `today`)
 * until the user navigates away from it.
 */
export function useAgenda() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('week');
  const uid = member?.uid ?? '';
  const tenantId = member?.tenantId ?? '';

  const data = useQuery({
    queryKey: queryKeys.list('schedulesConfig', { view: 'agenda', uid, from: period?.from, to: period?.to }),
    queryFn: () => {
      if (!period || !timeZone) throw new Error('agenda read without a period');
      return loadAgendaData(store, { uid, tenantId }, periodBounds(period, timeZone));
    },
    enabled: member !== null && period !== null && timeZone !== null,
  });

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
      days: data.isError
        ? { status: 'error', message: dataLoadMessage(data.error, DATA_ERROR) }
        : data.data
          ? { status: 'ready', days: buildAgendaDays(uid, period, data.data, timeZone, today) }
          : { status: 'loading' },
    };

  return {
    state,
    setPeriod,
    retry: () => {
      if (tenant.status === 'error') tenant.retry();
      else void data.refetch();
    },
  };
}
