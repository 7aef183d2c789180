/**
 * Security review M4: one inspector account, a grant per company, each with its own end — on the service with a
 * clock it can move (the shared contract, src/testing/admin-port-contract.ts, runs on real time).
 */
import { memoryAdminDeps, seedMember, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { AdminError, MAX_INSPECTOR_GRANTS } from '../../data/ports/admin-port';
import { runAdminCall } from './admin-service';
import { CLAIMS_MAX_BYTES } from './inspector-grants';

const START = Date.parse('2026-01-10T15:00:00.000Z');
const DAY = 86_400_000;
const SIGNED_IN_AT = START / 1000 - 60;

function world(tenants = ['t1', 't2', 't3']): MemoryAdminDeps {
  const deps = memoryAdminDeps({ now: new Date(START) });
  for (const tenantId of tenants) seedMember(deps, { uid: `admin-${tenantId}`, tenantId, role: 'admin' });
  return deps;
}

const as = (uid: string) => ({ uid, authTime: SIGNED_IN_AT });
let requests = 0;
const grant = (deps: MemoryAdminDeps, tenantId: string, days: number, email = 'fiscal@dt.cl') =>
  runAdminCall(
    'createInspectorAccess',
    { requestId: `inspector-request-${++requests}`, email, days },
    as(`admin-${tenantId}`),
    deps,
  );
const at = (deps: MemoryAdminDeps, ms: number) => {
  deps.now = () => new Date(ms);
};

async function refusalOf(call: Promise<unknown>): Promise<{ code: string; reason: string | null }> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return { code: error.code, reason: error.reason };
}

const logsOf = (deps: MemoryAdminDeps, tenantId: string) =>
  [...(deps.docs.get('logs')?.values() ?? [])].filter((log) => log.tenantId === tenantId);

