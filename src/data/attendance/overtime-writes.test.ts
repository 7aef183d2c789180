import { buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { decideOvertime, DECISIONS_PER_BATCH, type OvertimeDecisionInput } from './overtime-writes';

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
