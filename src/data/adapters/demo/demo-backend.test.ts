// @vitest-environment jsdom
import { createDemoBackend } from '.';
import { DemoReceipts } from './demo-receipts';
import { SERVER_ONLY_KEY } from './demo-server-store';
import { DemoStore } from './demo-store';
import { prepareWrite } from './values';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../../domain/attendance/punches';
import { receiptId } from '../../../domain/attendance/receipt-code';
import { buildAttendance } from '../../../testing/data-builders';
import { SERVER_TIME } from '../../ports/document-store';

describe('the demo backend', () => {
  it('lets the demo admin create a person who signs in at once; Restablecer demo forgets them', async () => {
    const backend = await createDemoBackend();
    const { auth, admin, store, demo } = backend;
    if (admin === undefined || demo === undefined)
      throw new Error('the demo backend has AdminPort and tools');
    expect(admin.passwordRequired).toBe(true);

    await auth.signInWithPassword('admin@asiste.demo', 'demo1234');
    const { uid } = await admin.createUser({
      requestId: 'demo-backend-rosa',
      tenantId: 'demo',
      role: 'employee',
      email: 'rosa@asiste.demo',
      displayName: 'Rosa Pérez',
      password: 'clave-de-rosa',
    });
    await auth.signOut();

    // The admin chose Rosa's first password: she must set her own before anything else (security review M5).
    const session = await auth.signInWithPassword('rosa@asiste.demo', 'clave-de-rosa');
    expect(session.claims).toEqual({ role: 'employee', tenantId: 'demo', mustChangePassword: true });
    await admin.setOwnPassword({ password: 'clave-propia-de-rosa' });
    await auth.signOut();
    const own = await auth.signInWithPassword('rosa@asiste.demo', 'clave-propia-de-rosa');
    expect(own.claims).toEqual({ role: 'employee', tenantId: 'demo' });
    expect(await store.get('users', uid)).toMatchObject({ displayName: 'Rosa Pérez', role: 'employee' });
    await expect(
      admin.createUser({
        requestId: 'demo-backend-rosa-2',
        tenantId: 'demo',
        role: 'employee',
        email: 'otra@asiste.demo',
        displayName: 'Otra',
        password: 'clave-de-otra',
      }),
    ).rejects.toMatchObject({ reason: 'not-allowed' });

    await demo.reset();
    await expect(auth.signInWithPassword('rosa@asiste.demo', 'clave-propia-de-rosa')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    await auth.signInWithPassword('admin@asiste.demo', 'demo1234');
    expect(await store.get('users', uid)).toBeNull();
    if (backend.receipts instanceof DemoReceipts) await backend.receipts.idle();
  }, 30_000);

  it('keeps the inspector’s sign-in link in the outbox of the console handle, never in the admin’s answer', async () => {
    const backend = await createDemoBackend();
    const { auth, admin } = backend;
    if (admin === undefined) throw new Error('the demo backend has AdminPort');
    await auth.signInWithPassword('admin@asiste.demo', 'demo1234');
    const access = await admin.createInspectorAccess({
      requestId: 'demo-backend-fiscal',
      email: 'fiscal@dt.gob.cl',
      days: 5,
    });
    expect(access).toEqual({ uid: access.uid, accessUntil: access.accessUntil, sentTo: 'fiscal@dt.gob.cl' });
    const mails = (await globalThis.asiste?.outbox('fiscal@dt.gob.cl')) ?? [];
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'fiscal@dt.gob.cl',
        text: expect.stringMatching(/\/login\?demoSignIn=/),
      }),
    ]);
    await auth.signOut();
  }, 30_000);

  it("signs the seed's open punches and new ones, verifies their codes, hands the app's store to the console", async () => {
    const backend = await createDemoBackend();
    const { store, receipts } = backend;
    // The console handle is the very store the app uses, with its access policy.
    expect(globalThis.asiste?.store).toBe(store);
    if (!(receipts instanceof DemoReceipts) || !(store instanceof DemoStore))
      throw new Error('demo adapters');
    // A check-in landing now (server time; written past the policy, whose schedule checks are not the point).
    const user = store
      .privileged()
      .all('users')
      .find((doc) => doc.role === 'employee');
    await store.privileged().commit([
      {
        kind: 'set',
        collection: 'attendance',
        id: 'console-test_np',
        data: prepareWrite(buildAttendance('2026-11-18', 0, {}, { userId: user?.id ?? '' })),
        merge: false,
      },
      { kind: 'update', collection: 'attendance', id: 'console-test_np', data: { checkInTime: SERVER_TIME } },
    ]);
    // The console's idle: the signings, and the month copies of the signed records, are done.
    await globalThis.asiste?.idle();
    const web = store
      .privileged()
      .all('attendance')
      .filter((record) => record.source === 'web');
    expect(web.map((record) => record.id)).toContain('console-test_np');
    for (const record of web) {
      expect(Object.keys(record.receipts ?? {}).sort()).toEqual(
        PUNCH_ORDER.filter((action) => record[PUNCH_FIELD[action]] instanceof Date).sort(),
      );
    }
    const seeded = store
      .privileged()
      .all('attendance')
      .filter((record) => record.source === 'seed');
    expect(seeded.every((record) => record.receipts === undefined)).toBe(true);
    const code = store.privileged().get('attendance', 'console-test_np')?.receipts?.checkIn?.code ?? '';
    expect(await receipts.verify(code)).toMatchObject({ valid: true, receipt: { code, action: 'checkIn' } });
    const month = store
      .privileged()
      .all('attendanceMonths')
      .find((doc) => doc.attendance['console-test_np'] !== undefined);
    expect(month?.attendance['console-test_np']?.receipts?.checkIn?.code).toBe(code);
    // And saved: the receipt is in localStorage's server map already, not a timer later.
    expect(localStorage.getItem(SERVER_ONLY_KEY)).toContain(receiptId(code));
  }, 30_000);
});
