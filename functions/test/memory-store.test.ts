import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { httpStore } from '../src/http-store';
import { startMemoryStoreServer, type RunningStore } from './memory-store-server';

// The ServerStore the callables use in `npm test`: the HTTP client against the harness's memory store.
describe('HTTP store over the memory store server', () => {
  let server: RunningStore;
  const at = new Date('2026-05-04T10:00:00.000Z');

  beforeAll(async () => {
    server = await startMemoryStoreServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.store.reset());

  it('gives back what was set, Dates included, and null for a missing document', async () => {
    const store = httpStore(server.url);
    await store.set('users', 'u1', { role: 'admin', createdAt: at, file: { hireDate: at }, list: [at] });
    expect(await store.get('users', 'u1')).toEqual({
      role: 'admin',
      createdAt: at,
      file: { hireDate: at },
      list: [at],
    });
    expect(await store.get('users', 'nobody')).toBeNull();
  });

  it('set replaces the whole document; update merges top-level fields and fails on a missing one', async () => {
    const store = httpStore(server.url);
    await store.set('tenants', 't1', { name: 'A', disabled: false, settings: { a: 1, b: 2 } });
    await store.set('tenants', 't1', { name: 'B', settings: { a: 1, b: 2 } });
    await store.update('tenants', 't1', { disabled: true, settings: { a: 3 } });
    expect(await store.get('tenants', 't1')).toEqual({ name: 'B', disabled: true, settings: { a: 3 } });
    await expect(store.update('tenants', 'missing', { disabled: true })).rejects.toThrow(/missing/);
  });

  it('update reads a dotted key as a nested field, keeping its siblings (two receipts of one record)', async () => {
    const store = httpStore(server.url);
    await store.set('attendance', 'r1', {
      source: 'web',
      receipts: { checkIn: { code: 'A', signedAt: at } },
    });
    await Promise.all([
      store.update('attendance', 'r1', { 'receipts.lunchStart': { code: 'B', signedAt: at } }),
      store.update('attendance', 'r1', { 'receipts.checkOut': { code: 'C', signedAt: at } }),
    ]);
    expect(await store.get('attendance', 'r1')).toEqual({
      source: 'web',
      receipts: {
        checkIn: { code: 'A', signedAt: at },
        lunchStart: { code: 'B', signedAt: at },
        checkOut: { code: 'C', signedAt: at },
      },
    });
  });

  it('create writes only a missing document, and says whether it did', async () => {
    const store = httpStore(server.url);
    const results = await Promise.all([
      store.create('receipts', 'R1', { n: 1 }),
      store.create('receipts', 'R1', { n: 2 }),
    ]);
    expect([...results].sort()).toEqual([false, true]);
    expect(await store.get('receipts', 'R1')).toEqual({ n: results[0] ? 1 : 2 });
  });

  it('increment counts every call once, from one', async () => {
    const store = httpStore(server.url);
    const expiresAt = new Date('2026-05-04T10:02:00.000Z');
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => store.increment('rateLimits', 'k_1', 'count', { expiresAt })),
    );
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await store.get('rateLimits', 'k_1')).toEqual({ count: 5, expiresAt });
  });

  it('adds under new random ids and finds documents by equal fields', async () => {
    const store = httpStore(server.url);
    const first = await store.add('logs', { tenantId: 't1', action: 'a', at });
    const second = await store.add('logs', { tenantId: 't1', action: 'b', at });
    await store.add('logs', { tenantId: 't2', action: 'a', at });
    expect(first).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(second).not.toBe(first);
    expect(await store.where('logs', { tenantId: 't1', action: 'a' })).toEqual([
      { id: first, data: { tenantId: 't1', action: 'a', at } },
    ]);
    expect(await store.where('logs', { tenantId: 't3' })).toEqual([]);
  });

  it('hands out copies: changing a read document changes nothing stored', async () => {
    const store = httpStore(server.url);
    await store.set('users', 'u1', { role: 'admin' });
    const read = await store.get('users', 'u1');
    if (read) read['role'] = 'superuser';
    expect(server.store.run({ op: 'get', collection: 'users', id: 'u1' })).toEqual({ role: 'admin' });
  });
});
