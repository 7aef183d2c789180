// @vitest-environment jsdom
import { normalizeReceiptCode } from '../../../domain/attendance/receipt-code';
import { buildAttendance, buildTenant, buildUserDoc, buildWorkplace } from '../../../testing/data-builders';
import { buildVerifiedReceipt, receiptPeopleDocs } from '../../../testing/fake-receipts';
import type { AttendanceRecord } from '../../ports/collections';
import { SERVER_TIME, type WithId } from '../../ports/document-store';
import { decodeReceiptSecret } from '../../../server/receipts/receipt-key';
import { VERIFICATIONS_PER_MINUTE } from '../../../server/receipts/receipt-service';
import { DemoReceipts, RECEIPT_KEY_STORAGE } from './demo-receipts';
import { saveServerOnly, SERVER_ONLY_KEY } from './demo-server-store';
import { DemoStore, type WriteOp } from './demo-store';
import { prepareWrite } from './values';

const NOW = new Date('2026-11-18T12:02:13.000Z'); // 09:02:13 in Santiago
const RECORD_ID = 'demo-empleado_2026-11-18_0';

async function demoWorld(delayMs = 30) {
  const store = new DemoStore({ getCaller: () => null, persistence: null, channel: null, now: () => NOW });
  const { tenant, user } = receiptPeopleDocs('demo');
  await store.seedAll({ tenants: [buildTenant(tenant)], users: [buildUserDoc(user)] });
  const receipts = new DemoReceipts({ store, now: () => NOW, delayMs });
  return { store, receipts };
}

/** A punch as the app writes it (server time, device time), through the privileged writer of the store. */
function punch(store: DemoStore, data: Record<string, unknown>, kind: 'set' | 'update' = 'set') {
  const op: WriteOp =
    kind === 'set'
      ? { kind, collection: 'attendance', id: RECORD_ID, data: prepareWrite(data), merge: false }
      : { kind, collection: 'attendance', id: RECORD_ID, data: prepareWrite(data) };
  return store.privileged().commit([op]);
}

const record = (store: DemoStore) => store.privileged().get('attendance', RECORD_ID);

const checkIn = {
  tenantId: 'demo',
  userId: 'demo-empleado',
  date: new Date('2026-11-18T03:00:00.000Z'),
  slotIndex: 0,
  checkInTime: SERVER_TIME,
  lunchStartTime: null,
  lunchEndTime: null,
  checkOutTime: null,
  deviceTimes: { checkIn: new Date('2026-11-18T12:02:10.000Z') },
  source: 'web',
};

