// @vitest-environment jsdom
import { CHUNK_RELOAD_FLAG, clearReloadFlag, loadScreen, type ReloadDeps } from './lazy-screen';

function deps(): ReloadDeps & { reloads: number; logged: unknown[][] } {
  const d = {
    storage: localStorage,
    reloads: 0,
    logged: [] as unknown[][],
    reload: () => {
      d.reloads += 1;
    },
    log: (...data: unknown[]) => {
      d.logged.push(data);
    },
  };
  return d;
}

describe('loadScreen', () => {
  it('returns the module when it loads', async () => {
    const d = deps();
    await expect(loadScreen(() => Promise.resolve('ok'), d)).resolves.toBe('ok');
    expect(d.reloads).toBe(0);
  });

  it('reloads once on the first failure and sets the flag', async () => {
    const d = deps();
    const pending = loadScreen(() => Promise.reject(new Error('chunk')), d);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.reloads).toBe(1);
    expect(localStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
  });

  it('only logs and rethrows on a second failure', async () => {
    const d = deps();
    localStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadScreen(() => Promise.reject(new Error('chunk')), d)).rejects.toThrow('chunk');
    expect(d.reloads).toBe(0);
    expect(d.logged).toHaveLength(1);
  });

  it('clears the flag after a successful route change', () => {
    localStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    clearReloadFlag();
    expect(localStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });
});
