/**
 * The payroll parameters of a month, read from the indicators table (indicators-table.ts), each with where it was
 * published. A run shows them and lets a manager edit them for that run.
 *
 * UF and UTM are the month's own or MISSING: a month without its own value still gets one for a draft (the nearest
 * published month's), but its source says so (`missing: true`) and `missingParameters` names it, so the run cannot
 * close on it. The same holds for a dated value asked for a month before its first version.
 */
import type { EmployerCostParams, PayrollParams } from './compute-payslip';
import {
  datedValue,
  monthName,
  monthlyValue,
  nearestMonthlyValue,
  sourceText,
  type DatedValue,
  type IndicatorSource,
  type MonthlyIndicator,
} from './indicators';
import { DATED_INDICATORS, MONTHLY_INDICATORS } from './indicators-table';
import { missingLabel } from './indicators-missing';
import { STORED_INDICATORS, type StoredIndicatorValues } from './stored-indicators';

export { missingParameterWarning } from './indicators-missing';

type DatedName = Exclude<
  keyof typeof DATED_INDICATORS,
  'minimumWageUnder18Over65' | 'minimumWageNonRemunerational'
>;

/** Every parameter a run reads; `employer` stands for the five employer rates together. */
export type ParameterName = MonthlyIndicator | DatedName | 'employer';

/** Where one parameter of the month comes from. */
export interface ParameterSource {
  /** 'yyyy-MM': the month of the value (UF, UTM), or the first month its version holds. */
  from: string;
  /** Short name, and its link when there is one: `SII, UTM 2026 — https://www.sii.cl/…`. */
  source: string;
  name: string;
  url?: string;
  /** The month has no value of its own: the one given is another month's, to be entered for the run. */
  missing: boolean;
}

export interface PeriodParameters {
  params: PayrollParams;
  employer: EmployerCostParams;
  sources: Record<ParameterName, ParameterSource>;
}

interface Picked<T> {
  value: T;
  source: ParameterSource;
}

const own = (from: string, source: IndicatorSource): ParameterSource => ({
  from,
  source: sourceText(source),
  name: source.name,
  ...(source.url ? { url: source.url } : {}),
  missing: false,
});

/** Another month's value, proposed for `period`: the source says whose it is. */
const borrowed = (period: string, from: string, source: IndicatorSource): ParameterSource => ({
  ...own(from, source),
  source: `Sin valor publicado para ${monthName(period)}; se propone el de ${monthName(from)} (${source.name})`,
  missing: true,
});

function pickMonthly(name: MonthlyIndicator, period: string): Picked<number> {
  const found = monthlyValue(MONTHLY_INDICATORS, name, period);
  if (found) return { value: found.value, source: own(period, found.source) };
  const near = nearestMonthlyValue(MONTHLY_INDICATORS, name, period);
  if (!near) throw new RangeError(`The indicators table has no ${name}`);
  return { value: near.value, source: borrowed(period, near.month, near.source) };
}

function pickDated<T>(versions: readonly DatedValue<T>[], period: string): Picked<T> {
  const found = datedValue(versions, period);
  if (found) return { value: found.value, source: own(found.from, found.source) };
  const first = versions[0];
  if (!first) throw new RangeError('No versions');
  return { value: first.value, source: borrowed(period, first.from, first.source) };
}

function pickTable(period: string) {
  const t = DATED_INDICATORS;
  return {
    uf: pickMonthly('uf', period),
    utm: pickMonthly('utm', period),
    minimumWage: pickDated(t.minimumWage, period),
    pensionCapUf: pickDated(t.pensionCapUf, period),
    unemploymentCapUf: pickDated(t.unemploymentCapUf, period),
    afpCommission: pickDated(t.afpCommission, period),
    overtimeSurchargePercent: pickDated(t.overtimeSurchargePercent, period),
    taxBrackets: pickDated(t.taxBrackets, period),
    familyAllowance: pickDated(t.familyAllowance, period),
    unemploymentEmployerPercent: pickDated(t.unemploymentEmployerPercent, period),
    pensionReformPercent: pickDated(t.pensionReformPercent, period),
    sisPercent: pickDated(t.sisPercent, period),
    workAccidentPercent: pickDated(t.workAccidentPercent, period),
  } satisfies Record<Exclude<ParameterName, 'employer'>, Picked<unknown>>;
}

type Chosen = ReturnType<typeof pickTable>;

