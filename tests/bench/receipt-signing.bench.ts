// @vitest-environment node
// The receipt service in one process (what a warm signPunches or verifyReceipt instance spends besides its
// Firestore round trips): signing one punch — read, HMAC code and seal, e-mail text, writes — on the in-memory
// ServerStore, and verifying its code. docs/performance.md, "Signing punches".
import { bench, describe } from 'vitest';

import { importReceiptKey } from '../../src/domain/attendance/receipt-code';
import {
  signAttendance,
  verifyReceipt,
  type ReceiptServiceDeps,
} from '../../src/server/receipts/receipt-service';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';

const memory = memoryAdminDeps();
const deps: ReceiptServiceDeps = {
  store: memory.store,
  key: await importReceiptKey(new Uint8Array(32).fill(9)),
  now: () => new Date('2026-11-18T12:02:14.000Z'),
  appUrl: 'https://asiste.example.cl',
  queueMail: true,
};
await memory.store.set('tenants', 't1', {
  name: 'Panadería',
  legalName: 'Panadería SpA',
  timeZone: 'America/Santiago',
});
await memory.store.set('users', 'emp-1', {
  tenantId: 't1',
  displayName: 'Camila',
  email: 'c@t1.test',
  rut: '1-9',
});

let punch = 0;
let code = '';

describe('receipt service', () => {
  bench('sign one punch (new record each time)', async () => {
    punch += 1;
    const id = `emp-1_2026-11-18_${punch}`;
    await memory.store.set('attendance', id, {
      tenantId: 't1',
      userId: 'emp-1',
      date: new Date('2026-11-18T03:00:00.000Z'),
      slotIndex: punch,
      checkInTime: new Date(Date.UTC(2026, 10, 18, 12, 0, 0, punch)),
      source: 'web',
    });
    const [signed] = await signAttendance(id, deps);
    code = signed?.code ?? '';
  });

  bench('verify a code', async () => {
    const answer = await verifyReceipt(code, deps);
    if (!answer.valid) throw new Error('the last signed code did not verify');
  });
});
