import {
  INDICATOR_FIRST_MONTH,
  INDICATOR_LAST_MONTH,
  monthlyValue,
  monthsBetween,
  sourceText,
  type IndicatorSource,
} from './indicators';
import { DATED_INDICATORS, MONTHLY_INDICATORS } from './indicators-table';
import {
  missingParameters,
  missingParameterWarning,
  payrollParametersFor,
  unresolvedParameters,
} from './parameters';

const MONTHS = monthsBetween(INDICATOR_FIRST_MONTH, INDICATOR_LAST_MONTH);

/**
 * What each month lacks, by the published values found: UF of the month's last day and UTM of the month. Every
 * other parameter has a version for every month of the table.
 */
const EXPECTED_MISSING: Record<string, string[]> = {
  '2025-01': ['uf', 'utm'],
  '2025-02': ['uf', 'utm'],
  '2025-03': ['uf', 'utm'],
  '2025-04': ['uf', 'utm'],
  '2025-05': ['uf', 'utm'],
  '2025-06': ['uf', 'utm'],
  '2025-07': [],
  '2025-08': ['uf'],
  '2025-09': ['uf', 'utm'],
  '2025-10': ['uf', 'utm'],
  '2025-11': ['uf', 'utm'],
  '2025-12': ['uf', 'utm'],
  '2026-01': ['uf', 'utm'],
  '2026-02': ['uf', 'utm'],
  '2026-03': [],
  '2026-04': ['uf', 'utm'],
  '2026-05': ['uf', 'utm'],
  '2026-06': ['uf', 'utm'],
  '2026-07': ['uf', 'utm'],
  '2026-08': ['uf'],
  '2026-09': [],
  '2026-10': ['uf'],
  '2026-11': ['uf', 'utm'],
};

