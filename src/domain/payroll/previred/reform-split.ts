/**
 * How Previred splits the employer's Ley 21.735 contribution (one total in the run, `EmployerCost.pensionReform`)
 * among the archivo de carga's fields: the part to the worker's individual account (CCI) goes in field 28 with the
 * worker's own cotización, the cotización con rentabilidad protegida (CRP) in field 95, and the Seguro Social in
 * field 29 (its SIS part) and field 94 (compensación por expectativa de vida).
 *
 * Rates, percent of the imponible (art. 4° transitorio, Ley 21.735, https://www.bcn.cl/leychile/navegar?idNorma=1212060):
 * - remuneraciones Aug‑2025 to Jul‑2026: 1 % = CCI 0,1 + expectativa de vida 0,9 (the SIS is still paid apart);
 * - from Aug‑2026: 3,5 % = CCI 0,1 + CRP 0,9 + Seguro Social 2,5, which Previred splits as SIS 1,78 + expectativa de
 *   vida 0,72 (Superintendencia de Pensiones, Oficio Ord. 15.295 of 18‑Aug‑2026, as Previred quotes it: a split not
 *   read at its source, so it stays a parameter here);
 * - from Aug‑2027 the CCI and CRP grow (0,25 + 1,5; then 1,0 + 1,5 from Aug‑2028 …) with the same 2,5 Seguro Social.
 * The parts are the run's total split in these proportions, so that the file declares to the peso what the run
 * charged (each part within a peso of its own rate).
 */
import { roundPesos } from '../compute-payslip';

export interface ReformSplitRates {
  /** To the individual account (CCI): added to field 28. */
  individualAccount: number;
  /** Cotización con rentabilidad protegida (CRP): field 95. */
  protectedReturn: number;
  /** Compensación por expectativa de vida: field 94. */
  lifeExpectancy: number;
  /** The SIS inside the Seguro Social: field 29, with any SIS paid apart. */
  sis: number;
}

const NONE: ReformSplitRates = { individualAccount: 0, protectedReturn: 0, lifeExpectancy: 0, sis: 0 };

const seguroSocial = (individualAccount: number, protectedReturn: number): ReformSplitRates => ({
  individualAccount,
  protectedReturn,
  lifeExpectancy: 0.72,
  sis: 1.78,
});

/** The split by the first month (`yyyy-MM`) of the remuneraciones it applies to, oldest first. */
export const REFORM_SPLITS: readonly { from: string; rates: ReformSplitRates }[] = [
  { from: '2025-08', rates: { individualAccount: 0.1, protectedReturn: 0, lifeExpectancy: 0.9, sis: 0 } },
  { from: '2026-08', rates: seguroSocial(0.1, 0.9) },
  { from: '2027-08', rates: seguroSocial(0.25, 1.5) },
  { from: '2028-08', rates: seguroSocial(1, 1.5) },
  { from: '2029-08', rates: seguroSocial(1.7, 1.5) },
  { from: '2030-08', rates: seguroSocial(2.4, 1.5) },
  { from: '2031-08', rates: seguroSocial(3.1, 1.5) },
  { from: '2032-08', rates: seguroSocial(3.8, 1.5) },
  { from: '2033-08', rates: seguroSocial(4.5, 1.5) },
];

/** The split of a month's remuneraciones; all zero before the reform. */
export function reformSplitRates(period: string): ReformSplitRates {
  return REFORM_SPLITS.filter((split) => split.from <= period).at(-1)?.rates ?? NONE;
}

export type ReformSplit = ReformSplitRates;

/**
 * A run's Ley 21.735 total (whole pesos) as its parts by `rates`: each part rounded half up, and the rest of the
 * rounding on the Seguro Social's largest part (SIS from Aug‑2026, expectativa de vida before), so the parts add up
 * to `total`.
 */
export function splitReform(total: number, rates: ReformSplitRates): ReformSplit {
  const sum = rates.individualAccount + rates.protectedReturn + rates.lifeExpectancy + rates.sis;
  if (total <= 0 || sum <= 0) return { ...NONE };
  const part = (rate: number) => roundPesos((total * rate) / sum);
  const individualAccount = part(rates.individualAccount);
  const protectedReturn = part(rates.protectedReturn);
  if (rates.sis > 0) {
    const lifeExpectancy = part(rates.lifeExpectancy);
    return {
      individualAccount,
      protectedReturn,
      lifeExpectancy,
      sis: total - individualAccount - protectedReturn - lifeExpectancy,
    };
  }
  return {
    individualAccount,
    protectedReturn,
    lifeExpectancy: total - individualAccount - protectedReturn,
    sis: 0,
  };
}
