import { memoryAdminDeps } from '../../testing/memory-admin-deps';
import { writeIndicatorAudit } from './audit-indicator-acts';

const SII = { name: 'SII, UTM 2026', url: 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 15, minute));
const saved = (version: number, minute: number, utm: number | null, by = 'super-1') => ({
  tenantId: null,
  period: '2026-11',
  uf: null,
  utm: utm === null ? null : { value: utm, source: SII },
  minimumWage: null,
  pensionCapUf: null,
  unemploymentCapUf: null,
  sisPercent: null,
  version,
  updatedBy: by,
  updatedAt: at(minute),
});

describe('the audit of the platform’s indicators (issue #46 item 1)', () => {
  it('logs each save once, in the superuser’s own company, with the old and new values', async () => {
    const { store, docs } = memoryAdminDeps();
    await store.set('users', 'super-1', { tenantId: 't1', role: 'superuser' });
    const deps = { store, now: () => at(30) };
    const first = saved(1, 1, 72_151);
    const id = await writeIndicatorAudit('2026-11', first, deps);
    expect(id).toBe(`server-indicators-2026-11-${at(1).getTime()}`);
    // A retried trigger logs nothing twice.
    expect(await writeIndicatorAudit('2026-11', first, deps)).toBeNull();
    const second = saved(2, 5, 72_400);
    await writeIndicatorAudit('2026-11', second, deps, first);
    expect([...(docs.get('logs')?.values() ?? [])]).toEqual([
      expect.objectContaining({
        tenantId: 't1',
        actorId: 'super-1',
        action: 'indicators.update',
        target: '2026-11',
        details: 'Indicadores de noviembre de 2026 (versión 1): UTM ($): sin valor → 72.151 (SII, UTM 2026)',
      }),
      expect.objectContaining({
        details:
          'Indicadores de noviembre de 2026 (versión 2): UTM ($): 72.151 (SII, UTM 2026) → 72.400 (SII, UTM 2026)',
      }),
    ]);
  });

  it('logs nothing for a write without a new stamp or by someone with no company', async () => {
    const { store } = memoryAdminDeps();
    const deps = { store, now: () => at(30) };
    const first = saved(1, 1, 72_151);
    expect(await writeIndicatorAudit('2026-11', { ...first, version: 2 }, deps, first)).toBeNull();
    expect(await writeIndicatorAudit('2026-11', saved(1, 1, 72_151, 'nobody'), deps)).toBeNull();
  });
});
