/**
 * /horas-extras' data: the range's attendance days (shared with /asistencias, one read), the tenant's agreements
 * and the range's decisions (one query each), turned into one row per person and day with overtime. A write
 * refreshes the agreements and decisions only: the attendance did not change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { useAttendanceDays } from '../../data/queries/attendance-days';
import { queryKeys } from '../../data/queries/keys';
import { listOvertimeRange } from '../../data/queries/overtime';
import { useStore } from '../../data/queries/use-store';
import { overtimeLines } from '../../domain/attendance/overtime';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { buildOvertimeRows, type OvertimeRow, type RowRules } from './overtime-rows';
import { readsState } from '../../data/queries/reads-state';

export interface OvertimeInput {
  from: string;
  to: string;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
  weeklyHourLimit: number;
  /** The tenant's rounding and `Aprobación previa`: what each line counts for pay. */
  rules: RowRules;
}

export function useOvertime({ from, to, timeZone, now, thresholds, weeklyHourLimit, rules }: OvertimeInput) {
  const store = useStore();
  const { days, people, range, names, tenantId, enabled } = useAttendanceDays({
    from,
    to,
    timeZone,
    now,
    thresholds,
  });
  const overtime = useQuery({
    queryKey: queryKeys.list('overtimeDecisions', { tenantId, from, to }),
    queryFn: () => listOvertimeRange(store, tenantId, from, to),
    enabled,
  });
  const rows = useMemo<OvertimeRow[] | undefined>(() => {
    if (!days || !overtime.data) return undefined;
    // A slot counts once it has an exit: today's running slot has no worked time yet.
    const lines = overtimeLines(days, { weeklyHourLimit, agreements: overtime.data.agreements });
    return buildOvertimeRows(lines, overtime.data.decisions, names, rules);
  }, [days, overtime.data, names, weeklyHourLimit, rules]);

  const reads = readsState([people, range, overtime]);
  return {
    rows,
    people: people.data,
    names,
    agreements: overtime.data?.agreements,
    decisions: overtime.data?.decisions,
    ...reads,
  };
}

/** After a write: every read of agreements and decisions fetches again. */
export function useRefreshOvertime() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['overtimeDecisions'] });
  }, [client]);
}
