import { buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { DraftLine } from '../../domain/payroll/payroll-draft';
import { demoServerStore } from '../demo/demo-server-store';
import { payrollRunId } from '../ports/payroll-write';
import { closePayrollRun, createPayrollRun, updatePayrollDraft } from './payroll-writes';
import { issueRunPayslips } from './payslip-issue';

const ADMIN = 'admin-1';
const caller = () => ({ uid: ADMIN, claims: { role: 'admin', tenantId: TEST_TENANT } });
const actor = { uid: ADMIN, tenantId: TEST_TENANT };
const PERIOD = '2026-10';
const { params, employer } = payrollParametersFor(PERIOD);

function line(userId: string): DraftLine {
  return {
    userId,
    input: {
      baseSalary: 900_000,
      weeklyHours: 42,
      contract: 'indefinido',
      afp: 'habitat',
      health: { kind: 'fonasa' },
      overtimeMinutes: 240,
      unpaidAbsenceDays: 0,
      lateMinutes: 0,
      nonTaxableAllowances: 70_000,
    },
    basis: {
      workedDays: 21,
      overtimeMinutes: 240,
      unpaidAbsenceDays: 0,
      lateMinutes: 0,
      recordedLateMinutes: 0,
      sickLeaveDays: 0,
    },
    extras: [],
  };
}

async function storeWith(closedThrough: string | null) {
  return seededStore(
    {
      tenants: [buildTenant({ closedThrough })],
      users: [buildUserDoc({ id: ADMIN, role: 'admin' })],
    },
    caller,
  );
}

describe('payroll writes', () => {
  it('creates, recalculates and edits a draft, each with its audit entry', async () => {
    const store = await storeWith(null);
    const id = await createPayrollRun(
      store,
      actor,
      PERIOD,
      { params, employer, lines: [line('p1')] },
      'Borrador',
    );
    expect(id).toBe(payrollRunId(TEST_TENANT, PERIOD));
    const extras = [{ kind: 'bono' as const, amount: 10_000, reason: 'Meta' }];
    await updatePayrollDraft(
      store,
      actor,
      id,
      { lines: [{ ...line('p1'), extras }] },
      { action: 'payroll.update', details: 'Bono' },
    );
    const db = store.privileged();
    expect(db.all('payroll')).toEqual([
      expect.objectContaining({ id, status: 'borrador', periodEnd: '2026-10-31', updatedBy: ADMIN }),
    ]);
    expect(db.all('payroll')[0]?.lines[0]?.extras).toEqual(extras);
    expect(
      db
        .all('logs')
        .map((log) => log.action)
        .sort(),
    ).toEqual(['payroll.create', 'payroll.update']);
  });

  it('refuses to close a month whose attendance is open, and writes nothing', async () => {
    const store = await storeWith('2026-09-30');
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p1')] }, 'x');
    const run = { id, period: PERIOD, periodEnd: '2026-10-31' };
    await expect(closePayrollRun(store, actor, run, 'x')).rejects.toThrow();
    const db = store.privileged();
    expect(db.all('payslips')).toHaveLength(0);
    expect(db.all('payroll')[0]?.status).toBe('borrador');
  });

  it('closes the run, which then refuses every edit; the client writes no payslip', async () => {
    const store = await storeWith('2026-10-31');
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p0')] }, 'x');
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' }, 'x');
    await expect(
      updatePayrollDraft(store, actor, id, { lines: [] }, { action: 'payroll.update', details: 'x' }),
    ).rejects.toThrow();
    const db = store.privileged();
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', closedBy: ADMIN });
    expect(db.all('payslips')).toHaveLength(0);
    expect(db.all('logs').filter((log) => log.action === 'payroll.close')).toHaveLength(1);
  });

  it('the server issues each member’s payslip from the closed run, once (security review M2)', async () => {
    const store = await storeWith('2026-10-31');
    const drafts = Array.from({ length: 120 }, (_, i) => line(`p${i}`));
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: drafts }, 'x');
    const server = { store: demoServerStore(store.privileged()) };
    // A draft has no payslips to issue.
    expect(await issueRunPayslips(id, server)).toBe(0);
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' }, 'x');
    expect(await issueRunPayslips(id, server)).toBe(120);
    const db = store.privileged();
    const closedAt = db.all('payroll')[0]?.closedAt;
    expect(db.all('payslips')).toHaveLength(120);
    expect(db.all('payslips').find((payslip) => payslip.userId === 'p0')).toMatchObject({
      id: `${id}_p0`,
      tenantId: TEST_TENANT,
      runId: id,
      period: PERIOD,
      periodEnd: '2026-10-31',
      payslip: { netPay: 1_002_277 },
      closedBy: ADMIN,
      closedAt,
    });
    // A retried event writes nothing twice.
    expect(await issueRunPayslips(id, server)).toBe(0);
    expect(await issueRunPayslips('no-such-run', server)).toBe(0);
  });
});
