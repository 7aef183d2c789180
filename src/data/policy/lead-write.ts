/**
 * Field-level rules of the CRM (docs/data-model.md, `leads/{id}` and `leadEvents/{id}`): the landing-page lead
 * anyone may send, a superuser's lead and its later changes, and the timeline entries a superuser appends.
 * firestore.rules states the same rules (`validLead`, `validLeadRecord`, `validLeadUpdate`, `validLeadEvent`),
 * generated from the tables below (src/data/policy/rules/crm.ts, `npm run rules:generate`).
 */
import { LEAD_STATUSES, type LeadStatus } from '../../domain/labels';
import type { LeadEventKind } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import {
  ALLOW,
  allowIf,
  changedKeys,
  deny,
  exactFields,
  firstDenial,
  onlyKeys,
  optionalText,
  requiredText,
  type Data,
  type Verdict,
} from './verdicts';

/** The most employees a lead may declare (firestore.rules `validLead`). */
export const LEAD_EMPLOYEES_MAX = 1_000_000;

/** Sizes of a lead's texts, of the ids it names and of a timeline entry's text. */
export const LEAD_LIMITS = {
  /** `name`, `company`, `email`. */
  text: 200,
  phone: 40,
  message: 2000,
  /** A tenant id (`tenantId`) or a lead id (`leadId`). */
  id: 128,
  /** A timeline entry's `text` (a note). */
  eventText: 2000,
} as const;

/** What a person wrote on the landing page: a superuser may correct these later. */
export const LEAD_CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'employees', 'message'] as const;

/** Every field a landing-page lead has. */
export const LEAD_FIELDS = ['tenantId', ...LEAD_CONTACT_FIELDS, 'status', 'createdAt'] as const;

/** A lead a superuser writes whole (a create): the landing page's fields and `updatedAt`. */
export const LEAD_RECORD_FIELDS = [...LEAD_FIELDS, 'updatedAt'] as const;

/** What a superuser may change on a lead: its status, the tenant it became (once), the contact fields. */
export const LEAD_UPDATABLE_FIELDS = ['status', 'tenantId', 'updatedAt', ...LEAD_CONTACT_FIELDS] as const;

export const LEAD_EVENT_KINDS = ['status', 'note', 'converted'] as const satisfies readonly LeadEventKind[];

export const LEAD_EVENT_FIELDS = [
  'leadId',
  'kind',
  'from',
  'to',
  'text',
  'tenantId',
  'actorId',
  'createdAt',
] as const;

/** An e-mail address, roughly: no spaces, one `@`, a dot in the domain. */
export const LEAD_EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The status of a lead from the landing page. */
export const LANDING_LEAD_STATUS = 'nuevo' satisfies LeadStatus;

const isLeadStatus = (value: unknown): boolean =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** A tenant or lead id: a non-empty string of at most LEAD_LIMITS.id characters. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= LEAD_LIMITS.id;

function contactVerdict(data: Data, field: (typeof LEAD_CONTACT_FIELDS)[number]): Verdict {
  switch (field) {
    case 'name':
    case 'company':
      return requiredText(data, field, LEAD_LIMITS.text);
    case 'email':
      return firstDenial([
        requiredText(data, 'email', LEAD_LIMITS.text),
        typeof data.email === 'string' && LEAD_EMAIL_PATTERN.test(data.email)
          ? ALLOW
          : deny('email is not an address'),
      ]);
    case 'phone':
      return optionalText(data, 'phone', LEAD_LIMITS.phone);
    case 'message':
      return optionalText(data, 'message', LEAD_LIMITS.message);
    case 'employees': {
      const employees = data.employees;
      return employees === undefined ||
        employees === null ||
        (Number.isInteger(employees) && Number(employees) >= 0 && Number(employees) <= LEAD_EMPLOYEES_MAX)
        ? ALLOW
        : deny(`employees must be null or an integer from 0 to ${LEAD_EMPLOYEES_MAX}`);
    }
  }
}

const contactVerdicts = (data: Data) => LEAD_CONTACT_FIELDS.map((field) => contactVerdict(data, field));

