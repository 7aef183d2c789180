/**
 * The weekly signature's trigger, `signWeek`: its handler on the in-memory server store (the signer itself is
 * tested through the demo's, src/data/adapters/demo/demo-receipts.test.ts).
 */
import { describe, expect, it } from 'vitest';

import type { ServerStore } from '../../src/server/admin/server-ports';
import { attendanceMonthId } from '../../src/domain/attendance/attendance-months';
import { importReceiptKey, normalizeReceiptCode } from '../../src/domain/attendance/receipt-code';
import { weekSignatureHolds } from '../../src/server/receipts/week-signing';
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
        ordinarySeconds: 144_000,
        overtimeSeconds: 0,
        lateSeconds: 725,
        absences: 0,
        corrections: 0,
      },
      comment: null,
      signedAt: NOW,
      code: null,
    };
    await memory.store.set('weekSignatures', 'emp-1_2026-11-09_1', signature);
    const deps = async () => ({ store: memory.store, key, now: () => NOW });
    const code = await handleWeekSigned('emp-1_2026-11-09_1', true, deps);
    expect(code).not.toBeNull();
    expect(normalizeReceiptCode(code ?? '')).toBe(code);
    expect(await handleWeekSigned('emp-1_2026-11-09_1', true, deps)).toBeNull();
    const stored = await memory.store.get('weekSignatures', 'emp-1_2026-11-09_1');
    expect(stored?.code).toBe(code);
    expect(await weekSignatureHolds(stored ?? {}, key)).toBe(true);
  });

  it('stores beside a forged claim the totals the records give (security review M3)', async () => {
    const memory = memoryAdminDeps({ now: NOW });
    const key = await importReceiptKey(new Uint8Array(32).fill(7));
    await memory.store.set('tenants', 't1', { tenantId: 't1', timeZone: 'America/Santiago' });
    // Monday 9 November 2026 in Santiago (UTC−3): a 09:00–17:00 slot, punched 09:00 to 17:00.
    const monday = new Date('2026-11-09T03:00:00.000Z');
    const schedule = {
      tenantId: 't1',
      userId: 'emp-1',
      date: monday,
      timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
      shiftId: null,
      lunchMinutes: 0,
    };
    const record = {
      tenantId: 't1',
      userId: 'emp-1',
      date: monday,
      slotIndex: 0,
      checkInTime: new Date('2026-11-09T12:00:00.000Z'),
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: new Date('2026-11-09T20:00:00.000Z'),
    };
    await memory.store.set('attendanceMonths', attendanceMonthId('t1', '2026-11', 'emp-1'), {
      tenantId: 't1',
      userId: 'emp-1',
      month: '2026-11',
      schedulesConfig: { 'emp-1_2026-11-09': schedule },
      attendance: { 'emp-1_2026-11-09_0': record },
      corrections: {},
    });
    const claim = {
      daysWorked: 7,
      ordinarySeconds: 0,
      overtimeSeconds: 604_800,
      lateSeconds: 0,
      absences: 0,
      corrections: 0,
    };
    await memory.store.set('weekSignatures', 'emp-1_2026-11-09_1', {
      tenantId: 't1',
      userId: 'emp-1',
      week: '2026-11-09',
      seq: 1,
      status: 'signed',
      totals: claim,
      comment: null,
      signedAt: NOW,
      code: null,
    });
    await handleWeekSigned('emp-1_2026-11-09_1', true, async () => ({
      store: memory.store,
      key,
      now: () => NOW,
    }));
    const stored = await memory.store.get('weekSignatures', 'emp-1_2026-11-09_1');
    expect(stored?.totals).toEqual(claim);
    expect(stored?.recordedTotals).toEqual({
      daysWorked: 1,
      ordinarySeconds: 28_800,
      overtimeSeconds: 0,
      lateSeconds: 0,
      absences: 0,
      corrections: 0,
    });
    expect(await weekSignatureHolds(stored ?? {}, key)).toBe(true);
  });

  it('ends without reading anything when the event carries no document', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const key = await importReceiptKey(new Uint8Array(32));
    expect(
      await handleWeekSigned('x', false, async () => ({ store: untouchable, key, now: () => NOW })),
    ).toBeNull();
  });
});
