/**
 * /totales' data: the period's attendance days (the shared read of /asistencias, /adherencia and /horas-extras)
 * and its overtime decisions, summed per person by the domain (person-totals.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useAttendanceDays } from '../../data/queries/attendance-days';
import { queryKeys } from '../../data/queries/keys';
import { listOvertimeRange } from '../../data/queries/overtime';
import { isActiveStaff, personName } from '../../data/queries/people';
import { readsState } from '../../data/queries/reads-state';
import { useStore } from '../../data/queries/use-store';
import { personTotals, type PersonTotals } from '../../domain/attendance/person-totals';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export interface TotalsRow extends PersonTotals {
  name: string;
}

export function useTotals(input: {
  from: string;
  to: string;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
}) {
  const store = useStore();
  const { days, people, range, names, tenantId, enabled } = useAttendanceDays(input);
  const overtime = useQuery({
    queryKey: queryKeys.list('overtimeDecisions', { tenantId, from: input.from, to: input.to }),
    queryFn: () => listOvertimeRange(store, tenantId, input.from, input.to),
    enabled,
  });
  const rows = useMemo<TotalsRow[] | undefined>(() => {
    if (!days || !overtime.data || !people.data) return undefined;
    // Everyone active, and anyone else who punched in the period.
    const active = people.data.filter(isActiveStaff).map((person) => person.id);
    const userIds = [...new Set([...active, ...days.filter((day) => day.worked).map((day) => day.userId)])];
    return personTotals(userIds, days, overtime.data.decisions)
      .map((line) => ({ ...line, name: personName(names.get(line.userId), line.userId) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [days, overtime.data, people.data, names]);
  return { rows, people: people.data, ...readsState([people, range, overtime]) };
}
