/**
 * The CRM's rules (lead-write.ts): a superuser's lead and its changes, the timeline. The landing-page lead is
 * AdminPort sendLead's (admin-lead.ts, security review M11): no rule lets a visitor write one.
 */
import { LEAD_STATUSES } from '../../../domain/labels';
import type { LeadEventKind } from '../../ports/collections';
import {
  LEAD_CONTACT_FIELDS,
  LEAD_EMAIL_PATTERN,
  LEAD_EMPLOYEES_MAX,
  LEAD_EVENT_FIELDS,
  LEAD_EVENT_KINDS,
  LEAD_LIMITS,
  LEAD_RECORD_FIELDS,
  LEAD_UPDATABLE_FIELDS,
} from '../lead-write';
import { alignedList, rules, rulesList, rulesPattern, rulesString } from './syntax';

type ContactField = (typeof LEAD_CONTACT_FIELDS)[number];

const kind = (value: LeadEventKind) => rulesString(value);

/** The check of one contact field of `data` (contactVerdict), as lines that may stand after `&&`. */
function contactCheck(field: ContactField): string[] {
  const name = rulesString(field);
  switch (field) {
    case 'name':
    case 'company':
      return [`text(data.get(${name}, null), ${LEAD_LIMITS.text})`];
    case 'email':
      return [
        `(text(data.get(${name}, null), ${LEAD_LIMITS.text})`,
        `  && data.email.matches(${rulesString(rulesPattern(LEAD_EMAIL_PATTERN))}))`,
      ];
    case 'phone':
      return [`optionalText(data, ${name}, ${LEAD_LIMITS.phone})`];
    case 'message':
      return [`optionalText(data, ${name}, ${LEAD_LIMITS.message})`];
    case 'employees':
      return [
        `(data.get(${name}, null) == null`,
        `  || (data.employees is int && data.employees >= 0 && data.employees <= ${LEAD_EMPLOYEES_MAX}))`,
      ];
  }
}

/** Each contact field's check when `fields` holds it, as lines of a conjunction. */
const changedChecks = LEAD_CONTACT_FIELDS.flatMap((field, index) => {
  const [first = '', ...rest] = contactCheck(field);
  const lines = [
    `${index === 0 ? '' : '  && '}(!(${rulesString(field)} in fields) || ${first}`,
    ...rest.map((line) => `  ${line}`),
  ];
  lines[lines.length - 1] += index === LEAD_CONTACT_FIELDS.length - 1 ? ');' : ')';
  return lines;
});

export function crmBlock(): string {
  return rules`
function leadStatus(value) {
  return value in ${rulesList(LEAD_STATUSES)};
}

// A tenant or lead id.
function crmId(value) {
  return value is string && value.size() > 0 && value.size() <= ${LEAD_LIMITS.id};
}

// The fields a person wrote on the landing page, each valid when \`fields\` holds it.
function leadContact(data, fields) {
  return ${changedChecks.join('\n')}
}

// validateLeadRecord: a lead a superuser writes whole, with any status and no tenant or a tenant id.
function validLeadRecord(data) {
${alignedList('  return data.keys().hasOnly(', LEAD_RECORD_FIELDS, ')')}
    && leadContact(data, ${rulesList(LEAD_CONTACT_FIELDS)})
    && leadStatus(data.get('status', null))
    && 'tenantId' in data && (data.tenantId == null || crmId(data.tenantId))
    && data.get('createdAt', null) == request.time
    && (!('updatedAt' in data) || data.updatedAt == request.time);
}

// validateLeadUpdate: only the status, the tenant the lead became (set once), the server's updatedAt and the
// contact fields change, each valid; createdAt and anything else never.
function validLeadUpdate() {
  let data = request.resource.data;
  let fields = changed();
${alignedList('  return fields.hasOnly(', LEAD_UPDATABLE_FIELDS, ')')}
    && leadContact(data, fields)
    && (!('status' in fields) || leadStatus(data.get('status', null)))
    && (!('tenantId' in fields)
      || (resource.data.get('tenantId', null) == null && crmId(data.get('tenantId', null))))
    && (!('updatedAt' in fields) || data.get('updatedAt', null) == request.time);
}

// validateLeadEventCreate: a timeline entry, exactly these fields, by the caller at the server's time.
function validLeadEvent(data) {
${alignedList('  let keys = ', LEAD_EVENT_FIELDS, ';')}
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && crmId(data.leadId)
    && data.kind in ${rulesList(LEAD_EVENT_KINDS)}
    && (data.from == null || leadStatus(data.from))
    && (data.to == null || leadStatus(data.to))
    && (data.text == null || (data.text is string && data.text.size() <= ${LEAD_LIMITS.eventText}))
    && (data.kind != ${kind('status')} || (data.from != null && data.to != null && data.from != data.to))
    && (data.kind != ${kind('note')} || text(data.text, ${LEAD_LIMITS.eventText}))
    && (data.kind == ${kind('converted')} ? crmId(data.tenantId) : data.tenantId == null)
    && data.actorId == request.auth.uid
    && data.createdAt == request.time;
}`;
}
