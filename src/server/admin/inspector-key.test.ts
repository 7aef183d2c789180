/**
 * The portal de fiscalización's own way in (Res. Ex. N° 38 arts. 22–24) on the service, with a clock it can move:
 * a DT official's key, the employer search, the audited session and the employer's notice, the logged downloads.
 */
import { AdminError } from '../../data/ports/admin-port';
import { memoryAdminDeps, seedMember, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { runAdminCall } from './admin-service';
import { newInspectorKey } from './admin-inspector-key';
import { INSPECTION_NOTICE_TEXT } from './inspection-mail';

const START = Date.parse('2026-01-10T15:00:00.000Z');
const DAY = 86_400_000;
const OFFICIAL = 'fiscalizador@dt.gob.cl';

function world(passwordRequired = false): MemoryAdminDeps {
  const deps = memoryAdminDeps({ now: new Date(START), passwordRequired });
  deps.clientAddress = '200.1.2.3';
  seedMember(deps, { uid: 'admin-t1', tenantId: 't1', role: 'admin' });
  seedMember(deps, { uid: 'admin2-t1', tenantId: 't1', role: 'admin' });
  seedMember(deps, { uid: 'worker-t1', tenantId: 't1', role: 'employee' });
  seedMember(deps, { uid: 'admin-t2', tenantId: 't2', role: 'admin' });
  void deps.store.set('tenants', 't1', {
    tenantId: 't1',
    name: 'Panadería Sol',
    legalName: 'Panadería Sol SpA',
    taxId: '76.123.456-0',
    disabled: false,
    timeZone: 'America/Santiago',
  });
  void deps.store.set('tenants', 't2', {
    tenantId: 't2',
    name: 'Áridos Norte',
    legalName: '',
    taxId: '77.654.321-K',
    disabled: false,
  });
  return deps;
}

const at = (deps: MemoryAdminDeps, ms: number) => {
  deps.now = () => new Date(ms);
};
const docs = (deps: MemoryAdminDeps, collection: 'logs' | 'mail') => [
  ...(deps.docs.get(collection)?.values() ?? []),
];
const logsOf = (deps: MemoryAdminDeps, tenantId: string) =>
  docs(deps, 'logs').filter((log) => log.tenantId === tenantId);

async function refusalOf(call: Promise<unknown>): Promise<{ code: string; reason: string | null }> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return { code: error.code, reason: error.reason };
}

/** Asks for a key and returns the official's uid, signed in just now. */
async function official(deps: MemoryAdminDeps, email = OFFICIAL) {
  const result = await runAdminCall('requestInspectorKey', { email }, null, deps);
  const account = await deps.accounts.findByEmail(email.toLowerCase());
  if (account === null) throw new Error('no account');
  return { result, uid: account.uid, caller: { uid: account.uid, authTime: deps.now().getTime() / 1000 } };
}

