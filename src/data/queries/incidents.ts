/**
 * The technical-incident log (Res. Ex. N° 38 art. 27 f): what a company's managers and the inspector read — the
 * whole platform's incidents (`tenantId == null`) and the company's own, two queries the rules can prove — and
 * every incident, for the superusers' /admin/incidentes.
 */
import { useQuery } from '@tanstack/react-query';

import { byStartDescending } from '../../domain/incidents/incidents';
import type { Incident } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useStore } from './use-store';

/** The platform's incidents and the tenant's, newest first. */
export async function listTenantIncidents(
  store: DocumentStore,
  tenantId: string,
): Promise<WithId<Incident>[]> {
  const [platform, own] = await Promise.all([
    store.list('incidents', { where: [{ field: 'tenantId', op: '==', value: null }] }),
    store.list('incidents', { where: [{ field: 'tenantId', op: '==', value: tenantId }] }),
  ]);
  return [...platform, ...own].sort(byStartDescending);
}

/** Every incident of the log (superusers only), newest first. */
export async function listAllIncidents(store: DocumentStore): Promise<WithId<Incident>[]> {
  return (await store.list('incidents')).sort(byStartDescending);
}

export function useAllIncidents() {
  const store = useStore();
  return useQuery({
    queryKey: queryKeys.list('incidents', { all: true }),
    queryFn: () => listAllIncidents(store),
  });
}
