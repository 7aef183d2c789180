/**
 * /libres' reads. Per shown period: the tenant's published schedules and attendance from the day before the
 * period (a night shift started then works its first day) to its end. Once per visit: every vacation of the
 * tenant (the balances and the vacation days). Then the holidays of the days the period and the vacations span.
 * Indexes: (tenantId, date) on schedulesConfig and attendance.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { holidayDays, listTenantVacations } from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { tenantDateRange } from '../../data/queries/attendance-range';
import { usePeople } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import type { Period } from '../../domain/calendar/periods';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { Interval } from '../../domain/schedule/slots';
import { daySpan } from './absences-repository';
import { readsState } from '../../data/queries/reads-state';

/** The day before the period's first to the end of its last, in the tenant's zone. */
export function periodContextRange(period: Period, timeZone: string): Interval {
  return {
    start: dayKeyToInstant(addDaysToKey(period.from, -1), timeZone),
    end: dayKeyToInstant(addDaysToKey(period.to, 1), timeZone),
  };
}

export function useFreeDaysData(period: Period | null, timeZone: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const people = usePeople();
  const enabled = member !== null && timeZone !== null;

  const vacations = useQuery({
    queryKey: queryKeys.list('absences', { view: 'vacations', tenantId }),
    queryFn: () => listTenantVacations(store, tenantId),
    enabled,
  });
  const plan = useQuery({
    queryKey: queryKeys.list('schedulesConfig', {
      view: 'libres',
      tenantId,
      from: period?.from,
      to: period?.to,
    }),
    queryFn: async () => {
      if (!period || !timeZone) throw new Error('free days read without a period');
      const range = periodContextRange(period, timeZone);
      const [schedules, attendance] = await Promise.all([
        store.list('schedulesConfig', tenantDateRange<'schedulesConfig'>(tenantId, range)),
        store.list('attendance', tenantDateRange<'attendance'>(tenantId, range)),
      ]);
      return { schedules, attendance };
    },
    enabled: enabled && period !== null,
  });
  const span = useMemo(
    () => (period && timeZone && vacations.data ? daySpan(period, vacations.data, timeZone) : null),
    [period, timeZone, vacations.data],
  );
  const holidays = useQuery({
    queryKey: queryKeys.list('holidays', { view: 'libres', tenantId, from: span?.from, to: span?.to }),
    queryFn: async () => {
      if (!span || !timeZone) throw new Error('holidays read without a span');
      const range = {
        start: dayKeyToInstant(span.from, timeZone),
        end: dayKeyToInstant(addDaysToKey(span.to, 1), timeZone),
      };
      return holidayDays(await listTenantHolidays(store, tenantId, range), timeZone);
    },
    enabled: enabled && span !== null,
  });

  const reads = readsState([people, vacations, plan, holidays]);
  return {
    people: people.data,
    vacations: vacations.data,
    schedules: plan.data?.schedules,
    attendance: plan.data?.attendance,
    holidays: holidays.data,
    ...reads,
  };
}
