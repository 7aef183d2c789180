import type { Backend } from '../data/ports/backend';
import { lazyBackend } from './backend-context';

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
