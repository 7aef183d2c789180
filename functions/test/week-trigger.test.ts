/**
 * The weekly signature's trigger, `signWeek`: its handler on the in-memory server store (the signer itself is
 * tested through the demo's, src/data/demo/demo-receipts.test.ts).
 */
import { describe, expect, it } from 'vitest';

import type { ServerStore } from '../../src/data/admin/server-ports';
import { importReceiptKey, normalizeReceiptCode } from '../../src/domain/attendance/receipt-code';
import { weekSignatureHolds } from '../../src/data/receipts/week-signing';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handleWeekSigned } from '../src/week-trigger';

const NOW = new Date('2026-11-16T12:00:00.000Z');

describe('signWeek, the trigger on weekSignatures/{signatureId}', () => {
  it('stores the code over what was signed, once however often retried', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    const key = await importReceiptKey(new Uint8Array(32).fill(7));
    const signature = {
      tenantId: 't1',
      userId: 'emp-1',
      week: '2026-11-09',
      seq: 1,
      status: 'signed',
      totals: {
        daysWorked: 5,
        ordinaryMinutes: 2400,
        overtimeMinutes: 0,
        lateMinutes: 12,
        absences: 0,
        corrections: 0,
      },
      comment: null,
      signedAt: NOW,
      code: null,
    };
    await memory.store.set('weekSignatures', 'emp-1_2026-11-09_1', signature);
    const deps = async () => ({ store: memory.store, key });
    const code = await handleWeekSigned('emp-1_2026-11-09_1', true, deps);
    expect(code).not.toBeNull();
    expect(normalizeReceiptCode(code ?? '')).toBe(code);
    expect(await handleWeekSigned('emp-1_2026-11-09_1', true, deps)).toBeNull();
    const stored = await memory.store.get('weekSignatures', 'emp-1_2026-11-09_1');
    expect(stored?.code).toBe(code);
    expect(await weekSignatureHolds(stored ?? {}, key)).toBe(true);
  });

  it('ends without reading anything when the event carries no document', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const key = await importReceiptKey(new Uint8Array(32));
    expect(await handleWeekSigned('x', false, async () => ({ store: untouchable, key }))).toBeNull();
  });
});
