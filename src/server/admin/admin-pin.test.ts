/**
 * The PIN de marcación on the server (Res. Ex. N° 38 art. 7 f–g): what is stored, the sign-in with RUT and PIN and
 * its lock, and the e-mails of a changed password or PIN. The ports' side is in src/testing/admin-port-contract.ts.
 */
import { memoryAdminDeps, seedMember, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { AdminError } from '../../data/ports/admin-port';
import { runAdminCall } from './admin-service';
import { verifyPin } from './pin-hash';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const RUT = '12.345.678-5';

function world(): MemoryAdminDeps & { clock: { at: Date } } {
  const clock = { at: NOW };
  const deps = Object.assign(memoryAdminDeps({ now: NOW }), { clock });
  deps.now = () => clock.at;
  seedMember(deps, { uid: 'emp-1', tenantId: 't1', role: 'employee' });
  seedMember(deps, { uid: 'admin-1', tenantId: 't1', role: 'admin' });
  const users = deps.docs.get('users');
  users?.set('emp-1', { ...users.get('emp-1'), rut: RUT, displayName: 'Camila Rojas' });
  const tenants = deps.docs.get('tenants');
  tenants?.set('t1', { ...tenants.get('t1'), name: 'Almacén', timeZone: 'America/Santiago' });
  return deps;
}

/** A session that signed in a minute before the deps' clock. */
const fresh = (deps: { now: () => Date }, uid: string) => ({
  uid,
  authTime: (deps.now().getTime() - 60_000) / 1000,
});

function docs(deps: MemoryAdminDeps, collection: 'pins' | 'logs' | 'mail') {
  return [...(deps.docs.get(collection) ?? new Map()).entries()];
}

async function reasonOf(call: Promise<unknown>): Promise<string | null> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return error.reason;
}

