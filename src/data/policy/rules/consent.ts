/** The worker's own word in the legal record (worker-consent.ts, security review M5). */
import { MUST_CHANGE_PASSWORD_CLAIM, RECENT_SIGN_IN_MINUTES } from '../worker-consent';
import { rules, rulesString } from './syntax';

export function consentBlock(): string {
  return rules`
// An account AdminPort gave an initial password holds the ${MUST_CHANGE_PASSWORD_CLAIM} claim until its holder sets
// their own (setOwnPassword): until then it writes nothing to the legal record.
function ownPassword() {
  return claim(${rulesString(MUST_CHANGE_PASSWORD_CLAIM)}) != true;
}

// An answer or a signature needs a sign-in of the last RECENT_SIGN_IN_MINUTES (${RECENT_SIGN_IN_MINUTES}): the token's auth_time.
function recentSignIn() {
  return request.auth.token.get('auth_time', 0) * 1000
    >= request.time.toMillis() - ${RECENT_SIGN_IN_MINUTES * 60_000};
}`;
}
