import type { SessionUser } from '../data/ports/auth-port';
import { create } from '../lib/store';

/** The signed-in identity for display (name, photo); the claims live in the auth store. */
interface SessionState {
  /** False until the auth backend has reported the first session (spec §2: loading overlay until then). */
  ready: boolean;
  user: SessionUser | null;
  /**
   * Why the last session ended on its own (an `auth/*` code: account or company disabled, sessions revoked), for
   * the login page to say; null once someone signs in again.
   */
  endedBy: string | null;
  /** The backend's check that the session still counts, run by the guard on every navigation. */
  check: () => Promise<void>;
  setUser: (user: SessionUser | null) => void;
  setEndedBy: (code: string | null) => void;
  setCheck: (check: () => Promise<void>) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ready: false,
  user: null,
  endedBy: null,
  check: () => Promise.resolve(),
  setUser: (user) => set({ ready: true, user }),
  setEndedBy: (endedBy) => set({ endedBy }),
  setCheck: (check) => set({ check }),
}));
