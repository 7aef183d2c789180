/** The CRM's writes, bound to the store and the signed-in superuser (lead-writes.ts). */
import { useMemo } from 'react';

import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import type { LeadStatus } from '../../domain/labels';
import { addLeadNote, linkConvertedLead, moveLead, type CrmActor } from './lead-writes';
import type { LeadRow } from './lead-search';

export class SignedOutError extends Error {}

export function useCrm() {
  const store = useStore();
  const member = useMember();
  return useMemo(() => {
    const actor = (): CrmActor => {
      if (member === null) throw new SignedOutError('Sin sesión');
      return { uid: member.uid, tenantId: member.tenantId };
    };
    return {
      move: (lead: LeadRow, to: LeadStatus) => moveLead(store, actor(), lead, to),
      addNote: (lead: LeadRow, text: string) => addLeadNote(store, actor(), lead, text),
      link: (lead: LeadRow, company: { tenantId: string; name: string }) =>
        linkConvertedLead(store, actor(), lead, company),
    };
  }, [store, member]);
}
