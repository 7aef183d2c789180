import { punchChain } from '../../../domain/attendance/punch-integrity';
import { generateDemoTenant } from './index';
import { hashAppPunches } from './punch-hashes';

describe('hashAppPunches', () => {
  it('chains the open punches made in the app, and leaves the loaded history alone', async () => {
    // Wednesday 05:30 in Santiago: the night shift's Tuesday slot is open.
    const { attendance } = generateDemoTenant({ now: new Date('2026-11-18T05:30:00-03:00') });
    await hashAppPunches(attendance, 'America/Santiago');
    const open = attendance.find((r) => r.id === 'emp-carlos-morales_2026-11-17_0');
    expect(open?.source).toBe('web');
    const chain = await punchChain(
      { tenantId: 'demo', userId: 'emp-carlos-morales', day: '2026-11-17', slotIndex: 0 },
      open?.deviceTimes ?? {},
    );
    expect(open?.integrityHash).toBe(chain.lunchEnd);
    expect(attendance.filter((r) => r.source === 'seed').every((r) => r.integrityHash === undefined)).toBe(
      true,
    );
  });
});
