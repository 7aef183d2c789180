import type { SessionUser } from '../data/ports/auth-port';
import { create } from '../lib/store';

/** The signed-in identity for display (name, photo); the claims live in the auth store. */
interface SessionState {
  /** False until the auth backend has reported the first session (spec §2: loading overlay until then). */
  ready: boolean;
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ready: false,
  user: null,
  setUser: (user) => set({ ready: true, user }),
}));
