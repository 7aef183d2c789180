/**
 * The payslips' trigger, `issuePayslips`: its handler on the in-memory server store (the service itself is
 * tested in src/data/writes/payroll-writes.test.ts), and — only on the Firestore emulator
 * (`npm run test:emulators`, `--store firestore`) — the deployed trigger issuing the payslips of a run written
 * closed to Firestore. Registered there alone, so `npm test` counts no skipped test.
 */
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';

import type { ServerDoc, ServerStore } from '../../src/server/admin/server-ports';
import { payrollRunId } from '../../src/data/policy/payroll-write';
import { buildPayrollLine, buildPayrollRun, TEST_TENANT } from '../../src/testing/data-builders';
import { memoryAdminDeps } from '../../src/testing/memory-admin-deps';
import { handlePayrollRunWritten } from '../src/payslip-trigger';
import { PROJECT_ID, serverSide, uniqueName } from './emulator-harness';

const CLOSED_AT = new Date('2026-11-03T15:00:00.000Z');
const RUN_ID = payrollRunId(TEST_TENANT, '2026-10');

function run(status: 'borrador' | 'cerrado'): ServerDoc {
  const { id: _id, ...doc } = buildPayrollRun('2026-10', {
    status,
    lines: [buildPayrollLine('emp-1'), buildPayrollLine('emp-2')],
    closedBy: status === 'cerrado' ? 'admin-1' : null,
    closedAt: status === 'cerrado' ? CLOSED_AT : null,
  });
  return doc;
}

describe('issuePayslips, the trigger on payroll/{runId}', () => {
  it('issues each member’s payslip of a run written closed, once however often the event is retried', async () => {
    const memory = memoryAdminDeps({ now: CLOSED_AT });
    await memory.store.set('payroll', RUN_ID, run('cerrado'));
    const deps = async () => ({ store: memory.store });
    expect(await handlePayrollRunWritten(RUN_ID, run('cerrado'), deps)).toBe(2);
    expect(await handlePayrollRunWritten(RUN_ID, run('cerrado'), deps)).toBe(0);
    expect(await memory.store.get('payslips', `${RUN_ID}_emp-2`)).toMatchObject({
      runId: RUN_ID,
      userId: 'emp-2',
      closedBy: 'admin-1',
      closedAt: CLOSED_AT,
      payslip: { netPay: expect.any(Number) },
    });
  });

  it('ends without reading anything for a draft or a deleted run', async () => {
    const untouchable: ServerStore = new Proxy({} as ServerStore, {
      get: () => () => Promise.reject(new Error('the store was used')),
    });
    const deps = async () => ({ store: untouchable });
    expect(await handlePayrollRunWritten(RUN_ID, run('borrador'), deps)).toBe(0);
    expect(await handlePayrollRunWritten(RUN_ID, undefined, deps)).toBe(0);
  });

  if (process.env['FIRESTORE_EMULATOR_HOST'] !== undefined) {
    const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, uniqueName('payslips'));
    afterAll(() => deleteAdminApp(adminApp));

    it('issues the payslips of a run written closed to Firestore through the deployed trigger', async () => {
      const { store, clear } = serverSide(adminApp);
      await clear();
      await store.set('payroll', RUN_ID, run('cerrado'));
      let payslips: { id: string; data: ServerDoc }[] = [];
      for (let attempt = 0; attempt < 100 && payslips.length < 2; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        payslips = await store.where('payslips', { runId: RUN_ID });
      }
      expect(payslips.map(({ id }) => id).sort()).toEqual([`${RUN_ID}_emp-1`, `${RUN_ID}_emp-2`]);
    }, 60_000);
  }
});
