/** The tenant's rotations (Patrones, /turnos), read by /turnos and by the planner's `Aplicar patrón` dialog. */
import { useQuery } from '@tanstack/react-query';

import type { ShiftPattern } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';

export function listPatterns(store: DocumentStore, tenantId: string): Promise<WithId<ShiftPattern>[]> {
  return store.list('shiftPatterns', { where: [{ field: 'tenantId', op: '==', value: tenantId }] });
}

/** The tenant's patterns, sorted by name; `enabled: false` reads nothing (a dialog not open yet). */
export function usePatterns({ enabled = true }: { enabled?: boolean } = {}) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('shiftPatterns', { tenantId }),
    queryFn: async () =>
      (await listPatterns(store, tenantId)).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    enabled: enabled && member !== null && (member.role === 'admin' || member.role === 'superuser'),
  });
}
