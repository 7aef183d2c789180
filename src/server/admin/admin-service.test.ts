/**
 * What the shared contract suite (src/testing/admin-port-contract.ts) cannot reach through a port: partial
 * failures and their retries, the invitation e-mail's continue URL, what is stored and logged, and the caller
 * checks at their boundaries.
 */
import { memoryAdminDeps, seedMember, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { AdminError } from '../../data/ports/admin-port';
import { runAdminCall } from './admin-service';

const SIGNED_IN_AT = Date.parse('2026-01-10T12:00:00.000Z') / 1000;

function world(): MemoryAdminDeps {
  const deps = memoryAdminDeps({ now: new Date('2026-01-10T15:00:00.000Z') });
  seedMember(deps, { uid: 'super-1', tenantId: 't1', role: 'superuser' });
  seedMember(deps, { uid: 'admin-1', tenantId: 't1', role: 'admin' });
  return deps;
}

const as = (uid: string) => ({ uid, authTime: SIGNED_IN_AT });

const tenantInput = (overrides: Record<string, unknown> = {}) => ({
  requestId: 'tenant-request-1',
  name: 'Ferretería',
  legalName: null,
  taxId: null,
  timeZone: 'America/Santiago',
  admin: { email: 'jefa@ferreteria.cl', displayName: 'Jefa', password: null },
  ...overrides,
});

const personInput = (overrides: Record<string, unknown> = {}) => ({
  requestId: 'user-request-0',
  tenantId: 't1',
  role: 'employee',
  email: 'ana@empresa.cl',
  displayName: 'Ana',
  ...overrides,
});

async function reasonOf(call: Promise<unknown>): Promise<string | null> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return error.reason;
}

function docs(deps: MemoryAdminDeps, collection: 'tenants' | 'users' | 'logs' | 'mail' | 'adminRequests') {
  return [...(deps.docs.get(collection) ?? new Map()).values()];
}

