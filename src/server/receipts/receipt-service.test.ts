import { importReceiptKey, receiptCode } from '../../domain/attendance/receipt-code';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { buildWorkplace } from '../../testing/data-builders';
import { buildVerifiedReceipt, receiptPeopleDocs, webPunchDoc } from '../../testing/fake-receipts';
import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import {
  rateLimitKey,
  signAttendance,
  takeRateLimit,
  unsignedPunches,
  verifyReceipt,
  VERIFICATIONS_PER_MINUTE,
  type ReceiptServiceDeps,
} from './receipt-service';

const KEY_BYTES = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
const CHECK_IN = new Date('2026-11-18T12:02:13.456Z'); // 09:02:13 in Santiago (UTC−3)
const LUNCH = new Date('2026-11-18T16:00:01.000Z');
const SIGNED_AT = new Date('2026-11-18T12:02:14.000Z');
const RECORD_ID = 'emp-1_2026-11-18_0';

let memory: MemoryAdminDeps;
let deps: ReceiptServiceDeps;

const record = (overrides: ServerDoc = {}): ServerDoc => webPunchDoc(CHECK_IN, overrides);

async function seed(id = RECORD_ID, doc: ServerDoc = record()): Promise<void> {
  const { tenant, user } = receiptPeopleDocs('t1');
  await memory.store.set('tenants', 't1', tenant);
  await memory.store.set('users', 'emp-1', user);
  await memory.store.set('attendance', id, doc);
}

/** What the receipt of `code` prints: the fixture's people, signed at CHECK_IN. */
const printed = (code: string) => buildVerifiedReceipt({ code, time: CHECK_IN });

const table = (collection: 'mail' | 'receipts' | 'rateLimits' | 'attendance') =>
  memory.docs.get(collection) ?? new Map<string, ServerDoc>();

beforeEach(async () => {
  memory = memoryAdminDeps();
  deps = {
    store: memory.store,
    key: await importReceiptKey(KEY_BYTES),
    now: () => SIGNED_AT,
    appUrl: 'https://asiste.example.cl/',
    queueMail: true,
  };
});

