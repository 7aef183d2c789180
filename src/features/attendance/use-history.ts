import { useQuery } from '@tanstack/react-query';

import type { AttendanceRecord, ScheduleEntry, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useOwnUser } from '../../data/queries/people';
import { listPersonAttendance, listPersonSchedules } from '../../data/queries/person-days';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { periodBounds } from '../../domain/calendar/periods';

export interface HistoryProfile {
  userId: string;
  tenant: WithId<Tenant>;
  user: WithId<UserDoc> | null;
  /** Today in the tenant zone (following the clock): the period shown first and on 'Hoy'. */
  today: string;
}

export interface PeriodData {
  schedules: WithId<ScheduleEntry>[];
  attendance: WithId<AttendanceRecord>[];
}

export type Status<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * The history screen's state: the tenant (watched by the shell) and the own users document, the period shown
 * (week or month, moved with previous / next / today, today in the tenant zone) and that period's schedules and
 * attendance, each read once per period and cached.
 */
export function useHistory() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const ownUser = useOwnUser();
  const { now, today, timeZone, period, setPeriod } = useTenantPeriod('week');
  const uid = member?.uid ?? '';
  const tenantId = member?.tenantId ?? '';

  const data = useQuery({
    queryKey: queryKeys.list('attendance', { view: 'history', uid, from: period?.from, to: period?.to }),
    queryFn: async (): Promise<PeriodData> => {
      if (!period || !timeZone) throw new Error('history read without a period');
      const range = periodBounds(period, timeZone);
      const person = { uid, tenantId };
      const [schedules, attendance] = await Promise.all([
        listPersonSchedules(store, person, range),
        listPersonAttendance(store, person, range),
      ]);
      return { schedules, attendance };
    },
    enabled: member !== null && period !== null && timeZone !== null,
  });

  let profile: Status<HistoryProfile> = { status: 'loading' };
  if (tenant.status === 'error' || ownUser.isError) profile = { status: 'error' };
  else if (tenant.tenant && today && ownUser.isSuccess)
    profile = { status: 'ready', value: { userId: uid, tenant: tenant.tenant, user: ownUser.data, today } };

  const current: Status<PeriodData> = data.isError
    ? { status: 'error' }
    : data.data
      ? { status: 'ready', value: data.data }
      : { status: 'loading' };

  return {
    profile,
    period,
    data: current,
    now,
    today,
    setPeriod,
    retry: () => {
      if (tenant.status === 'error') tenant.retry();
      if (ownUser.isError) void ownUser.refetch();
      if (data.isError) void data.refetch();
    },
  };
}
