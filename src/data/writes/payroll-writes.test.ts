import { buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { SYSTEM_ACTOR } from './audit';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { DraftLine } from '../../domain/payroll/payroll-draft';
import { demoServerStore } from '../adapters/demo/demo-server-store';
import { payrollRunId } from '../policy/payroll-write';
import { SERVER_TIME } from '../ports/document-store';
import {
  closePayrollRun,
  createPayrollRun,
  excludeFromPayrollRun,
  updatePayrollDraft,
} from './payroll-writes';
import { issueRunPayslips } from '../../server/payroll/payslip-issue';

const ADMIN = 'admin-1';
const caller = () => ({ uid: ADMIN, claims: { role: 'admin', tenantId: TEST_TENANT } });
const actor = { uid: ADMIN, tenantId: TEST_TENANT };
const PERIOD = '2026-10';
const NOW = new Date('2026-11-18T13:00:00Z');
/** The server's clock, a second later at every read: each write has its own server time, as in Firestore. */
const ticking = () => {
  let at = NOW.getTime();
  return () => new Date((at += 1000));
};
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
      overtimeSeconds: 240 * 60,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      nonTaxableAllowances: 70_000,
    },
    basis: {
      workedDays: 21,
      overtimeSeconds: 240 * 60,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      recordedLateSeconds: 0,
      sickLeaveDays: 0,
    },
    extras: [],
  };
}

async function storeWith(closedThrough: string | null) {
  return seededStore(
    {
      tenants: [buildTenant({ closedThrough })],
      users: [
        buildUserDoc({ id: ADMIN, role: 'admin' }),
        buildUserDoc({ id: 'p1', displayName: 'Camila Rojas' }),
      ],
    },
    caller,
    ticking(),
  );
}