describe('the PIN de marcación', () => {
  it('Res. Ex. N° 38 art. 7 g: a worker sets a PIN stored only as a salted hash, refusing trivial ones', async () => {
    const deps = world();
    for (const pin of ['1111', '1234', '987654', '7890', '12a4', '123', '1234567']) {
      expect(await reasonOf(runAdminCall('setOwnPin', { pin }, fresh(deps, 'emp-1'), deps))).toBe(
        'trivial-pin',
      );
    }
    expect(docs(deps, 'pins')).toEqual([]);

    await expect(runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-1'), deps)).resolves.toEqual({
      replaced: false,
    });
    const [[id, stored] = []] = docs(deps, 'pins');
    expect(id).toBe('emp-1');
    expect(stored).toEqual({
      uid: 'emp-1',
      tenantId: 't1',
      hash: expect.stringMatching(/^pbkdf2-sha256\$210000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/),
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(JSON.stringify(stored)).not.toContain('4817');
    expect(await verifyPin('4817', stored?.hash)).toBe(true);
    expect(await verifyPin('4818', stored?.hash)).toBe(false);

    // A second PIN replaces the first, with a new salt; the audit says set, then changed, never the PIN.
    await expect(runAdminCall('setOwnPin', { pin: '5093' }, fresh(deps, 'emp-1'), deps)).resolves.toEqual({
      replaced: true,
    });
    const after = deps.docs.get('pins')?.get('emp-1');
    expect(after?.hash).not.toBe(stored?.hash);
    expect(await verifyPin('4817', after?.hash)).toBe(false);
    const logs = docs(deps, 'logs').map(([, log]) => log);
    expect(logs.filter((log) => log.action === 'admin.setOwnPin')).toEqual([
      expect.objectContaining({
        actorId: 'emp-1',
        target: 'emp-1',
        tenantId: 't1',
        details: '{"pin":"set"}',
      }),
      expect.objectContaining({ details: '{"pin":"changed"}' }),
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/4817|5093|pbkdf2/);
  });

  it('needs a recent sign-in, and refuses an account still on its initial password', async () => {
    const deps = world();
    const stale = { uid: 'emp-1', authTime: (NOW.getTime() - 10 * 60_000) / 1000 };
    expect(await reasonOf(runAdminCall('setOwnPin', { pin: '4817' }, stale, deps))).toBe('recent-sign-in');
    const record = deps.accounts.records.get('emp-1');
    if (record === undefined) throw new Error('seeded');
    deps.accounts.records.set('emp-1', {
      ...record,
      claims: { role: 'employee', tenantId: 't1', mustChangePassword: true },
    });
    expect(await reasonOf(runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-1'), deps))).toBe(
      'not-allowed',
    );
    expect(docs(deps, 'pins')).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 7 g: a worker signs in with RUT and PIN; a wrong PIN five times locks for 15 minutes', async () => {
    const deps = world();
    await runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-1'), deps);

    // Any accepted form of the RUT: its check digit is checked, the stored form found.
    await expect(
      runAdminCall('signInWithPin', { rut: '12345678-5', pin: '4817' }, null, deps),
    ).resolves.toEqual({
      token: 'token-for-emp-1',
    });
    expect(docs(deps, 'logs').map(([, log]) => log)).toContainEqual(
      expect.objectContaining({ action: 'admin.signInWithPin', actorId: 'emp-1', tenantId: 't1' }),
    );
    expect(
      await reasonOf(runAdminCall('signInWithPin', { rut: '12345678-9', pin: '4817' }, null, deps)),
    ).toBe('invalid-input');
    // An unknown RUT, a RUT without a PIN and a wrong PIN: one answer, which says nothing of the RUT.
    expect(
      await reasonOf(runAdminCall('signInWithPin', { rut: '11.111.111-1', pin: '4817' }, null, deps)),
    ).toBe('wrong-pin');

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await reasonOf(runAdminCall('signInWithPin', { rut: RUT, pin: '0000' }, null, deps))).toBe(
        'wrong-pin',
      );
    }
    // The fifth wrong PIN locks the RUT: even the right PIN is refused for 15 minutes.
    expect(await reasonOf(runAdminCall('signInWithPin', { rut: RUT, pin: '0000' }, null, deps))).toBe(
      'pin-locked',
    );
    expect(await reasonOf(runAdminCall('signInWithPin', { rut: RUT, pin: '4817' }, null, deps))).toBe(
      'pin-locked',
    );
    deps.clock.at = new Date(NOW.getTime() + 14 * 60_000);
    expect(await reasonOf(runAdminCall('signInWithPin', { rut: RUT, pin: '4817' }, null, deps))).toBe(
      'pin-locked',
    );
    deps.clock.at = new Date(NOW.getTime() + 15 * 60_000 + 1000);
    await expect(runAdminCall('signInWithPin', { rut: RUT, pin: '4817' }, null, deps)).resolves.toEqual({
      token: 'token-for-emp-1',
    });
    // Counters are kept under a hash: no RUT in them.
    expect(JSON.stringify([...(deps.docs.get('rateLimits')?.keys() ?? [])])).not.toMatch(/12\.?345/);
  });

  it('refuses a RUT and PIN that are right in two companies, asking for the e-mail instead', async () => {
    const deps = world();
    seedMember(deps, { uid: 'emp-9', tenantId: 't2', role: 'employee' });
    const users = deps.docs.get('users');
    users?.set('emp-9', { ...users.get('emp-9'), rut: RUT });
    await runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-1'), deps);
    await runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-9'), deps);
    expect(await reasonOf(runAdminCall('signInWithPin', { rut: RUT, pin: '4817' }, null, deps))).toBe(
      'pin-ambiguous',
    );
    // Different PINs: each finds its own person.
    await runAdminCall('setOwnPin', { pin: '3069' }, fresh(deps, 'emp-9'), deps);
    await expect(runAdminCall('signInWithPin', { rut: RUT, pin: '3069' }, null, deps)).resolves.toEqual({
      token: 'token-for-emp-9',
    });
  });

  it('Res. Ex. N° 38 art. 7 f: changing the password or the PIN e-mails the worker', async () => {
    const deps = world();
    await runAdminCall('setOwnPin', { pin: '4817' }, fresh(deps, 'emp-1'), deps);
    await runAdminCall('setOwnPassword', { password: 'otra-clave-1' }, fresh(deps, 'emp-1'), deps);
    const mail = docs(deps, 'mail').map(([, queued]) => queued);
    expect(mail.map((queued) => [queued.to, (queued.message as { subject: string }).subject])).toEqual([
      ['emp-1@empresa.test', 'Tu PIN de marcación cambió'],
      ['emp-1@empresa.test', 'Tu contraseña de Asiste cambió'],
    ]);
    const text = (mail[1]?.message as { text: string }).text;
    // 15:00 UTC is 12:00 in Santiago (summer time, UTC−3).
    expect(text).toContain('Hola, Camila Rojas:');
    expect(text).toContain('(Almacén) el 10/03/26 a las 12:00:00 (hora de America/Santiago)');
    expect(text).toContain('Si no fuiste tú, avisa a tu empleador de inmediato.');
    expect(JSON.stringify(mail)).not.toMatch(/4817|otra-clave-1/);
    expect(deps.accounts.passwords.get('emp-1')).toBe('otra-clave-1');
    expect(docs(deps, 'logs').map(([, log]) => log)).toContainEqual(
      expect.objectContaining({ action: 'admin.setOwnPassword', details: '{"password":"changed"}' }),
    );

    // The initial password's replacement e-mails too.
    const record = deps.accounts.records.get('admin-1');
    if (record === undefined) throw new Error('seeded');
    deps.accounts.records.set('admin-1', {
      ...record,
      claims: { role: 'admin', tenantId: 't1', mustChangePassword: true },
    });
    await runAdminCall(
      'setOwnPassword',
      { password: 'clave-propia-1' },
      { uid: 'admin-1', authTime: 0 },
      deps,
    );
    expect(docs(deps, 'mail').map(([, queued]) => queued.to)).toContain('admin-1@empresa.test');
  });
});
