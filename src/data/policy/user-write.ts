/**
 * The field-level rules of a users-doc update from a client: write-validators.ts runs them, firestore.rules states
 * them as `validUserUpdate` / `validOwnProfile`, generated from these tables (src/data/policy/rules-blocks.ts).
 * Everything else of a users doc — `role`, `tenantId`, `disabled`, `email`, `tokensRevokedAt`, `createdAt` —
 * changes only through AdminPort (server side).
 */
import { isValidFileValue } from './employee-file';
import {
  EMPLOYEE_FILE_FIELDS,
  EMPLOYEE_FILE_REGISTRY,
  type EmployeeFileField,
  type FileRegistry,
} from '../ports/employee-file-registry';
import { isValidPhotoURL } from './photo-policy';
import { ALLOW, changedKeys, deny, type Data, type Verdict } from './verdicts';

/** A changed `photoURL` of `users/{uid}` is one the photo adapters write (photo-policy.ts), or none. */
function photoVerdict(before: Data, after: Data, uid: string): Verdict {
  if (changedKeys(before, after).includes('photoURL') === false) return ALLOW;
  return isValidPhotoURL(after.photoURL ?? null, { tenantId: after.tenantId, uid })
    ? ALLOW
    : deny('photoURL must be null, a small image data URL or the own photo in Storage');
}

/** The longest name a users doc holds (firestore.rules `validProfile`). */
export const DISPLAY_NAME_MAX = 100;

/** A users doc's `displayName`: null (or removed), or a non-blank string of at most DISPLAY_NAME_MAX. */
export function isValidDisplayName(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() !== '' && value.length <= DISPLAY_NAME_MAX)
  );
}

/** What a person changes in their own users doc (also the head of the managers' whitelist). */
export const OWN_PROFILE_FIELDS = ['displayName', 'photoURL'] as const;

/**
 * The users-doc fields a manager may change: the name, the photo and the employee file. `role`, `tenantId`,
 * `disabled`, `email`, `tokensRevokedAt` and `createdAt` change only through AdminPort (server side).
 */
export function userManagerFields(registry: FileRegistry): string[] {
  return [...OWN_PROFILE_FIELDS, ...Object.keys(registry)];
}
export const USER_MANAGER_FIELDS: readonly string[] = userManagerFields(EMPLOYEE_FILE_REGISTRY);

const isFileField = (field: string): field is EmployeeFileField =>
  (EMPLOYEE_FILE_FIELDS as readonly string[]).includes(field);

/**
 * Only `allowed` fields change, each to a valid value; where the employee file may change (a manager's edit), every
 * field of the file is judged, changed or not, as firestore.rules' validUserUpdate does (rules/users.ts: a guard
 * per changed field cost too many expressions).
 */
function userFieldsVerdict(before: Data, after: Data, uid: string, allowed: readonly string[]): Verdict {
  const changed = changedKeys(before, after);
  const other = changed.filter((key) => !allowed.includes(key));
  if (other.length > 0) return deny(`fields not editable: ${other.join(', ')}`);
  const fileEditable = allowed.some(isFileField);
  const judged = fileEditable ? [...new Set([...changed, ...EMPLOYEE_FILE_FIELDS])] : changed;
  const invalid = judged.filter((field) =>
    field === 'displayName'
      ? !isValidDisplayName(after.displayName)
      : isFileField(field) && !isValidFileValue(field, after[field] ?? null),
  );
  if (invalid.length > 0) return deny(`invalid values: ${invalid.join(', ')}`);
  return photoVerdict(before, after, uid);
}

/** A manager's edit of `users/{uid}`: the name, the photo and the employee file, each valid. */
export function validateUserUpdate(before: Data, after: Data, uid: string): Verdict {
  return userFieldsVerdict(before, after, uid, USER_MANAGER_FIELDS);
}

/** An admin's edit of `users/{uid}`: a manager's, and never of a superuser (they outrank admins). */
export function validateUserAdminUpdate(before: Data, after: Data, uid: string): Verdict {
  return before.role === 'superuser'
    ? deny('an admin cannot edit a superuser')
    : validateUserUpdate(before, after, uid);
}

/** A member's edit of the own users doc: the name and the photo (set or removed), and nothing else. */
export function validateOwnProfileUpdate(before: Data, after: Data, uid: string): Verdict {
  return userFieldsVerdict(before, after, uid, OWN_PROFILE_FIELDS);
}
