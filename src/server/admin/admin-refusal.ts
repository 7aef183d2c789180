/**
 * The one table from a refusal to its callable-function code, so every check of the service says `refuse(…)`
 * and both servers send the same code for the same reason.
 */
import { AdminError, type AdminErrorCode, type AdminRefusal } from '../../data/ports/admin-port';

const REFUSAL_CODES: Readonly<Record<AdminRefusal, AdminErrorCode>> = {
  'signed-out': 'unauthenticated',
  'session-revoked': 'permission-denied',
  'not-allowed': 'permission-denied',
  'other-tenant': 'permission-denied',
  'superuser-only': 'permission-denied',
  'own-role': 'permission-denied',
  'own-account': 'permission-denied',
  'last-admin': 'failed-precondition',
  'email-exists': 'already-exists',
  'rut-exists': 'already-exists',
  'tenant-disabled': 'failed-precondition',
  'tenant-not-found': 'not-found',
  'user-not-found': 'not-found',
  'invalid-input': 'invalid-argument',
  'password-required': 'invalid-argument',
  'weak-password': 'invalid-argument',
  'request-conflict': 'already-exists',
  'access-expired': 'permission-denied',
  'no-grant': 'permission-denied',
  'grant-limit': 'resource-exhausted',
  'too-many-requests': 'resource-exhausted',
  'invitation-limit': 'resource-exhausted',
  'not-dt-email': 'invalid-argument',
  'link-invalid': 'permission-denied',
  'link-used': 'failed-precondition',
  'link-expired': 'failed-precondition',
  'correction-settled': 'failed-precondition',
  'trivial-pin': 'invalid-argument',
  'wrong-pin': 'permission-denied',
  'pin-locked': 'resource-exhausted',
  'pin-ambiguous': 'failed-precondition',
  'recent-sign-in': 'permission-denied',
};

export function refusal(reason: AdminRefusal, fields: readonly string[] = []): AdminError {
  return new AdminError(REFUSAL_CODES[reason], reason, undefined, fields);
}