/** The table's values with the month's stored ones over them: a stored value is the month's own. */
function pickAll(period: string, stored: StoredIndicatorValues | null): Chosen {
  const chosen = pickTable(period);
  for (const name of STORED_INDICATORS) {
    const value = stored?.[name];
    if (!value) continue;
    const source = { name: value.source.name, ...(value.source.url ? { url: value.source.url } : {}) };
    chosen[name] = { value: value.value, source: own(period, source) };
  }
  return chosen;
}

/** The five employer rates' sources as one: the latest `from`, the names joined, missing if any is. */
function employerSource(chosen: Chosen): ParameterSource {
  const parts = [
    chosen.unemploymentEmployerPercent,
    chosen.pensionReformPercent,
    chosen.sisPercent,
    chosen.workAccidentPercent,
  ].map((part) => part.source);
  const from = parts.map((part) => part.from).reduce((a, b) => (a > b ? a : b));
  const name = parts.map((part) => part.name).join('; ');
  return { from, source: name, name, missing: parts.some((part) => part.missing) };
}

/** The parameters of `period` ('yyyy-MM') from the indicators table, with where each comes from. */
export function payrollParametersFor(period: string): PeriodParameters {
  return parametersWithStored(period, null);
}

/**
 * The parameters of `period` with the month's values the superuser stored (`indicators/{yyyy-MM}`) over the code
 * table's: a stored value is the month's own (never missing), with its source; null or an empty value: the
 * table's.
 */
export function parametersWithStored(period: string, stored: StoredIndicatorValues | null): PeriodParameters {
  const chosen = pickAll(period, stored);
  const sources = {
    ...Object.fromEntries(Object.entries(chosen).map(([name, picked]) => [name, picked.source])),
    employer: employerSource(chosen),
  } as Record<ParameterName, ParameterSource>;
  const unemployment = chosen.unemploymentEmployerPercent.value;
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
      familyAllowance: chosen.familyAllowance.value.map((bracket) => ({ ...bracket })),
    },
    employer: {
      unemploymentIndefinitePercent: unemployment.indefinite,
      unemploymentFixedTermPercent: unemployment.fixedTerm,
      pensionReformPercent: chosen.pensionReformPercent.value,
      sisPercent: chosen.sisPercent.value,
      workAccidentPercent: chosen.workAccidentPercent.value,
    },
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
 * The parameters `period` ('yyyy-MM') has no value of its own for, named for the manager (`UTM de noviembre de
 * 2026`): a payroll run of the month cannot close while one is missing. A value the superuser stored for the
 * month (`stored`) counts as the month's own.
 */
export function missingParameters(
  period: string,
  stored: StoredIndicatorValues | null = null,
): MissingParameter[] {
  const { sources } = parametersWithStored(period, stored);
  return (Object.keys(sources) as ParameterName[])
    .filter((field) => field !== 'employer' && sources[field].missing)
    .map((field) => ({ field, label: missingLabel(field, period) }));
}

/** Whether a run's value of `field` is still the one the table proposed (not entered by the manager). */
function sameAsProposed(field: string, run: PeriodParameters, proposed: PeriodParameters): boolean {
  const runValues: Record<string, unknown> = { ...run.params, ...run.employer };
  const tableValues: Record<string, unknown> = { ...proposed.params, ...proposed.employer };
  const keys: Record<string, string[]> = {
    unemploymentEmployerPercent: ['unemploymentIndefinitePercent', 'unemploymentFixedTermPercent'],
  };
  return (keys[field] ?? [field]).every(
    (key) => JSON.stringify(runValues[key]) === JSON.stringify(tableValues[key]),
  );
}

/**
 * The month's missing parameters a run still holds the table's proposal for: a value the manager entered for the
 * run (`Parámetros`) resolves it, and so does the run holding the value the superuser stored for the month. A run
 * drafted before the month's value was stored still holds the proposal (another month's value): it stays
 * unresolved until the run takes the stored value. (The asignación familiar tramos and the tax table are not
 * edited there.)
 */
export function unresolvedParameters(
  period: string,
  run: { params: PayrollParams; employer: EmployerCostParams },
  stored: StoredIndicatorValues | null = null,
): MissingParameter[] {
  const proposed = payrollParametersFor(period);
  const current = { ...proposed, params: run.params, employer: run.employer };
  const platform = parametersWithStored(period, stored);
  return missingParameters(period).filter(
    (missing) =>
      sameAsProposed(missing.field, current, proposed) &&
      (platform.sources[missing.field as ParameterName]?.missing !== false ||
        !sameAsProposed(missing.field, current, platform)),
  );
}
