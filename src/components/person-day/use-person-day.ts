import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { AttendanceRecord } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { personName, usePeople } from '../../data/queries/people';
import { listPersonSchedules, watchPersonAttendance } from '../../data/queries/person-days';
import { useShifts } from '../../data/queries/shifts';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { personDayTargets, personDayView, type PersonDayView } from '../../domain/attendance/person-day';
import { dayKeyBounds } from '../../domain/calendar/time-zone';
import { listDayCorrections, listDayLogs } from './person-day-reads';

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
 * One person's day for its dialog: the schedule and the shifts' names, the punches (watched, so today's dialog
 * follows a punch), the day's corrections and its audit trail (person-day-reads.ts). Null reads nothing.
 */
export function usePersonDay(target: PersonDayTarget | null, now: Date): PersonDayState {
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
  const corrections = useQuery({
    queryKey: queryKeys.list('corrections', params),
    queryFn: () => (range ? listDayCorrections(store, { tenantId, userId }, range) : Promise.resolve([])),
    enabled,
  });
  const slots = schedules.data?.[0]?.timeSlots?.length ?? 1;
  const targets = corrections.data ? personDayTargets(userId, day, slots, corrections.data) : null;
  const logs = useQuery({
    queryKey: queryKeys.list('logs', { ...params, targets }),
    queryFn: () =>
      range && targets ? listDayLogs(store, { tenantId, userId }, range, targets) : Promise.resolve([]),
    enabled: enabled && targets !== null,
  });
  const shifts = useShifts();
  const people = usePeople();

  const reads = [schedules, attendance, corrections, logs, shifts, people];
  const failed = reads.some((read) => read.isError);
  const ready = reads.every((read) => read.data !== undefined);
  const retry = () => reads.forEach((read) => read.isError && void read.refetch());
  const view = useMemo(() => {
    if (!ready) return null;
    const names = new Map(people.data?.map((p) => [p.id, personName(p, p.id)]));
    return personDayView({
      userId,
      day,
      timeZone,
      now,
      schedules: schedules.data ?? [],
      records: attendance.data ?? [],
      shiftNames: new Map(shifts.data?.map((shift) => [shift.id, shift.name])),
      corrections: corrections.data ?? [],
      logs: logs.data ?? [],
      personName: (id) => names.get(id) ?? null,
    });
    // `now` moves every minute; the view is rebuilt with the reads, not with the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    ready,
    schedules.data,
    attendance.data,
    corrections.data,
    logs.data,
    shifts.data,
    people.data,
    userId,
    day,
    timeZone,
  ]);

  if (failed) return { status: 'error', retry };
  if (!view) return { status: 'loading' };
  return { status: 'ready', view };
}
