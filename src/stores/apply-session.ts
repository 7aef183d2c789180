import type { AuthPort, Session } from '../data/ports/auth-port';
import { useAuthStore } from './auth-store';
import { useSessionStore } from './session-store';

function sameClaims(a: object | null, b: object | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The one way a session reaches the stores: claims into the auth store (logged on change), the identity into
 * the session store. A session without product claims counts as signed out of the product. `endedBy`: why a
 * session ended on its own (the listener's second argument), kept for the login page until the next sign-in.
 */
export function applySession(session: Session | null, endedBy?: string): void {
  const claims = session?.claims ?? null;
  const auth = useAuthStore.getState();
  if (claims && !sameClaims(auth.auth, claims)) auth.setAuth(claims);
  if (!claims && auth.auth !== null) auth.clearAuth();
  const store = useSessionStore.getState();
  if (claims) store.setEndedBy(null);
  else if (endedBy !== undefined) store.setEndedBy(endedBy);
  store.setUser(claims && session ? session.user : null);
}

/** Gives the guard the backend's session check (the composition root calls it once). */
export function bindSessionCheck(auth: Pick<AuthPort, 'checkSession'>): void {
  useSessionStore.getState().setCheck(() => auth.checkSession());
}

/** Ends a session that no longer counts before the guard decides (every navigation, spec §4). */
export function checkSession(): Promise<void> {
  return useSessionStore.getState().check();
}

let startSession: () => Promise<unknown> = () => Promise.resolve();

/**
 * Gives the guard the way to start the backend that reports the session (the composition root calls it once). If
 * the backend cannot load, whoever waits for the session gets the error (the route's error screen), not a spinner
 * forever.
 */
export function bindSessionSource(start: () => Promise<unknown>): void {
  startSession = start;
}

/** Whether the backend has reported a session yet (it loads when first needed). */
export function sessionKnown(): boolean {
  return useSessionStore.getState().ready;
}

/** Resolves once the backend has reported the first session, starting the backend if nothing has yet. */
export function waitForSession(): Promise<void> {
  if (useSessionStore.getState().ready) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.ready) {
        unsubscribe();
        resolve();
      }
    });
    startSession().catch((error: unknown) => {
      unsubscribe();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
