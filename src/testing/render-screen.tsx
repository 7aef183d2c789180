/**
 * Renders a screen the way the app does, over the real in-memory demo store with its access policy (the
 * permission matrix), so a screen test states the documents it needs and never hand-writes a fake store:
 *
 *   const { store, user } = renderScreen(<TurnosScreen />, { role: 'admin', docs: { shifts: [buildShift()] } });
 *
 * The caller is signed in with product claims for `role` in the demo tenant; the tenant document and the
 * caller's users document are added unless `docs` gives its own. Writes go through the policy exactly as in
 * demo mode; `store.usage()` counts reads like Firestore bills them.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { DemoAttachments, memoryFiles, type DemoFiles } from '../data/adapters/demo/demo-attachments';
import { DemoPhotos } from '../data/adapters/demo/demo-photos';
import { DemoStore, type DemoSeed } from '../data/adapters/demo/demo-store';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data/adapters/demo/demo-tenant';
import { AuthError, type AuthPort, type Claims, type SessionUser } from '../data/ports/auth-port';
import type { Backend } from '../data/ports/backend';
import type { PhotoPort } from '../data/ports/photo-port';
import type { PolicyCaller } from '../data/policy/policy-caller';
import type { ReceiptVerifier } from '../data/ports/receipt-port';
import { createQueryClient } from '../data/queries/query-client';
import { TenantProvider } from '../data/queries/tenant';
import { BackendContext, loadedBackend } from '../lib/backend-context';
import { useAuthStore } from '../stores/auth-store';
import { useSessionStore } from '../stores/session-store';
import { buildTenant, buildUserDoc, fakeAuth, TEST_TENANT } from './data-builders';
import { fakeReceipts } from './fake-receipts';

export type { DemoSeed };
/** `inspector`: a labour inspector's access, open until INSPECTOR_UNTIL, with no users doc. */
export type ScreenRole = 'employee' | 'admin' | 'superuser' | 'inspector';
export const INSPECTOR_UNTIL = Date.UTC(2099, 0, 1);
const INSPECTOR = { uid: 'inspector-1', email: 'fiscal@dt.gob.cl', displayName: 'Fiscalizador' };

/** The demo accounts' identities: the first demo account of each role. */
export const TEST_PEOPLE = Object.fromEntries(
  (['employee', 'admin', 'superuser'] as const).map((role) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    if (!account) throw new Error(`No demo account for ${role}`);
    return [role, { uid: account.uid, email: account.email, displayName: account.displayName }];
  }),
) as Readonly<Record<ScreenRole, { uid: string; email: string; displayName: string }>>;

export interface ScreenOptions {
  /** Who is signed in (default the employee); null renders signed out. */
  role?: ScreenRole | null;
  /** Documents in the store besides the defaults (the tenant and the caller's users document). */
  docs?: DemoSeed;
  /** The URL the screen opens at (default '/'). */
  url?: string;
  /** The route pattern the screen is mounted on, for screens that read route parameters (default '*'). */
  path?: string;
  /** The store's clock: what SERVER_TIME becomes (default the current, possibly faked, Date). */
  now?: () => Date;
  /** Overrides of the signed-in identity. */
  identity?: Partial<SessionUser>;
  /** Claims added to the role's (e.g. `mustChangePassword`). */
  claims?: Partial<Claims>;
  /**
   * When the caller signed in (default: at render). Answers and signatures need a recent sign-in
   * (worker-consent.ts): an older one makes the screen ask for the password (TEST_PASSWORD) first.
   */
  signedInAt?: Date;
  /**
   * Default: an AuthPort that reports the caller's sign-in time and re-authenticates with TEST_PASSWORD (renewing
   * the sign-in time the store judges); anything else fails the test.
   */
  auth?: AuthPort;
  /** Profile photos (default the demo adapter, judging the same caller as the store). */
  photos?: PhotoPort;
  /** Absence documents already stored, by Storage path (the demo adapter keeps them in memory). */
  files?: Readonly<Record<string, Blob>>;
  /** The receipt check of /verificar (default a fake that knows no code: src/testing/fake-receipts.ts). */
  receipts?: ReceiptVerifier;
}

export interface RenderedScreen extends Omit<RenderResult, 'rerender'> {
  /** Renders another element in the same providers, store and route (e.g. a screen with new props). */
  rerender: (ui: ReactElement) => void;
  store: DemoStore;
  /** The absence documents stored (the demo attachments adapter's files, judging the same caller as the store). */
  files: DemoFiles;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  caller: PolicyCaller | null;
  /** Makes the store act for someone else (null: nobody), as a session change would; watchers re-check. */
  actAs: (caller: PolicyCaller | null) => void;
}

