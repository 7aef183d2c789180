import { buildAttendance } from '../../testing/data-builders';
import { demoServerStore, forgetTenantReceipts, SERVER_ONLY_KEY } from './demo-server-store';
import { DemoStore } from './demo-store';

async function serverStore() {
  const store = new DemoStore({ getCaller: () => null, persistence: null, channel: null });
  await store.seedAll({ attendance: [buildAttendance('2026-11-18', 0, { checkIn: '09:00' })] });
  return { store, server: demoServerStore(store.privileged()) };
}

const at = new Date('2026-11-18T12:00:00.000Z');

describe("the demo's server store", () => {
  it('sets one nested field for a dotted key, in client and server-only collections', async () => {
    const { store, server } = await serverStore();
    const id = 'demo-empleado_2026-11-18_0';
    await server.update('attendance', id, { 'receipts.checkIn': { code: 'A', signedAt: at } });
    await server.update('attendance', id, { 'receipts.lunchStart': { code: 'B', signedAt: at } });
    expect(store.privileged().get('attendance', id)?.receipts).toEqual({
      checkIn: { code: 'A', signedAt: at },
      lunchStart: { code: 'B', signedAt: at },
    });
    await server.set('receipts', 'R1', { print: { name: 'A', rut: 'x' } });
    await server.update('receipts', 'R1', { 'print.name': 'B' });
    expect(await server.get('receipts', 'R1')).toEqual({ print: { name: 'B', rut: 'x' } });
  });

  it('creates only what is missing, and counts', async () => {
    const { server } = await serverStore();
    expect(await server.create('receipts', 'R1', { n: 1 })).toBe(true);
    expect(await server.create('receipts', 'R1', { n: 2 })).toBe(false);
    expect(await server.get('receipts', 'R1')).toEqual({ n: 1 });
    expect(await server.create('attendance', 'demo-empleado_2026-11-18_0', { n: 2 })).toBe(false);
    const expiresAt = new Date(Date.now() + 60_000);
    expect(await server.increment('rateLimits', 'k_1', 'count', { expiresAt })).toBe(1);
    expect(await server.increment('rateLimits', 'k_1', 'count', { expiresAt })).toBe(2);
    expect(await server.get('rateLimits', 'k_1')).toEqual({ count: 2, expiresAt });
  });

  it('drops expired counters when their table is written, and forgets a tenant’s receipts', async () => {
    const { server } = await serverStore();
    await server.set('rateLimits', 'old', { count: 3, expiresAt: new Date(Date.now() - 1) });
    await server.increment('rateLimits', 'new', 'count', { expiresAt: new Date(Date.now() + 60_000) });
    expect(await server.get('rateLimits', 'old')).toBeNull();
    await server.set('receipts', 'R1', { tenantId: 'demo' });
    await server.set('receipts', 'R2', { tenantId: 'other' });
    forgetTenantReceipts('demo');
    expect(await server.get('receipts', 'R1')).toBeNull();
    expect(await server.get('receipts', 'R2')).toEqual({ tenantId: 'other' });
  });

  it('reads a map saved before receipts existed as having none', async () => {
    localStorage.setItem(SERVER_ONLY_KEY, JSON.stringify({ mail: {}, adminRequests: { r: { a: 1 } } }));
    const { server } = await serverStore();
    expect(await server.get('receipts', 'R1')).toBeNull();
    expect(await server.get('adminRequests', 'r')).toEqual({ a: 1 });
    expect(await server.create('receipts', 'R1', { n: 1 })).toBe(true);
  });
});