describe('signing a punch as it lands', () => {
  it('signs the check-in of an app-made record: the code on the record, the server record, one e-mail', async () => {
    await seed();
    const signed = await signAttendance(RECORD_ID, deps);
    const code = await receiptCode(deps.key, {
      tenantId: 't1',
      userId: 'emp-1',
      day: '2026-11-18',
      slot: 0,
      action: 'checkIn',
      time: CHECK_IN,
    });
    expect(signed).toEqual([{ action: 'checkIn', code }]);

    const stored = await memory.store.get('attendance', RECORD_ID);
    expect(stored?.['receipts']).toEqual({ checkIn: { code, signedAt: SIGNED_AT } });
    expect(stored?.['checkInTime']).toEqual(CHECK_IN);

    const { code: _code, ...fields } = printed(code);
    expect(await memory.store.get('receipts', code.replace(/-/g, ''))).toMatchObject({
      ...fields,
      tenantId: 't1',
      userId: 'emp-1',
      day: '2026-11-18',
      slot: 0,
      recordId: RECORD_ID,
      signedAt: SIGNED_AT,
    });

    const mails = [...table('mail').values()];
    expect(mails).toHaveLength(1);
    const mail = mails[0] as { to: string; message: { subject: string; text: string; html: string } };
    expect(mail.to).toBe('camila@espiga.test');
    expect(mail.message.subject).toBe('Comprobante de marca');
    for (const line of [
      'Acción: Entrada',
      'Fecha: 18/11/26',
      'Hora: 09:02:13',
      'Empleado: Camila Rojas',
      'RUT: 12.345.678-5',
      'Razón social: Panadería La Espiga SpA',
      'RUT empresa: 76.543.210-3',
      'Dirección: Av. Providencia 1234, Santiago',
      `Código de verificación: ${code}`,
      `https://asiste.example.cl/verificar/${code}`,
    ]) {
      expect(mail.message.text).toContain(line);
    }
    expect(mail.message.html).toContain(`href="https://asiste.example.cl/verificar/${code}"`);
  });

  it('signs nothing twice: a retried run writes nothing, and a run cut short is finished with the same code', async () => {
    await seed();
    const [first] = await signAttendance(RECORD_ID, deps);
    expect(await signAttendance(RECORD_ID, deps)).toEqual([]);

    // A run that stopped after the server record, before the record's field: the retry finishes it.
    await memory.store.set('attendance', RECORD_ID, record());
    const later = { ...deps, now: () => new Date(SIGNED_AT.getTime() + 5_000) };
    expect(await signAttendance(RECORD_ID, later)).toEqual([first]);
    expect((await memory.store.get('attendance', RECORD_ID))?.['receipts']).toEqual({
      checkIn: { code: first?.code, signedAt: SIGNED_AT },
    });
    expect(table('receipts').size).toBe(1);
    expect(table('mail').size).toBe(1);
  });

  it('signs each later punch once, keeping the earlier receipts', async () => {
    await seed();
    await signAttendance(RECORD_ID, deps);
    await memory.store.update('attendance', RECORD_ID, { lunchStartTime: LUNCH });
    const signed = await signAttendance(RECORD_ID, deps);
    expect(signed.map((s) => s.action)).toEqual(['lunchStart']);
    const receipts = (await memory.store.get('attendance', RECORD_ID))?.['receipts'] as Record<
      string,
      unknown
    >;
    expect(Object.keys(receipts).sort()).toEqual(['checkIn', 'lunchStart']);
    expect(table('receipts').size).toBe(2);
    expect(table('mail').size).toBe(2);
  });

  it('two runs signing two punches of one record at the same time keep both receipts', async () => {
    await seed(RECORD_ID, record({ lunchStartTime: LUNCH }));
    // Each run read the record when its own write landed: the first saw the check-in only, the second the
    // lunch start with the check-in already signed.
    const asRead = (view: (doc: ServerDoc) => ServerDoc): ServerStore => ({
      ...memory.store,
      get: async (collection, id) => {
        const doc = await memory.store.get(collection, id);
        return collection === 'attendance' && doc !== null ? view(doc) : doc;
      },
    });
    const [first, second] = await Promise.all([
      signAttendance(RECORD_ID, { ...deps, store: asRead((doc) => ({ ...doc, lunchStartTime: null })) }),
      signAttendance(RECORD_ID, {
        ...deps,
        store: asRead((doc) => ({ ...doc, receipts: { checkIn: { code: 'x', signedAt: SIGNED_AT } } })),
      }),
    ]);
    expect(first?.map((s) => s.action)).toEqual(['checkIn']);
    expect(second?.map((s) => s.action)).toEqual(['lunchStart']);
    const receipts = (await memory.store.get('attendance', RECORD_ID))?.['receipts'] as Record<
      string,
      unknown
    >;
    expect(receipts).toEqual({
      checkIn: { code: first?.[0]?.code, signedAt: SIGNED_AT },
      lunchStart: { code: second?.[0]?.code, signedAt: SIGNED_AT },
    });
  });

  it('leaves alone the records a manager, an import or the seed wrote, and missing or malformed ones', async () => {
    for (const source of ['admin', 'import', 'seed']) {
      await seed(`emp-1_2026-11-18_${source}`, record({ source }));
      expect(await signAttendance(`emp-1_2026-11-18_${source}`, deps)).toEqual([]);
    }
    expect(await signAttendance('missing', deps)).toEqual([]);
    await seed('bad-slot', record({ slotIndex: -1 }));
    expect(await signAttendance('bad-slot', deps)).toEqual([]);
    expect(table('receipts').size).toBe(0);
    expect(table('mail').size).toBe(0);
    expect([...table('attendance').values()].some((doc) => 'receipts' in doc)).toBe(false);
  });

  it("signs an unscheduled record as slot 'np' of the day its id names", async () => {
    const id = 'emp-1_2026-11-18_np';
    await seed(id, record({ unscheduled: true, slotIndex: 0 }));
    const [signed] = await signAttendance(id, deps);
    const expected = { tenantId: 't1', userId: 'emp-1', day: '2026-11-18', action: 'checkIn' as const };
    expect(signed?.code).toBe(await receiptCode(deps.key, { ...expected, slot: 'np', time: CHECK_IN }));
    expect(await memory.store.get('receipts', signed?.code.replace(/-/g, '') ?? '')).toMatchObject({
      slot: 'np',
      day: '2026-11-18',
    });
  });

  it("takes the day from the record's date in the tenant's zone when the id names none", async () => {
    // 02:00 UTC on the 19th is still the 18th in Santiago.
    await seed('random-id', record({ date: new Date('2026-11-19T02:00:00.000Z') }));
    await signAttendance('random-id', deps);
    expect([...table('receipts').values()][0]?.['day']).toBe('2026-11-18');
  });

  it('queues no e-mail in the demo, nor for a person without an address; it still signs', async () => {
    await seed();
    expect(await signAttendance(RECORD_ID, { ...deps, queueMail: false })).toHaveLength(1);
    await memory.store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila Rojas', email: '' });
    await memory.store.update('attendance', RECORD_ID, { lunchStartTime: LUNCH });
    expect(await signAttendance(RECORD_ID, deps)).toHaveLength(1);
    expect(table('mail').size).toBe(0);
  });

  it('says which punches still need signing', () => {
    expect(unsignedPunches(record({ lunchStartTime: LUNCH }))).toEqual(['checkIn', 'lunchStart']);
    expect(
      unsignedPunches(
        record({ receipts: { checkIn: { code: 'X', signedAt: SIGNED_AT } }, lunchStartTime: LUNCH }),
      ),
    ).toEqual(['lunchStart']);
    expect(unsignedPunches(record({ source: 'admin' }))).toEqual([]);
    expect(unsignedPunches(null)).toEqual([]);
  });
});

