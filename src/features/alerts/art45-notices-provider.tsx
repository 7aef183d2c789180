import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

import type { AttendanceRecord } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { holidayDays } from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { isActiveStaff, usePeople } from '../../data/queries/people';
import { listPersonSchedules, watchPersonAttendance } from '../../data/queries/person-days';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { art45NoticeDays } from '../../domain/attendance/art45-days';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import {
  Art45NoticesContext,
  bellNotices,
  NO_NOTICES,
  type Art45Notices,
  type NoticeScope,
} from './art45-bell-notices';

const MINUTE = 60_000;

/** The engine loads with the first bell that needs it, not with the chrome. */
const loadEngine = () => import('./art45-engine');
/** A manager's read of the tenant's range is refreshed this often (a worker's own punches are watched live). */
const TENANT_REFRESH_MS = 5 * MINUTE;

/** The worker's own sources of the span (their punches are watched: a marca recorded clears its notice at once). */
async function ownSources(store: DocumentStore, person: { uid: string; tenantId: string }, span: Interval) {
  const own = [
    { field: 'tenantId', op: '==', value: person.tenantId },
    { field: 'userId', op: '==', value: person.uid },
  ] as const;
  const [schedules, corrections, absences, holidays] = await Promise.all([
    listPersonSchedules(store, person, span),
    store.list('corrections', { where: [...own, { field: 'date', op: '>=', value: span.start }] }),
    store.list('absences', { where: [...own] }),
    listTenantHolidays(store, person.tenantId, span),
  ]);
  return { schedules, corrections, absences, holidays };
}

interface Interval {
  start: Date;
  end: Date;
}

/** The instants of the days `from`..`to` in the tenant's zone, half-open. */
function spanOf(from: string, to: string, timeZone: string): Interval {
  return { start: dayKeyToInstant(from, timeZone), end: dayKeyToInstant(addDaysToKey(to, 1), timeZone) };
}

/**
 * The art. 45 notices (Res. Ex. N° 38) the bell lists, computed in the browser from the same rule the e-mails
 * follow (domain/attendance/art45-notices.ts), on both backends (the demo sends no e-mail, but shows them here):
 * a worker's own (`own`: their schedules, corrections, absences and the tenant's holidays read once a day, their
 * punches watched), or every active person's of the tenant for a manager (`tenant`: the range read from the
 * months of copies, as /asistencias reads it, every few minutes). Recomputed every minute.
 */
export function Art45NoticesProvider({
  scope,
  children,
}: {
  scope: NoticeScope | null;
  children: ReactNode;
}) {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const now = useNow(MINUTE);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  // To tomorrow: a teleworker's slot starting before 00:30 tomorrow has its disconnection notice today.
  const days = today ? art45NoticeDays(today) : null;
  const from = days?.from ?? null;
  const to = days?.to ?? null;
  const uid = member && scope !== null ? member.uid : null;
  const tenantId = member?.tenantId ?? null;
  const person = useMemo(() => (uid && tenantId ? { uid, tenantId } : null), [uid, tenantId]);
  const span = from && to && timeZone ? spanOf(from, to, timeZone) : null;
  const ownOn = scope === 'own' && person !== null && span !== null;
  const tenantOn = scope === 'tenant' && person !== null && days !== null && timeZone !== null;

  const engine = useQuery({
    queryKey: ['art45-engine'],
    queryFn: loadEngine,
    enabled: scope !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  const own = useQuery({
    queryKey: queryKeys.list('schedulesConfig', {
      view: 'art45',
      uid: person?.uid,
      from,
      to,
    }),
    queryFn: () => {
      if (!person || !span) throw new Error('art. 45 read without a person');
      return ownSources(store, person, span);
    },
    enabled: ownOn,
  });
  // The watch is keyed by its query key (watch.ts): a new closure on each render opens nothing new.
  const subscribe: Subscribe<WithId<AttendanceRecord>[]> | null =
    scope === 'own' && person && from && to && timeZone
      ? (next, error) => watchPersonAttendance(store, person, spanOf(from, to, timeZone), next, error)
      : null;
  const punches = useWatch<WithId<AttendanceRecord>[]>(
    queryKeys.watch('attendance', { view: 'art45', uid: person?.uid ?? null, from, to }),
    subscribe,
  );
  // A worker marked as a teleworker in the file gets the disconnection notices (Res. Ex. N° 38 art. 45).
  // The same query as useOwnUser's (people.ts), asked only for a worker's own bell.
  const ownUser = useQuery({
    queryKey: queryKeys.doc('users', person?.uid ?? ''),
    queryFn: () => store.get('users', person?.uid ?? ''),
    enabled: scope === 'own' && person !== null,
  });
  const teleworker = scope === 'own' && ownUser.data?.teletrabajo === true;
  const people = usePeople();
  const range = useQuery({
    queryKey: queryKeys.list('attendanceMonths', {
      view: 'art45',
      tenantId: person?.tenantId,
      from,
      to,
    }),
    queryFn: async () => {
      if (!person || !days || !timeZone || !span) throw new Error('art. 45 read without a tenant');
      const { listAttendanceRangeFromMonths } = await loadEngine();
      const [sources, holidays] = await Promise.all([
        listAttendanceRangeFromMonths(store, person.tenantId, days.from, days.to, timeZone, {
          corrections: 'sources',
        }),
        listTenantHolidays(store, person.tenantId, span),
      ]);
      return { ...sources, holidays };
    },
    enabled: tenantOn,
    refetchInterval: TENANT_REFRESH_MS,
  });

  const value = useMemo<Art45Notices>(() => {
    if (scope === null || person === null || !timeZone)
      return scope === null ? NO_NOTICES : { scope, status: 'loading', notices: [] };
    if (!engine.data) return { scope, status: 'loading', notices: [] };
    const { art45Notices } = engine.data;
    try {
      if (scope === 'own') {
        if (own.isError || punches.isError) return { scope, status: 'ready', notices: [] };
        if (!own.data || !punches.data) return { scope, status: 'loading', notices: [] };
        const { holidays, ...sources } = own.data;
        const dated = art45Notices({
          ...sources,
          attendance: punches.data,
          userIds: [person.uid],
          holidays: holidayDays(holidays, timeZone),
          teleworkers: teleworker ? new Set([person.uid]) : undefined,
          timeZone,
          now,
        });
        return { scope, status: 'ready', notices: bellNotices(dated, { scope, timeZone, now }) };
      }
      if (range.isError || people.isError) return { scope, status: 'ready', notices: [] };
      if (!range.data || !people.data) return { scope, status: 'loading', notices: [] };
      const { holidays, ...sources } = range.data;
      const staff = people.data.filter(isActiveStaff);
      const dated = art45Notices({
        ...sources,
        userIds: staff.map((p) => p.id),
        holidays: holidayDays(holidays, timeZone),
        timeZone,
        now,
      });
      const names = new Map(staff.map((p) => [p.id, p.displayName || p.email || p.id]));
      return { scope, status: 'ready', notices: bellNotices(dated, { scope, timeZone, now, names }) };
    } catch (error) {
      console.error('Avisos art. 45: error al calcular', error);
      return { scope, status: 'loading', notices: [] };
    }
  }, [
    engine.data,
    scope,
    person,
    timeZone,
    now,
    own.data,
    own.isError,
    punches.data,
    punches.isError,
    teleworker,
    range.data,
    range.isError,
    people.data,
    people.isError,
  ]);

  return <Art45NoticesContext.Provider value={value}>{children}</Art45NoticesContext.Provider>;
}
