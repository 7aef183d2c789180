import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { dayKeyBounds } from '../../domain/calendar/time-zone';
import { listPersonSchedules, watchPersonAttendance } from '../../data/queries/person-days';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import type { AttendanceRecord } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personDayView, type PersonDayView } from './person-day';

export type PersonDayState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; view: PersonDayView };

export interface PersonDayTarget {
  tenantId: string;
  userId: string;
  /** 'yyyy-MM-dd' in the tenant's zone. */
  day: string;
  timeZone: string;
}

/**
 * One person's schedule and punches on one day, for the day dialog of /alertas: the schedule read once, the
 * punches watched, so today's dialog follows a punch as the alerts beside it do. Null reads nothing.
 */
export function usePersonDay(target: PersonDayTarget | null): PersonDayState {
  const store = useStore();
  const { tenantId = '', userId = '', day = '', timeZone = '' } = target ?? {};
  const enabled = target !== null;
  const range = useMemo(() => (enabled ? dayKeyBounds(day, timeZone) : null), [enabled, day, timeZone]);
  const person = useMemo(() => ({ uid: userId, tenantId }), [userId, tenantId]);
  const params = { view: 'person-day', tenantId, userId, day, timeZone };

  const schedules = useQuery({
    queryKey: queryKeys.list('schedulesConfig', params),
    queryFn: () => (range ? listPersonSchedules(store, person, range) : Promise.resolve([])),
    enabled,
  });
  const subscribe = useMemo<Subscribe<WithId<AttendanceRecord>[]> | null>(
    () => (range ? (next, error) => watchPersonAttendance(store, person, range, next, error) : null),
    [store, person, range],
  );
  const attendance = useWatch(queryKeys.watch('attendance', params), subscribe);

  const { refetch: refetchSchedules } = schedules;
  const { refetch: refetchAttendance } = attendance;
  return useMemo<PersonDayState>(() => {
    if (schedules.isError || attendance.isError) {
      return {
        status: 'error',
        retry: () => {
          void refetchSchedules();
          void refetchAttendance();
        },
      };
    }
    if (!schedules.data || !attendance.data) return { status: 'loading' };
    return {
      status: 'ready',
      view: personDayView(userId, day, timeZone, schedules.data, attendance.data),
    };
  }, [
    schedules.isError,
    schedules.data,
    attendance.isError,
    attendance.data,
    refetchSchedules,
    refetchAttendance,
    userId,
    day,
    timeZone,
  ]);
}