describe('inspector grants (security review M4)', () => {
  it('adds a second company’s grant beside the first, keeps inspecting the first, and switches on request', async () => {
    const deps = world();
    const first = await grant(deps, 't1', 2);
    const second = await grant(deps, 't2', 10);
    expect(second.uid).toBe(first.uid);
    expect(deps.accounts.records.get(first.uid)?.claims).toEqual({
      role: 'inspector',
      tenantId: 't1',
      accessUntil: START + 2 * DAY,
      grants: { t1: START + 2 * DAY, t2: START + 10 * DAY },
    });

    const inspector = as(first.uid);
    const opened = await runAdminCall('startInspection', {}, inspector, deps);
    expect(opened).toMatchObject({ tenantId: 't1', accessUntil: first.accessUntil });
    expect(opened.grants.map((known) => known.tenantId)).toEqual(['t1', 't2']);
    const switched = await runAdminCall('startInspection', { tenantId: 't2' }, inspector, deps);
    expect(switched).toMatchObject({ tenantId: 't2', accessUntil: second.accessUntil });
    expect(deps.accounts.records.get(first.uid)?.claims).toMatchObject({
      tenantId: 't2',
      accessUntil: START + 10 * DAY,
      grants: { t1: START + 2 * DAY, t2: START + 10 * DAY },
    });
    // Each session is logged in the company inspected, and only there.
    expect(logsOf(deps, 't1').map((log) => log.action)).toEqual([
      'admin.createInspectorAccess',
      'admin.startInspection',
    ]);
    expect(logsOf(deps, 't2').map((log) => log.action)).toEqual([
      'admin.createInspectorAccess',
      'admin.startInspection',
    ]);
    expect(JSON.stringify(logsOf(deps, 't2'))).not.toContain('t1');
  });

  it('moves to the lasting grant once the inspected one ends, refuses the ended one and keeps the rest', async () => {
    const deps = world();
    const first = await grant(deps, 't1', 2);
    await grant(deps, 't2', 10);
    const inspector = as(first.uid);
    at(deps, START + 3 * DAY);

    expect(await refusalOf(runAdminCall('startInspection', { tenantId: 't1' }, inspector, deps))).toEqual({
      code: 'permission-denied',
      reason: 'access-expired',
    });
    const opened = await runAdminCall('startInspection', {}, inspector, deps);
    expect(opened).toMatchObject({ tenantId: 't2', grants: [expect.objectContaining({ tenantId: 't2' })] });
    expect(opened.grants).toHaveLength(1);
    // The ended grant is dropped with the write.
    expect(deps.accounts.records.get(first.uid)?.claims).toEqual({
      role: 'inspector',
      tenantId: 't2',
      accessUntil: START + 10 * DAY,
      grants: { t2: START + 10 * DAY },
    });

    at(deps, START + 11 * DAY);
    expect(await refusalOf(runAdminCall('startInspection', {}, inspector, deps))).toEqual({
      code: 'permission-denied',
      reason: 'access-expired',
    });
  });

  it('makes the granting company the inspected one when the current grant has ended, never touching others', async () => {
    const deps = world();
    const first = await grant(deps, 't1', 1);
    at(deps, START + 2 * DAY);
    await grant(deps, 't2', 5);
    expect(deps.accounts.records.get(first.uid)?.claims).toEqual({
      role: 'inspector',
      tenantId: 't2',
      accessUntil: START + 7 * DAY,
      grants: { t2: START + 7 * DAY },
    });
    // t3 grants while t2 holds: t2 stays inspected, its end untouched.
    await grant(deps, 't3', 1);
    expect(deps.accounts.records.get(first.uid)?.claims).toMatchObject({
      tenantId: 't2',
      accessUntil: START + 7 * DAY,
      grants: { t2: START + 7 * DAY, t3: START + 3 * DAY },
    });
  });

  it('keeps the grant of an inspector whose claims predate grants when another company gives access', async () => {
    const deps = world();
    deps.accounts.records.set('insp-old', {
      uid: 'insp-old',
      email: 'fiscal@dt.cl',
      displayName: 'Fiscalizador',
      disabled: false,
      claims: { role: 'inspector', tenantId: 't1', accessUntil: START + DAY },
      tokensValidAfter: null,
    });
    const access = await grant(deps, 't2', 5);
    expect(access.uid).toBe('insp-old');
    expect(deps.accounts.records.get('insp-old')?.claims).toEqual({
      role: 'inspector',
      tenantId: 't1',
      accessUntil: START + DAY,
      grants: { t1: START + DAY, t2: START + 5 * DAY },
    });
  });

  it('refuses a company that gave no grant, and logs the refusal without naming it', async () => {
    const deps = world();
    const first = await grant(deps, 't1', 2);
    expect(await refusalOf(runAdminCall('startInspection', { tenantId: 't2' }, as(first.uid), deps))).toEqual(
      {
        code: 'permission-denied',
        reason: 'no-grant',
      },
    );
    expect(deps.accounts.records.get(first.uid)?.claims).toMatchObject({ tenantId: 't1' });
    expect(logsOf(deps, 't2').map((log) => log.action)).toEqual([]);
    const refused = logsOf(deps, 't1').find((log) => log.action === 'admin.startInspection.refused');
    expect(refused).toMatchObject({ target: null });
    expect(JSON.stringify(refused)).not.toContain('t2');
  });

  it(`holds at most ${MAX_INSPECTOR_GRANTS} current grants, within Firebase's 1,000-byte claims`, async () => {
    const tenants = Array.from(
      { length: MAX_INSPECTOR_GRANTS + 1 },
      (_, index) =>
        // As long as a server-made tenant id (functions/src/new-id.ts: 20 characters).
        `tenant-${String(index).padStart(13, '0')}`,
    );
    const deps = world(tenants);
    for (const tenantId of tenants.slice(0, MAX_INSPECTOR_GRANTS)) await grant(deps, tenantId, 30);
    const uid =
      [...deps.accounts.records.values()].find((record) => record.email === 'fiscal@dt.cl')?.uid ?? '';
    const claims = deps.accounts.records.get(uid)?.claims;
    expect(Object.keys((claims?.grants ?? {}) as object)).toHaveLength(MAX_INSPECTOR_GRANTS);
    const bytes = new TextEncoder().encode(JSON.stringify(claims)).length;
    expect(bytes).toBeLessThan(CLAIMS_MAX_BYTES - 150);

    const last = tenants[MAX_INSPECTOR_GRANTS] ?? '';
    expect(await refusalOf(grant(deps, last, 5))).toEqual({
      code: 'resource-exhausted',
      reason: 'grant-limit',
    });
    expect(deps.accounts.records.get(uid)?.claims).toEqual(claims);
    // A renewal adds nothing, and an ended grant frees its place.
    await grant(deps, tenants[0] ?? '', 30);
    at(deps, START + 31 * DAY);
    await grant(deps, last, 5);
    expect(deps.accounts.records.get(uid)?.claims).toEqual({
      role: 'inspector',
      tenantId: last,
      accessUntil: START + 36 * DAY,
      grants: { [last]: START + 36 * DAY },
    });
  });

  it('refuses a grant whose claims would pass 1,000 bytes, however few', async () => {
    const tenants = Array.from({ length: 8 }, (_, index) => `${String(index)}${'x'.repeat(127)}`);
    const deps = world(tenants);
    // Five fit (about 915 bytes); a sixth would not.
    for (const tenantId of tenants.slice(0, 5)) await grant(deps, tenantId, 30);
    expect(await refusalOf(grant(deps, tenants[5] ?? '', 5))).toEqual({
      code: 'resource-exhausted',
      reason: 'grant-limit',
    });
  });

  it('still refuses an e-mail that belongs to a person', async () => {
    const deps = world();
    expect(await refusalOf(grant(deps, 't2', 5, 'admin-t1@empresa.test'))).toEqual({
      code: 'already-exists',
      reason: 'email-exists',
    });
    expect(deps.accounts.records.get('admin-t1')?.claims).toEqual({ role: 'admin', tenantId: 't1' });
  });
});
