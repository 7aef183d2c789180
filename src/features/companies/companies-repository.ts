/**
 * /admin/empresas' data: every tenant (superusers may list them all), live, and how many people each has where
 * the policy lets the superuser see them. Users are readable only in the caller's own tenant (permission
 * matrix: managers read `users` of their tenant; nothing crosses tenants but `tenants` and `leads`), and no
 * member count is stored, so other companies show no count rather than a guess.
 */
import { useMemo } from 'react';

import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { usePeople } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';

export type Company = WithId<Tenant>;

/** Every tenant, live, in Spanish order of name. */
export function useCompanies() {
  const store = useStore();
  const subscribe = useMemo<Subscribe<Company[]>>(
    () => (next, error) =>
      store.watchQuery(
        'tenants',
        {},
        { next: (tenants) => next([...tenants].sort((a, b) => a.name.localeCompare(b.name, 'es'))), error },
      ),
    [store],
  );
  return useWatch(queryKeys.watch('tenants', { all: true }), subscribe);
}

/** People who can use Asiste now (not disabled). */
export function activeCount(people: readonly Pick<UserDoc, 'disabled'>[]): number {
  return people.filter((person) => !person.disabled).length;
}

/** Active people per tenant id, for the tenants whose people the caller may read (their own). */
export function usePeopleCounts(ownTenantId: string | null): ReadonlyMap<string, number> {
  const people = usePeople();
  return useMemo(() => {
    const counts = new Map<string, number>();
    if (ownTenantId !== null && people.data) counts.set(ownTenantId, activeCount(people.data));
    return counts;
  }, [ownTenantId, people.data]);
}
