/**
 * Security review M5: the worker's own word in the legal record (Res. Ex. N° 38) is the worker's, not the
 * employer's. An admin who created the account knew its first password, so:
 * - an account AdminPort gave an initial password carries the `mustChangePassword` claim until its holder sets
 *   their own (the `setOwnPassword` call clears it); meanwhile it writes nothing to the legal record: no punch, no
 *   answer to a correction, no week signature;
 * - an answer to a correction and a week's signature or objection need a sign-in of the last
 *   RECENT_SIGN_IN_MINUTES (the token's `auth_time`), so a session left open on a shared or borrowed device cannot
 *   be used to sign for the worker.
 * firestore.rules states the same (`ownPassword()`, `recentSignIn()`, generated from this module); the demo
 * policy runs legalRecordVerdict.
 */
import type { Claims } from '../ports/auth-port';
import type { CollectionName } from '../ports/collections';
import { ALLOW, deny, type Data, type Verdict } from './verdicts';

/**
 * How recent a sign-in an answer or a signature needs. Five minutes: long enough to read a week's totals or a
 * correction after confirming the password, short enough that a session left open on a shared punch device or a
 * phone handed to someone else has expired for signing by the time anyone else picks it up. Firebase's own
 * "recent login" for sensitive account changes is of the same order.
 */
export const RECENT_SIGN_IN_MINUTES = 5;

/** The custom claim AdminPort sets on an account created with an initial password. */
export const MUST_CHANGE_PASSWORD_CLAIM = 'mustChangePassword';

/** Whether a session that signed in at `authTime` (seconds; missing counts as 0) is recent enough at `now`. */
export function isRecentSignIn(authTime: number | undefined, now: Date): boolean {
  return (authTime ?? 0) * 1000 >= now.getTime() - RECENT_SIGN_IN_MINUTES * 60_000;
}

/** The collections of the worker's legal record that the worker writes. */
const WORKER_RECORD: ReadonlySet<CollectionName> = new Set(['attendance', 'corrections', 'weekSignatures']);

/** The worker's answers and signatures: their own word, which needs a recent sign-in. */
const WORKER_WORD: ReadonlySet<CollectionName> = new Set(['corrections', 'weekSignatures']);

export interface ConsentCaller {
  claims: Claims;
  authTime?: number;
}

/**
 * The verdict on an employee's write to the legal record (any other role's writes, and deletes, are left to the
 * rest of the policy): refused while the account must change its initial password, and for an answer or a
 * signature, refused when the sign-in is not recent.
 */
export function legalRecordVerdict(
  collection: CollectionName,
  after: Data | null,
  caller: ConsentCaller | null,
  now: Date,
): Verdict {
  if (caller === null || after === null || caller.claims.role !== 'employee') return ALLOW;
  if (!WORKER_RECORD.has(collection)) return ALLOW;
  if (caller.claims.mustChangePassword === true)
    return deny(`${collection}: the account must change its initial password first`);
  if (WORKER_WORD.has(collection) && !isRecentSignIn(caller.authTime, now))
    return deny(`${collection}: needs a sign-in of the last ${RECENT_SIGN_IN_MINUTES} minutes`);
  return ALLOW;
}
