/**
 * The CRM's writes (/admin/leads). Each change of a lead goes in one batch with its timeline entry
 * (`leadEvents`) and its audit entry in the superuser's own tenant (`auditedWrite`): no change without both.
 */
import { auditedWrite } from '../../data/writes/audit';
import type { Lead, LeadStatus } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId } from '../../data/ports/document-store';
import { LEAD_STATUS_LABEL } from '../../domain/labels';

/** Who works the lead: the signed-in superuser and their own tenant (where the audit entry goes). */
export interface CrmActor {
  uid: string;
  tenantId: string;
}

type LeadRef = Pick<WithId<Lead>, 'id' | 'name' | 'company' | 'status'>;

const who = (lead: LeadRef) => `«${lead.name}» (${lead.company})`;

/** Moves a lead to another status (board, table or detail). */
export async function moveLead(
  store: DocumentStore,
  actor: CrmActor,
  lead: LeadRef,
  to: LeadStatus,
): Promise<void> {
  if (lead.status === to) return;
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'lead.status',
      target: lead.id,
      details: `${who(lead)}: ${LEAD_STATUS_LABEL[lead.status]} → ${LEAD_STATUS_LABEL[to]}`,
    },
    (batch) => {
      batch.update('leads', lead.id, { status: to, updatedAt: SERVER_TIME });
      batch.set('leadEvents', store.newId('leadEvents'), {
        leadId: lead.id,
        kind: 'status',
        from: lead.status,
        to,
        text: null,
        tenantId: null,
        actorId: actor.uid,
        createdAt: SERVER_TIME,
      });
    },
  );
}

/** Adds a note to a lead's timeline (trimmed; the caller checks it is not empty). */
export async function addLeadNote(
  store: DocumentStore,
  actor: CrmActor,
  lead: LeadRef,
  text: string,
): Promise<void> {
  const note = text.trim();
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'lead.note',
      target: lead.id,
      details: `${who(lead)}. Nota: ${note}`,
    },
    (batch) => {
      batch.update('leads', lead.id, { updatedAt: SERVER_TIME });
      batch.set('leadEvents', store.newId('leadEvents'), {
        leadId: lead.id,
        kind: 'note',
        from: null,
        to: null,
        text: note,
        tenantId: null,
        actorId: actor.uid,
        createdAt: SERVER_TIME,
      });
    },
  );
}

/** After AdminPort created the company: the lead is won and names its tenant, with its conversion entry. */
export async function linkConvertedLead(
  store: DocumentStore,
  actor: CrmActor,
  lead: LeadRef,
  company: { tenantId: string; name: string },
): Promise<void> {
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: 'lead.convert',
      target: lead.id,
      details: `${who(lead)} → empresa «${company.name}» (${company.tenantId})`,
    },
    (batch) => {
      batch.update('leads', lead.id, {
        status: 'ganado',
        tenantId: company.tenantId,
        updatedAt: SERVER_TIME,
      });
      batch.set('leadEvents', store.newId('leadEvents'), {
        leadId: lead.id,
        kind: 'converted',
        from: lead.status,
        to: 'ganado',
        text: company.name,
        tenantId: company.tenantId,
        actorId: actor.uid,
        createdAt: SERVER_TIME,
      });
    },
  );
}
