import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { Backend } from '../data/ports/backend';
import { BackendContext, lazyBackend, useBackendSoon } from './backend-context';

const BACKEND = { kind: 'demo' } as Backend;

describe('lazyBackend', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    const importBackend = vi.fn(() => Promise.resolve(BACKEND));
    const handle = lazyBackend('demo', { google: false, emailLink: false }, importBackend);
    expect(handle.kind).toBe('demo');
    expect(handle.current()).toBeNull();
    expect(importBackend).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([handle.load(), handle.load()]);
    expect(a).toBe(BACKEND);
    expect(b).toBe(BACKEND);
    expect(importBackend).toHaveBeenCalledTimes(1);
    expect(handle.current()).toBe(BACKEND);
    await expect(handle.loaded).resolves.toBe(BACKEND);
  });

  it('tries again after a failed load, and `loaded` waits for the one that works', async () => {
    const importBackend = vi
      .fn<() => Promise<Backend>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(BACKEND);
    const handle = lazyBackend('demo', { google: false, emailLink: false }, importBackend);
    let settled = false;
    void handle.loaded.then(() => (settled = true));

    await expect(handle.load()).rejects.toThrow('offline');
    expect(handle.current()).toBeNull();
    await Promise.resolve();
    expect(settled).toBe(false);

    await expect(handle.load()).resolves.toBe(BACKEND);
    expect(importBackend).toHaveBeenCalledTimes(2);
    await handle.loaded;
    expect(settled).toBe(true);
  });
});

describe('useBackendSoon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts loading the adapters once the browser is idle after the first paint, not during it', async () => {
    const idle: (() => void)[] = [];
    const requestIdle = vi.fn((callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const importBackend = vi.fn(() => Promise.resolve(BACKEND));
    const handle = lazyBackend('demo', { google: false, emailLink: false }, importBackend);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackendContext.Provider value={handle}>{children}</BackendContext.Provider>
    );

    const { result } = renderHook(() => useBackendSoon(), { wrapper });
    expect(result.current).toBeNull();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
    expect(importBackend).not.toHaveBeenCalled();

    await act(async () => idle.forEach((callback) => callback()));
    expect(importBackend).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(BACKEND);
  });

  it('gives the adapters at once when they are already loaded', async () => {
    const handle = lazyBackend('demo', { google: false, emailLink: false }, () => Promise.resolve(BACKEND));
    await handle.load();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackendContext.Provider value={handle}>{children}</BackendContext.Provider>
    );
    const { result } = renderHook(() => useBackendSoon(), { wrapper });
    expect(result.current).toBe(BACKEND);
  });
});
