/**
 * Field-level write rules of the access policy (the part a role × collection × scope row cannot say).
 * Pure functions over documents as written: a `Date` field may hold the SERVER_TIME sentinel. They check types
 * at run time because they guard writes coming from untrusted clients; firestore.rules states the same rules.
 */
import { validatePayrollRunWrite } from './payroll-write';
import type { CollectionName } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import { CLIENT_AUDIT_ACTIONS } from '../writes/audit';
import { validateAttendanceWrite } from './punch-write';
import { validateLeadEventCreate, validateLeadRecord, validateLeadUpdate } from './lead-write';
import {
  validateCorrectionClose,
  validateCorrectionCreate,
  validateCorrectionRespond,
} from './correction-write';
import {
  ALLOW,
  deny,
  firstDenial,
  onlyKeys,
  optionalText,
  unchanged,
  type Data,
  type Verdict,
} from './verdicts';
import { validateAgreementCreate, validateAgreementVoid, validateDecisionWrite } from './overtime-write';
import { validateTenantUpdate } from './tenant-write';
import {
  validateHolidayWrite,
  validatePatternWrite,
  validatePublishWrite,
  validateScheduleDraftWrite,
  validateScheduleWrite,
  validateShiftWrite,
  stampVerdict,
} from './planning-write';
import { validateWorkplaceWrite } from './workplace-write';
import { validateIncidentWrite } from './incident-write';
import { validateIndicatorWrite } from './indicator-write';
import { validateAbsenceManagerWrite, validateAbsenceRequest } from './absence-write';
import { validateWeekSignatureCreate } from './signoff-write';
import { validateOwnProfileUpdate, validateUserAdminUpdate, validateUserUpdate } from './user-write';

/** Names of the field-level rules a permission row can require. */
export type WriteCheck =
  | 'lead-superuser-create'
  | 'lead-update'
  | 'lead-event-create'
  | 'attendance-punch'
  | 'user-admin-update'
  | 'user-superuser-update'
  | 'user-own-profile'
  | 'tenant-admin-update'
  | 'tenant-superuser-update'
  | 'log-create'
  | 'shift-write'
  | 'pattern-write'
  | 'holiday-write'
  | 'workplace-write'
  | 'incident-write'
  | 'indicator-write'
  | 'schedule-write'
  | 'schedule-draft-write'
  | 'publish-write'
  | 'absence-request'
  | 'absence-manager-write'
  | 'correction-create'
  | 'correction-respond'
  | 'correction-close'
  | 'overtime-agreement-create'
  | 'overtime-agreement-void'
  | 'payroll-run-write'
  | 'overtime-decision-write'
  | 'week-signature-create';

export type { Verdict } from './verdicts';
export { validateAttendanceWrite } from './punch-write';
export { LEAD_EMPLOYEES_MAX, validateLeadCreate } from './lead-write';

/**
 * An admin edits the identification, zone and settings of the own tenant (tenant-write.ts), never its id,
 * disabled flag or creation time: re-enabling or moving a tenant is for superusers.
 */
export function validateTenantAdminUpdate(before: Data, after: Data, now: Date, callerUid: string): Verdict {
  return validateTenantUpdate(before, after, false, now, callerUid);
}

/** An audit entry's fields and the sizes of its texts (firestore.rules `validLog`, generated from these). */
export const LOG_FIELDS = ['tenantId', 'actorId', 'action', 'target', 'details', 'createdAt'] as const;
export const LOG_LIMITS = { target: 200, details: 2000 } as const;

/**
 * Audit entries a client appends: exactly these fields, stamped by the server clock, naming an action of the
 * catalogue the server does not keep for itself (CLIENT_AUDIT_ACTIONS, security review M6), of bounded size.
 */
export function validateLogCreate(after: Data): Verdict {
  return firstDenial([
    onlyKeys(after, new Set(LOG_FIELDS)),
    (CLIENT_AUDIT_ACTIONS as readonly unknown[]).includes(after.action)
      ? ALLOW
      : deny('action must be one a client may log (CLIENT_AUDIT_ACTIONS)'),
    optionalText(after, 'target', LOG_LIMITS.target),
    optionalText(after, 'details', LOG_LIMITS.details),
    isServerTime(after.createdAt) ? ALLOW : deny('createdAt must be the server time'),
  ]);
}

/**
 * Applies to every update, whatever the row: a doc never moves to another tenant (cross-tenant writers
 * included), except a lead, which a superuser may attach to the tenant it became.
 */
export function validateUpdateInvariants(collection: CollectionName, before: Data, after: Data): Verdict {
  return collection === 'leads' ? ALLOW : unchanged(before, after, ['tenantId']);
}

