/**
 * /asistencias' data. Once per view (its days): the tenant's schedules, attendance, corrections and the absences
 * overlapping them, one query each; once per visit: the people and the open corrections (pending or objected,
 * whatever their day: the `Correcciones` inbox). A write refreshes every read of corrections.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { useAttendanceDays } from '../../data/queries/attendance-days';
import { listOpenCorrections } from '../../data/queries/corrections';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { buildTimesheetRows, type TimesheetRow } from './timesheet-rows';
import { readsState } from '../../data/queries/reads-state';

export interface TimesheetsInput {
  from: string;
  to: string;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
}

export function useTimesheets({ from, to, timeZone, now, thresholds }: TimesheetsInput) {
  const store = useStore();
  const { days, people, range, names, tenantId, enabled } = useAttendanceDays({
    from,
    to,
    timeZone,
    now,
    thresholds,
  });
  const open = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'open', tenantId }),
    queryFn: () => listOpenCorrections(store, tenantId),
    enabled,
  });
  const rows = useMemo<TimesheetRow[] | undefined>(
    () => (days ? buildTimesheetRows(days, names) : undefined),
    [days, names],
  );

  const reads = readsState([people, range, open]);
  return {
    rows,
    people: people.data,
    names,
    open: open.data,
    corrections: range.data?.corrections,
    ...reads,
  };
}

/** After a write: every read of corrections (this screen's, the dashboard's, the worker's) fetches again. */
export function useRefreshCorrections() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['corrections'] });
  }, [client]);
}
