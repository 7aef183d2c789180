import { describe, expect, it, vi } from 'vitest';

import { readsState, type ReadLike } from './reads-state';

function read(state: 'pending' | 'error' | 'success', error: unknown = null) {
  const refetch = vi.fn<() => unknown>();
  const value: ReadLike = { isPending: state === 'pending', isError: state === 'error', error, refetch };
  return { ...value, refetch };
}

describe('readsState', () => {
  it('is loading while a read is pending and none failed', () => {
    expect(readsState([read('success'), read('pending')])).toMatchObject({ loading: true, error: null });
    expect(readsState([read('success'), read('success')])).toMatchObject({ loading: false, error: null });
  });

  it('shows the first error instead of loading, and retries only the failed reads', () => {
    const first = new Error('uno');
    const failedA = read('error', first);
    const failedB = read('error', new Error('dos'));
    const pending = read('pending');
    const ok = read('success');
    const state = readsState([ok, failedA, pending, failedB]);
    expect(state.loading).toBe(false);
    expect(state.error).toBe(first);
    state.retry();
    expect(failedA.refetch).toHaveBeenCalledTimes(1);
    expect(failedB.refetch).toHaveBeenCalledTimes(1);
    expect(pending.refetch).not.toHaveBeenCalled();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
