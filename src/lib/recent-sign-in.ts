/**
 * The client's side of "answers and signatures need a recent sign-in" (security review M5,
 * src/data/policy/worker-consent.ts): whether to ask for the password again before a write, and the error a
 * write fails with when the person declines.
 */
import { isRecentSignIn } from '../data/policy/worker-consent';

/**
 * Asked a little before the rules would refuse: the write still has to reach the server, and this device's clock
 * may be a little ahead of the server's.
 */
export const RECENT_SIGN_IN_MARGIN_MS = 60_000;

/** Whether a session that signed in at `authTime` (seconds, null when unknown) must prove its password first. */
export function needsReauthentication(authTime: number | null, now: Date): boolean {
  return !isRecentSignIn(authTime ?? undefined, new Date(now.getTime() + RECENT_SIGN_IN_MARGIN_MS));
}

/** The password was not confirmed (the person cancelled): nothing was written. */
export class SignInNotConfirmedError extends Error {
  constructor() {
    super('Tu respuesta no se registró: confirma tu contraseña para firmar.');
    this.name = 'SignInNotConfirmedError';
  }
}
