/**
 * /admin/leads' data: every lead (superusers may list them all, whatever their tenant), live; a lead's timeline,
 * live, newest first (index leadEvents: leadId, createdAt ↓); and the names of the people in it.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { LeadEvent } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import type { LeadRow } from './lead-search';

export type LeadEventRow = WithId<LeadEvent>;

/** Every lead, live. */
export function useLeads() {
  const store = useStore();
  const subscribe = useMemo<Subscribe<LeadRow[]>>(
    () => (next, error) => store.watchQuery('leads', {}, { next, error }),
    [store],
  );
  return useWatch(queryKeys.watch('leads', { all: true }), subscribe);
}

/** The timeline of one lead, live, newest first; idle without a lead. */
export function useLeadEvents(leadId: string | null) {
  const store = useStore();
  const subscribe = useMemo<Subscribe<LeadEventRow[]> | null>(
    () =>
      leadId === null
        ? null
        : (next, error) =>
            store.watchQuery(
              'leadEvents',
              {
                where: [{ field: 'leadId', op: '==', value: leadId }],
                orderBy: [{ field: 'createdAt', direction: 'desc' }],
              },
              { next, error },
            ),
    [store, leadId],
  );
  return useWatch(queryKeys.watch('leadEvents', { leadId }), subscribe);
}

/**
 * The names of the superusers who worked a lead, by uid: the signed-in one's own, and the others' from their users
 * doc, which is readable only in the caller's own tenant (another tenant's superuser stays unnamed: null).
 */
export function useActorNames(uids: readonly string[]): ReadonlyMap<string, string> {
  const store = useStore();
  const member = useMember();
  const others = [...new Set(uids)].filter((uid) => uid !== member?.uid).sort();
  const results = useQueries({
    queries: others.map((uid) => ({
      queryKey: [...queryKeys.doc('users', uid), 'name'],
      queryFn: async () => {
        try {
          const user = await store.get('users', uid);
          return user?.displayName ?? user?.email ?? null;
        } catch {
          // Another tenant's superuser: the policy hides their users doc.
          return null;
        }
      },
      staleTime: Infinity,
    })),
  });
  const names = new Map<string, string>();
  if (member) names.set(member.uid, member.displayName ?? member.email ?? 'Tú');
  others.forEach((uid, index) => {
    const name = results[index]?.data;
    if (typeof name === 'string') names.set(uid, name);
  });
  return names;
}
