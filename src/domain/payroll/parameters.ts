/**
 * The payroll parameters of a period, pre-filled from a versioned table: each value with the first
 * month it applies to and where it comes from (../shared/reference/chile-payroll.md, which cites the primary and
 * secondary sources). A run shows them and lets a manager edit them for that run: UF and UTM change every month and
 * the table holds only the last published ones we have; values the reference marks UNCONFIRMED say so.
 */
import type { Afp, EmployerCostParams, PayrollParams, TaxBracket } from './compute-payslip';

/** One value, the first period it holds for, and its source in words. */
export interface ParameterVersion<T> {
  /** 'yyyy-MM', the first remuneration month it applies to. */
  from: string;
  value: T;
  source: string;
  /** The reference could not confirm it against a primary source. */
  unconfirmed?: boolean;
}

const REF = 'chile-payroll.md';

/** The versions of every parameter, oldest first. */
export const PAYROLL_PARAMETER_TABLE = {
  uf: [
    { from: '2025-07', value: 39_267.07, source: `UF 31-07-2025, neo-control.cl (${REF} §0)` },
    {
      from: '2026-10',
      value: 41_057.2,
      source: `UF 30-09-2026, sii.cl vía fuentes secundarias (${REF} §0)`,
      unconfirmed: true,
    },
  ],
  utm: [
    { from: '2025-07', value: 68_923, source: `UTM julio 2025, neo-control.cl (${REF} §0)` },
    {
      from: '2026-08',
      value: 71_649,
      source: `UTM agosto 2026, sii.cl vía fuentes secundarias (${REF} §0)`,
      unconfirmed: true,
    },
    {
      from: '2026-09',
      value: 71_721,
      source: `UTM septiembre 2026, sii.cl vía fuentes secundarias (${REF} §0)`,
      unconfirmed: true,
    },
    {
      from: '2026-10',
      value: 72_151,
      source: `UTM octubre 2026, sii.cl vía fuentes secundarias (${REF} §0)`,
      unconfirmed: true,
    },
  ],
  minimumWage: [
    { from: '2025-05', value: 529_000, source: `Ingreso mínimo desde 01-05-2025, Ley 21.751 (${REF} §8)` },
    { from: '2026-01', value: 539_000, source: `Ingreso mínimo desde 01-01-2026, Ley 21.751 (${REF} §8)` },
    {
      from: '2026-05',
      value: 553_553,
      source: `Ingreso mínimo desde 01-05-2026, Ley 21.830 (${REF} §8)`,
      unconfirmed: true,
    },
  ],
  pensionCapUf: [
    {
      from: '2025-02',
      value: 87.8,
      source: `Tope imponible 2025, Superintendencia de Pensiones (${REF} §5)`,
    },
    { from: '2026-02', value: 90, source: `Tope imponible 2026, Superintendencia de Pensiones (${REF} §5)` },
  ],
  unemploymentCapUf: [
    { from: '2025-02', value: 131.9, source: `Tope seguro de cesantía 2025 (${REF} §5)` },
    { from: '2026-02', value: 135.2, source: `Tope seguro de cesantía 2026 (${REF} §5)` },
  ],
  afpCommission: [
    {
      from: '2025-10',
      value: {
        capital: 1.44,
        cuprum: 1.44,
        habitat: 1.27,
        modelo: 0.58,
        planvital: 1.16,
        provida: 1.45,
        uno: 0.46,
      },
      source: `Comisiones AFP, spensiones.cl; Uno 0,46 % desde 01-10-2025 (${REF} §2)`,
    },
  ],
  overtimeSurchargePercent: [
    { from: '2025-01', value: 50, source: `Recargo mínimo de horas extras, art. 32 CT (${REF} §9)` },
  ],
  taxBrackets: [
    {
      from: '2020-01',
      value: [
        { fromUtm: 0, toUtm: 13.5, factor: 0, rebateUtm: 0 },
        { fromUtm: 13.5, toUtm: 30, factor: 0.04, rebateUtm: 0.54 },
        { fromUtm: 30, toUtm: 50, factor: 0.08, rebateUtm: 1.74 },
        { fromUtm: 50, toUtm: 70, factor: 0.135, rebateUtm: 4.49 },
        { fromUtm: 70, toUtm: 90, factor: 0.23, rebateUtm: 11.14 },
        { fromUtm: 90, toUtm: 120, factor: 0.304, rebateUtm: 17.8 },
        { fromUtm: 120, toUtm: 310, factor: 0.35, rebateUtm: 23.32 },
        { fromUtm: 310, toUtm: null, factor: 0.4, rebateUtm: 38.82 },
      ],
      source: `Impuesto único de segunda categoría en UTM, sii.cl (${REF} §6)`,
    },
  ],
  employer: [
    {
      from: '2025-07',
      value: {
        unemploymentIndefinitePercent: 2.4,
        unemploymentFixedTermPercent: 3,
        pensionReformPercent: 0,
        sisPercent: 1.88,
        workAccidentPercent: 0.93,
      },
      source: `Cesantía 2,4 / 3,0 %; SIS 1,88 %; mutual 0,90 + 0,03 % (${REF} §2, §4)`,
    },
    {
      from: '2025-08',
      value: {
        unemploymentIndefinitePercent: 2.4,
        unemploymentFixedTermPercent: 3,
        pensionReformPercent: 1,
        sisPercent: 1.88,
        workAccidentPercent: 0.93,
      },
      source: `Cesantía 2,4 / 3,0 %; Ley 21.735 1 %; SIS 1,88 %; mutual 0,90 + 0,03 % (${REF} §2, §4)`,
    },
    {
      from: '2026-04',
      value: {
        unemploymentIndefinitePercent: 2.4,
        unemploymentFixedTermPercent: 3,
        pensionReformPercent: 1,
        sisPercent: 1.62,
        workAccidentPercent: 0.93,
      },
      source: `SIS 1,62 % desde abril 2026 (${REF} §2)`,
      unconfirmed: true,
    },
    {
      from: '2026-08',
      value: {
        unemploymentIndefinitePercent: 2.4,
        unemploymentFixedTermPercent: 3,
        pensionReformPercent: 3.5,
        sisPercent: 0,
        workAccidentPercent: 0.93,
      },
      source: `Ley 21.735: 3,5 % desde agosto 2026, el SIS va dentro del Seguro Social (${REF} §2)`,
    },
  ],
} as const satisfies {
  uf: readonly ParameterVersion<number>[];
  utm: readonly ParameterVersion<number>[];
  minimumWage: readonly ParameterVersion<number>[];
  pensionCapUf: readonly ParameterVersion<number>[];
  unemploymentCapUf: readonly ParameterVersion<number>[];
  afpCommission: readonly ParameterVersion<Record<Afp, number>>[];
  overtimeSurchargePercent: readonly ParameterVersion<number>[];
  taxBrackets: readonly ParameterVersion<readonly TaxBracket[]>[];
  employer: readonly ParameterVersion<EmployerCostParams>[];
};

