/**
 * The data of one period of /agenda: the tenant (zone, weekly limit), the active people and the shifts read once,
 * and the period's schedules (the months holding them), drafts, holidays and absences WATCHED
 * (planner-repository.ts says which days), so a draft saved or published here or in another tab shows at once
 * without reading the period again. What this tab publishes shows at once too, laid over the months' copies until
 * the server has copied it (published-overlay.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { CollectionMap, CollectionName, ScheduleEntry } from '../../data/ports/collections';
import type { DocumentStore, Query, WithId } from '../../data/ports/document-store';
import { sameValue } from '../../data/policy/verdicts';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { listActivePeople } from '../../data/queries/people';
import { useShifts } from '../../data/queries/shifts';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { plannerQueries, schedulesOfMonths, type PlannerRange } from './planner-repository';
import { usePublishedOverlay } from './published-overlay';

const SPANISH = new Intl.Collator('es');

function watcher<C extends CollectionName>(
  store: DocumentStore,
  collection: C,
  query: Query<C> | null,
): Subscribe<WithId<CollectionMap[C]>[]> | null {
  if (query === null) return null;
  return (next, error) => store.watchQuery(collection, query, { next, error });
}

/** The active employees and admins of the signed-in manager's tenant, by name. */
export function useActivePeople() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('users', { tenantId, active: true }),
    queryFn: async () =>
      (await listActivePeople(store, tenantId)).sort((a, b) =>
        SPANISH.compare(a.displayName ?? a.email, b.displayName ?? b.email),
      ),
    enabled: member !== null && (member.role === 'admin' || member.role === 'superuser'),
  });
}

export function usePlannerData(range: PlannerRange | null) {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const tenantId = member?.tenantId ?? null;
  const timeZone = tenant.timeZone;
  const people = useActivePeople();
  const shifts = useShifts();

  const queries = useMemo(
    () => (tenantId && timeZone && range ? plannerQueries(tenantId, range, timeZone) : null),
    [tenantId, timeZone, range],
  );
  const params = { tenantId, timeZone, from: range?.from, to: range?.to, view: 'planner' };
  const schedules = useWatch(
    queryKeys.watch('attendanceMonths', params),
    useMemo<Subscribe<WithId<ScheduleEntry>[]> | null>(() => {
      if (queries === null) return null;
      const { months, scheduleDays } = queries;
      return (next, error) => {
        // A punch changes its person's month too: the plan is passed on only when its schedules changed, so
        // the grid and its conflicts are not worked out again for every punch in the tenant.
        let last: WithId<ScheduleEntry>[] | null = null;
        return store.watchQuery('attendanceMonths', months, {
          next: (copies) => {
            const picked = schedulesOfMonths(copies, scheduleDays);
            if (last !== null && sameValue(last, picked)) return;
            last = picked;
            next(picked);
          },
          error,
        });
      };
    }, [store, queries]),
  );
  const drafts = useWatch(
    queryKeys.watch('scheduleDrafts', params),
    useMemo(() => watcher(store, 'scheduleDrafts', queries?.drafts ?? null), [store, queries]),
  );
  const holidays = useWatch(
    queryKeys.watch('holidays', params),
    useMemo(() => watcher(store, 'holidays', queries?.holidays ?? null), [store, queries]),
  );
  const absences = useWatch(
    queryKeys.watch('absences', params),
    useMemo(() => watcher(store, 'absences', queries?.absences ?? null), [store, queries]),
  );

  const published = usePublishedOverlay(schedules.data, drafts.data);

  const all = [people, shifts, schedules, drafts, holidays, absences] as const;
  const failed = all.find((query) => query.isError);
  const loading =
    tenant.status === 'loading' || tenant.status === 'idle' || all.some((query) => query.isPending);
  return {
    tenant,
    people,
    shifts,
    /** The published plan: the months' copies, with what this tab published laid over them. */
    schedules: published.schedules,
    /** Call with a publish's items before it commits, and `forget` those a failed batch left unpublished. */
    rememberPublished: published.remember,
    forgetPublished: published.forget,
    drafts,
    holidays,
    absences,
    loading: failed === undefined && tenant.status !== 'error' && loading,
    error: tenant.status === 'error' ? tenant.error : (failed?.error ?? null),
    retry: () => {
      if (tenant.status === 'error') tenant.retry();
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}
