/**
 * A range's attendance, person by person and day by day (domain/attendance/attendance-days.ts), as /asistencias,
 * /horas-extras and /adherencia show it: one read of the range under one cache key, so moving between those
 * screens on the same range reads nothing again; the people once per visit. Everyone active is listed, and anyone
 * who punched. The range is read from the people's months of copies (one document per person and
 * month, not per day) and its corrections from their own collection, which /asistencias writes and shows at once
 * (listAttendanceRangeFromMonths); a write of corrections refreshes the key. The screens' clock ticks each minute:
 * a tick builds again only the days whose result it changes (attendanceDaysAt), and gives the same array when
 * none changed, so nothing below re-renders.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { attendanceDaysAt } from '../../domain/attendance/attendance-days';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { listAttendanceRangeFromMonths } from './attendance-range';
import { queryKeys } from './keys';
import { useMember } from './member';
import { isActiveStaff, usePeople } from './people';
import { useStore } from './use-store';

export interface AttendanceDaysInput {
  from: string;
  to: string;
  /** Null while the tenant's zone is unknown: nothing is read. */
  timeZone: string | null;
  now: Date;
  thresholds: AlertThresholds;
}

export function useAttendanceDays({ from, to, timeZone, now, thresholds }: AttendanceDaysInput) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const people = usePeople();
  const enabled = member !== null && timeZone !== null;

  const range = useQuery({
    queryKey: queryKeys.list('corrections', { view: 'asistencias', tenantId, from, to }),
    queryFn: () => {
      if (!timeZone) throw new Error('attendance read without a zone');
      return listAttendanceRangeFromMonths(store, tenantId, from, to, timeZone, { corrections: 'sources' });
    },
    enabled,
  });

  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, person])),
    [people.data],
  );
  const daysAt = useMemo(() => {
    if (!range.data || !people.data || !timeZone) return undefined;
    const active = people.data.filter(isActiveStaff).map((person) => person.id);
    const punched = range.data.attendance.map((record) => record.userId);
    return attendanceDaysAt({
      userIds: [...new Set([...active, ...punched])],
      from,
      to,
      ...range.data,
      timeZone,
      thresholds,
    });
  }, [range.data, people.data, from, to, timeZone, thresholds]);
  const days = useMemo(() => daysAt?.(now), [daysAt, now]);

  return { days, people, range, names, tenantId, enabled };
}
