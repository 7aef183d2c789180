import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and shares the result with every call', async () => {
    const load = vi.fn(() => Promise.resolve('módulo'));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe('módulo');
    expect([first, second]).toEqual(['módulo', 'módulo']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue('módulo');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk');
    await expect(get()).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
