import type { Claims } from '../data/ports/auth-port';
import { create, createJSONStorage, persist } from '../lib/store';

/** spec §3: one field `auth`, initially null, persisted in localStorage under the key `auth`. */
interface AuthState {
  auth: Claims | null;
  setAuth: (claims: Claims) => void;
  clearAuth: () => void;
}

export const AUTH_STORAGE_KEY = 'auth';

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      auth: null,
      setAuth: (claims) => {
        console.log('Auth store: claims set', claims);
        set({ auth: { ...claims } });
      },
      clearAuth: () => {
        console.log('Auth store: claims cleared');
        set({ auth: null });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ auth: state.auth }),
    },
  ),
);

/** Reading gives a copy of the claims or null, never the stored object itself. */
export function readAuth(): Claims | null {
  const { auth } = useAuthStore.getState();
  return auth ? { ...auth } : null;
}

export function useClaims(): Claims | null {
  return useAuthStore((state) => state.auth);
}
