import { formatNumber } from '../format/numbers';
import {
  missingParameters,
  parametersWithStored,
  payrollParametersFor,
  unresolvedParameters,
} from './parameters';
import { storedChanges, validIndicatorValue, type StoredIndicatorValues } from './stored-indicators';

const SII_UTM_2026 = { name: 'SII, UTM 2026', url: 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm' };

/** November 2026 as a superuser stores it: its UTM and SIS, the rest left to the code table. */
const NOVEMBER: StoredIndicatorValues = {
  uf: null,
  utm: { value: 72_400, source: SII_UTM_2026 },
  minimumWage: null,
  pensionCapUf: null,
  unemploymentCapUf: null,
  sisPercent: { value: 1.54, source: { name: 'Superintendencia de Pensiones, tasa SIS', url: null } },
};

describe('stored indicators over the code table (issue #46 item 1: indicators as data, by month)', () => {
  it('a stored UTM of November 2026 is the month’s own: $72.400 from SII, not October’s $72.151 proposed', () => {
    const merged = parametersWithStored('2026-11', NOVEMBER);
    expect(merged.params.utm).toBe(72_400);
    expect(merged.sources.utm).toEqual({
      from: '2026-11',
      source: `SII, UTM 2026 — ${SII_UTM_2026.url}`,
      name: 'SII, UTM 2026',
      url: SII_UTM_2026.url,
      missing: false,
    });
    // The table alone still proposes October's value, marked missing.
    expect(payrollParametersFor('2026-11').params.utm).toBe(72_151);
  });

  it('missingParameters counts a stored value as present: only the UF of 30 November 2026 is left', () => {
    expect(missingParameters('2026-11').map((m) => m.field)).toEqual(['uf', 'utm']);
    expect(missingParameters('2026-11', NOVEMBER)).toEqual([
      { field: 'uf', label: 'UF del 30 de noviembre de 2026' },
    ]);
  });

  it('a stored SIS rate replaces the dated one in the employer rates, its source named without a link', () => {
    const merged = parametersWithStored('2026-11', NOVEMBER);
    expect(merged.employer.sisPercent).toBe(1.54);
    expect(payrollParametersFor('2026-11').employer.sisPercent).toBe(0);
    expect(merged.sources.sisPercent).toMatchObject({ name: 'Superintendencia de Pensiones, tasa SIS' });
    expect(merged.sources.sisPercent).not.toHaveProperty('url');
    expect(merged.sources.employer.name).toContain('Superintendencia de Pensiones, tasa SIS');
  });

  it('null stored values and no stored month leave the table’s parameters as they are', () => {
    expect(parametersWithStored('2026-10', null)).toEqual(payrollParametersFor('2026-10'));
    expect(parametersWithStored('2026-10', { uf: null, utm: null })).toEqual(payrollParametersFor('2026-10'));
  });

  it('a run holding the stored UTM is resolved; a run drafted before it was stored, with the proposal, is not', () => {
    const stale = payrollParametersFor('2026-11');
    expect(unresolvedParameters('2026-11', stale, NOVEMBER).map((m) => m.field)).toEqual(['uf', 'utm']);
    const fresh = parametersWithStored('2026-11', NOVEMBER);
    expect(unresolvedParameters('2026-11', fresh, NOVEMBER).map((m) => m.field)).toEqual(['uf']);
    // A value the manager typed for the run resolves it whatever the platform stores.
    const typed = { params: { ...stale.params, utm: 72_500 }, employer: stale.employer };
    expect(unresolvedParameters('2026-11', typed, NOVEMBER).map((m) => m.field)).toEqual(['uf']);
  });

  it('names what a save changed, old and new values with their sources', () => {
    const after: StoredIndicatorValues = { ...NOVEMBER, utm: { value: 72_450, source: SII_UTM_2026 } };
    expect(storedChanges(NOVEMBER, after, formatNumber)).toEqual([
      'UTM ($): 72.400 (SII, UTM 2026) → 72.450 (SII, UTM 2026)',
    ]);
    expect(storedChanges(null, { utm: NOVEMBER.utm }, formatNumber)).toEqual([
      'UTM ($): sin valor → 72.400 (SII, UTM 2026)',
    ]);
  });

  it('accepts a UF with two decimals and refuses a UTM with decimals or out of range', () => {
    expect(validIndicatorValue('uf', 41_057.2)).toBe(true);
    expect(validIndicatorValue('uf', 41_057.215)).toBe(false);
    expect(validIndicatorValue('utm', 72_151.5)).toBe(false);
    expect(validIndicatorValue('utm', 0)).toBe(false);
    expect(validIndicatorValue('sisPercent', 0)).toBe(true);
  });
});