describe('verifying a code', () => {
  async function signedCode(): Promise<string> {
    await seed();
    const [signed] = await signAttendance(RECORD_ID, deps);
    if (!signed) throw new Error('nothing signed');
    return signed.code;
  }

  it('answers a signed code with exactly the fields the receipt prints, however it was typed', async () => {
    const code = await signedCode();
    const expected = { valid: true, receipt: printed(code) };
    expect(await verifyReceipt(code, deps)).toStrictEqual(expected);
    expect(await verifyReceipt(` ${code.toLowerCase().replace(/-/g, ' ')} `, deps)).toStrictEqual(expected);
  });

  it('refuses a code with one character changed, an unknown code and input that is no code', async () => {
    const code = await signedCode();
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (const position of [0, 7, 18]) {
      const character = code[position] ?? '';
      const next = alphabet[(alphabet.indexOf(character) + 1) % alphabet.length] ?? '';
      const changed = `${code.slice(0, position)}${next}${code.slice(position + 1)}`;
      expect(await verifyReceipt(changed, deps)).toEqual({ valid: false });
    }
    for (const input of ['', 'ABCD', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', 42, null, `${code}${' '.repeat(100)}`]) {
      expect(await verifyReceipt(input, deps)).toEqual({ valid: false });
    }
  });

  it('refuses a stored receipt whose fields were altered, signed or printed', async () => {
    const code = await signedCode();
    const id = code.replace(/-/g, '');
    const original = (await memory.store.get('receipts', id)) ?? {};
    for (const change of [
      { time: new Date(CHECK_IN.getTime() + 1_000) },
      { action: 'checkOut' },
      { slot: 1 },
      { day: '2026-11-17' },
      { userId: 'emp-2' },
      { personName: 'Otra Persona' },
      { personRut: '11.111.111-1' },
      { employerTaxId: null },
      { address: 'Otra dirección 1' },
      { workplaceName: 'Otro lugar' },
      { seal: '0'.repeat(64) },
      { time: 'not a date' },
    ]) {
      await memory.store.set('receipts', id, { ...original, ...change });
      expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    }
    const { personRut: _removed, ...withoutRut } = original;
    await memory.store.set('receipts', id, withoutRut);
    expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    await memory.store.set('receipts', id, original);
    expect(await verifyReceipt(code, deps)).toMatchObject({ valid: true });
  });

  it('still verifies a receipt stored before workplaces (seal v1, no workplace field), without a Lugar de trabajo', async () => {
    const code = await signedCode();
    const id = code.replace(/-/g, '');
    const {
      workplaceName: _none,
      dejResolution: _noDej,
      seal: _seal,
      ...older
    } = (await memory.store.get('receipts', id)) ?? {};
    // The seal as the code before workplaces computed it: v1, over the printed fields without a workplace.
    const fields = printed(code);
    const v1 = [
      code,
      fields.timeZone,
      fields.personName,
      fields.personRut,
      fields.employerName,
      fields.employerLegalName,
      fields.employerTaxId,
      fields.address,
    ];
    const mac = await crypto.subtle.sign(
      'HMAC',
      deps.key,
      new TextEncoder().encode(`asiste-receipt-seal-v1|${JSON.stringify(v1)}`),
    );
    const seal = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
    await memory.store.set('receipts', id, { ...older, seal });
    expect(await verifyReceipt(code, deps)).toStrictEqual({ valid: true, receipt: fields });
    // That old receipt given a workplace afterwards no longer matches its seal.
    await memory.store.set('receipts', id, { ...older, seal, workplaceName: 'Planta Recoleta' });
    expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
  });

  it('still verifies a receipt stored before the DEJ setting (seal v2, no dejResolution field), printing none (Res. Ex. N° 38 art. 13)', async () => {
    const code = await signedCode();
    const id = code.replace(/-/g, '');
    const { dejResolution: _none, seal: _seal, ...older } = (await memory.store.get('receipts', id)) ?? {};
    // The seal as the code before the DEJ setting computed it: v2, the v1 fields and the workplace's name.
    const fields = printed(code);
    const v2 = [
      code,
      fields.timeZone,
      fields.personName,
      fields.personRut,
      fields.employerName,
      fields.employerLegalName,
      fields.employerTaxId,
      fields.address,
      fields.workplaceName,
    ];
    const mac = await crypto.subtle.sign(
      'HMAC',
      deps.key,
      new TextEncoder().encode(`asiste-receipt-seal-v2|${JSON.stringify(v2)}`),
    );
    const seal = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
    await memory.store.set('receipts', id, { ...older, seal });
    expect(await verifyReceipt(code, deps)).toStrictEqual({ valid: true, receipt: fields });
    // That old receipt given a DEJ resolution afterwards, even an empty one, no longer matches its seal.
    for (const dejResolution of ['Res. Ex. N° 1234 del 05/03/2025', null]) {
      await memory.store.set('receipts', id, { ...older, seal, dejResolution });
      expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    }
  });

  it('refuses a receipt signed with another key', async () => {
    const code = await signedCode();
    const other = await importReceiptKey(KEY_BYTES.map((byte) => byte ^ 0xff));
    expect(await verifyReceipt(code, { ...deps, key: other })).toEqual({ valid: false });
  });
});

describe('the Lugar de trabajo the receipt prints (Res. Ex. N° 38 art. 13.2–13.3)', () => {
  const RECOLETA = 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago';
  const PROVIDENCIA =
    'Av. Providencia 2124, Local 5, Providencia, Santiago, Región Metropolitana de Santiago';

  async function seedWorkplaces(): Promise<void> {
    const at = (overrides: Parameters<typeof buildWorkplace>[0]) =>
      buildWorkplace({ tenantId: 't1', ...overrides });
    const places = [
      at({
        id: 'wp-recoleta',
        name: 'Planta Recoleta',
        street: 'Av. Recoleta',
        number: '1450',
        unit: null,
        comuna: 'Recoleta',
      }),
      at({ id: 'wp-providencia', name: 'Local Providencia', number: '2124', unit: 'Local 5' }),
      // Archived and first by name: never anyone's default.
      at({ id: 'wp-antigua', name: 'Bodega Antigua', archived: true }),
      // Another company's, first by name: never read for t1.
      at({ id: 'wp-otra', tenantId: 't2', name: 'Aaa Otra empresa' }),
    ];
    for (const { id, ...place } of places) await memory.store.set('workplaces', id, { ...place });
  }

  async function signedReceipt(): Promise<{ code: string; stored: ServerDoc | null; mail: string }> {
    const [signed] = await signAttendance(RECORD_ID, deps);
    if (!signed) throw new Error('nothing signed');
    const stored = await memory.store.get('receipts', signed.code.replace(/-/g, ''));
    const [mail] = [...table('mail').values()] as { message: { text: string } }[];
    return { code: signed.code, stored, mail: mail?.message.text ?? '' };
  }

  it("prints the person's own workplace and its full address, in the record, the e-mail and the verification (Res. Ex. N° 38 art. 13.2–13.3)", async () => {
    await seed();
    await seedWorkplaces();
    await memory.store.update('users', 'emp-1', { workplaceId: 'wp-recoleta' });
    const { code, stored, mail } = await signedReceipt();
    expect(stored).toMatchObject({ workplaceName: 'Planta Recoleta', address: RECOLETA });
    expect(mail).toContain('Lugar de trabajo: Planta Recoleta');
    expect(mail).toContain(`Dirección: ${RECOLETA}`);
    expect(await verifyReceipt(code, deps)).toStrictEqual({
      valid: true,
      receipt: { ...printed(code), workplaceName: 'Planta Recoleta', address: RECOLETA },
    });
  });

  it('prints the first active workplace by name for a person without one (Res. Ex. N° 38 art. 13.3)', async () => {
    await seed();
    await seedWorkplaces();
    const { stored, mail } = await signedReceipt();
    expect(stored).toMatchObject({ workplaceName: 'Local Providencia', address: PROVIDENCIA });
    expect(mail).toContain('Lugar de trabajo: Local Providencia');
    // A file naming a workplace that no longer exists falls back the same way.
    await memory.store.update('users', 'emp-1', { workplaceId: 'wp-borrado' });
    await memory.store.update('attendance', RECORD_ID, { lunchStartTime: LUNCH });
    await signAttendance(RECORD_ID, deps);
    const lunch = [...table('receipts').values()].find((doc) => doc['action'] === 'lunchStart');
    expect(lunch).toMatchObject({ workplaceName: 'Local Providencia', address: PROVIDENCIA });
  });

  it("prints an archived workplace the person's file still names (Res. Ex. N° 38 art. 13.2)", async () => {
    await seed();
    await seedWorkplaces();
    await memory.store.update('workplaces', 'wp-recoleta', { archived: true });
    await memory.store.update('users', 'emp-1', { workplaceId: 'wp-recoleta' });
    const { stored } = await signedReceipt();
    expect(stored).toMatchObject({ workplaceName: 'Planta Recoleta', address: RECOLETA });
  });

  it("prints the company's address and no workplace while the tenant has none (Res. Ex. N° 38 art. 13.3)", async () => {
    await seed();
    const { code, stored, mail } = await signedReceipt();
    expect(stored).toMatchObject({ workplaceName: null, address: 'Av. Providencia 1234, Santiago' });
    expect(mail).not.toContain('Lugar de trabajo');
    expect(mail).toContain('Dirección: Av. Providencia 1234, Santiago');
    expect(await verifyReceipt(code, deps)).toStrictEqual({ valid: true, receipt: printed(code) });

    // Neither a workplace nor an address: `—`, as before workplaces.
    await memory.store.update('tenants', 't1', { address: null });
    await memory.store.update('attendance', RECORD_ID, { lunchStartTime: LUNCH });
    await signAttendance(RECORD_ID, deps);
    const lunch = [...table('mail').values()].at(-1) as { message: { text: string } };
    expect(lunch.message.text).toContain('Dirección: —');
  });

  it('refuses a receipt whose workplace was altered or removed (Res. Ex. N° 38 art. 13)', async () => {
    await seed();
    await seedWorkplaces();
    const { code, stored } = await signedReceipt();
    const id = code.replace(/-/g, '');
    const original = stored ?? {};
    for (const change of [
      { workplaceName: 'Planta Recoleta' },
      { workplaceName: null },
      { address: RECOLETA },
    ]) {
      await memory.store.set('receipts', id, { ...original, ...change });
      expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    }
    // Without the field it is read as a receipt from before workplaces, whose seal (v1) it does not have.
    const { workplaceName: _removed, ...withoutWorkplace } = original;
    await memory.store.set('receipts', id, withoutWorkplace);
    expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    await memory.store.set('receipts', id, original);
    expect(await verifyReceipt(code, deps)).toMatchObject({ valid: true });
  });
});

describe('the exceptional-jornada resolution the receipt prints (Res. Ex. N° 38 art. 13)', () => {
  const DEJ = 'Res. Ex. N° 1234 del 05/03/2025';

  async function signedReceipt(): Promise<{ code: string; stored: ServerDoc | null; mail: string }> {
    const [signed] = await signAttendance(RECORD_ID, deps);
    if (!signed) throw new Error('nothing signed');
    const stored = await memory.store.get('receipts', signed.code.replace(/-/g, ''));
    const [mail] = [...table('mail').values()] as { message: { text: string; html: string } }[];
    return { code: signed.code, stored, mail: `${mail?.message.text ?? ''}\n${mail?.message.html ?? ''}` };
  }

  it("prints the company's DEJ resolution in the record, the e-mail and the verification (Res. Ex. N° 38 art. 13)", async () => {
    await seed();
    await memory.store.update('tenants', 't1', { dejResolution: `  ${DEJ} ` });
    const { code, stored, mail } = await signedReceipt();
    expect(stored).toMatchObject({ dejResolution: DEJ });
    expect(mail).toContain(`Resolución DEJ: ${DEJ}`);
    expect(mail).toContain(`<th align="left">Resolución DEJ</th><td>${DEJ}</td>`);
    expect(await verifyReceipt(code, deps)).toStrictEqual({
      valid: true,
      receipt: { ...printed(code), dejResolution: DEJ },
    });
  });

  it('prints no DEJ line for a company without one, empty or blank (Res. Ex. N° 38 art. 13)', async () => {
    await seed();
    const { code, stored, mail } = await signedReceipt();
    // Stored as null, not left out: the receipt is sealed under v3, and a DEJ added afterwards breaks it.
    expect(stored).toHaveProperty('dejResolution', null);
    expect(mail).not.toContain('Resolución DEJ');
    expect(await verifyReceipt(code, deps)).toStrictEqual({ valid: true, receipt: printed(code) });

    await memory.store.update('tenants', 't1', { dejResolution: '   ' });
    await memory.store.update('attendance', RECORD_ID, { lunchStartTime: LUNCH });
    await signAttendance(RECORD_ID, deps);
    const lunch = [...table('receipts').values()].find((doc) => doc['action'] === 'lunchStart');
    expect(lunch).toHaveProperty('dejResolution', null);
  });

  it('refuses a receipt whose DEJ resolution was altered, added or removed (Res. Ex. N° 38 art. 13)', async () => {
    await seed();
    await memory.store.update('tenants', 't1', { dejResolution: DEJ });
    const { code, stored } = await signedReceipt();
    const id = code.replace(/-/g, '');
    const original = stored ?? {};
    for (const change of [{ dejResolution: 'Res. Ex. N° 9999 del 01/01/2026' }, { dejResolution: null }]) {
      await memory.store.set('receipts', id, { ...original, ...change });
      expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    }
    // Without the field it is read as a receipt from before the setting, whose seal (v2) it does not have.
    const { dejResolution: _removed, ...withoutDej } = original;
    await memory.store.set('receipts', id, withoutDej);
    expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    // A DEJ resolution on a receipt without the workplace field was never signed.
    const { workplaceName: _workplace, ...withoutWorkplace } = original;
    await memory.store.set('receipts', id, withoutWorkplace);
    expect(await verifyReceipt(code, deps)).toEqual({ valid: false });
    await memory.store.set('receipts', id, original);
    expect(await verifyReceipt(code, deps)).toMatchObject({ valid: true, receipt: { dejResolution: DEJ } });
  });
});

describe('the rate limit of verifications', () => {
  it(`allows ${VERIFICATIONS_PER_MINUTE} a minute per caller, then refuses until the next minute`, async () => {
    let now = new Date('2026-11-18T12:00:05.000Z');
    const clock = { store: memory.store, now: () => now };
    const caller = await rateLimitKey(deps.key, '203.0.113.7');
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i += 1)
      expect(await takeRateLimit(caller, clock)).toBe(true);
    expect(await takeRateLimit(caller, clock)).toBe(false);
    expect(await takeRateLimit(await rateLimitKey(deps.key, '203.0.113.8'), clock)).toBe(true);
    now = new Date('2026-11-18T12:00:59.999Z');
    expect(await takeRateLimit(caller, clock)).toBe(false);
    now = new Date('2026-11-18T12:01:00.000Z');
    expect(await takeRateLimit(caller, clock)).toBe(true);
  });

  it('keeps counters that name no address and expire', async () => {
    const caller = await rateLimitKey(deps.key, '203.0.113.7');
    expect(caller).toMatch(/^[0-9a-f]{32}$/);
    expect(caller).not.toBe(await rateLimitKey(await importReceiptKey(new Uint8Array(32)), '203.0.113.7'));
    await takeRateLimit(caller, { store: memory.store, now: () => new Date('2026-11-18T12:00:05.000Z') });
    const [[id, counter]] = [...table('rateLimits')] as [[string, ServerDoc]];
    expect(id).not.toContain('203.0.113.7');
    expect(counter).toEqual({ count: 1, expiresAt: new Date('2026-11-18T12:02:00.000Z') });
  });
});