describe('the demo signer', () => {
  it('signs a punch a short while after it is committed, with a code the demo verifier accepts', async () => {
    const { store, receipts } = await demoWorld();
    await punch(store, checkIn);
    // Like the trigger: the record is saved first, its receipt shows as pending until the code arrives.
    expect(record(store)?.receipts).toBeUndefined();
    await receipts.idle();
    const signed = record(store)?.receipts?.checkIn;
    expect(signed?.signedAt).toEqual(NOW);
    const code = signed?.code ?? '';
    expect(normalizeReceiptCode(code)).toBe(code);
    expect(await receipts.verify(code.toLowerCase())).toEqual({
      valid: true,
      receipt: buildVerifiedReceipt({ code, time: NOW }),
    });
    const changed = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(await receipts.verify(changed)).toEqual({ valid: false });
  });

  it("prints the person's Lugar de trabajo from the demo's own workplaces (Res. Ex. N° 38 art. 13.2–13.3)", async () => {
    const store = new DemoStore({ getCaller: () => null, persistence: null, channel: null, now: () => NOW });
    const { tenant, user } = receiptPeopleDocs('demo');
    const plant = buildWorkplace({
      id: 'wp-recoleta',
      tenantId: 'demo',
      name: 'Planta Recoleta',
      street: 'Av. Recoleta',
      number: '1450',
      unit: null,
      comuna: 'Recoleta',
    });
    await store.seedAll({
      tenants: [buildTenant(tenant)],
      users: [buildUserDoc({ ...user, workplaceId: 'wp-recoleta' })],
      workplaces: [buildWorkplace({ tenantId: 'demo' }), plant],
    });
    const receipts = new DemoReceipts({ store, now: () => NOW, delayMs: 0 });
    await punch(store, checkIn);
    await receipts.idle();
    const code = record(store)?.receipts?.checkIn?.code ?? '';
    expect(await receipts.verify(code)).toEqual({
      valid: true,
      receipt: buildVerifiedReceipt({
        code,
        time: NOW,
        workplaceName: 'Planta Recoleta',
        address: 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago',
      }),
    });
    receipts.stop();
  });

  it('signs each later punch once; its own write of the receipt triggers nothing more', async () => {
    const { store, receipts } = await demoWorld();
    const writes: string[] = [];
    store.onCommit((changes) => writes.push(...changes.map((change) => change.id)));
    await punch(store, checkIn);
    await receipts.idle();
    await punch(store, { lunchStartTime: SERVER_TIME, 'deviceTimes.lunchStart': NOW }, 'update');
    await receipts.idle();
    expect(Object.keys(record(store)?.receipts ?? {}).sort()).toEqual(['checkIn', 'lunchStart']);
    // Two punches and two receipt writes: nothing signed twice, no loop.
    expect(writes).toEqual([RECORD_ID, RECORD_ID, RECORD_ID, RECORD_ID]);
    // The demo sends no e-mail.
    saveServerOnly();
    expect(JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}').mail).toEqual({});
  });

  it('signs the open records already stored at start (the seed), and never a manager or seed record', async () => {
    const { store, receipts } = await demoWorld(0);
    const open: WithId<AttendanceRecord> = buildAttendance('2026-11-18', 0, { checkIn: '09:02' });
    const other = buildAttendance('2026-11-18', 1, { checkIn: '13:00' }, { source: 'admin' });
    await store.seedAll({
      ...{ tenants: [buildTenant()], users: [buildUserDoc()] },
      attendance: [open, other],
    });
    receipts.signPending();
    await receipts.idle();
    expect(store.privileged().get('attendance', open.id)?.receipts?.checkIn?.code).toMatch(/^[0-9A-Z-]{19}$/);
    expect(store.privileged().get('attendance', other.id)?.receipts).toBeUndefined();
  });

  it('keeps its own random key in localStorage, never in a document, and the next start reuses it', async () => {
    const { store, receipts } = await demoWorld();
    await punch(store, checkIn);
    await receipts.idle();
    const secret = localStorage.getItem(RECEIPT_KEY_STORAGE) ?? '';
    expect(decodeReceiptSecret(secret)).toHaveLength(32);
    saveServerOnly();
    const everything = JSON.stringify([
      store.privileged().all('attendance'),
      localStorage.getItem(SERVER_ONLY_KEY),
    ]);
    expect(everything).not.toContain(secret);
    const code = record(store)?.receipts?.checkIn?.code ?? '';
    receipts.stop();
    const restarted = new DemoReceipts({ store, now: () => NOW });
    expect(await restarted.verify(code)).toMatchObject({ valid: true });
    // Another key (another browser's demo) does not accept this browser's codes.
    const stranger = new DemoReceipts({ store, now: () => NOW, secret: btoa('x'.repeat(32)) });
    expect(await stranger.verify(code)).toEqual({ valid: false });
  });

  it(`answers resource-exhausted after ${VERIFICATIONS_PER_MINUTE} checks in a minute`, async () => {
    const { receipts } = await demoWorld();
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i += 1) {
      expect(await receipts.verify('ABCD-ABCD-ABCD-ABCD')).toEqual({ valid: false });
    }
    await expect(receipts.verify('ABCD-ABCD-ABCD-ABCD')).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
  });
});

describe('the demo signer of weekly signatures', () => {
  const signature = {
    tenantId: 'demo',
    userId: 'demo-empleado',
    week: '2026-11-09',
    seq: 1,
    status: 'signed',
    totals: {
      daysWorked: 5,
      ordinarySeconds: 2400,
      overtimeSeconds: 5,
      lateSeconds: 0,
      absences: 0,
      corrections: 1,
    },
    comment: null,
    signedAt: SERVER_TIME,
    code: null,
  };
  const ID = 'demo-empleado_2026-11-09_1';

  it('stamps a code over what was signed, once, that no longer holds when a total changes', async () => {
    const { store, receipts } = await demoWorld();
    await store
      .privileged()
      .commit([
        { kind: 'set', collection: 'weekSignatures', id: ID, data: prepareWrite(signature), merge: false },
      ]);
    expect(store.privileged().get('weekSignatures', ID)?.code).toBeNull();
    await receipts.idle();
    const signed = store.privileged().get('weekSignatures', ID);
    const code = signed?.code ?? '';
    expect(normalizeReceiptCode(code)).toBe(code);

    const { weekSignatureHolds, signWeekSignature } = await import('../../../server/receipts/week-signing');
    const { receiptKeyFromSecret } = await import('../../../server/receipts/receipt-key');
    const key = await receiptKeyFromSecret(localStorage.getItem(RECEIPT_KEY_STORAGE) ?? '');
    expect(await weekSignatureHolds({ ...signed }, key)).toBe(true);
    expect(
      await weekSignatureHolds({ ...signed, totals: { ...signature.totals, ordinarySeconds: 2460 } }, key),
    ).toBe(false);
    const { demoServerStore } = await import('./demo-server-store');
    expect(
      await signWeekSignature(ID, { store: demoServerStore(store.privileged()), key, now: () => new Date() }),
    ).toBeNull();
    expect(store.privileged().get('weekSignatures', ID)?.code).toBe(code);
  });
});
