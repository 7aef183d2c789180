describe('zod without eval', () => {
  it('writes the setting zod itself reads', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