/** A lead from the public landing page: the only write an unauthenticated visitor can make. */
export function validateLeadCreate(data: Data): Verdict {
  return firstDenial([
    onlyKeys(data, new Set(LEAD_FIELDS)),
    ...contactVerdicts(data),
    data.status === LANDING_LEAD_STATUS ? ALLOW : deny(`status must be '${LANDING_LEAD_STATUS}'`),
    data.tenantId === null ? ALLOW : deny('tenantId must be null'),
    isServerTime(data.createdAt) ? ALLOW : deny('createdAt must be the server time'),
  ]);
}

/**
 * A lead a superuser creates (or a lead the same batch created, judged again): the landing page's fields with
 * any status, no tenant or a tenant id, stamped by the server clock.
 */
export function validateLeadRecord(data: Data): Verdict {
  return firstDenial([
    onlyKeys(data, new Set(LEAD_RECORD_FIELDS)),
    ...contactVerdicts(data),
    allowIf(isLeadStatus(data.status), 'status must be a lead status'),
    allowIf(data.tenantId === null || isId(data.tenantId), 'tenantId must be null or a tenant id'),
    isServerTime(data.createdAt) ? ALLOW : deny('createdAt must be the server time'),
    allowIf(
      data.updatedAt === undefined || isServerTime(data.updatedAt),
      'updatedAt must be the server time',
    ),
  ]);
}

function updateVerdict(field: string, before: Data, after: Data): Verdict {
  switch (field) {
    case 'status':
      return allowIf(isLeadStatus(after.status), 'status must be a lead status');
    case 'tenantId':
      // Set once, when the lead becomes a company: never moved to another tenant nor detached.
      return allowIf(
        (before.tenantId === null || before.tenantId === undefined) && isId(after.tenantId),
        'tenantId is set once, to the tenant the lead became',
      );
    case 'updatedAt':
      return allowIf(isServerTime(after.updatedAt), 'updatedAt must be the server time');
    default:
      return contactVerdict(after, field as (typeof LEAD_CONTACT_FIELDS)[number]);
  }
}

/**
 * A superuser's change of a lead: only LEAD_UPDATABLE_FIELDS change, each valid; `createdAt` and anything else
 * never. Only the fields a write changes are judged, so a lead stored before a rule existed stays workable.
 */
export function validateLeadUpdate(before: Data, after: Data): Verdict {
  const allowed: readonly string[] = LEAD_UPDATABLE_FIELDS;
  const changed = changedKeys(before, after);
  const forbidden = changed.filter((field) => !allowed.includes(field));
  if (forbidden.length > 0) return deny(`fields cannot change: ${forbidden.join(', ')}`);
  return firstDenial(changed.map((field) => updateVerdict(field, before, after)));
}

function kindVerdict(data: Data): Verdict {
  switch (data.kind) {
    case 'status':
      return allowIf(
        data.from !== null && data.to !== null && data.from !== data.to,
        'a status entry names two different statuses',
      );
    case 'note':
      return requiredText(data, 'text', LEAD_LIMITS.eventText);
    case 'converted':
      return allowIf(isId(data.tenantId), 'a conversion names the tenant it created');
    default:
      return deny(`kind must be one of ${LEAD_EVENT_KINDS.join(', ')}`);
  }
}

/** A timeline entry of a lead (append-only): by the caller, stamped by the server clock. */
export function validateLeadEventCreate(before: Data | null, after: Data, callerUid: string): Verdict {
  if (before !== null) return deny('lead events are append-only');
  return firstDenial([
    exactFields(after, LEAD_EVENT_FIELDS),
    allowIf(isId(after.leadId), 'leadId must be a lead id'),
    allowIf(after.from === null || isLeadStatus(after.from), 'from must be null or a lead status'),
    allowIf(after.to === null || isLeadStatus(after.to), 'to must be null or a lead status'),
    optionalText(after, 'text', LEAD_LIMITS.eventText),
    kindVerdict(after),
    allowIf(after.kind === 'converted' || after.tenantId === null, 'tenantId is null but for a conversion'),
    allowIf(after.actorId === callerUid, 'actorId must be the caller'),
    isServerTime(after.createdAt) ? ALLOW : deny('createdAt must be the server time'),
  ]);
}
