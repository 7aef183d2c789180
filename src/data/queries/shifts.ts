/** The tenant's shift templates (Turnos), read by the planner, the reports and the employees' agenda. */
import { useQuery } from '@tanstack/react-query';

import type { Shift } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';

export function listShifts(store: DocumentStore, tenantId: string): Promise<WithId<Shift>[]> {
  return store.list('shifts', { where: [{ field: 'tenantId', op: '==', value: tenantId }] });
}

/** The tenant's shifts, sorted by name. */
export function useShifts() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('shifts', { tenantId }),
    queryFn: async () =>
      (await listShifts(store, tenantId)).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    enabled: member !== null,
  });
}
