/**
 * Art. 58 CT: what may be deducted from a month's pay besides the legal deductions, as limits on the remuneración
 * total (taxable earnings, before the legal deductions; DT, dt.gob.cl/legislacion/1624/w3-propertyvalue-138567.html):
 * - deductions agreed in writing for any purpose (the run's `prestamo`): at most 15 %;
 * - housing (dividendos hipotecarios, ahorro para la vivienda) and education of the worker or the family, agreed in
 *   writing (the run's `vivienda-educacion`): at most 30 %;
 * - all deductions together, the legal ones included: at most 45 %.
 * Advances (anticipos) are pay already given, not art. 58 deductions: they pass whole.
 *
 * With the legal deductions at 17,58 % or more (AFP 10 % + commission, health 7 %), the 45 % always leaves less
 * than 30 % for housing and education: in practice the 45 % is the limit that binds them.
 */
import { formatCLP } from '../format/numbers';
import type { PayslipExtra, PayslipLine } from './compute-payslip';

export const AGREED_DEDUCTIONS_MAX_PERCENT = 15;
export const HOUSING_EDUCATION_MAX_PERCENT = 30;
export const ALL_DEDUCTIONS_MAX_PERCENT = 45;

/** A legal limit in whole pesos: rounded down, so that what is taken never exceeds it. */
const limitOf = (base: number, percent: number) => Math.floor((base * percent) / 100 + 1e-9);

/**
 * Art. 58 CT's limits on a month's remuneración total (taxable earnings, before the legal deductions; DT): agreed
 * deductions up to 15 %, housing and education ones up to 30 %, all deductions together up to 45 %, in whole
 * pesos rounded down.
 */
export function article58Limits(remuneration: number): { agreed: number; housing: number; overall: number } {
  return {
    agreed: limitOf(remuneration, AGREED_DEDUCTIONS_MAX_PERCENT),
    housing: limitOf(remuneration, HOUSING_EDUCATION_MAX_PERCENT),
    overall: limitOf(remuneration, ALL_DEDUCTIONS_MAX_PERCENT),
  };
}

/** The art. 58 installments with a limit of their own, in the order the 45 % room is given to them. */
const LIMITED_INSTALLMENTS: readonly {
  code: PayslipExtra['kind'];
  percent: number;
  limit: (limits: ReturnType<typeof article58Limits>) => number;
  /** What the warning calls them. */
  what: string;
}[] = [
  {
    code: 'vivienda-educacion',
    percent: HOUSING_EDUCATION_MAX_PERCENT,
    limit: (limits) => limits.housing,
    what: 'cuotas de vivienda o educación',
  },
  {
    code: 'prestamo',
    percent: AGREED_DEDUCTIONS_MAX_PERCENT,
    limit: (limits) => limits.agreed,
    what: 'cuotas de préstamo',
  },
];

/**
 * Art. 58 CT on a month's discount lines: housing and education installments (`vivienda-educacion`) are taken up to
 * 30 % of the remuneración total and loan installments (`prestamo`, agreed in writing) up to 15 % of it, each kind
 * in order and up to what leaves all deductions (the legal ones first, then housing and education, then loans)
 * within 45 % of it; the excess is left for a later month, with a warning. Advances pass whole.
 */
export function limitInstallments(
  discounts: readonly PayslipLine[],
  remuneration: number,
  legalDeductions: number,
  warnings: string[],
): PayslipLine[] {
  const limits = article58Limits(remuneration);
  let overallRoom = Math.max(0, limits.overall - legalDeductions);
  const taken = new Map<string, number>();
  for (const { code, percent, limit, what } of LIMITED_INSTALLMENTS) {
    const asked = discounts.filter((l) => l.code === code).reduce((sum, l) => sum + l.amount, 0);
    if (asked === 0) continue;
    const own = limit(limits);
    const allowed = Math.min(asked, own, overallRoom);
    if (allowed < asked)
      warnings.push(
        overallRoom < own
          ? `Art. 58 CT: los descuentos no pueden superar el ${ALL_DEDUCTIONS_MAX_PERCENT} % de la remuneración (${formatCLP(limits.overall)}, con los descuentos legales); no se descuentan ${formatCLP(asked - allowed)} de ${what} este mes.`
          : `Art. 58 CT: las ${what} no pueden superar el ${percent} % de la remuneración (${formatCLP(own)}); no se descuentan ${formatCLP(asked - allowed)} este mes.`,
      );
    overallRoom -= allowed;
    taken.set(code, allowed);
  }
  return discounts.map((line) => {
    const left = taken.get(line.code);
    if (left === undefined) return line;
    const amount = Math.min(line.amount, left);
    taken.set(line.code, left - amount);
    return { ...line, amount };
  });
}