/**
 * One write as the rules judge it. In a batch (or a transaction) every write is judged against the doc as stored
 * BEFORE the batch (`before`, the rules' `resource`) and the doc as it stands after this write and the batch's
 * earlier writes to it (`after`, `request.resource`): a create then an update of one doc is judged as a create.
 */
export interface WriteCheckInput {
  before: Data | null;
  after: Data;
  callerUid: string | null;
  /** The id of the written doc (a users doc's uid). */
  id: string;
  /** The request's time: what SERVER_TIME becomes (the rules' `request.time`). */
  now: Date;
  /** A doc as stored before the request or batch (what the rules' `get()` returns), or null when missing. */
  lookup: (collection: CollectionName, id: string) => Data | null;
  /**
   * A doc as the whole request or batch leaves it (the rules' `getAfter()`), or null when missing; without it,
   * the request is a single write and `lookup` with the written doc is the answer.
   */
  lookupAfter?: (collection: CollectionName, id: string) => Data | null;
}

export function runWriteCheck(check: WriteCheck, input: WriteCheckInput): Verdict {
  const { before, after, callerUid, id } = input;
  switch (check) {
    case 'lead-superuser-create':
      return before === null ? validateLeadRecord(after) : deny('a lead is created once');
    case 'lead-update':
      // A lead the same batch created is judged as that create (firestore.rules: resource == null).
      return before === null ? validateLeadRecord(after) : validateLeadUpdate(before, after);
    case 'lead-event-create':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateLeadEventCreate(before, after, callerUid);
    case 'attendance-punch':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAttendanceWrite(before, after, { callerUid, id, now: input.now, lookup: input.lookup });
    case 'user-admin-update':
      return before === null
        ? deny('users docs are created by AdminPort')
        : validateUserAdminUpdate(before, after, id);
    case 'user-superuser-update':
      return before === null
        ? deny('users docs are created by AdminPort')
        : validateUserUpdate(before, after, id);
    case 'user-own-profile':
      return before === null || callerUid !== id
        ? deny('only the own users doc')
        : validateOwnProfileUpdate(before, after, id);
    case 'tenant-admin-update':
      if (callerUid === null) return deny('signed-in caller required');
      return before === null
        ? deny('tenants are created by superusers')
        : validateTenantAdminUpdate(before, after, input.now, callerUid);
    case 'tenant-superuser-update':
      if (callerUid === null) return deny('signed-in caller required');
      return before === null
        ? deny('a tenant update needs the tenant')
        : validateTenantUpdate(before, after, true, input.now, callerUid);
    case 'log-create':
      return before === null ? validateLogCreate(after) : deny('logs are append-only');
    case 'shift-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : firstDenial([validateShiftWrite(before, after), stampVerdict(after, callerUid)]);
    case 'pattern-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : firstDenial([validatePatternWrite(before, after), stampVerdict(after, callerUid)]);
    case 'holiday-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : firstDenial([validateHolidayWrite(before, after, id), stampVerdict(after, callerUid)]);
    case 'workplace-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : firstDenial([validateWorkplaceWrite(before, after), stampVerdict(after, callerUid)]);
    case 'incident-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateIncidentWrite(before, after, callerUid, input.now);
    case 'indicator-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateIndicatorWrite(before, after, callerUid, id);
    case 'schedule-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateScheduleWrite(before, after, id, {
            callerUid,
            now: input.now,
            lookup: input.lookup,
            lookupAfter: input.lookupAfter ?? input.lookup,
          });
    case 'schedule-draft-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateScheduleDraftWrite(before, after, id, callerUid);
    case 'publish-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validatePublishWrite(before, after, callerUid, input.now);
    case 'absence-request':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAbsenceRequest(before, after, callerUid, input.now);
    case 'absence-manager-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAbsenceManagerWrite(before, after, callerUid);
    case 'correction-create':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateCorrectionCreate(before, after, callerUid, input.now, input.lookup);
    case 'correction-respond':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateCorrectionRespond(before, after, input.now);
    case 'correction-close':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateCorrectionClose(before, after, callerUid, input.now);
    case 'overtime-agreement-create':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAgreementCreate(before, after, callerUid);
    case 'payroll-run-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validatePayrollRunWrite(before, after, id, callerUid, input.lookup, input.now);
    case 'overtime-agreement-void':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAgreementVoid(before, after, callerUid);
    case 'overtime-decision-write':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateDecisionWrite(after, id, callerUid);
    case 'week-signature-create':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateWeekSignatureCreate(before, after, id, callerUid, input.now, input.lookup);
  }
}
