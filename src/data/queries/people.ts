/**
 * The tenant's people, for managers' screens (pickers, tables, reports). Employees cannot list users; their own
 * document is `useOwnUser()`.
 */
import { useQuery } from '@tanstack/react-query';

import type { UserDoc } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';

export function listPeople(store: DocumentStore, tenantId: string): Promise<WithId<UserDoc>[]> {
  return store.list('users', { where: [{ field: 'tenantId', op: '==', value: tenantId }] });
}

/**
 * The people a manager plans and judges: the tenant's active employees and admins (spec §7's users query; index
 * tenantId, role, disabled). Superusers and disabled people are not read at all.
 */
export function listActivePeople(store: DocumentStore, tenantId: string): Promise<WithId<UserDoc>[]> {
  return store.list('users', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'role', op: 'in', value: ['employee', 'admin'] },
      { field: 'disabled', op: '==', value: false },
    ],
  });
}

/**
 * Whether a person of a list read whole counts on the manager's screens (attendance days, the dashboard, overtime's
 * person filter): anyone but superusers and disabled people.
 */
export function isActiveStaff(person: Pick<UserDoc, 'role' | 'disabled'>): boolean {
  return person.role !== 'superuser' && person.disabled !== true;
}

/** Everyone of the tenant (disabled people included: filter for pickers), sorted by name. */
export function usePeople() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('users', { tenantId }),
    queryFn: async () =>
      (await listPeople(store, tenantId)).sort((a, b) =>
        (a.displayName ?? a.email).localeCompare(b.displayName ?? b.email, 'es'),
      ),
    // Managers, and the inspector: employees cannot list their colleagues.
    enabled: member !== null && ['admin', 'superuser', 'inspector'].includes(member.role),
  });
}

/** The signed-in member's own users document (null when it does not exist). */
export function useOwnUser() {
  const store = useStore();
  const member = useMember();
  const uid = member?.uid ?? '';
  return useQuery({
    queryKey: queryKeys.doc('users', uid),
    queryFn: () => store.get('users', uid),
    enabled: member !== null,
  });
}

/** A person's name as tables write it: the display name, else the e-mail, else the uid. */
export function personName(person: Pick<UserDoc, 'displayName' | 'email'> | undefined, uid: string): string {
  return person?.displayName?.trim() || person?.email || uid;
}
