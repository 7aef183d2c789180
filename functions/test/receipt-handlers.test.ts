/**
 * The receipt functions' handlers without the emulators: the Firestore trigger (deployed, it runs only in the
 * `--store firestore` run, receipts-callable.test.ts) on Firestore's own values, and the callable's edges — replay, rate limit, failures,
 * the caller's address.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ServerStore } from '../../src/server/admin/server-ports';
import { importReceiptKey } from '../../src/domain/attendance/receipt-code';
import { type ReceiptServiceDeps, VERIFICATIONS_PER_MINUTE } from '../../src/server/receipts/receipt-service';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { callerAddress, handleVerifyReceipt } from '../src/receipt-callable';
import { handleSignPunches } from '../src/receipt-trigger';

const CHECK_IN = new Date('2026-11-18T12:02:13.456Z');
const RECORD_ID = 'emp-1_2026-11-18_0';

async function receiptWorld(): Promise<
  ReceiptServiceDeps & { docs: ReturnType<typeof memoryAdminDeps>['docs'] }
> {
  const memory = memoryAdminDeps();
  await memory.store.set('tenants', 't1', { name: 'Panadería', timeZone: 'America/Santiago' });
  await memory.store.set('users', 'emp-1', { tenantId: 't1', displayName: 'Camila', email: 'c@t1.test' });
  return {
    store: memory.store,
    docs: memory.docs,
    key: await importReceiptKey(new Uint8Array(32).fill(7)),
    now: () => new Date('2026-11-18T12:02:14.000Z'),
    appUrl: 'http://localhost:5000',
    queueMail: true,
  };
}

/** The record as the trigger's event gives it: Firestore Timestamps, not Dates. */
const asStored = (data: Record<string, unknown>) => ({
  tenantId: 't1',
  userId: 'emp-1',
  date: Timestamp.fromDate(new Date('2026-11-18T03:00:00.000Z')),
  slotIndex: 0,
  checkInTime: Timestamp.fromDate(CHECK_IN),
  lunchStartTime: null,
  lunchEndTime: null,
  checkOutTime: null,
  source: 'web',
  ...data,
});

describe('signPunches, the trigger on attendance/{recordId}', () => {
  it('signs the punches of the written record', async () => {
    const deps = await receiptWorld();
    await deps.store.set('attendance', RECORD_ID, {
      ...asStored({}),
      date: new Date('2026-11-18T03:00:00.000Z'),
      checkInTime: CHECK_IN,
    });
    const signed = await handleSignPunches(RECORD_ID, asStored({}), async () => deps);
    expect(signed.map((s) => s.action)).toEqual(['checkIn']);
    expect((await deps.store.get('attendance', RECORD_ID))?.['receipts']).toEqual({
      checkIn: { code: signed[0]?.code, signedAt: new Date('2026-11-18T12:02:14.000Z') },
    });
    expect(deps.docs.get('mail')?.size).toBe(1);
  });

  it('ends without reading anything on a deletion, a manager record or its own receipt write', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const deps = async () => ({ ...(await receiptWorld()), store: untouchable });
    const signedAt = Timestamp.fromDate(CHECK_IN);
    for (const after of [
      undefined,
      asStored({ source: 'admin' }),
      asStored({ receipts: { checkIn: { code: 'AAAA-AAAA-AAAA-AAAA', signedAt } } }),
    ]) {
      expect(await handleSignPunches(RECORD_ID, after, deps)).toEqual([]);
    }
  });
});

describe('verifyReceipt, the callable', () => {
  afterEach(() => vi.restoreAllMocks());

  const request = (data: unknown, ip = '198.51.100.4') => ({ data, rawRequest: { headers: {}, ip } });

  async function failure(promise: Promise<unknown>): Promise<HttpsError> {
    const error: unknown = await promise.catch((e) => e);
    if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
    return error;
  }

  it(`answers ${VERIFICATIONS_PER_MINUTE} checks a minute per address, then resource-exhausted`, async () => {
    const deps = await receiptWorld();
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i += 1) {
      expect(await handleVerifyReceipt(request({ code: 'ABCD-ABCD-ABCD-ABCD' }), async () => deps)).toEqual({
        valid: false,
      });
    }
    const error = await failure(handleVerifyReceipt(request({ code: 'x' }), async () => deps));
    expect(error.code).toBe('resource-exhausted');
    // Another address is counted apart, and no counter names an address.
    expect(await handleVerifyReceipt(request({}, '198.51.100.5'), async () => deps)).toEqual({
      valid: false,
    });
    expect(JSON.stringify([...(deps.docs.get('rateLimits') ?? [])])).not.toContain('198.51.100');
  });

  it('refuses a replayed App Check token before counting or reading anything', async () => {
    const deps = vi.fn(receiptWorld);
    const error = await failure(
      handleVerifyReceipt(
        { ...request({ code: 'x' }), app: { appId: 'a', token: {} as never, alreadyConsumed: true } },
        deps,
      ),
    );
    expect(error.code).toBe('unauthenticated');
    expect(deps).not.toHaveBeenCalled();
  });

  it('logs an unexpected failure and sends a bare internal error', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cause = new Error('secret-host unreachable');
    const error = await failure(handleVerifyReceipt(request({ code: 'x' }), () => Promise.reject(cause)));
    expect(error.code).toBe('internal');
    expect(JSON.stringify(error.toJSON())).not.toContain('secret-host');
    expect(logged).toHaveBeenCalledWith('verifyReceipt failed', cause);
  });

  it("counts the address Google's front end appended, not one the client wrote before it", () => {
    expect(callerAddress({ headers: { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }, ip: '::1' })).toBe(
      '203.0.113.9',
    );
    expect(callerAddress({ headers: { 'x-forwarded-for': ['1.1.1.1', '203.0.113.9 '] } })).toBe(
      '203.0.113.9',
    );
    expect(callerAddress({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
    expect(callerAddress({ headers: { 'x-forwarded-for': ' ' } })).toBe('unknown');
  });
});
