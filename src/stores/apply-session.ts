import type { Session } from '../data/ports/auth-port';
import { useAuthStore } from './auth-store';
import { useSessionStore } from './session-store';

function sameClaims(a: object | null, b: object | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The one way a session reaches the stores: claims into the auth store (logged on change), the identity into
 * the session store. A session without product claims counts as signed out of the product.
 */
export function applySession(session: Session | null): void {
  const claims = session?.claims ?? null;
  const auth = useAuthStore.getState();
  if (claims && !sameClaims(auth.auth, claims)) auth.setAuth(claims);
  if (!claims && auth.auth !== null) auth.clearAuth();
  useSessionStore.getState().setUser(claims && session ? session.user : null);
}

/** Resolves once the backend has reported the first session. */
export function waitForSession(): Promise<void> {
  if (useSessionStore.getState().ready) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.ready) {
        unsubscribe();
        resolve();
      }
    });
  });
}
