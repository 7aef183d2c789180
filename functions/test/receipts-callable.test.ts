/**
 * Receipts on the Functions emulator: a punch signed with the functions' key (RECEIPT_SIGNING_KEY, set by
 * scripts/test-functions.mjs) is checked through the browser's adapter (src/data/adapters/firebase/firebase-receipts.ts)
 * and the public `verifyReceipt` callable, with no one signed in. With the Firestore emulator
 * (`--store firestore`), the `signPunches` trigger itself signs a record written to Firestore.
 */
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { receiptCallable } from '../../src/data/adapters/firebase/firebase-callables';
import { FirebaseReceipts } from '../../src/data/adapters/firebase/firebase-receipts';
import { receiptKeyFromSecret } from '../../src/server/receipts/receipt-key';
import {
  signAttendance,
  VERIFICATIONS_PER_MINUTE,
  type ReceiptServiceDeps,
} from '../../src/server/receipts/receipt-service';
import { receiptId } from '../../src/domain/attendance/receipt-code';
import { buildVerifiedReceipt, receiptPeopleDocs, webPunchDoc } from '../../src/testing/fake-receipts';
import { emulatorAddress, PROJECT_ID, serverSide, uniqueName } from './emulator-harness';

const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, uniqueName('receipts'));
const { store, clear } = serverSide(adminApp);
const clientApp = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, uniqueName('verify'));
const verifier = () =>
  new FirebaseReceipts(async () => receiptCallable(clientApp, emulatorAddress('functions')));

afterAll(async () => {
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

const CHECK_IN = new Date('2026-11-18T12:02:13.456Z');
const RECORD_ID = 'emp-1_2026-11-18_0';

async function serviceDeps(): Promise<ReceiptServiceDeps> {
  const secret = process.env['RECEIPT_SIGNING_KEY'];
  if (!secret) throw new Error('RECEIPT_SIGNING_KEY is not set (scripts/test-functions.mjs sets it)');
  return {
    store,
    key: await receiptKeyFromSecret(secret),
    now: () => new Date(),
    appUrl: 'http://localhost:5000',
    queueMail: true,
  };
}

async function seedPeople(): Promise<void> {
  const { tenant, user } = receiptPeopleDocs('t1');
  await store.set('tenants', 't1', tenant);
  await store.set('users', 'emp-1', user);
}

async function signedCode(): Promise<string> {
  await seedPeople();
  await store.set('attendance', RECORD_ID, webPunchDoc(CHECK_IN));
  const [signed] = await signAttendance(RECORD_ID, await serviceDeps());
  if (!signed) throw new Error('nothing signed');
  return signed.code;
}

/**
 * The rate limit counts by the minute: the burst below (21 calls, under a second here; 3 s on a loaded
 * machine) starts where it cannot straddle two minutes, waiting at most 6 s.
 */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getSeconds();
  if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1_000));
}

beforeEach(() => clear());

describe('verifyReceipt on the Functions emulator', () => {
  it('verifies a code signed with the server key, answering only what the receipt prints', async () => {
    const code = await signedCode();
    expect(await verifier().verify(code.toLowerCase())).toEqual({
      valid: true,
      receipt: buildVerifiedReceipt({ code, time: CHECK_IN }),
    });
  });

  it('refuses a code with one character changed, and a stored receipt that was altered', async () => {
    const code = await signedCode();
    const port = verifier();
    const changed = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(await port.verify(changed)).toEqual({ valid: false });
    await store.update('receipts', receiptId(code), { time: new Date(CHECK_IN.getTime() + 60_000) });
    expect(await port.verify(code)).toEqual({ valid: false });
  });

  it(`answers resource-exhausted past ${VERIFICATIONS_PER_MINUTE} checks a minute from one address`, async () => {
    await awayFromMinuteEnd();
    const port = verifier();
    const unknown = 'ABCD-EFGH-JKMN-PQRS';
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i += 1)
      expect(await port.verify(unknown)).toEqual({ valid: false });
    await expect(port.verify(unknown)).rejects.toMatchObject({
      name: 'DataError',
      code: 'resource-exhausted',
    });
  }, 60_000);

  // Only on the Firestore emulator (`npm run test:emulators`, which prints its one SKIPPED line where it cannot
  // run): registered there alone, so `npm test` counts no skipped test.
  if (process.env['FIRESTORE_EMULATOR_HOST'] !== undefined)
    it('signs a record written to Firestore through the signPunches trigger', async () => {
      await seedPeople();
      await store.set('attendance', RECORD_ID, webPunchDoc(CHECK_IN));
      let receipts: unknown;
      for (let attempt = 0; attempt < 100 && receipts === undefined; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        receipts = (await store.get('attendance', RECORD_ID))?.['receipts'];
      }
      const code = (receipts as { checkIn?: { code?: string } } | undefined)?.checkIn?.code ?? '';
      expect(await verifier().verify(code)).toMatchObject({ valid: true, receipt: { action: 'checkIn' } });
    }, 60_000);
});
