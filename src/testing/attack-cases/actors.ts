import { MUST_CHANGE_PASSWORD_CLAIM, RECENT_SIGN_IN_MINUTES } from '../../data/policy/worker-consent';
import type { AttackActor } from './types';

// ---- Actors. ----

export const T1 = 't1';
export const T2 = 't2';
/** Sessions that are not the point signed in at 2 June 2025, 08:00 in Santiago (seconds). */
const SIGNED_IN_AT = Date.UTC(2025, 5, 2, 12) / 1000;
export const REVOKED_AT = new Date((SIGNED_IN_AT + 60) * 1000);

const member = (uid: string, role: unknown, tenantId: unknown = T1): AttackActor => ({
  uid,
  claims: { role, tenantId },
  authTime: SIGNED_IN_AT,
});

/**
 * An employee of t1 who signed in a minute ago: a session recent enough to answer and sign (worker-consent.ts),
 * so a case judges what it writes, not when the session began.
 */
const employee = (uid: string, claims: Record<string, unknown> = {}): AttackActor => ({
  uid,
  claims: { role: 'employee', tenantId: T1, ...claims },
  authTime: SIGNED_IN_AT,
  signedInMinutesAgo: 1,
});

const inspector = (uid: string, accessUntil: unknown, grants?: Record<string, number>): AttackActor => ({
  uid,
  claims: { role: 'inspector', tenantId: T1, accessUntil, ...(grants === undefined ? {} : { grants }) },
  authTime: SIGNED_IN_AT,
});

export const ACTORS = {
  employee: employee('emp-1'),
  colleague: employee('colleague-1'),
  /** An employee of t1 without any schedule. */
  free: employee('free-1'),
  /** emp-1 in a session older than RECENT_SIGN_IN_MINUTES (security review M5). */
  staleEmployee: { ...employee('emp-1'), signedInMinutesAgo: RECENT_SIGN_IN_MINUTES + 1 },
  /** emp-1 before changing the initial password an admin gave (the mustChangePassword claim). */
  initialPasswordEmployee: employee('emp-1', { [MUST_CHANGE_PASSWORD_CLAIM]: true }),
  admin: member('admin-1', 'admin'),
  superuser: member('super-1', 'superuser'),
  otherAdmin: member('admin-2', 'admin', T2),
  unknownRole: member('odd-1', 'auditor'),
  noTenant: { uid: 'odd-2', claims: { role: 'admin' }, authTime: SIGNED_IN_AT },
  emptyTenant: member('odd-3', 'admin', ''),
  numericTenant: member('odd-4', 'admin', 123),
  wrongCaseRole: member('odd-5', 'Admin'),
  listRole: member('odd-6', ['admin']),
  /** A labour inspector of t1 whose access holds for decades. */
  inspector: inspector('insp-1', Date.UTC(2099, 0, 1)),
  /** The same access, ended. */
  expiredInspector: inspector('insp-2', Date.UTC(2020, 0, 1)),
  /** Inspector claims that name no end, or name it as a text. */
  endlessInspector: { uid: 'insp-3', claims: { role: 'inspector', tenantId: T1 }, authTime: SIGNED_IN_AT },
  textEndInspector: inspector('insp-4', '2099-01-01'),
  /**
   * Security review M4: an inspector of t1 whose account also holds t2's grant (claims `grants`), as AdminPort
   * writes them; only `tenantId`/`accessUntil` may open anything.
   */
  multiGrantInspector: inspector('insp-5', Date.UTC(2099, 0, 1), {
    [T1]: Date.UTC(2099, 0, 1),
    [T2]: Date.UTC(2099, 0, 1),
  }),
  /** The same account once t1's grant ended, t2's still holding, before any switch. */
  endedCurrentInspector: inspector('insp-6', Date.UTC(2020, 0, 1), {
    [T1]: Date.UTC(2020, 0, 1),
    [T2]: Date.UTC(2099, 0, 1),
  }),
  visitor: { uid: 'visitor', claims: null, authTime: 0 },
} as const satisfies Record<string, AttackActor>;

export const EMP = ACTORS.employee.uid;
export const COLLEAGUE = ACTORS.colleague.uid;
export const FREE = ACTORS.free.uid;
export const ADMIN = ACTORS.admin.uid;
