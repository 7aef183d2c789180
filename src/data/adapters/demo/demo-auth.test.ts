// @vitest-environment jsdom
import type { Session } from '../../ports/auth-port';
import { ACCOUNTS_KEY, DemoAccounts } from './demo-accounts';
import { DemoAuth } from './demo-auth';
import { DEMO_PASSWORD } from './demo-tenant';

const SESSION_KEY = 'asiste.demo.session';

function setup() {
  let time = Date.parse('2026-01-10T12:00:00.000Z');
  const clock = () => new Date(time);
  const disabledTenants = new Set<string>();
  const accounts = new DemoAccounts(clock);
  const auth = new DemoAuth(accounts, { isTenantDisabled: (id) => disabledTenants.has(id), now: clock });
  const reports: { session: Session | null; endedBy: string | undefined }[] = [];
  auth.onSessionChange((session, endedBy) => reports.push({ session, endedBy }));
  return {
    accounts,
    auth,
    reports,
    disabledTenants,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('DemoAuth over the accounts table', () => {
  it('signs in the four seeded accounts with the demo password and their table claims', async () => {
    const { auth } = setup();
    const session = await auth.signInWithPassword(' Admin@Asiste.demo ', DEMO_PASSWORD);
    expect(session).toMatchObject({
      user: { uid: 'demo-admin', email: 'admin@asiste.demo', displayName: 'Andrés Soto' },
      claims: { role: 'admin', tenantId: 'demo' },
    });
    expect(auth.caller()).toEqual({
      uid: 'demo-admin',
      claims: { role: 'admin', tenantId: 'demo' },
      authTime: Date.parse('2026-01-10T12:00:00.000Z') / 1000,
    });
    await expect(auth.signInWithPassword('admin@asiste.demo', 'otra')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    await expect(auth.signInWithPassword('nadie@asiste.demo', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  });

  it('migrates the per-account overrides written before the table existed', async () => {
    localStorage.setItem(
      ACCOUNTS_KEY,
      JSON.stringify({ 'demo-empleado': { password: 'clave-nueva', displayName: 'Cami', photoURL: null } }),
    );
    const { auth } = setup();
    await expect(auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    const session = await auth.signInWithPassword('empleado@asiste.demo', 'clave-nueva');
    expect(session.user.displayName).toBe('Cami');
    await expect(auth.signInWithPassword('super@asiste.demo', DEMO_PASSWORD)).resolves.toBeDefined();
  });

  it('lets a person created in the table sign in at once, with the claims given to them', async () => {
    const { accounts, auth } = setup();
    const created = await accounts.create({
      email: 'nueva@asiste.demo',
      displayName: 'Nueva',
      password: 'clave-inicial-1',
      disabled: false,
    });
    await accounts.setClaims(created.uid, { role: 'employee', tenantId: 'demo' });
    const session = await auth.signInWithPassword('nueva@asiste.demo', 'clave-inicial-1');
    expect(session.claims).toEqual({ role: 'employee', tenantId: 'demo' });
  });

  it('keeps profile and password changes in the table', async () => {
    const { accounts, auth } = setup();
    await auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD);
    await auth.updateProfile({ displayName: 'Camila R.' });
    await auth.changePassword(DEMO_PASSWORD, 'clave-propia');
    expect(accounts.row('demo-empleado')).toMatchObject({
      displayName: 'Camila R.',
      password: 'clave-propia',
    });
  });

  it('refuses to sign in a disabled account or a member of a disabled company, with their codes', async () => {
    const { accounts, auth, disabledTenants } = setup();
    await accounts.setDisabled('demo-empleado', true);
    await expect(auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    disabledTenants.add('demo');
    await expect(auth.signInWithPassword('admin@asiste.demo', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'auth/tenant-disabled',
    });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([
    ['the account is disabled', 'auth/user-disabled'],
    ['the company is disabled', 'auth/tenant-disabled'],
    ['the sessions are revoked', 'auth/user-token-expired'],
  ])('ends a live session when %s, telling why at the next check', async (_case, code) => {
    const { accounts, auth, reports, disabledTenants, advance } = setup();
    await auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD);
    await auth.checkSession();
    expect(reports.at(-1)?.session?.user.uid).toBe('demo-empleado');

    advance(1);
    if (code === 'auth/user-disabled') await accounts.setDisabled('demo-empleado', true);
    if (code === 'auth/tenant-disabled') disabledTenants.add('demo');
    if (code === 'auth/user-token-expired') await accounts.revokeSessions('demo-empleado');
    expect(auth.caller()).toBeNull();
    await auth.checkSession();
    expect(reports.at(-1)).toEqual({ session: null, endedBy: code });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('tells a listener added after the session ended on start why it ended (a cold start with an old session)', async () => {
    const { accounts, auth, reports } = setup();
    await auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD);
    await accounts.setDisabled('demo-empleado', true);
    // A fresh page load: a new DemoAuth whose first listener (the store's) ends the stale session.
    const reloaded = new DemoAuth(accounts, { isTenantDisabled: () => false });
    reloaded.onSessionChange(() => undefined);
    await Promise.resolve();
    const late: (string | undefined)[] = [];
    reloaded.onSessionChange((session, endedBy) => late.push(session === null ? endedBy : 'signed in'));
    await Promise.resolve();
    expect(late).toEqual(['auth/user-disabled']);
    expect(reports.at(-1)?.session?.user.uid).toBe('demo-empleado');
  });

  it('counts a sign-in after the revocation, even in the same second', async () => {
    const { accounts, auth, advance } = setup();
    await auth.signInWithPassword('admin@asiste.demo', DEMO_PASSWORD);
    advance(200);
    await accounts.revokeSessions('demo-admin');
    advance(200);
    await auth.signInWithPassword('admin@asiste.demo', DEMO_PASSWORD);
    expect(auth.caller()?.uid).toBe('demo-admin');
  });

  it('reads the old plain-uid session as signed in before any revocation', async () => {
    localStorage.setItem(SESSION_KEY, 'demo-super');
    const { accounts, auth } = setup();
    expect(auth.caller()).toEqual({
      uid: 'demo-super',
      claims: { role: 'superuser', tenantId: 'demo' },
      authTime: 0,
    });
    expect(auth.verifiedCaller()).toEqual({ uid: 'demo-super', authTime: 0 });
    await accounts.revokeSessions('demo-super');
    expect(auth.caller()).toBeNull();
  });

  it('applies a role change of the table to the session', async () => {
    const { accounts, auth } = setup();
    await auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD);
    await accounts.setClaims('demo-empleado', { role: 'admin', tenantId: 'demo' });
    expect(auth.caller()?.claims).toEqual({ role: 'admin', tenantId: 'demo' });
  });

  it('completes a one-time sign-in link for its own e-mail only, with the inspector’s claims', async () => {
    const { accounts, auth } = setup();
    const created = await accounts.create({
      email: 'fiscal@dt.gob.cl',
      displayName: 'Fiscalizador',
      password: null,
      disabled: false,
    });
    const accessUntil = Date.parse('2026-01-15T12:00:00.000Z');
    await accounts.setClaims(created.uid, {
      role: 'inspector',
      tenantId: 'demo',
      accessUntil,
      grants: { demo: accessUntil },
    });
    const link = await accounts.signInLink('fiscal@dt.gob.cl', 'https://asiste.test/login');
    expect(auth.isSignInLink(link)).toBe(true);
    expect(auth.isSignInLink('https://asiste.test/login')).toBe(false);
    expect(auth.isSignInLink('no es una URL')).toBe(false);

    await expect(auth.completeSignInLink('admin@asiste.demo', link)).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    await expect(auth.completeSignInLink('otro@dt.gob.cl', link)).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
    const session = await auth.completeSignInLink(' Fiscal@DT.gob.cl ', link);
    expect(session.claims).toEqual({ role: 'inspector', tenantId: 'demo', accessUntil });
    // Spent: the same link does not sign in twice; a newer link replaces an older one.
    await auth.signOut();
    await expect(auth.completeSignInLink('fiscal@dt.gob.cl', link)).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    const first = await accounts.signInLink('fiscal@dt.gob.cl', 'https://asiste.test/login');
    const second = await accounts.signInLink('fiscal@dt.gob.cl', 'https://asiste.test/login');
    await expect(auth.completeSignInLink('fiscal@dt.gob.cl', first)).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    await expect(auth.completeSignInLink('fiscal@dt.gob.cl', second)).resolves.toMatchObject({
      user: { uid: created.uid },
    });
  });

  it('signs in once with the one-time token of a sign-in with RUT and PIN (Res. Ex. N° 38 art. 7 g)', async () => {
    const { accounts, auth } = setup();
    const token = await accounts.signInToken('demo-empleado');
    await expect(auth.signInWithToken('otro')).rejects.toMatchObject({ code: 'auth/invalid-custom-token' });
    const session = await auth.signInWithToken(token);
    expect(session.user.uid).toBe('demo-empleado');
    // Spent: the same token signs nobody in again; a newer one replaces an older one.
    await expect(auth.signInWithToken(token)).rejects.toMatchObject({ code: 'auth/invalid-custom-token' });
    const older = await accounts.signInToken('demo-empleado');
    await accounts.signInToken('demo-empleado');
    await expect(auth.signInWithToken(older)).rejects.toMatchObject({ code: 'auth/invalid-custom-token' });
  });

  it('re-authenticates with the password: a wrong one changes nothing, the right one renews the sign-in time', async () => {
    const { auth, advance } = setup();
    const signedIn = Date.parse('2026-01-10T12:00:00.000Z') / 1000;
    await expect(auth.authTime()).resolves.toBeNull();
    await auth.signInWithPassword('empleado@asiste.demo', DEMO_PASSWORD);
    await expect(auth.authTime()).resolves.toBe(signedIn);
    advance(10 * 60_000);
    await expect(auth.reauthenticate('otra')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(auth.authTime()).resolves.toBe(signedIn);
    await auth.reauthenticate(DEMO_PASSWORD);
    await expect(auth.authTime()).resolves.toBe(signedIn + 600);
    expect(auth.caller()?.authTime).toBe(signedIn + 600);
  });
});
