/**
 * The month's indicators a superuser stores for the whole platform (`indicators/{yyyy-MM}`, /admin/indicadores,
 * issue #46 item 1): which parameters, their limits and how each is named. A stored value takes precedence over
 * the code table's (indicators-table.ts) in `parametersWithStored` (parameters.ts); a value left empty (null) keeps
 * the table's. The policy (src/data/policy/indicator-write.ts) and firestore.rules check writes against these.
 */

/** The parameters a superuser stores per month, in the order the screen shows them. */
export const STORED_INDICATORS = [
  'uf',
  'utm',
  'minimumWage',
  'pensionCapUf',
  'unemploymentCapUf',
  'sisPercent',
] as const;

export type StoredIndicatorName = (typeof STORED_INDICATORS)[number];

/** Where a stored value was published: a short name and, when there is one, an https link. */
export interface StoredSource {
  name: string;
  url: string | null;
}

export interface StoredIndicator {
  value: number;
  source: StoredSource;
}

/** A month's stored values: null or absent, not stored (the code table's value holds). */
export type StoredIndicatorValues = Partial<Record<StoredIndicatorName, StoredIndicator | null>>;

export interface IndicatorRule {
  /** Spanish, as the form and the audit entry name it. */
  label: string;
  min: number;
  max: number;
  /** How many decimals the value may carry (UF: 2; pesos: 0). */
  decimals: number;
}

/** Each parameter's label and range (the same ranges `Parámetros` accepts for one run, payroll-text.ts). */
export const STORED_INDICATOR_RULES: Readonly<Record<StoredIndicatorName, IndicatorRule>> = {
  uf: { label: 'UF del último día del mes ($)', min: 1, max: 1_000_000, decimals: 2 },
  utm: { label: 'UTM ($)', min: 1, max: 1_000_000, decimals: 0 },
  minimumWage: { label: 'Ingreso mínimo mensual ($)', min: 1, max: 10_000_000, decimals: 0 },
  pensionCapUf: { label: 'Tope imponible AFP y salud (UF)', min: 1, max: 1000, decimals: 2 },
  unemploymentCapUf: { label: 'Tope seguro de cesantía (UF)', min: 1, max: 1000, decimals: 2 },
  sisPercent: { label: 'Tasa SIS (%)', min: 0, max: 20, decimals: 2 },
};

/** The sizes of a source's texts. */
export const STORED_SOURCE_LIMITS = { name: 120, url: 500 } as const;

/** A source's link: https only (a manager opens it). */
export const SOURCE_URL_PATTERN = /^https:\/\/[^\s]+$/;

/** 'yyyy-MM': a stored month's id. */
export const INDICATOR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `value` fits the parameter's range and decimals. */
export function validIndicatorValue(name: StoredIndicatorName, value: number): boolean {
  const { min, max, decimals } = STORED_INDICATOR_RULES[name];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** `UTM ($): 72.151 (SII, UTM 2026)` pieces: what changed between two stored months, for the audit entry. */
export function storedChanges(
  before: StoredIndicatorValues | null,
  after: StoredIndicatorValues,
  format: (value: number) => string,
): string[] {
  const text = (stored: StoredIndicator | null | undefined) =>
    stored ? `${format(stored.value)} (${stored.source.name})` : 'sin valor';
  return STORED_INDICATORS.flatMap((name) => {
    const was = before?.[name] ?? null;
    const is = after[name] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) return [];
    return [`${STORED_INDICATOR_RULES[name].label}: ${text(was)} → ${text(is)}`];
  });
}
