/**
 * /asistencias' data. Once per view (its days): the tenant's schedules, attendance, corrections and the absences
 * overlapping them, one query each; once per visit: the people and the open corrections (pending or objected,
 * whatever their day: the `Correcciones` inbox). A write refreshes every read of corrections.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { listAttendanceRange } from '../../data/queries/attendance-range';
import { listOpenCorrections } from '../../data/queries/corrections';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { usePeople } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { buildTimesheetRows, type TimesheetRow } from './timesheet-rows';

export interface TimesheetsInput {
  from: string;
  to: string;
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
}

export function useTimesheets({ from, to, timeZone, now, thresholds }: TimesheetsInput) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const people = usePeople();
  const enabled = member !== null && timeZone !== null;

  const range = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'asistencias', tenantId, from, to }),
    queryFn: () => {
      if (!timeZone) throw new Error('attendance read without a zone');
      return listAttendanceRange(store, tenantId, from, to, timeZone);
    },
    enabled,
  });
  const open = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'open', tenantId }),
    queryFn: () => listOpenCorrections(store, tenantId),
    enabled,
  });

  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, person])),
    [people.data],
  );
  const rows = useMemo<TimesheetRow[] | undefined>(() => {
    if (!range.data || !people.data || !timeZone) return undefined;
    const active = people.data
      .filter((person) => person.role !== 'superuser' && person.disabled !== true)
      .map((person) => person.id);
    const punched = range.data.attendance.map((record) => record.userId);
    const userIds = [...new Set([...active, ...punched])];
    const days = buildAttendanceDays({
      userIds,
      from,
      to,
      ...range.data,
      timeZone,
      now,
      thresholds,
    });
    return buildTimesheetRows(days, names);
  }, [range.data, people.data, names, from, to, timeZone, now, thresholds]);

  const queries = [people, range, open] as const;
  const failed = queries.find((query) => query.isError);
  return {
    rows,
    people: people.data,
    names,
    open: open.data,
    corrections: range.data?.corrections,
    loading: failed === undefined && queries.some((query) => query.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/** After a write: every read of corrections (this screen's, the dashboard's, the worker's) fetches again. */
export function useRefreshCorrections() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['corrections'] });
  }, [client]);
}
