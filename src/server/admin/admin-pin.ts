/**
 * The PIN de marcación (Res. Ex. N° 38 art. 7 g: a second way to identify, without biometrics or personal data):
 * - setOwnPin: the signed-in person sets or replaces their own PIN. Only a salted, slow hash is kept
 *   (pin-hash.ts), in `pins/{uid}`, a server-only collection no client reads or writes on either backend; the
 *   change leaves an audit entry without the PIN and e-mails the person (art. 7 f, credential-mail.ts).
 * - signInWithPin: anyone, with a RUT and a PIN, gets a one-time sign-in token for the person they belong to. The
 *   RUT is found among the people of every company; one answer (`wrong-pin`) whether the RUT is unknown, has no
 *   PIN or the PIN is wrong, and the same work in every case (a PIN is always checked), so neither the answer nor
 *   its time says whether a RUT exists. PIN_MAX_FAILURES wrong PINs for a RUT within PIN_LOCK_MINUTES lock it for
 *   PIN_LOCK_MINUTES (`pin-locked`); the caller's address is limited per hour as every public call. A RUT and PIN
 *   right in more than one company are refused (`pin-ambiguous`): the person signs in with the e-mail instead.
 */
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from '../../domain/identification/pin';
import { RECENT_SIGN_IN_MINUTES } from '../../data/policy/worker-consent';
import type { ValidAdminInput } from './admin-schema';
import type { AdminHandlers } from './admin-context';
import { writeAdminLog } from './admin-log';
import { hashKey, takeAddressLimit } from './admin-rate-limit';
import { refusal } from './admin-refusal';
import { queueCredentialChanged } from './credential-mail';
import { hashPin, verifyPin } from './pin-hash';
import type { AdminServiceDeps } from './server-ports';
import type { ActingCaller } from './admin-caller';
import type { SignInWithPinResult } from '../../data/ports/admin-port';

/** Sign-ins with a PIN one caller address may try in an hour, whatever the RUTs. */
export const PIN_SIGN_INS_PER_HOUR = 60;

const LOCK_MS = PIN_LOCK_MINUTES * 60_000;

/**
 * Whether the caller's session proved who it is within RECENT_SIGN_IN_MINUTES (a sign-in or a reauthentication):
 * whoever finds a session left open cannot give themselves a PIN or a password.
 */
export function signedInRecently(caller: ActingCaller, now: Date): boolean {
  return (caller.authTime ?? 0) * 1000 >= now.getTime() - RECENT_SIGN_IN_MINUTES * 60_000;
}

export const setOwnPin: AdminHandlers['setOwnPin'] = async (context, { pin }) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  if (account === null || account.claims?.mustChangePassword === true) throw refusal('not-allowed');
  if (!signedInRecently(caller, deps.now())) throw refusal('recent-sign-in');
  const before = await deps.store.get('pins', caller.uid);
  const now = deps.now();
  await deps.store.set('pins', caller.uid, {
    uid: caller.uid,
    tenantId: caller.tenantId,
    hash: await hashPin(pin),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  });
  // Who set it and when; never the PIN nor its hash.
  await context.log({
    tenantId: caller.tenantId,
    target: caller.uid,
    details: { pin: before === null ? 'set' : 'changed' },
  });
  await queueCredentialChanged(
    deps,
    { uid: caller.uid, tenantId: caller.tenantId, email: account.email },
    'pin',
  );
  return { replaced: before !== null };
};

/** A hash no PIN matches cheaply: checked when the RUT has no PIN to check, so every answer costs the same. */
let decoy: Promise<string> | null = null;

async function failuresKey(rut: string): Promise<string> {
  return `pin_${await hashKey(`pin-sign-in|${rut}`)}`;
}

/** Counts one wrong PIN for the RUT; the PIN_MAX_FAILURES-th in the window locks it for PIN_LOCK_MINUTES. */
async function countFailure(deps: AdminServiceDeps, key: string): Promise<boolean> {
  const now = deps.now();
  const window = Math.floor(now.getTime() / LOCK_MS);
  const failures = await deps.store.increment('rateLimits', `${key}_${window}`, 'count', {
    expiresAt: new Date((window + 2) * LOCK_MS),
  });
  if (failures < PIN_MAX_FAILURES) return false;
  const until = new Date(now.getTime() + LOCK_MS);
  await deps.store.set('rateLimits', `${key}_lock`, { lockedUntil: until, expiresAt: until });
  return true;
}

async function isLocked(deps: AdminServiceDeps, key: string): Promise<boolean> {
  const lock = await deps.store.get('rateLimits', `${key}_lock`);
  const until = lock?.lockedUntil;
  return until instanceof Date && until.getTime() > deps.now().getTime();
}

export async function signInWithPin(
  deps: AdminServiceDeps,
  { rut, pin }: ValidAdminInput['signInWithPin'],
): Promise<SignInWithPinResult> {
  await takeAddressLimit(deps, 'signInWithPin', PIN_SIGN_INS_PER_HOUR);
  const key = await failuresKey(rut);
  if (await isLocked(deps, key)) throw refusal('pin-locked');
  const people = await deps.store.where('users', { rut });
  const matches: { uid: string; tenantId: string }[] = [];
  let checked = false;
  for (const person of people) {
    const stored = await deps.store.get('pins', person.id);
    if (stored === null || stored.tenantId !== person.data.tenantId) continue;
    checked = true;
    if (await verifyPin(pin, stored.hash))
      matches.push({ uid: person.id, tenantId: String(stored.tenantId) });
  }
  if (!checked) {
    decoy ??= hashPin('decoy');
    await verifyPin(pin, await decoy);
  }
  const [match, ...others] = matches;
  if (match === undefined) {
    throw refusal((await countFailure(deps, key)) ? 'pin-locked' : 'wrong-pin');
  }
  if (others.length > 0) throw refusal('pin-ambiguous');
  const token = await deps.accounts.signInToken(match.uid);
  await writeAdminLog(deps, {
    tenantId: match.tenantId,
    actorId: match.uid,
    call: 'signInWithPin',
    target: match.uid,
    details: { method: 'rut-pin' },
  });
  return { token };
}
