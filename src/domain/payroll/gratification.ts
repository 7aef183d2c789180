/**
 * The yearly gratificación of art. 47 CT, the tenant's alternative to art. 50's monthly one (compute-payslip.ts
 * `gratificationRegime`): a for-profit employer with books and a utilidad líquida shares 30 % of it among the
 * workers in proportion to what each earned in the year.
 */
import { roundPesos } from './compute-payslip';

/** Art. 47 CT: the share of the year's utilidad líquida the workers receive together. */
export const ARTICLE_47_PROFIT_PERCENT = 30;

/**
 * Art. 47 CT gratificación of a year: 30 % of the company's utilidad líquida (≤ 0: none), shared in proportion to
 * what each worker earned in the year (`earnings`, CLP by person), rounded half up per person.
 */
export function article47Gratifications(
  profit: number,
  earnings: ReadonlyMap<string, number>,
): Map<string, number> {
  const total = [...earnings.values()].reduce((sum, value) => sum + Math.max(0, value), 0);
  const pool = profit > 0 && total > 0 ? (profit * ARTICLE_47_PROFIT_PERCENT) / 100 : 0;
  return new Map(
    [...earnings].map(([person, earned]) => [
      person,
      roundPesos((pool * Math.max(0, earned)) / (total || 1)),
    ]),
  );
}