describe('portal de fiscalización (Res. Ex. N° 38 arts. 22–24)', () => {
  it('Res. Ex. N° 38 art. 23: refuses a key for an address outside @dt.gob.cl, creating and sending nothing', async () => {
    const deps = world();
    expect(
      await refusalOf(runAdminCall('requestInspectorKey', { email: 'alguien@gmail.com' }, null, deps)),
    ).toEqual({
      code: 'invalid-argument',
      reason: 'not-dt-email',
    });
    expect(
      await refusalOf(runAdminCall('requestInspectorKey', { email: 'x@dt.gob.cl.evil.com' }, null, deps)),
    ).toMatchObject({ reason: 'not-dt-email' });
    expect(await deps.accounts.findByEmail('alguien@gmail.com')).toBeNull();
    expect(docs(deps, 'mail')).toHaveLength(0);
  });

  it('Res. Ex. N° 38 art. 23: e-mails a key valid 5 calendar days that signs in; a new request replaces it', async () => {
    const deps = world();
    const { result, uid } = await official(deps, 'Fiscalizador@DT.gob.cl');
    expect(result).toEqual({
      sentTo: OFFICIAL,
      validUntil: new Date(START + 5 * DAY).toISOString(),
      key: null,
    });
    const key = deps.accounts.passwords.get(uid);
    expect(key).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(deps.accounts.records.get(uid)).toMatchObject({
      disabled: false,
      claims: { role: 'inspector', keyUntil: START + 5 * DAY, grants: {} },
    });
    const mail = docs(deps, 'mail');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: OFFICIAL });
    expect(JSON.stringify(mail[0])).toContain(String(key));
    expect(JSON.stringify(mail[0])).toContain('15/01/26 12:00');

    at(deps, START + DAY);
    await official(deps);
    expect(deps.accounts.passwords.get(uid)).not.toBe(key);
    expect(deps.accounts.records.get(uid)?.claims).toMatchObject({ keyUntil: START + 6 * DAY });
  });

  it('shows the key only where no e-mail can be sent (the demo)', async () => {
    const deps = world(true);
    const { result, uid } = await official(deps);
    expect(result.key).toBe(deps.accounts.passwords.get(uid));
  });

  it('limits key requests per caller address and per e-mail', async () => {
    const deps = world();
    for (let i = 0; i < 5; i++) await official(deps);
    expect(await refusalOf(official(deps))).toMatchObject({ reason: 'too-many-requests' });
    at(deps, START + 2 * 3_600_000);
    deps.clientAddress = '200.9.9.9';
    await official(deps);
  });

  it('never turns a person of a company into an inspector', async () => {
    const deps = world();
    deps.accounts.records.set('person', {
      uid: 'person',
      email: 'persona@dt.gob.cl',
      displayName: 'Persona',
      disabled: false,
      claims: { role: 'employee', tenantId: 't1' },
      tokensValidAfter: null,
    });
    expect(
      await refusalOf(runAdminCall('requestInspectorKey', { email: 'persona@dt.gob.cl' }, null, deps)),
    ).toMatchObject({ reason: 'email-exists' });
    expect(deps.accounts.records.get('person')?.claims).toEqual({ role: 'employee', tenantId: 't1' });
  });

  it('Res. Ex. N° 38 art. 24: a DT official finds employers by name or RUT, alphabetically; nobody else may', async () => {
    const deps = world();
    const { caller } = await official(deps);
    const all = await runAdminCall('findEmployers', { query: '' }, caller, deps);
    expect(all.employers.map((hit) => hit.tenantId)).toEqual(['t2', 't1']);
    expect(all.total).toBe(2);
    const byRut = await runAdminCall('findEmployers', { query: '76123456-0' }, caller, deps);
    expect(byRut.employers).toEqual([
      { tenantId: 't1', name: 'Panadería Sol SpA (Panadería Sol)', rut: '76.123.456-0' },
    ]);
    const byName = await runAdminCall('findEmployers', { query: 'aridos' }, caller, deps);
    expect(byName.employers.map((hit) => hit.tenantId)).toEqual(['t2']);

    const admin = { uid: 'admin-t1', authTime: START / 1000 };
    expect(await refusalOf(runAdminCall('findEmployers', { query: '' }, admin, deps))).toMatchObject({
      reason: 'not-allowed',
    });
  });

  it('Res. Ex. N° 38 arts. 22.5, 24: opening an employer logs the session with its IP and tells its admins once a day', async () => {
    const deps = world();
    const { caller, uid } = await official(deps);
    const mailsBefore = docs(deps, 'mail').length;
    const opened = await runAdminCall('startInspection', { tenantId: 't1' }, caller, deps);
    expect(opened).toMatchObject({
      tenantId: 't1',
      accessUntil: new Date(START + 5 * DAY).toISOString(),
      keyUntil: new Date(START + 5 * DAY).toISOString(),
      grants: [],
    });
    expect(deps.accounts.records.get(uid)?.claims).toMatchObject({
      tenantId: 't1',
      accessUntil: START + 5 * DAY,
    });
    const session = logsOf(deps, 't1').find((log) => log.action === 'admin.startInspection');
    expect(JSON.parse(String(session?.details))).toEqual({
      email: OFFICIAL,
      accessUntil: new Date(START + 5 * DAY).toISOString(),
      access: 'dt-key',
      ip: '200.1.2.3',
    });
    const notices = docs(deps, 'mail').slice(mailsBefore);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'admin-t1@empresa.test', cc: ['admin2-t1@empresa.test'] });
    expect(JSON.stringify(notices[0])).toContain(INSPECTION_NOTICE_TEXT);
    expect(JSON.stringify(notices[0])).toContain(OFFICIAL);

    // Again the same day: a second session logged, no second notice; the other company never hears of it.
    await runAdminCall('startInspection', { tenantId: 't1' }, caller, deps);
    expect(docs(deps, 'mail').length).toBe(mailsBefore + 1);
    expect(logsOf(deps, 't2')).toHaveLength(0);
  });

  it('Res. Ex. N° 38 art. 23: once the 5 days pass, the key opens and finds nothing', async () => {
    const deps = world();
    const { caller } = await official(deps);
    await runAdminCall('startInspection', { tenantId: 't1' }, caller, deps);
    at(deps, START + 5 * DAY);
    expect(await refusalOf(runAdminCall('startInspection', { tenantId: 't2' }, caller, deps))).toMatchObject({
      reason: 'access-expired',
    });
    expect(await refusalOf(runAdminCall('findEmployers', { query: '' }, caller, deps))).toMatchObject({
      reason: 'access-expired',
    });
    expect(
      await refusalOf(runAdminCall('recordInspectionDownload', { file: 'x.pdf' }, caller, deps)),
    ).toMatchObject({ reason: 'access-expired' });
  });

  it('Res. Ex. N° 38 art. 22.5: each download is logged in the company inspected, with the file and the IP', async () => {
    const deps = world();
    const { caller } = await official(deps);
    expect(
      await refusalOf(runAdminCall('recordInspectionDownload', { file: 'x.pdf' }, caller, deps)),
    ).toMatchObject({ reason: 'not-allowed' });
    await runAdminCall('startInspection', { tenantId: 't1' }, caller, deps);
    await runAdminCall('recordInspectionDownload', { file: 'reporte-jornada.pdf' }, caller, deps);
    const download = logsOf(deps, 't1').find((log) => log.action === 'admin.recordInspectionDownload');
    expect(JSON.parse(String(download?.details))).toEqual({
      email: OFFICIAL,
      file: 'reporte-jornada.pdf',
      ip: '200.1.2.3',
    });
  });

  it('keeps an employer’s invitation beside the key, and the key beside a later invitation', async () => {
    const deps = world();
    const { caller, uid } = await official(deps);
    await runAdminCall(
      'createInspectorAccess',
      { requestId: crypto.randomUUID(), email: OFFICIAL, days: 10 },
      { uid: 'admin-t2', authTime: START / 1000 },
      deps,
    );
    expect(deps.accounts.records.get(uid)?.claims).toMatchObject({
      keyUntil: START + 5 * DAY,
      grants: { t2: START + 10 * DAY },
    });
    at(deps, START + 6 * DAY);
    // The key ended, the invitation holds.
    expect(await runAdminCall('startInspection', { tenantId: 't2' }, caller, deps)).toMatchObject({
      tenantId: 't2',
      keyUntil: null,
    });
    // The ended key was dropped from the claims: t1 is now a company that gave no access.
    expect(await refusalOf(runAdminCall('startInspection', { tenantId: 't1' }, caller, deps))).toMatchObject({
      reason: 'no-grant',
    });
  });

  it('makes keys of 12 letters from an alphabet without look-alikes, all different', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newInspectorKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$/);
  });
});