/** The signed-in person's password for the default AuthPort's re-authentication. */
export const TEST_PASSWORD = DEMO_PASSWORD;

function signIn(
  role: ScreenRole | null,
  identity: Partial<SessionUser>,
  authTime: number,
  extraClaims: Partial<Claims>,
): PolicyCaller | null {
  if (role === null) {
    useAuthStore.setState({ auth: null });
    useSessionStore.setState({ ready: true, user: null });
    return null;
  }
  const person = role === 'inspector' ? INSPECTOR : TEST_PEOPLE[role];
  const user: SessionUser = {
    uid: person.uid,
    email: person.email,
    displayName: person.displayName,
    photoURL: null,
    providers: ['password'],
    ...identity,
  };
  const claims: Claims = {
    ...(role === 'inspector'
      ? { role, tenantId: TEST_TENANT, accessUntil: INSPECTOR_UNTIL }
      : { role, tenantId: TEST_TENANT }),
    ...extraClaims,
  };
  useAuthStore.setState({ auth: claims });
  useSessionStore.setState({ ready: true, user });
  return { uid: user.uid, claims, authTime };
}

/** A DemoStore in memory with `docs`, judging every call as `caller`. */
export async function seededStore(
  docs: DemoSeed,
  caller: () => PolicyCaller | null,
  now?: () => Date,
): Promise<DemoStore> {
  const store = new DemoStore({
    getCaller: caller,
    persistence: null,
    channel: null,
    ...(now ? { now } : {}),
  });
  await store.seedAll(docs);
  store.resetUsage();
  return store;
}

function withDefaults(docs: DemoSeed, role: ScreenRole | null, caller: PolicyCaller | null): DemoSeed {
  const users =
    docs.users ??
    (role && role !== 'inspector' && caller
      ? [
          buildUserDoc({
            id: caller.uid,
            role,
            email: TEST_PEOPLE[role].email,
            displayName: TEST_PEOPLE[role].displayName,
          }),
        ]
      : []);
  return { ...docs, tenants: docs.tenants ?? [buildTenant()], users };
}

/**
 * Renders `ui` signed in as `role` over a seeded demo store. Async because seeding is: `await renderScreen(…)`.
 * Signing out afterwards is done by the shared test setup (src/testing/setup-tests.ts).
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<RenderedScreen> {
  const role = options.role === undefined ? 'employee' : options.role;
  const clock = options.now ?? (() => new Date());
  const caller = signIn(
    role,
    options.identity ?? {},
    (options.signedInAt ?? clock()).getTime() / 1000,
    options.claims ?? {},
  );
  let acting = caller;
  const store = await seededStore(withDefaults(options.docs ?? {}, role, caller), () => acting, options.now);
  const queryClient = createQueryClient({ retries: 0 });
  const files = memoryFiles(options.files);
  const backend: Backend = {
    kind: 'demo',
    auth:
      options.auth ??
      fakeAuth({
        authTime: async () => acting?.authTime ?? null,
        reauthenticate: async (password) => {
          if (password !== TEST_PASSWORD) throw new AuthError('auth/invalid-credential');
          if (acting) acting = { ...acting, authTime: clock().getTime() / 1000 };
        },
      }),
    store,
    photos: options.photos ?? new DemoPhotos(() => acting),
    // jsdom has no URL.createObjectURL: a document opens at a `blob:` URL naming its path.
    attachments: new DemoAttachments({
      caller: () => acting,
      files,
      objectUrl: (_file, path) => `blob:${path}`,
    }),
    receipts: options.receipts ?? fakeReceipts(),
  };
  const handle = loadedBackend(backend);
  const user = userEvent.setup({ delay: null });
  const url = options.url ?? '/';
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <BackendContext.Provider value={handle}>
          <TenantProvider tenantId={caller?.claims.tenantId ?? null}>
            <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
          </TenantProvider>
        </BackendContext.Provider>
      </QueryClientProvider>
    );
  }
  const routed = (element: ReactElement) => (
    <Routes>
      <Route path={options.path ?? '*'} element={element} />
    </Routes>
  );
  const result = render(routed(ui), { wrapper: Providers });
  const actAs = (next: PolicyCaller | null) => {
    acting = next;
    store.revalidate();
  };
  return {
    ...result,
    rerender: (next) => result.rerender(routed(next)),
    store,
    files,
    queryClient,
    user,
    caller,
    actAs,
  };
}
