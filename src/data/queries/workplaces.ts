/** The tenant's Lugares de trabajo, read by /configuracion, the employee file, the reports and the check-in. */
import { useQuery } from '@tanstack/react-query';

import { sortWorkplaces } from '../../domain/workplaces/workplaces';
import type { Workplace } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';

export function listWorkplaces(store: DocumentStore, tenantId: string): Promise<WithId<Workplace>[]> {
  return store.list('workplaces', { where: [{ field: 'tenantId', op: '==', value: tenantId }] });
}

/** Every workplace of the tenant, the archived ones too: the active ones first, each part sorted by name. */
export function useWorkplaces() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('workplaces', { tenantId }),
    queryFn: async () => sortWorkplaces(await listWorkplaces(store, tenantId)),
    enabled: member !== null,
  });
}
