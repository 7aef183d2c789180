/**
 * sendLead (the landing page's `Contáctanos`, security review M11): anyone sends a lead, at most LEADS_PER_HOUR
 * per caller address and hour (admin-rate-limit.ts), behind App Check in Firebase. The lead is stored exactly as
 * `validateLeadCreate` admits it — no tenant yet, status `nuevo`, the server's time — so no client writes a lead
 * but a superuser, and the public form can no longer flood the CRM.
 */
import { LEADS_PER_HOUR, type SendLeadResult } from '../../data/ports/admin-port';
import type { Lead } from '../../data/ports/collections';
import { SERVER_TIME, type Writable } from '../../data/ports/document-store';
import { validateLeadCreate } from '../../data/policy/lead-write';
import { takeAddressLimit } from './admin-rate-limit';
import { refusal } from './admin-refusal';
import type { ValidAdminInput } from './admin-schema';
import type { AdminServiceDeps } from './server-ports';

/** The lead a contact becomes (the input is trimmed and its e-mail lower case already, admin-schema.ts). */
export function leadDocument(input: ValidAdminInput['sendLead']): Writable<Lead> {
  return {
    tenantId: null,
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    employees: input.employees,
    message: input.message,
    status: 'nuevo',
    createdAt: SERVER_TIME,
  };
}

export async function sendLead(
  deps: AdminServiceDeps,
  input: ValidAdminInput['sendLead'],
): Promise<SendLeadResult> {
  await takeAddressLimit(deps, 'sendLead', LEADS_PER_HOUR);
  const lead = leadDocument(input);
  // The one check of a landing-page lead, as the store's policy runs it on a superuser's write.
  if (!validateLeadCreate(lead).allow) throw refusal('invalid-input');
  const leadId = await deps.store.add('leads', { ...lead, createdAt: deps.now() });
  return { leadId };
}