describe('payroll writes', () => {
  it('creates, recalculates, edits and deletes a draft, each logged by the server from the run (M6)', async () => {
    const store = await storeWith(null);
    const triggers = startServerTriggers(store, () => NOW);
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p1')] });
    expect(id).toBe(payrollRunId(TEST_TENANT, PERIOD));
    const bono = { kind: 'bono' as const, amount: 10_000, reason: 'Meta' };
    const anticipo = { kind: 'anticipo' as const, amount: 50_000, reason: 'Pedido el 10' };
    await updatePayrollDraft(store, actor, id, { lines: [{ ...line('p1'), extras: [bono, anticipo] }] });
    await updatePayrollDraft(store, actor, id, { lines: [{ ...line('p1'), extras: [anticipo] }] });
    await updatePayrollDraft(store, actor, id, { params: { ...params, uf: 41_100 }, employer });
    // Recalcular: the lines from the attendance, the one-off lines kept; also when nothing changed.
    const recalculated = {
      ...line('p1'),
      basis: { ...line('p1').basis, workedDays: 20 },
      extras: [anticipo],
    };
    await updatePayrollDraft(store, actor, id, { lines: [recalculated, line('p2')] });
    await updatePayrollDraft(store, actor, id, { lines: [recalculated, line('p2')] });
    const db = store.privileged();
    expect(db.all('payroll')).toEqual([
      expect.objectContaining({ id, status: 'borrador', periodEnd: '2026-10-31', updatedBy: ADMIN }),
    ]);
    await store.delete('payroll', id);
    await triggers.idle();
    triggers.stop();
    const logs = db.all('logs').sort((a, b) => a.id.localeCompare(b.id));
    expect(logs.map((log) => [log.actorId, log.action, log.details])).toEqual([
      [ADMIN, 'payroll.create', 'Borrador de Octubre 2026 con 1 persona.'],
      [
        ADMIN,
        'payroll.update',
        'Octubre 2026: Bono (imponible) de $10.000 para Camila Rojas: Meta; Anticipo de $50.000 para Camila Rojas: Pedido el 10',
      ],
      [ADMIN, 'payroll.update', 'Octubre 2026: Quitado bono (imponible) de $10.000 de Camila Rojas: Meta'],
      [ADMIN, 'payroll.update', 'Octubre 2026, parámetros: UF ($): 41.057,2 → 41.100.'],
      [ADMIN, 'payroll.recalculate', 'Octubre 2026 recalculado desde la asistencia: 2 personas.'],
      [ADMIN, 'payroll.recalculate', 'Octubre 2026 recalculado desde la asistencia: 2 personas.'],
      [SYSTEM_ACTOR, 'payroll.delete', 'Borrador de Octubre 2026 eliminado (2 personas).'],
    ]);
  });

  it('refuses to close a month whose attendance is open, and writes nothing', async () => {
    const store = await storeWith('2026-09-30');
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p1')] });
    const run = { id, period: PERIOD, periodEnd: '2026-10-31' };
    await expect(closePayrollRun(store, actor, run)).rejects.toThrow();
    const db = store.privileged();
    expect(db.all('payslips')).toHaveLength(0);
    expect(db.all('payroll')[0]?.status).toBe('borrador');
  });

  it('closes the run, which then refuses every edit; the client writes no payslip', async () => {
    const store = await storeWith('2026-10-31');
    const triggers = startServerTriggers(store, () => NOW);
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p0')] });
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' });
    await expect(updatePayrollDraft(store, actor, id, { lines: [] })).rejects.toThrow();
    await triggers.idle();
    triggers.stop();
    const db = store.privileged();
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', closedBy: ADMIN });
    expect(db.all('logs').filter((log) => log.action === 'payroll.close')).toEqual([
      expect.objectContaining({
        actorId: ADMIN,
        target: id,
        details: 'Octubre 2026 cerrado: 1 liquidación, líquido total $1.002.277.',
      }),
    ]);
  });

  it('the server issues each member’s payslip from the closed run, once (security review M2)', async () => {
    const store = await storeWith('2026-10-31');
    const drafts = Array.from({ length: 120 }, (_, i) => line(`p${i}`));
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: drafts });
    const server = { store: demoServerStore(store.privileged()) };
    // A draft has no payslips to issue.
    expect(await issueRunPayslips(id, server)).toBe(0);
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' });
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

  it('excludes a person of the month with a reason, signed by the caller now, one per write, each logged by the server', async () => {
    const store = await storeWith('2026-10-31');
    const triggers = startServerTriggers(store, () => NOW);
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p1')] });
    await excludeFromPayrollRun(store, actor, id, 'p2', '  Se paga por honorarios este mes  ');
    await excludeFromPayrollRun(store, actor, id, 'p3', 'Licencia todo el mes, sin ficha previsional');
    // Recalcular rewrites the lines and keeps the exclusions.
    await updatePayrollDraft(store, actor, id, { lines: [line('p1')] });
    const db = store.privileged();
    const exclusions = db.all('payroll')[0]?.exclusions;
    expect(exclusions).toEqual({
      p2: { reason: 'Se paga por honorarios este mes', by: ADMIN, at: expect.any(Date) },
      p3: { reason: 'Licencia todo el mes, sin ficha previsional', by: ADMIN, at: expect.any(Date) },
    });
    // The client refuses a reason out of 5–300 characters before sending it, in Spanish.
    await expect(excludeFromPayrollRun(store, actor, id, 'p4', ' abc ')).rejects.toThrow(
      'Escribe el motivo de la exclusión en 5 a 300 caracteres.',
    );
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' });
    expect(db.all('payroll')[0]).toMatchObject({ status: 'cerrado', exclusions });
    await triggers.idle();
    triggers.stop();
    const logs = db
      .all('logs')
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((log) => [log.action, log.details]);
    expect(logs).toEqual([
      ['payroll.create', 'Borrador de Octubre 2026 con 1 persona.'],
      ['payroll.update', 'Octubre 2026: p2 excluido de esta remuneración: Se paga por honorarios este mes.'],
      [
        'payroll.update',
        'Octubre 2026: p3 excluido de esta remuneración: Licencia todo el mes, sin ficha previsional.',
      ],
      ['payroll.recalculate', 'Octubre 2026 recalculado desde la asistencia: 1 persona.'],
      [
        'payroll.close',
        expect.stringMatching(
          /^Octubre 2026 cerrado: 1 liquidación, líquido total \$[\d.]+\. Fuera de esta remuneración: 2 personas\.$/,
        ),
      ],
    ]);
  });

  it('refuses a forged exclusion: another signer, a past time, a short or long reason, an extra field, two at once, a copy, or on a closed run', async () => {
    const store = await storeWith('2026-10-31');
    const id = await createPayrollRun(store, actor, PERIOD, { params, employer, lines: [line('p1')] });
    await excludeFromPayrollRun(store, actor, id, 'p2', 'Se paga por honorarios este mes');
    const db = store.privileged();
    const stored = db.all('payroll')[0]?.exclusions?.p2;
    const valid = { reason: 'Trabaja en otra razón social', by: ADMIN, at: SERVER_TIME };
    const write = (exclusions: Record<string, unknown>) =>
      store.set(
        'payroll',
        id,
        { exclusions, updatedBy: ADMIN, updatedAt: SERVER_TIME } as Parameters<
          typeof store.set<'payroll'>
        >[2],
        { merge: true },
      );
    for (const forged of [
      { p3: { ...valid, by: 'otro-admin' } },
      { p3: { ...valid, at: new Date('2026-11-01T12:00:00Z') } },
      { p3: { ...valid, reason: 'abc' } },
      { p3: { ...valid, reason: '     abc     ' } },
      { p3: { ...valid, reason: 'x'.repeat(301) } },
      { p3: { ...valid, approved: true } },
      { p3: 'Trabaja en otra razón social' },
      { p3: valid, p4: { ...valid, reason: 'Otra persona, otro motivo' } },
      // p2's exclusion, signed at another time, copied to p3.
      { p3: stored },
      // p2's exclusion re-signed by someone else.
      { p2: { ...valid, by: 'otro-admin' } },
    ])
      await expect(write(forged)).rejects.toMatchObject({ code: 'permission-denied' });
    // The control: the same write, well formed, is accepted.
    await write({ p3: valid });
    expect(Object.keys(db.all('payroll')[0]?.exclusions ?? {}).sort()).toEqual(['p2', 'p3']);
    await closePayrollRun(store, actor, { id, period: PERIOD, periodEnd: '2026-10-31' });
    await expect(write({ p4: valid })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
