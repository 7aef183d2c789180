/** The superusers' CRM documents (/admin/leads): a lead and its timeline. */
import type { LeadStatus } from '../../domain/labels';

export interface Lead {
  tenantId: string | null;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  employees: number | null;
  message: string | null;
  status: LeadStatus;
  createdAt: Date;
  /** Server time of a superuser's last change (/admin/leads); missing on a lead nobody has worked yet. */
  updatedAt?: Date;
}

/** What a lead's timeline entry records: a status change, a note, or the company the lead became. */
export type LeadEventKind = 'status' | 'note' | 'converted';

/**
 * One entry of a lead's timeline in the CRM (/admin/leads), appended by a superuser with the change it records;
 * never changed or deleted. Carries `tenantId` like every doc: null, but the tenant a conversion created.
 */
export interface LeadEvent {
  leadId: string;
  kind: LeadEventKind;
  /** The status before and after ('status': both, different; otherwise as it stood, or null). */
  from: LeadStatus | null;
  to: LeadStatus | null;
  /** The note (required for 'note', ≤ 2000 characters); otherwise null or a short text. */
  text: string | null;
  /** The tenant a 'converted' entry created; null for the other kinds. */
  tenantId: string | null;
  /** The superuser who did it (the caller). */
  actorId: string;
  /** Server time. */
  createdAt: Date;
}
