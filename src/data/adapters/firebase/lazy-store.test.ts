import type { DocumentStore, WriteBatch } from '../../ports/document-store';
import { DataError } from '../../ports/document-store';
import { autoId, lazyStore } from './lazy-store';

function fakeStore(): DocumentStore & { calls: string[] } {
  const calls: string[] = [];
  const batch: WriteBatch = {
    set: () => (calls.push('batch.set'), batch),
    update: () => (calls.push('batch.update'), batch),
    delete: () => (calls.push('batch.delete'), batch),
    commit: async () => void calls.push('batch.commit'),
  };
  return {
    calls,
    get: async () => (calls.push('get'), null),
    list: async () => (calls.push('list'), []),
    add: async () => (calls.push('add'), 'id'),
    set: async () => void calls.push('set'),
    update: async () => void calls.push('update'),
    delete: async () => void calls.push('delete'),
    watchQuery: (_c, _q, handlers) => {
      calls.push('watchQuery');
      handlers.next([]);
      return () => calls.push('unwatchQuery');
    },
    watchDoc: (_c, _id, handlers) => {
      calls.push('watchDoc');
      handlers.next(null);
      return () => calls.push('unwatchDoc');
    },
    newId: () => 'real-id',
    batch: () => batch,
  };
}

describe('lazyStore', () => {
  it('loads the real store once, on first use', async () => {
    const real = fakeStore();
    const load = vi.fn(async () => real);
    const store = lazyStore(load);
    expect(load).not.toHaveBeenCalled();
    await store.get('tenants', 't1');
    await store.list('shifts');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.calls).toEqual(['get', 'list']);
  });

  it('subscribes watches after loading and honours an early unsubscribe', async () => {
    const real = fakeStore();
    const store = lazyStore(async () => real);
    const next = vi.fn();
    const stop = store.watchQuery('shifts', {}, { next });
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith([]));
    stop();
    expect(real.calls).toContain('unwatchQuery');
    const early = store.watchDoc('tenants', 't1', { next });
    early();
    await new Promise((r) => setTimeout(r, 0));
    expect(real.calls.filter((c) => c === 'watchDoc')).toHaveLength(0);
  });

  it('reports a failed load to the watch as a DataError', async () => {
    const store = lazyStore(async () => {
      throw new Error('offline');
    });
    const error = vi.fn();
    store.watchQuery('shifts', {}, { next: vi.fn(), error });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toBeInstanceOf(DataError);
  });

  it('buffers a batch until commit', async () => {
    const real = fakeStore();
    const store = lazyStore(async () => real);
    const batch = store
      .batch()
      .set('shifts', 'a', { name: 'x' })
      .update('shifts', 'b', { name: 'y' })
      .delete('shifts', 'c');
    expect(real.calls).toEqual([]);
    await batch.commit();
    expect(real.calls).toEqual(['batch.set', 'batch.update', 'batch.delete', 'batch.commit']);
  });

  it('makes 20-character ids from letters and digits', () => {
    const ids = new Set(Array.from({ length: 200 }, autoId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
