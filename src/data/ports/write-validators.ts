/**
 * Field-level write rules of the access policy (the part a role × collection × scope row cannot say).
 * Pure functions over documents as written: a `Date` field may hold the SERVER_TIME sentinel. They check types
 * at run time because they guard writes coming from untrusted clients; firestore.rules states the same rules.
 */
import type { CollectionName } from './collections';
import { isServerTime } from './document-store';
import {
  ALLOW,
  deny,
  firstDenial,
  onlyKeys,
  optionalText,
  requiredText,
  sameValue,
  unchanged,
  type Data,
  type Verdict,
} from './verdicts';
import { validateTenantUpdate } from './tenant-write';
import { validateOwnProfileUpdate, validateUserAdminUpdate, validateUserUpdate } from './user-write';

/** Names of the field-level rules a permission row can require. */
export type WriteCheck =
  | 'lead-create'
  | 'attendance-punch'
  | 'user-admin-update'
  | 'user-superuser-update'
  | 'user-own-profile'
  | 'tenant-admin-update'
  | 'tenant-superuser-update'
  | 'log-create';

export type { Verdict } from './verdicts';

const LEAD_FIELDS = new Set([
  'tenantId',
  'name',
  'email',
  'company',
  'phone',
  'employees',
  'message',
  'status',
  'createdAt',
]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A lead from the public landing page: the only write an unauthenticated visitor can make. */
export function validateLeadCreate(data: Data): Verdict {
  const employees = data.employees;
  return firstDenial([
    onlyKeys(data, LEAD_FIELDS),
    requiredText(data, 'name', 200),
    requiredText(data, 'company', 200),
    requiredText(data, 'email', 200),
    typeof data.email === 'string' && EMAIL.test(data.email) ? ALLOW : deny('email is not an address'),
    optionalText(data, 'phone', 40),
    optionalText(data, 'message', 2000),
    employees === undefined || employees === null || (Number.isInteger(employees) && Number(employees) >= 0)
      ? ALLOW
      : deny('employees must be null or a non-negative integer'),
    data.status === 'nuevo' ? ALLOW : deny("status must be 'nuevo'"),
    data.tenantId === null ? ALLOW : deny('tenantId must be null'),
    isServerTime(data.createdAt) ? ALLOW : deny('createdAt must be the server time'),
  ]);
}

/** Punch fields in the order a working day fills them, each with the punch that must precede it. */
export const PUNCH_FIELDS = [
  { field: 'checkInTime', after: null },
  { field: 'lunchStartTime', after: 'checkInTime' },
  { field: 'lunchEndTime', after: 'lunchStartTime' },
  { field: 'checkOutTime', after: 'checkInTime' },
] as const;

const ATTENDANCE_FIELDS = new Set([
  'tenantId',
  'userId',
  'date',
  'slotIndex',
  'checkInTime',
  'checkOutTime',
  'lunchStartTime',
  'lunchEndTime',
  'deviceTimes',
  'source',
  'location',
  'integrityHash',
]);

function punchVerdict(before: Data | null, after: Data, field: string, previous: string | null): Verdict {
  const was = before?.[field] ?? null;
  const now = after[field] ?? null;
  if (was instanceof Date) return sameValue(was, now) ? ALLOW : deny(`${field} is already set`);
  if (now === null) return ALLOW;
  if (!isServerTime(now)) return deny(`${field} must be set with the server time`);
  // The predecessor must already be stored: it then holds an earlier server time than this write's.
  if (previous !== null && !(before?.[previous] instanceof Date))
    return deny(`${field} needs ${previous} first`);
  return before?.checkOutTime instanceof Date ? deny('no punches after check-out') : ALLOW;
}

/**
 * An employee's own punch (create or update of an attendance record): each time field is set once, with the
 * server time, in order (lunch start after check-in, lunch end after lunch start, check-out after check-in),
 * and never changed; identity fields never change; source is 'web'.
 */
export function validateAttendanceWrite(before: Data | null, after: Data, callerUid: string): Verdict {
  const slotIndex = after.slotIndex;
  return firstDenial([
    onlyKeys(after, ATTENDANCE_FIELDS),
    after.userId === callerUid ? ALLOW : deny('userId must be the caller'),
    typeof after.tenantId === 'string' ? ALLOW : deny('tenantId must be a string'),
    after.date instanceof Date ? ALLOW : deny('date must be a date'),
    Number.isInteger(slotIndex) && Number(slotIndex) >= 0 ? ALLOW : deny('slotIndex must be an integer ≥ 0'),
    after.source === 'web' ? ALLOW : deny("source must be 'web'"),
    before === null ? ALLOW : unchanged(before, after, ['tenantId', 'userId', 'date', 'slotIndex']),
    ...PUNCH_FIELDS.map(({ field, after: previous }) => punchVerdict(before, after, field, previous)),
  ]);
}

/**
 * An admin edits the identification, zone and settings of the own tenant (tenant-write.ts), never its id,
 * disabled flag or creation time: re-enabling or moving a tenant is for superusers.
 */
export function validateTenantAdminUpdate(before: Data, after: Data): Verdict {
  return validateTenantUpdate(before, after, false);
}

const LOG_FIELDS = new Set(['tenantId', 'actorId', 'action', 'target', 'details', 'createdAt']);

/** Audit entries: exactly these fields, stamped by the server clock, naming an action, of bounded size. */
export function validateLogCreate(after: Data): Verdict {
  return firstDenial([
    onlyKeys(after, LOG_FIELDS),
    requiredText(after, 'action', 200),
    optionalText(after, 'target', 200),
    optionalText(after, 'details', 2000),
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

export interface WriteCheckInput {
  before: Data | null;
  after: Data;
  callerUid: string | null;
  /** The id of the written doc (a users doc's uid). */
  id: string;
}

export function runWriteCheck(check: WriteCheck, { before, after, callerUid, id }: WriteCheckInput): Verdict {
  switch (check) {
    case 'lead-create':
      return before === null ? validateLeadCreate(after) : deny('a lead can only be created');
    case 'attendance-punch':
      return callerUid === null
        ? deny('signed-in caller required')
        : validateAttendanceWrite(before, after, callerUid);
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
      return before === null
        ? deny('tenants are created by superusers')
        : validateTenantAdminUpdate(before, after);
    case 'tenant-superuser-update':
      return before === null
        ? deny('a tenant update needs the tenant')
        : validateTenantUpdate(before, after, true);
    case 'log-create':
      return before === null ? validateLogCreate(after) : deny('logs are append-only');
  }
}