describe('the monthly indicators table (issue #46: indicators as data, by month)', () => {
  it('has one entry per month, January 2025 to November 2026', () => {
    expect(MONTHS).toHaveLength(23);
    expect(Object.keys(MONTHLY_INDICATORS).sort()).toEqual(MONTHS);
    expect(Object.keys(EXPECTED_MISSING)).toEqual(MONTHS);
  });

  it.each(MONTHS)('%s is complete or names exactly the parameters it lacks', (period) => {
    expect(missingParameters(period).map((missing) => missing.field)).toEqual(EXPECTED_MISSING[period]);
    const { sources } = payrollParametersFor(period);
    for (const [field, source] of Object.entries(sources))
      if (field !== 'employer')
        expect([field, source.missing]).toEqual([field, EXPECTED_MISSING[period]?.includes(field)]);
  });

  it('SII: the UTM of August 2025 is $68.647, not July’s $68.923', () => {
    const august = payrollParametersFor('2025-08');
    expect(august.params.utm).toBe(68_647);
    expect(august.sources.utm).toMatchObject({ from: '2025-08', missing: false, name: 'SII, UTM 2025' });
    expect(payrollParametersFor('2025-07').params.utm).toBe(68_923);
  });

  it('never carries a UTM over: September 2025 has none of its own, and says so', () => {
    expect(monthlyValue(MONTHLY_INDICATORS, 'utm', '2025-09')).toBeUndefined();
    const september = payrollParametersFor('2025-09');
    // A draft still gets a usable value, the latest published month's, marked as not the month's own.
    expect(september.params.utm).toBe(68_647);
    expect(september.sources.utm).toMatchObject({ from: '2025-08', missing: true });
    expect(september.sources.utm.source).toBe(
      'Sin valor publicado para septiembre de 2025; se propone el de agosto de 2025 (SII, UTM 2025)',
    );
    // Before the first published UF, the earliest one is proposed.
    expect(payrollParametersFor('2025-01').sources.uf).toMatchObject({ from: '2025-07', missing: true });
  });

  it('names a missing UTM and UF with the month, in Spanish', () => {
    expect(missingParameters('2026-11')).toEqual([
      { field: 'uf', label: 'UF del 30 de noviembre de 2026' },
      { field: 'utm', label: 'UTM de noviembre de 2026' },
    ]);
    expect(missingParameters('2026-02')[0]?.label).toBe('UF del 28 de febrero de 2026');
    expect(missingParameterWarning({ field: 'utm', label: 'UTM de noviembre de 2026' })).toBe(
      'Falta la UTM de noviembre de 2026: ingrésala para esta remuneración.',
    );
  });

  it('names a dated parameter missing before its first version, with its article', () => {
    const december2024 = missingParameters('2024-12');
    expect(december2024.map((missing) => missing.label)).toContain('Ingreso mínimo de diciembre de 2024');
    const wage = december2024.find((missing) => missing.field === 'minimumWage');
    expect(wage && missingParameterWarning(wage)).toBe(
      'Falta el ingreso mínimo de diciembre de 2024: ingrésalo para esta remuneración.',
    );
    const commissions = december2024.find((missing) => missing.field === 'afpCommission');
    expect(commissions && missingParameterWarning(commissions)).toBe(
      'Faltan las comisiones AFP de diciembre de 2024: ingrésalas para esta remuneración.',
    );
    // The asignación familiar tramos in force since July 2024 cover December 2024.
    expect(december2024.map((missing) => missing.field)).not.toContain('familyAllowance');
  });

  it('a value the manager entered for the run resolves that missing parameter, not the others', () => {
    const { params, employer } = payrollParametersFor('2026-11');
    expect(unresolvedParameters('2026-11', { params, employer }).map((m) => m.field)).toEqual(['uf', 'utm']);
    const entered = { params: { ...params, utm: 72_400 }, employer };
    expect(unresolvedParameters('2026-11', entered).map((m) => m.field)).toEqual(['uf']);
    expect(unresolvedParameters('2026-09', { ...payrollParametersFor('2026-09') })).toEqual([]);
  });

  it('spensiones.cl / adnradio.cl: AFP Uno charges 0,49 % until September 2025 and 0,46 % from October', () => {
    expect(payrollParametersFor('2025-09').params.afpCommission).toEqual({
      capital: 1.44,
      cuprum: 1.44,
      habitat: 1.27,
      modelo: 0.58,
      planvital: 1.16,
      provida: 1.45,
      uno: 0.49,
    });
    expect(payrollParametersFor('2025-10').params.afpCommission.uno).toBe(0.46);
    expect(payrollParametersFor('2025-10').params.afpCommission.habitat).toBe(1.27);
  });

  it('topes imponibles: 87,8 / 131,9 UF in 2025, provisional 89,9 / 135,1 in January 2026, 90 / 135,2 from February', () => {
    const caps = (period: string) => {
      const { params } = payrollParametersFor(period);
      return [params.pensionCapUf, params.unemploymentCapUf];
    };
    expect(caps('2025-12')).toEqual([87.8, 131.9]);
    expect(caps('2026-01')).toEqual([89.9, 135.1]);
    expect(caps('2026-02')).toEqual([90, 135.2]);
    expect(caps('2026-11')).toEqual([90, 135.2]);
  });

  it('Ley 21.735: the employer pays 1 % from August 2025 and 3,5 % from August 2026, with the SIS inside', () => {
    const employer = (period: string) => payrollParametersFor(period).employer;
    expect(employer('2025-07')).toMatchObject({ pensionReformPercent: 0, sisPercent: 1.88 });
    expect(employer('2025-08')).toMatchObject({ pensionReformPercent: 1, sisPercent: 1.88 });
    expect(employer('2026-07')).toMatchObject({ pensionReformPercent: 1, sisPercent: 1.62 });
    // From August 2026 the SIS is paid within the 2,5 % Seguro Social: never on top of the 3,5 %.
    expect(employer('2026-08')).toMatchObject({ pensionReformPercent: 3.5, sisPercent: 0 });
    expect(employer('2025-03')).toMatchObject({
      unemploymentIndefinitePercent: 2.4,
      unemploymentFixedTermPercent: 3,
      sisPercent: 1.38,
      workAccidentPercent: 0.93,
    });
  });

  it('ingreso mínimo: $510.500, $529.000 from May 2025, $539.000 from 2026, $553.553 from May 2026', () => {
    const wage = (period: string) => payrollParametersFor(period).params.minimumWage;
    expect([wage('2025-04'), wage('2025-05'), wage('2026-01'), wage('2026-04'), wage('2026-05')]).toEqual([
      510_500, 529_000, 539_000, 539_000, 553_553,
    ]);
  });

  it('Ley 18.987: fills the asignación familiar tramos of the month, per carga', () => {
    const tramoA = (period: string) => payrollParametersFor(period).params.familyAllowance?.[0];
    expect(tramoA('2025-04')).toEqual({ tramo: 'A', upToIncome: 586_227, amountPerCharge: 21_243 });
    expect(tramoA('2025-05')).toEqual({ tramo: 'A', upToIncome: 620_251, amountPerCharge: 22_007 });
    expect(tramoA('2026-05')).toEqual({ tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 });
    expect(payrollParametersFor('2026-10').params.familyAllowance).toEqual([
      { tramo: 'A', upToIncome: 649_039, amountPerCharge: 22_601 },
      { tramo: 'B', upToIncome: 947_990, amountPerCharge: 13_870 },
      { tramo: 'C', upToIncome: 1_478_539, amountPerCharge: 4_382 },
      { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
    ]);
  });

  it('October 2026 keeps the worked example’s figures; its UF is September’s last day’s, marked missing', () => {
    const october = payrollParametersFor('2026-10');
    expect(october.params).toMatchObject({ utm: 72_151, uf: 41_057.2, minimumWage: 553_553 });
    expect(october.sources.uf).toMatchObject({ from: '2026-09', missing: true });
    expect(october.sources.minimumWage.source).toContain('Ley 21.830');
  });

  it('shows sources as short names or https links: no internal file, no section sign, no “por confirmar”', () => {
    const all: IndicatorSource[] = [
      ...Object.values(MONTHLY_INDICATORS).flatMap((month) =>
        [month.uf, month.utm].flatMap((value) => (value ? [value.source] : [])),
      ),
      ...Object.values(DATED_INDICATORS).flatMap((versions) =>
        (versions as readonly { source: IndicatorSource }[]).map((version) => version.source),
      ),
    ];
    const texts = [
      ...all.map(sourceText),
      ...['2024-12', ...MONTHS, '2027-01'].flatMap((period) =>
        Object.values(payrollParametersFor(period).sources).map((source) => source.source),
      ),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/chile-payroll|§|\.md\b|por confirmar/i);
      expect(text.trim()).not.toBe('');
    }
    for (const source of all) if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\/[^\s]+$/);
  });
});
