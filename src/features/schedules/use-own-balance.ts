import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { holidayDays, personVacationBalance } from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useOwnUser } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { addDaysToKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { useOwnAbsences, useOwner } from './use-agenda';

/** The tenant's holidays from `from` to `to` (inclusive), as days; read when `enabled`. */
export function useHolidayDays(from: string, to: string, timeZone: string, enabled: boolean) {
  const store = useStore();
  const owner = useOwner();
  return useQuery({
    queryKey: queryKeys.list('holidays', { view: 'days', tenantId: owner?.tenantId, from, to }),
    queryFn: async () => {
      if (!owner) throw new Error('holidays read without a session');
      const range = {
        start: dayKeyToInstant(from, timeZone),
        end: dayKeyToInstant(addDaysToKey(to, 1), timeZone),
      };
      return holidayDays(await listTenantHolidays(store, owner.tenantId, range), timeZone);
    },
    enabled: enabled && owner !== null && isDayKey(from) && isDayKey(to) && from <= to,
  });
}

/**
 * The signed-in person's vacation balance today: their hire date (own users doc), their own absences (the live
 * watch) and the holidays of the days their vacations span. `balance` null: no hire date on file.
 */
export function useOwnBalance(today: string, timeZone: string, enabled: boolean) {
  const user = useOwnUser();
  const absences = useOwnAbsences();
  const span = useMemo(() => {
    let from = today;
    let to = today;
    for (const absence of absences.data ?? []) {
      if (absence.type !== 'vacaciones') continue;
      const first = dayKey(absence.from, timeZone);
      const last = dayKey(absence.to, timeZone);
      if (first < from) from = first;
      if (last > to) to = last;
    }
    return { from, to };
  }, [absences.data, today, timeZone]);
  const holidays = useHolidayDays(span.from, span.to, timeZone, enabled && absences.data !== undefined);

  const failed = [user, absences, holidays].find((query) => query.isError);
  if (failed) return { status: 'error' as const, error: failed.error };
  if (user.isPending || !absences.data || !holidays.data) return { status: 'loading' as const };
  return {
    status: 'ready' as const,
    balance: personVacationBalance({
      hireDate: user.data?.hireDate,
      absences: absences.data,
      holidays: holidays.data,
      today,
      timeZone,
    }),
  };
}
