/**
 * firestore.rules states the CRM's rules (src/data/ports/lead-write.ts) with literal lists and numbers: read as
 * text here, a quick check beside the emulator suites (until rules-blocks.ts generates them).
 */
import {
  LEAD_CONTACT_FIELDS,
  LEAD_EMPLOYEES_MAX,
  LEAD_EVENT_FIELDS,
  LEAD_EVENT_KINDS,
  LEAD_FIELDS,
  LEAD_LIMITS,
  LEAD_RECORD_FIELDS,
  LEAD_UPDATABLE_FIELDS,
} from '../../src/data/ports/lead-write';
import { LEAD_STATUSES } from '../../src/domain/labels';
import { block, body, listAfter } from './rules-text';

const sorted = (list: readonly string[]) => [...list].sort();

describe('firestore.rules mirrors the CRM rules', () => {
  it('knows the same statuses and id size', () => {
    expect(listAfter(body('leadStatus'), 'value in')).toEqual([...LEAD_STATUSES]);
    expect(body('crmId')).toContain(`value.size() > 0 && value.size() <= ${LEAD_LIMITS.id}`);
  });

  it('judges the contact fields with the same sizes, e-mail shape and employee bound', () => {
    const contact = body('leadContact');
    for (const field of ['name', 'company']) {
      expect(contact).toContain(`text(data.get('${field}', null), ${LEAD_LIMITS.text})`);
    }
    expect(contact).toContain(`text(data.get('email', null), ${LEAD_LIMITS.text})`);
    expect(contact).toContain(`optionalText(data, 'phone', ${LEAD_LIMITS.phone})`);
    expect(contact).toContain(`optionalText(data, 'message', ${LEAD_LIMITS.message})`);
    expect(contact).toContain(`data.employees <= ${LEAD_EMPLOYEES_MAX}`);
    const landing = body('validLead');
    expect(landing).toContain(`data.employees <= ${LEAD_EMPLOYEES_MAX}`);
    expect(contact).toContain(/data\.email\.matches\('([^']+)'\)/.exec(landing)?.[0] ?? 'no e-mail pattern');
  });

  it('whitelists the same fields for a landing-page lead, a superuser’s lead and an update', () => {
    expect(sorted(listAfter(body('validLead'), 'hasOnly('))).toEqual(sorted(LEAD_FIELDS));
    const record = body('validLeadRecord');
    expect(sorted(listAfter(record, 'hasOnly('))).toEqual(sorted(LEAD_RECORD_FIELDS));
    expect(listAfter(record, 'leadContact(data,')).toEqual([...LEAD_CONTACT_FIELDS]);
    expect(listAfter(body('validLeadUpdate'), 'fields.hasOnly(')).toEqual([...LEAD_UPDATABLE_FIELDS]);
    expect(body('validLeadUpdate')).toContain("resource.data.get('tenantId', null) == null");
  });

  it('whitelists the same timeline entry, kinds and note size', () => {
    const event = body('validLeadEvent');
    expect(listAfter(event, 'let keys =')).toEqual([...LEAD_EVENT_FIELDS]);
    expect(listAfter(event, 'data.kind in')).toEqual([...LEAD_EVENT_KINDS]);
    expect(event).toContain(`data.text.size() <= ${LEAD_LIMITS.eventText}`);
    expect(event).toContain(`text(data.text, ${LEAD_LIMITS.eventText})`);
    expect(event).toContain('data.actorId == request.auth.uid');
    expect(event).toContain('data.createdAt == request.time');
  });

  it('lets only superusers work leads, and append (never change) their timeline', () => {
    const leads = block('match /leads/{');
    expect(leads).toContain('allow update: if isSuperuser()');
    expect(leads).toContain('validLeadUpdate()');
    const events = block('match /leadEvents/{');
    expect(events).toContain('allow read: if isSuperuser() && active();');
    expect(events).toContain(
      'allow create: if isSuperuser() && validLeadEvent(request.resource.data) && active();',
    );
    expect(events).toContain('allow update, delete: if false;');
  });
});
