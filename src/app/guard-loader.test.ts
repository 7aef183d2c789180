// @vitest-environment jsdom
import { buildSession } from '../testing/data-builders';
import { useAuthStore } from '../stores/auth-store';
import { applySession, bindSessionCheck, bindSessionSource } from '../stores/apply-session';
import { useSessionStore } from '../stores/session-store';
import { guardLoader } from './routes';

const CAMILA = buildSession();

async function outcome(path: string): Promise<string | null> {
  try {
    await guardLoader({ request: new Request(`http://localhost${path}`) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => {
  bindSessionCheck({ checkSession: () => Promise.resolve() });
  bindSessionSource(() => Promise.resolve());
  useSessionStore.setState({ endedBy: null });
});

describe('the guard loader', () => {
  it('checks the session before deciding: one ended meanwhile goes to /login with its reason', async () => {
    applySession(CAMILA);
    const checkSession = vi.fn(async () => applySession(null, 'auth/user-disabled'));
    bindSessionCheck({ checkSession });

    expect(await outcome('/checkin')).toBe('/login');
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().auth).toBeNull();
    expect(useSessionStore.getState().endedBy).toBe('auth/user-disabled');
  });

  it('lets a session that still counts through, checking it on every navigation', async () => {
    applySession(CAMILA);
    const checkSession = vi.fn(() => Promise.resolve());
    bindSessionCheck({ checkSession });

    expect(await outcome('/checkin')).toBeNull();
    expect(await outcome('/mi-historial')).toBeNull();
    expect(checkSession).toHaveBeenCalledTimes(2);
  });

  it('keeps the reason through later sign-out reports and forgets it at the next sign-in', () => {
    applySession(null, 'auth/tenant-disabled');
    applySession(null);
    expect(useSessionStore.getState().endedBy).toBe('auth/tenant-disabled');
    applySession(CAMILA);
    expect(useSessionStore.getState().endedBy).toBeNull();
  });

  describe('before the backend has loaded', () => {
    beforeEach(() => {
      useSessionStore.setState({ ready: false, user: null });
      useAuthStore.setState({ auth: null });
    });

    it('decides a public page for nobody signed in without loading the backend', async () => {
      const start = vi.fn(() => Promise.resolve());
      bindSessionSource(start);
      expect(await outcome('/')).toBeNull();
      expect(await outcome('/login')).toBeNull();
      expect(await outcome('/crear')).toBeNull();
      expect(await outcome('/no-existe')).toBeNull();
      expect(start).not.toHaveBeenCalled();
    });

    it('loads the backend and waits for its session for a page that needs sign-in', async () => {
      const start = vi.fn(async () => applySession(null));
      bindSessionSource(start);
      expect(await outcome('/dashboard')).toBe('/login');
      expect(start).toHaveBeenCalledTimes(1);
    });

    it('waits for the session on a public page when this device holds claims (they may have ended)', async () => {
      useAuthStore.setState({ auth: CAMILA.claims });
      const start = vi.fn(async () => applySession(CAMILA));
      bindSessionSource(start);
      expect(await outcome('/login')).toBe('/checkin');
      expect(start).toHaveBeenCalledTimes(1);
    });

    it('fails the navigation (the error screen) when the backend cannot load, instead of waiting forever', async () => {
      bindSessionSource(() => Promise.reject(new Error('chunk failed')));
      await expect(outcome('/checkin')).rejects.toThrow('chunk failed');
    });
  });
});
