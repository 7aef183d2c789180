/**
 * The Firebase AuthPort's sign-out, with the Auth SDK and Firestore's session end mocked: which choice reaches
 * the cache clearing, and that a session ended anywhere ends this tab's Firestore instance.
 */
import type { User } from 'firebase/auth';

const auth = vi.hoisted(() => ({
  currentUser: null as {
    email?: string;
    getIdToken: (force: boolean) => Promise<string>;
    getIdTokenResult?: () => Promise<{ claims: Record<string, unknown> }>;
  } | null,
  tokenListeners: [] as ((user: User | null) => void)[],
  signOut: vi.fn(async () => undefined),
  reauthenticate: vi.fn(
    async (_user: unknown, _credential: { email: string; password: string }) => undefined,
  ),
}));

const firestore = vi.hoisted(() => ({
  endSession: vi.fn(async (signOut: () => Promise<void>, _options: { keepOfflineData: boolean }) => {
    await signOut();
    return 'cleared';
  }),
  releaseFirestore: vi.fn(async () => undefined),
}));

vi.mock('firebase/auth', () => ({
  initializeAuth: () => auth,
  connectAuthEmulator: () => undefined,
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
  browserPopupRedirectResolver: {},
  onIdTokenChanged: (_auth: unknown, listener: (user: User | null) => void) => {
    auth.tokenListeners.push(listener);
    return () => undefined;
  },
  signOut: () => auth.signOut(),
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  reauthenticateWithCredential: (user: unknown, credential: { email: string; password: string }) =>
    auth.reauthenticate(user, credential),
}));

vi.mock('./firestore-db', () => firestore);

vi.mock('./firebase-app', () => ({
  firebaseApp: () => ({}),
  usingEmulators: () => false,
  emulatorHost: () => '127.0.0.1',
  EMULATOR_PORTS: { auth: 9099 },
}));

const { createFirebaseAuth } = await import('./firebase-auth');

beforeEach(() => {
  vi.clearAllMocks();
  auth.currentUser = null;
  auth.tokenListeners.length = 0;
});

/** Tells every registered ID-token listener, as the SDK does. */
function tokenChanged(user: User | null) {
  for (const listener of [...auth.tokenListeners]) listener(user);
}

describe('Firebase sign-out', () => {
  it('says its sign-out clears an offline copy', () => {
    expect(createFirebaseAuth().capabilities.offlineData).toBe(true);
  });

  it('clears the offline copy by default', async () => {
    await createFirebaseAuth().signOut();
    expect(firestore.endSession).toHaveBeenCalledWith(expect.any(Function), { keepOfflineData: false });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("passes on a personal phone's choice to keep it", async () => {
    await createFirebaseAuth().signOut({ keepOfflineData: true });
    expect(firestore.endSession).toHaveBeenCalledWith(expect.any(Function), { keepOfflineData: true });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("clears after a session ended by the account's disabling, whatever the device's choice", async () => {
    const port = createFirebaseAuth();
    auth.currentUser = {
      getIdToken: async () => {
        throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
      },
    };
    await port.checkSession();
    expect(firestore.endSession).toHaveBeenCalledWith(expect.any(Function), { keepOfflineData: false });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("ends this tab's Firestore instance when a session ends (here or in another tab), not before", async () => {
    createFirebaseAuth();
    tokenChanged(null);
    tokenChanged({ uid: 'demo-admin' } as User);
    await vi.waitFor(() => expect(firestore.releaseFirestore).not.toHaveBeenCalled());
    tokenChanged(null);
    await vi.waitFor(() => expect(firestore.releaseFirestore).toHaveBeenCalledTimes(1));
  });
});

// Last: it replaces the Firestore module for every later import.
describe('Firebase sign-out without its Firestore half', () => {
  it('still signs out when the code that clears the cache cannot load (offline, new deploy)', async () => {
    vi.resetModules();
    vi.doMock('./firestore-db', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fresh = await import('./firebase-auth');
      await fresh.createFirebaseAuth().signOut();
      expect(auth.signOut).toHaveBeenCalledTimes(1);
      expect(firestore.endSession).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledWith('No se pudo borrar la copia sin conexión', expect.any(Error));
    } finally {
      vi.doUnmock('./firestore-db');
    }
  });
});

describe('Firebase re-authentication (security review M5)', () => {
  it('proves the password with the account e-mail, then refreshes the token so the rules see the new auth_time', async () => {
    const calls: string[] = [];
    auth.reauthenticate.mockImplementationOnce(async () => {
      calls.push('reauthenticate');
    });
    const user = {
      email: 'camila@empresa.cl',
      getIdToken: vi.fn(async (force: boolean) => {
        calls.push(`getIdToken(${String(force)})`);
        return 'token';
      }),
    };
    auth.currentUser = user;
    await createFirebaseAuth().reauthenticate('clave-propia');
    expect(auth.reauthenticate).toHaveBeenCalledWith(user, {
      email: 'camila@empresa.cl',
      password: 'clave-propia',
    });
    expect(calls).toEqual(['reauthenticate', 'getIdToken(true)']);
  });

  it('passes on a wrong password as an AuthError with the provider code', async () => {
    auth.reauthenticate.mockRejectedValueOnce(
      Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }),
    );
    auth.currentUser = { email: 'camila@empresa.cl', getIdToken: vi.fn(async () => 'token') };
    await expect(createFirebaseAuth().reauthenticate('otra')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'auth/invalid-credential',
    });
    expect(auth.currentUser.getIdToken).not.toHaveBeenCalled();
  });

  it("reads the sign-in time from the cached token's auth_time claim", async () => {
    const port = createFirebaseAuth();
    await expect(port.authTime()).resolves.toBeNull();
    auth.currentUser = {
      getIdToken: async () => 'token',
      getIdTokenResult: async () => ({ claims: { auth_time: 1_790_000_000 } }),
    };
    await expect(port.authTime()).resolves.toBe(1_790_000_000);
  });
});
