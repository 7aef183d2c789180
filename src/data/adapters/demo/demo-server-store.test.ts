// @vitest-environment jsdom
import { buildAttendance } from '../../../testing/data-builders';
import { demoServerStore, forgetTenantReceipts, saveServerOnly, SERVER_ONLY_KEY } from './demo-server-store';
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

  it('saves a burst of writes to localStorage once, a moment later, and reads them meanwhile', async () => {
    const { server } = await serverStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 1000; i += 1) await server.create('receipts', `R${i}`, { tenantId: 'demo', n: i });
    expect(setItem).not.toHaveBeenCalled();
    expect(await server.get('receipts', 'R999')).toEqual({ tenantId: 'demo', n: 999 });
    await vi.waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
    const saved = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as { receipts: object };
    expect(Object.keys(saved.receipts)).toHaveLength(1000);
    setItem.mockRestore();
  });

  it('keeps its writes when localStorage is full, says so once, and saves them once there is room', async () => {
    const { server } = await serverStore();
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw full;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await server.create('receipts', 'R1', { tenantId: 'demo', at });
    expect(() => saveServerOnly()).not.toThrow();
    await server.create('receipts', 'R2', { tenantId: 'demo' });
    expect(() => saveServerOnly()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await server.get('receipts', 'R1')).toEqual({ tenantId: 'demo', at });

    setItem.mockRestore();
    saveServerOnly();
    const saved = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as { receipts: object };
    expect(saved.receipts).toEqual({
      R1: { tenantId: 'demo', at: { $date: at.toISOString() } },
      R2: { tenantId: 'demo' },
    });
    warn.mockRestore();
  });

  it('waits longer between saves when the last one took long (at most a twentieth of the time saving)', async () => {
    const { server } = await serverStore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    // The first save takes 50 ms.
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1050);
    await server.create('receipts', 'R1', { tenantId: 'demo' });
    vi.advanceTimersByTime(200);
    expect(setItem).toHaveBeenCalledTimes(1);
    now.mockRestore();
    await server.create('receipts', 'R2', { tenantId: 'demo' });
    vi.advanceTimersByTime(999);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    vi.useRealTimers();
  });

  it('lays its writes over what another tab saved meanwhile', async () => {
    const { server } = await serverStore();
    await server.set('receipts', 'mine', { tenantId: 'demo' });
    saveServerOnly();
    await server.set('receipts', 'mine-later', { tenantId: 'demo' });
    // Another tab saves the map with a receipt of its own, from what it read before `mine-later`.
    const other = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as {
      receipts: Record<string, unknown>;
    };
    other.receipts['theirs'] = { tenantId: 'demo' };
    localStorage.setItem(SERVER_ONLY_KEY, JSON.stringify(other));
    // What the browser tells this tab (and never for its own writes).
    expect(await server.get('receipts', 'theirs')).toBeNull();
    dispatchEvent(new StorageEvent('storage', { key: SERVER_ONLY_KEY, storageArea: localStorage }));
    expect(await server.get('receipts', 'theirs')).toEqual({ tenantId: 'demo' });
    expect(await server.get('receipts', 'mine-later')).toEqual({ tenantId: 'demo' });
    saveServerOnly();
    const saved = JSON.parse(localStorage.getItem(SERVER_ONLY_KEY) ?? '{}') as { receipts: object };
    expect(Object.keys(saved.receipts).sort()).toEqual(['mine', 'mine-later', 'theirs']);
  });
});
