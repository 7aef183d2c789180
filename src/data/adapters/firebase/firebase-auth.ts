import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithCustomToken,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';

import { FIREBASE_AUTH_CAPABILITIES } from './firebase-capabilities';
import type { AuthPort, Session, SessionListener } from '../../ports/auth-port';
import { AuthError, claimsFrom } from '../../ports/auth-port';
import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';

let instance: Auth | undefined;

/** Auth with only what the app uses; the emulator is connected once, here, at first use. */
export function firebaseAuth(): Auth {
  if (instance) return instance;
  instance = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  instance.languageCode = 'es';
  if (usingEmulators()) {
    connectAuthEmulator(instance, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return instance;
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : 'auth/internal-error';
  return new AuthError(code, error instanceof Error ? error.message : undefined);
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toAuthError(error);
  }
}

async function sessionOf(user: User): Promise<Session> {
  const token = await user.getIdTokenResult();
  return {
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      photoURL: user.photoURL,
      providers: user.providerData.map((p) => p.providerId),
    },
    claims: claimsFrom(token.claims),
  };
}

function requireUser(auth: Auth): User {
  const user = auth.currentUser;
  if (!user) throw new AuthError('auth/user-token-expired');
  return user;
}

/** Firestore's side of a session's end (firestore-db.ts), loaded only when a session ends. */
const firestoreSession = () => import('./firestore-db');

/**
 * Signs out, clearing this device's offline copy of the data unless `keepOfflineData` (firestore-db.ts
 * `endSession`). Should that code fail to load, the sign-out still happens.
 */
async function endSession(auth: Auth, keepOfflineData: boolean): Promise<void> {
  let session: Awaited<ReturnType<typeof firestoreSession>>;
  try {
    session = await firestoreSession();
  } catch (error) {
    console.error('No se pudo borrar la copia sin conexión', error);
    await signOut(auth);
    return;
  }
  await session.endSession(() => signOut(auth), { keepOfflineData });
}

/** A forced token refresh is a network round trip: at most one per minute, however often people navigate. */
const SESSION_CHECK_INTERVAL_MS = 60_000;
/** Refresh failures that mean the session is over (account disabled, sessions revoked by AdminPort). */
const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['auth/user-disabled', 'auth/user-token-expired']);

export function createFirebaseAuth(): AuthPort {
  const auth = firebaseAuth();
  const listeners = new Set<SessionListener>();
  let lastCheck = Number.NEGATIVE_INFINITY;
  /** Why the last session ended on its own, told with every signed-out report until someone signs in. */
  let endedBy: string | undefined;
  // A session ended here or in another tab (whose sign-out may have deleted the cache under this tab's
  // Firestore) ends this tab's Firestore instance too; the next sign-in opens a fresh one.
  let signedIn = false;
  onIdTokenChanged(auth, (user) => {
    if (signedIn && !user) {
      firestoreSession()
        .then((session) => session.releaseFirestore())
        .catch((error: unknown) => console.error('No se pudo cerrar Firestore', error));
    }
    signedIn = user !== null;
  });
  return {
    capabilities: FIREBASE_AUTH_CAPABILITIES,
    onSessionChange(listener: SessionListener) {
      listeners.add(listener);
      // ID-token changes also carry claim changes made by the AdminPort after a token refresh.
      const unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) return listener(null, endedBy);
        endedBy = undefined;
        sessionOf(user).then(listener, (error: unknown) => {
          console.error('No se pudo leer la sesión', error);
          listener(null);
        });
      });
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    async checkSession() {
      const user = auth.currentUser;
      if (!user || Date.now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      try {
        await user.getIdToken(true);
      } catch (error) {
        const code = toAuthError(error).code;
        // Other failures (offline) keep the session; the next check after the interval tries again.
        if (!SESSION_ENDING_CODES.has(code)) return;
        endedBy = code;
        // The SDK may already have signed the user out itself, before the reason was known: tell it again.
        // An account that lost its access leaves no offline copy behind, whatever this device's choice.
        if (auth.currentUser) await endSession(auth, false);
        else for (const listener of listeners) listener(null, code);
      }
    },
    signInWithPassword: (email, password) =>
      guarded(async () => sessionOf((await signInWithEmailAndPassword(auth, email, password)).user)),
    signInWithGoogle: () =>
      guarded(async () => sessionOf((await signInWithPopup(auth, new GoogleAuthProvider())).user)),
    sendSignInLink: (email, continueUrl) =>
      guarded(() => sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true })),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    completeSignInLink: (email, url) =>
      guarded(async () => sessionOf((await signInWithEmailLink(auth, email, url)).user)),
    signInWithToken: (token) =>
      guarded(async () => sessionOf((await signInWithCustomToken(auth, token)).user)),
    signOut: (options) => guarded(() => endSession(auth, options?.keepOfflineData === true)),
    updateProfile: (changes) => guarded(() => updateProfile(requireUser(auth), changes)),
    changePassword: (currentPassword, newPassword) =>
      guarded(async () => {
        const user = requireUser(auth);
        if (!user.email) throw new AuthError('auth/user-mismatch');
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
        await updatePassword(user, newPassword);
      }),
    authTime: async () => {
      const user = auth.currentUser;
      if (!user) return null;
      // The cached token's claim: no network. After `reauthenticate` the refreshed token carries the new one.
      const authTime = (await user.getIdTokenResult()).claims['auth_time'];
      const seconds = typeof authTime === 'string' ? Number(authTime) : authTime;
      return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
    },
    reauthenticate: (password) =>
      guarded(async () => {
        const user = requireUser(auth);
        if (!user.email) throw new AuthError('auth/user-mismatch');
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
        // Firestore sends the current ID token: a forced refresh makes sure it carries the new auth_time.
        await user.getIdToken(true);
      }),
  };
}
