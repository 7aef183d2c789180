import { useCallback, useEffect, useMemo, useState } from 'react';

import type { AttendanceRecord, ScheduleEntry, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useBackend } from '../../lib/backend-context';
import { dayKey } from '../../domain/calendar/time-zone';
import type { Employee } from './checkin-repository';
import { getHistoryTenant, getOwnUser, listOwnAttendance, listOwnSchedules } from './history-repository';
import {
  periodBounds,
  periodContaining,
  shiftPeriod,
  type CalendarPeriodKind,
  type Period,
} from '../../domain/calendar/periods';

export interface HistoryProfile {
  userId: string;
  tenant: WithId<Tenant>;
  user: WithId<UserDoc> | null;
  /** Today in the tenant zone when the profile was read: the period shown first and on 'Hoy'. */
  today: string;
}

export interface PeriodData {
  schedules: WithId<ScheduleEntry>[];
  attendance: WithId<AttendanceRecord>[];
  /** When it was read: what "past" means for absences. */
  now: Date;
}

export type Status<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

const periodId = (period: Period) => `${period.kind}|${period.from}|${period.to}`;

/**
 * The history screen's state: the tenant and own user doc (read once), the period shown (week or month, moved
 * with previous / next / today, today in the tenant zone) and that period's schedules and attendance.
 */
export function useHistory(employee: Employee | null) {
  const { store } = useBackend();
  const [profile, setProfile] = useState<Status<HistoryProfile>>({ status: 'loading' });
  const [kind, setKind] = useState<CalendarPeriodKind>('week');
  /** The day the period is built around; null = today. */
  const [anchor, setAnchor] = useState<string | null>(null);
  /** The last read, tagged with the period it belongs to: another period's data is never shown. */
  const [data, setData] = useState<{ id: string; result: Status<PeriodData> } | null>(null);
  const [profileAttempt, setProfileAttempt] = useState(0);
  const [dataAttempt, setDataAttempt] = useState(0);
  const uid = employee?.uid;
  const tenantId = employee?.tenantId;

  useEffect(() => {
    if (!store || !uid || !tenantId) return;
    let cancelled = false;
    const who = { uid, tenantId };
    Promise.all([getHistoryTenant(store, who), getOwnUser(store, who)]).then(
      ([tenant, user]) => {
        if (cancelled) return;
        setProfile({
          status: 'ready',
          value: { userId: uid, tenant, user, today: dayKey(new Date(), tenant.timeZone) },
        });
      },
      (e: unknown) => {
        console.error('Historial: no se pudo cargar la empresa o el usuario', e);
        if (!cancelled) setProfile({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, uid, tenantId, profileAttempt]);

  const ready = profile.status === 'ready' ? profile.value : null;
  const timeZone = ready?.tenant.timeZone ?? null;
  const day = anchor ?? ready?.today ?? null;
  const period = useMemo(() => (day ? periodContaining(kind, day) : null), [kind, day]);

  useEffect(() => {
    if (!store || !uid || !tenantId || !timeZone || !period) return;
    let cancelled = false;
    const who = { uid, tenantId };
    const id = periodId(period);
    const range = periodBounds(period, timeZone);
    Promise.all([listOwnSchedules(store, who, range), listOwnAttendance(store, who, range)]).then(
      ([schedules, attendance]) => {
        if (!cancelled)
          setData({ id, result: { status: 'ready', value: { schedules, attendance, now: new Date() } } });
      },
      (e: unknown) => {
        console.error('Historial: no se pudieron leer las marcas', e);
        if (!cancelled) setData({ id, result: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, uid, tenantId, timeZone, period, dataAttempt]);

  const current: Status<PeriodData> =
    period && data?.id === periodId(period) ? data.result : { status: 'loading' };

  const move = useCallback(
    (step: -1 | 1) => {
      if (period) setAnchor(shiftPeriod(period, step).from);
    },
    [period],
  );

  return {
    profile,
    period,
    data: current,
    kind,
    setKind,
    previous: () => move(-1),
    next: () => move(1),
    goToday: () => setAnchor(null),
    retry: () => {
      if (profile.status === 'error') {
        setProfile({ status: 'loading' });
        setProfileAttempt((n) => n + 1);
        return;
      }
      setData(null);
      setDataAttempt((n) => n + 1);
    },
  };
}
