/**
 * The AccountDirectory of the AdminPort service over Firebase Auth (the Admin SDK). It decides nothing: it
 * reads and writes what admin-service.ts asks for, in the service's terms.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';

import type { AccountDirectory, AccountRecord } from '../../src/server/admin/server-ports';
import { AdminError } from '../../src/data/ports/admin-port';

function authCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/**
 * When the account's sessions were last revoked, in the service's terms (a session is stale when auth_time * 1000
 * <= the revocation). Auth keeps its valid-after time to the second and counts a sign-in in that very second as
 * after it (its own revocation check: auth_time < valid-after is revoked), so the revocation reads as the
 * millisecond before that second: a person who signs in again in the second their password was changed holds a
 * good session, as Firebase says. Auth also stamps a new account's valid-after time with its creation second,
 * which is no revocation at all.
 */
function revokedAt(user: UserRecord): Date | null {
  if (!user.tokensValidAfterTime) return null;
  const validAfter = new Date(user.tokensValidAfterTime);
  const createdSecond = Math.floor(Date.parse(user.metadata.creationTime) / 1000) * 1000;
  return validAfter.getTime() > createdSecond ? new Date(validAfter.getTime() - 1) : null;
}

export function accountRecord(user: UserRecord): AccountRecord {
  const claims = user.customClaims ?? null;
  return {
    uid: user.uid,
    email: (user.email ?? '').trim().toLowerCase(),
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    claims:
      claims === null
        ? null
        : {
            role: claims['role'],
            tenantId: claims['tenantId'],
            accessUntil: claims['accessUntil'],
            mustChangePassword: claims['mustChangePassword'],
            grants: claims['grants'],
            keyUntil: claims['keyUntil'],
          },
    tokensValidAfter: revokedAt(user),
  };
}

/** A user that does not exist reads as null; any other failure is the caller's to handle. */
async function orNull(read: Promise<UserRecord>): Promise<AccountRecord | null> {
  try {
    return accountRecord(await read);
  } catch (error) {
    if (authCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

export function firebaseAccounts(auth: Auth): AccountDirectory {
  return {
    get: (uid) => orNull(auth.getUser(uid)),
    findByEmail: (email) => orNull(auth.getUserByEmail(email)),
    async create(account) {
      try {
        const user = await auth.createUser({
          email: account.email,
          displayName: account.displayName,
          disabled: account.disabled,
          ...(account.password === null ? {} : { password: account.password }),
        });
        return accountRecord(user);
      } catch (error) {
        if (authCode(error) === 'auth/email-already-exists') {
          throw new AdminError('already-exists', 'email-exists');
        }
        throw error;
      }
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
    },
    async setClaims(uid, claims) {
      await auth.setCustomUserClaims(uid, { ...claims });
    },
    async setPassword(uid, password) {
      await auth.updateUser(uid, { password });
    },
    async revokeSessions(uid) {
      // The revocation time is what Auth recorded (whole seconds), not our clock: tokens are judged against it.
      // Revoked within the account's creation second, it would read as that creation stamp (revokedAt):
      // revoke again once that second is over, so the revocation shows.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await auth.revokeRefreshTokens(uid);
        const revoked = revokedAt(await auth.getUser(uid));
        if (revoked !== null) return revoked;
        await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
      }
      throw new Error(`No revocation time recorded for ${uid}`);
    },
    // A password-reset link sets the first password on an account created without one; Firebase's action page
    // then continues to the server-fixed URL (never one from the client: that would be an open redirect).
    invitationLink: (email, continueUrl) => auth.generatePasswordResetLink(email, { url: continueUrl }),
    // E-mail link sign-in (no password): Firebase's action page hands the link to the app at the continue URL,
    // whose login page completes it for the same e-mail.
    signInLink: (email, continueUrl) =>
      auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true }),
    // Sign-in with RUT and PIN (Res. Ex. N° 38 art. 7 g): a custom token, valid an hour, with no claims of its
    // own (the account's custom claims apply once signed in). In Cloud Functions the SDK signs it through IAM
    // (the runtime service account needs `iam.serviceAccounts.signBlob`); the Auth emulator takes it unsigned.
    signInToken: (uid) => auth.createCustomToken(uid),
  };
}
