import { buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
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
  it('writes each day’s decision with its audit entry, in batches the policy accepts', async () => {
    const store = await seededStore(
      { tenants: [buildTenant()], users: [buildUserDoc({ id: ADMIN, role: 'admin' })] },
      caller,
    );
    const batches = vi.spyOn(store, 'batch');
    const days = Array.from({ length: DECISIONS_PER_BATCH + 50 }, (_, i): OvertimeDecisionInput => ({
      userId: `p${i}`,
      day: '2026-11-17',
      status: i % 2 === 0 ? 'approved' : 'rejected',
      computedMinutes: 45,
      minutes: i % 2 === 0 ? 30 : 0,
      note: null,
      person: `Persona ${i}`,
    }));
    await decideOvertime(store, { uid: ADMIN, tenantId: TEST_TENANT }, days);

    expect(batches).toHaveBeenCalledTimes(2);
    const db = store.privileged();
    expect(db.all('overtimeDecisions')).toHaveLength(days.length);
    expect(db.all('overtimeDecisions').find((d) => d.id === 'p0_2026-11-17')).toMatchObject({
      status: 'approved',
      minutes: 30,
      decidedBy: ADMIN,
    });
    const logs = db.all('logs');
    expect(logs).toHaveLength(days.length);
    expect(logs.find((log) => log.target === 'p1_2026-11-17')).toMatchObject({
      action: 'overtime.reject',
      details: 'Persona 1, 17-11-2026: rechazada (45 min)',
    });
  });
});

describe('voidAgreement', () => {
  it('keeps the agreement, voided once with its reason, covering no day, with its audit entry', async () => {
    const store = await seededStore(
      { tenants: [buildTenant()], users: [buildUserDoc({ id: ADMIN, role: 'admin' })] },
      caller,
    );
    const actor = { uid: ADMIN, tenantId: TEST_TENANT };
    const input = { userId: 'p1', from: '2026-11-01', to: '2026-12-31', note: null };
    const id = await recordAgreement(store, actor, input, 'Persona 1');
    const db = store.privileged();
    expect(agreementOn(db.all('overtimeAgreements'), 'p1', '2026-11-20')).not.toBeNull();

    await voidAgreement(store, actor, { ...input, id }, 'Persona 1', 'Era de otra persona');
    const stored = db.get('overtimeAgreements', id);
    expect(stored).toMatchObject({ ...input, voidedBy: ADMIN, voidReason: 'Era de otra persona' });
    expect(stored?.voidedAt).toBeInstanceOf(Date);
    expect(agreementOn(db.all('overtimeAgreements'), 'p1', '2026-11-20')).toBeNull();
    expect(db.all('logs')).toHaveLength(2);
    expect(db.all('logs').map((log) => [log.action, log.details])).toEqual(
      expect.arrayContaining([
        ['overtime.agreement', expect.any(String)],
        ['overtime.agreement-void', expect.stringMatching(/Motivo: Era de otra persona$/)],
      ]),
    );
    // Once: a second void is refused by the policy, and nothing is deleted by any path.
    await expect(voidAgreement(store, actor, { ...input, id }, 'Persona 1', 'Otra vez')).rejects.toThrow();
    await expect(
      (async () => {
        const batch = store.batch();
        batch.delete('overtimeAgreements', id);
        await batch.commit();
      })(),
    ).rejects.toThrow();
    expect(db.get('overtimeAgreements', id)).toMatchObject({ voidReason: 'Era de otra persona' });
  });
});