export type ParameterName = keyof typeof PAYROLL_PARAMETER_TABLE;

/** The version in force for `period`: the latest whose `from` is not after it (the oldest before any). */
export function versionFor<T>(versions: readonly ParameterVersion<T>[], period: string): ParameterVersion<T> {
  let chosen = versions[0];
  if (chosen === undefined) throw new RangeError('No versions');
  for (const version of versions) if (version.from <= period) chosen = version;
  return chosen;
}

export interface PeriodParameters {
  params: PayrollParams;
  employer: EmployerCostParams;
  /** Each parameter's source for this period, and whether it is unconfirmed or carried from an earlier month. */
  sources: Record<ParameterName, { from: string; source: string; unconfirmed: boolean }>;
}

/** The parameters of `period` ('yyyy-MM') from the table, with where each comes from. */
export function payrollParametersFor(period: string): PeriodParameters {
  const table = PAYROLL_PARAMETER_TABLE;
  const pick = <T>(versions: readonly ParameterVersion<T>[]) => versionFor(versions, period);
  const chosen = {
    uf: pick<number>(table.uf),
    utm: pick<number>(table.utm),
    minimumWage: pick<number>(table.minimumWage),
    pensionCapUf: pick<number>(table.pensionCapUf),
    unemploymentCapUf: pick<number>(table.unemploymentCapUf),
    afpCommission: pick<Record<Afp, number>>(table.afpCommission),
    overtimeSurchargePercent: pick<number>(table.overtimeSurchargePercent),
    taxBrackets: pick<readonly TaxBracket[]>(table.taxBrackets),
    employer: pick<EmployerCostParams>(table.employer),
  };
  const sources = Object.fromEntries(
    Object.entries(chosen).map(([name, version]) => [
      name,
      {
        from: version.from,
        source: version.source,
        // A monthly value (UF, UTM) carried from an earlier month is only a starting point.
        unconfirmed:
          ('unconfirmed' in version && version.unconfirmed === true) ||
          ((name === 'uf' || name === 'utm') && version.from !== period),
      },
    ]),
  ) as PeriodParameters['sources'];
  return {
    params: {
      period,
      uf: chosen.uf.value,
      utm: chosen.utm.value,
      minimumWage: chosen.minimumWage.value,
      pensionCapUf: chosen.pensionCapUf.value,
      unemploymentCapUf: chosen.unemploymentCapUf.value,
      afpCommission: { ...chosen.afpCommission.value },
      overtimeSurchargePercent: chosen.overtimeSurchargePercent.value,
      taxBrackets: chosen.taxBrackets.value.map((bracket) => ({ ...bracket })),
    },
    employer: { ...chosen.employer.value },
    sources,
  };
}

/** A parameter a month lacks, named for the manager (`UTM de noviembre de 2026`). */
export interface MissingParameter {
  /** The parameter's key (`utm`, `uf`, …). */
  field: string;
  /** Spanish, for the manager: what is missing and for which month. */
  label: string;
}

/**
 * The parameters `period` ('yyyy-MM') has no value of its own for: a payroll run of the month cannot close while
 * one is missing. (Issue #46 item 1: to be computed from the monthly indicators table.)
 */
export function missingParameters(period: string): MissingParameter[] {
  void period;
  return [];
}
