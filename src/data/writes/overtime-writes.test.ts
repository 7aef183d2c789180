import { buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { agreementOn } from '../../domain/attendance/overtime';
import {
  decideOvertime,
  DECISIONS_PER_BATCH,
  recordAgreement,
  voidAgreement,
  type OvertimeDecisionInput,
} from './overtime-writes';

const ADMIN = 'admin-1';
const caller = () => ({ uid: ADMIN, claims: { role: 'admin', tenantId: TEST_TENANT } });

describe('decideOvertime', () => {
  it('writes each day’s decision in batches the policy accepts; the server logs each as the manager', async () => {
    const people = Array.from({ length: 2 }, (_, i) =>
      buildUserDoc({ id: `p${i}`, displayName: `Persona ${i}` }),
    );
    const store = await seededStore(
      { tenants: [buildTenant()], users: [buildUserDoc({ id: ADMIN, role: 'admin' }), ...people] },
      caller,
    );
    const triggers = startServerTriggers(store);
    const batches = vi.spyOn(store, 'batch');
    const days = Array.from({ length: DECISIONS_PER_BATCH + 50 }, (_, i): OvertimeDecisionInput => ({
      userId: `p${i}`,
      day: '2026-11-17',
      status: i % 2 === 0 ? 'approved' : 'rejected',
      computedSeconds: 45 * 60,
      seconds: i % 2 === 0 ? 30 * 60 : 0,
      note: null,
    }));
    await decideOvertime(store, { uid: ADMIN, tenantId: TEST_TENANT }, days);
    await triggers.idle();
    triggers.stop();

    expect(batches).toHaveBeenCalledTimes(2);
    const db = store.privileged();
    expect(db.all('overtimeDecisions')).toHaveLength(days.length);
    expect(db.all('overtimeDecisions').find((d) => d.id === 'p0_2026-11-17')).toMatchObject({
      status: 'approved',
      seconds: 30 * 60,
      decidedBy: ADMIN,
    });
    const logs = db.all('logs');
    expect(logs).toHaveLength(days.length);
    expect(logs.find((log) => log.target === 'p1_2026-11-17')).toMatchObject({
      actorId: ADMIN,
      action: 'overtime.reject',
      details: 'Persona 1, 17-11-2026: rechazada (45 min)',
    });
  });
});

describe('voidAgreement', () => {
  it('keeps the agreement, voided once with its reason, covering no day, each act logged by the server', async () => {
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        users: [
          buildUserDoc({ id: ADMIN, role: 'admin' }),
          buildUserDoc({ id: 'p1', displayName: 'Persona 1' }),
        ],
      },
      caller,
    );
    const triggers = startServerTriggers(store);
    const actor = { uid: ADMIN, tenantId: TEST_TENANT };
    const input = { userId: 'p1', from: '2026-11-01', to: '2026-12-31', note: null };
    const id = await recordAgreement(store, actor, input);
    const db = store.privileged();
    expect(agreementOn(db.all('overtimeAgreements'), 'p1', '2026-11-20')).not.toBeNull();

    await voidAgreement(store, actor, id, 'Era de otra persona');
    await triggers.idle();
    const stored = db.get('overtimeAgreements', id);
    expect(stored).toMatchObject({ ...input, voidedBy: ADMIN, voidReason: 'Era de otra persona' });
    expect(stored?.voidedAt).toBeInstanceOf(Date);
    expect(agreementOn(db.all('overtimeAgreements'), 'p1', '2026-11-20')).toBeNull();
    expect(db.all('logs')).toHaveLength(2);
    expect(db.all('logs').map((log) => [log.action, log.details])).toEqual(
      expect.arrayContaining([
        ['overtime.agreement', 'Persona 1: del 01-11-2026 al 31-12-2026'],
        ['overtime.agreement-void', expect.stringMatching(/Motivo: Era de otra persona$/)],
      ]),
    );
    // Once: a second void is refused by the policy, and nothing is deleted by any path.
    await expect(voidAgreement(store, actor, id, 'Otra vez')).rejects.toThrow();
    await expect(
      (async () => {
        const batch = store.batch();
        batch.delete('overtimeAgreements', id);
        await batch.commit();
      })(),
    ).rejects.toThrow();
    expect(db.get('overtimeAgreements', id)).toMatchObject({ voidReason: 'Era de otra persona' });
    await triggers.idle();
    expect(db.all('logs')).toHaveLength(2);
    triggers.stop();
  });
});