describe('runAdminCall', () => {
  it('leaves a disabled tenant when its first admin cannot be enabled, and a retry finishes that same tenant', async () => {
    const deps = world();
    deps.failNext('accounts.setDisabled');
    await expect(runAdminCall('createTenant', tenantInput(), as('super-1'), deps)).rejects.toThrow(
      'accounts.setDisabled failed',
    );
    const [half] = docs(deps, 'tenants').filter((tenant) => tenant.tenantId !== 't1');
    expect(half).toMatchObject({ disabled: true });

    const result = await runAdminCall('createTenant', tenantInput(), as('super-1'), deps);
    expect(result.tenantId).toBe(half?.tenantId);
    expect(docs(deps, 'tenants')).toHaveLength(2);
    await expect(deps.store.get('tenants', result.tenantId)).resolves.toMatchObject({ disabled: false });
    const admins = [...deps.accounts.records.values()].filter(
      (record) => record.email === 'jefa@ferreteria.cl',
    );
    expect(admins).toEqual([
      expect.objectContaining({
        uid: result.adminUid,
        disabled: false,
        claims: { role: 'admin', tenantId: result.tenantId },
      }),
    ]);

    const replay = await runAdminCall('createTenant', tenantInput(), as('super-1'), deps);
    // The replay says again where the invitation went; it sends nothing again.
    expect(replay).toEqual({
      tenantId: result.tenantId,
      adminUid: result.adminUid,
      invitationSentTo: 'jefa@ferreteria.cl',
    });
    expect(docs(deps, 'mail')).toHaveLength(1);
    expect(docs(deps, 'logs').map((log) => log.action)).toEqual([
      'admin.createTenant',
      'admin.createTenant.replayed',
    ]);
  });

  it('refuses a taken e-mail before writing anything of a new tenant', async () => {
    const deps = world();
    const reason = await reasonOf(
      runAdminCall(
        'createTenant',
        tenantInput({ admin: { email: 'admin-1@empresa.test', displayName: 'X', password: null } }),
        as('super-1'),
        deps,
      ),
    );
    expect(reason).toBe('email-exists');
    expect(docs(deps, 'tenants')).toHaveLength(1);
  });

  it('invites with the server-fixed continue URL, queues a Spanish e-mail and keeps the link out of storage and logs', async () => {
    const deps = world();
    const input = personInput({ requestId: 'user-request-1' });
    const result = await runAdminCall('createUser', input, as('admin-1'), deps);
    // Security review M5: the link is in the e-mail only; the caller learns the address.
    expect(result).toEqual({ uid: result.uid, invitationSentTo: 'ana@empresa.cl' });
    expect(docs(deps, 'mail')).toEqual([
      {
        to: 'ana@empresa.cl',
        message: {
          subject: 'Te invitaron a Empresa en Asiste',
          text: expect.stringContaining(encodeURIComponent('https://asiste.example/login')),
          html: expect.stringContaining('Crear mi contraseña y entrar'),
        },
      },
    ]);
    const stored = JSON.stringify([...docs(deps, 'adminRequests'), ...docs(deps, 'logs')]);
    expect(stored).not.toContain('invite?');
    expect(deps.accounts.passwords.get(result.uid)).toBeNull();
  });

  it('never stores or logs the password, in the request record or anywhere else', async () => {
    const deps = world();
    const input = personInput({ requestId: 'user-request-2', password: 'secreto-de-ana' });
    const { uid } = await runAdminCall('createUser', input, as('admin-1'), deps);
    expect(deps.accounts.passwords.get(uid)).toBe('secreto-de-ana');
    const everything = JSON.stringify([...deps.docs.values()].map((table) => [...table.values()]));
    expect(everything).not.toContain('secreto-de-ana');
    expect(docs(deps, 'adminRequests')).toEqual([
      expect.objectContaining({
        status: 'done',
        result: { uid, invitationSentTo: null },
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
  });

  it('logs a refusal in the caller’s tenant, with the reason and fields, once the caller is known', async () => {
    const deps = world();
    await reasonOf(runAdminCall('setUserRole', { uid: 'x', role: 'boss' }, as('admin-1'), deps));
    await reasonOf(runAdminCall('setUserRole', { uid: 'x', role: 'admin' }, null, deps));
    expect(docs(deps, 'logs')).toEqual([
      {
        tenantId: 't1',
        actorId: 'admin-1',
        action: 'admin.setUserRole.refused',
        target: null,
        details: JSON.stringify({ reason: 'invalid-input', fields: ['role'] }),
        createdAt: new Date('2026-01-10T15:00:00.000Z'),
      },
    ]);
  });

  it('judges the caller from its account now: no claims, disabled, revoked at or after sign-in', async () => {
    const deps = world();
    deps.accounts.records.set('loose', {
      uid: 'loose',
      email: 'loose@x.test',
      displayName: null,
      disabled: false,
      claims: { role: 'admin' },
      tokensValidAfter: null,
    });
    const call = (uid: string) =>
      runAdminCall('setUserDisabled', { uid: 'nobody', disabled: true }, as(uid), deps);
    expect(await reasonOf(call('loose'))).toBe('not-allowed');
    expect(await reasonOf(call('ghost'))).toBe('session-revoked');

    seedMember(deps, {
      uid: 'revoked-now',
      tenantId: 't1',
      role: 'admin',
      tokensValidAfter: new Date(SIGNED_IN_AT * 1000),
    });
    seedMember(deps, {
      uid: 'revoked-before',
      tenantId: 't1',
      role: 'admin',
      tokensValidAfter: new Date(SIGNED_IN_AT * 1000 - 1),
    });
    seedMember(deps, { uid: 'off', tenantId: 't1', role: 'admin', disabled: true });
    expect(await reasonOf(call('revoked-now'))).toBe('session-revoked');
    expect(await reasonOf(call('off'))).toBe('session-revoked');
    expect(await reasonOf(call('revoked-before'))).toBe('user-not-found');
  });

  it('counts only active admins of the tenant, never a superuser, for last-admin', async () => {
    const deps = world();
    seedMember(deps, { uid: 'admin-off', tenantId: 't1', role: 'admin', disabled: true });
    expect(
      await reasonOf(runAdminCall('setUserRole', { uid: 'admin-1', role: 'employee' }, as('super-1'), deps)),
    ).toBe('last-admin');
    // A disabled admin may be demoted: it takes no active admin away.
    await runAdminCall('setUserRole', { uid: 'admin-off', role: 'employee' }, as('super-1'), deps);
    expect(deps.accounts.records.get('admin-off')?.claims).toEqual({ role: 'employee', tenantId: 't1' });
  });

  it('ends an inspector’s access at its accessUntil: the session’s call is refused and logged from then on', async () => {
    const deps = world();
    const access = await runAdminCall(
      'createInspectorAccess',
      { requestId: 'inspector-request-1', email: 'fiscal@dt.cl', days: 2 },
      as('admin-1'),
      deps,
    );
    expect(access.accessUntil).toBe('2026-01-12T15:00:00.000Z');
    const mail = [...(deps.docs.get('mail')?.values() ?? [])];
    expect(mail).toEqual([
      expect.objectContaining({
        to: 'fiscal@dt.cl',
        message: expect.objectContaining({ text: expect.stringContaining('hasta el 12-01-2026 12:00') }),
      }),
    ]);
    const inspector = { uid: access.uid, authTime: Date.parse('2026-01-10T15:00:01.000Z') / 1000 };
    deps.now = () => new Date('2026-01-12T14:59:59.000Z');
    await expect(runAdminCall('startInspection', {}, inspector, deps)).resolves.toEqual({
      accessUntil: access.accessUntil,
      tenantId: 't1',
      grants: [{ tenantId: 't1', name: 'Empresa', accessUntil: access.accessUntil }],
      keyUntil: null,
    });
    deps.now = () => new Date('2026-01-12T15:00:00.000Z');
    await expect(runAdminCall('startInspection', {}, inspector, deps)).rejects.toMatchObject({
      code: 'permission-denied',
      reason: 'access-expired',
    });
    const actions = [...(deps.docs.get('logs')?.values() ?? [])].map((log) => log.action);
    expect(actions).toEqual([
      'admin.createInspectorAccess',
      'admin.startInspection',
      'admin.startInspection.refused',
    ]);
  });
});

describe('setOwnPassword (security review M5)', () => {
  function flagged(): MemoryAdminDeps {
    const deps = world();
    seedMember(deps, { uid: 'emp-1', tenantId: 't1', role: 'employee' });
    const record = deps.accounts.records.get('emp-1');
    if (record === undefined) throw new Error('seeded');
    deps.accounts.records.set('emp-1', {
      ...record,
      claims: { role: 'employee', tenantId: 't1', mustChangePassword: true },
    });
    return deps;
  }

  it('lets an employee on an initial password set their own, clears the claim and logs it without the password', async () => {
    const deps = flagged();
    await runAdminCall('setOwnPassword', { password: 'mi-clave-propia' }, as('emp-1'), deps);
    expect(deps.accounts.passwords.get('emp-1')).toBe('mi-clave-propia');
    expect(deps.accounts.records.get('emp-1')?.claims).toEqual({ role: 'employee', tenantId: 't1' });
    const logs = docs(deps, 'logs');
    expect(logs).toEqual([
      expect.objectContaining({ action: 'admin.setOwnPassword', actorId: 'emp-1', target: 'emp-1' }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('mi-clave-propia');
  });

  it('refuses an account without the claim on an old sign-in, a short password, and extra fields', async () => {
    const deps = flagged();
    // Without the claim, a change needs a recent sign-in (admin-pin.test.ts: Res. Ex. N° 38 art. 7 f).
    await expect(
      runAdminCall('setOwnPassword', { password: 'mi-clave-propia' }, as('admin-1'), deps),
    ).rejects.toMatchObject({ code: 'permission-denied', reason: 'recent-sign-in' });
    await expect(
      runAdminCall('setOwnPassword', { password: 'corta' }, as('emp-1'), deps),
    ).rejects.toMatchObject({ reason: 'weak-password' });
    await expect(
      runAdminCall('setOwnPassword', { password: 'mi-clave-propia', uid: 'admin-1' }, as('emp-1'), deps),
    ).rejects.toMatchObject({ reason: 'invalid-input' });
    expect(deps.accounts.records.get('emp-1')?.claims).toMatchObject({ mustChangePassword: true });
  });

  it('refuses every other call of an admin still on an initial password, until they set their own', async () => {
    const deps = flagged();
    const record = deps.accounts.records.get('emp-1');
    if (record === undefined) throw new Error('seeded');
    deps.accounts.records.set('emp-1', {
      ...record,
      claims: { role: 'admin', tenantId: 't1', mustChangePassword: true },
    });
    await expect(
      runAdminCall('setUserDisabled', { uid: 'admin-1', disabled: true }, as('emp-1'), deps),
    ).rejects.toMatchObject({ code: 'permission-denied', reason: 'not-allowed' });
    await runAdminCall('setOwnPassword', { password: 'mi-clave-propia' }, as('emp-1'), deps);
    await runAdminCall('setUserRole', { uid: 'admin-1', role: 'admin' }, as('emp-1'), deps);
    expect(deps.accounts.records.get('admin-1')?.disabled).toBe(false);
  });

  it('keeps the claim when an admin changes the person’s role before they set their password', async () => {
    const deps = flagged();
    await runAdminCall('setUserRole', { uid: 'emp-1', role: 'admin' }, as('admin-1'), deps);
    expect(deps.accounts.records.get('emp-1')?.claims).toEqual({
      role: 'admin',
      tenantId: 't1',
      mustChangePassword: true,
    });
  });
});
