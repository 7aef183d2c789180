import type { Lead } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../../data/ports/document-store';
import type { ContactValues } from './contact-schema';

/**
 * The lead a contact form becomes, exactly the fields `validateLeadCreate` admits: no tenant yet, status
 * 'nuevo', stamped with the server's clock (a visitor's clock may be anything). Texts are trimmed, what was left
 * empty is null and the e-mail is lower case, so the CRM finds the same person however they typed it.
 */
export function toLeadDocument(values: ContactValues): Writable<Lead> {
  return {
    tenantId: null,
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    company: values.company.trim(),
    phone: emptyToNull(values.phone),
    employees: values.employees,
    message: emptyToNull(values.message),
    status: 'nuevo',
    createdAt: SERVER_TIME,
  };
}

function emptyToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Saves the contact as a new lead: the one write a visitor who is not signed in can make. */
export function createLead(store: Pick<DocumentStore, 'add'>, values: ContactValues): Promise<string> {
  return store.add('leads', toLeadDocument(values));
}
