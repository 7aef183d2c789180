import type { AdminPort } from '../../data/ports/admin-port';
import type { ContactValues } from './contact-schema';

/**
 * Sends the contact as a new lead through AdminPort `sendLead` (security review M11: a public call, limited per
 * caller address, behind App Check in Firebase; no visitor writes a lead). The server trims the texts, lower-cases
 * the e-mail and stores exactly what `validateLeadCreate` admits (src/server/admin/admin-lead.ts).
 */
export async function sendContact(
  admin: Pick<AdminPort, 'sendLead'>,
  values: ContactValues,
): Promise<string> {
  const { leadId } = await admin.sendLead({
    name: values.name,
    email: values.email,
    company: values.company,
    phone: values.phone,
    employees: values.employees,
    message: values.message,
  });
  return leadId;
}
