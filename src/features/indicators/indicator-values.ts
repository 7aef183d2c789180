/**
 * /admin/indicadores' form values and the stored month they become (issue #46 item 1): each parameter's value as
 * the superuser types it (Chilean style: `72.151`, `41.057,20`; empty: not stored, the code table's holds) and its
 * source (a short name, and an https link when there is one). Pure.
 */
import {
  SOURCE_URL_PATTERN,
  STORED_INDICATORS,
  STORED_SOURCE_LIMITS,
  validIndicatorValue,
  type StoredIndicator,
  type StoredIndicatorName,
  type StoredIndicatorValues,
} from '../../domain/payroll/stored-indicators';
import { formatNumber } from '../../domain/format/numbers';
import { STORED_INDICATOR_RULES } from '../../domain/payroll/stored-indicators';

export interface IndicatorFieldValues {
  value: string;
  sourceName: string;
  sourceUrl: string;
}

export type IndicatorFormValues = Record<StoredIndicatorName, IndicatorFieldValues>;

const THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^\d+([.,]\d+)?$/;

/** `72.151` → 72151, `41.057,2` → 41057.2, `1,54` or `1.54` → 1.54; anything else NaN. */
export function parseIndicatorNumber(text: string): number {
  const trimmed = text.trim();
  if (THOUSANDS.test(trimmed)) return Number(trimmed.replaceAll('.', '').replace(',', '.'));
  return PLAIN.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const display = (value: number) => String(value).replace('.', ',');

/** The form's values from the stored month (null: nothing stored: every field empty). */
export function formValuesOf(stored: StoredIndicatorValues | null): IndicatorFormValues {
  return Object.fromEntries(
    STORED_INDICATORS.map((name) => {
      const value = stored?.[name] ?? null;
      return [
        name,
        value === null
          ? { value: '', sourceName: '', sourceUrl: '' }
          : { value: display(value.value), sourceName: value.source.name, sourceUrl: value.source.url ?? '' },
      ];
    }),
  ) as IndicatorFormValues;
}

/** What is wrong with a parameter's value as typed, in Spanish, or null. */
export function valueMessage(name: StoredIndicatorName, text: string): string | null {
  if (text.trim() === '') return null;
  const number = parseIndicatorNumber(text);
  const { min, max, decimals } = STORED_INDICATOR_RULES[name];
  if (!Number.isFinite(number)) return 'Escribe un número; los decimales van con coma.';
  if (number < min || number > max) return `Debe estar entre ${formatNumber(min)} y ${formatNumber(max)}.`;
  if (!validIndicatorValue(name, number))
    return decimals === 0 ? 'Ingresa un número sin decimales.' : `Ingresa a lo más ${decimals} decimales.`;
  return null;
}

/** What is wrong with a source's name, given its value, in Spanish, or null. */
export function sourceNameMessage(field: IndicatorFieldValues): string | null {
  if (field.value.trim() === '') return null;
  const name = field.sourceName.trim();
  if (name === '') return 'Ingresa la fuente del valor (por ejemplo, «SII, UTM 2026»).';
  return name.length > STORED_SOURCE_LIMITS.name
    ? `Usa a lo más ${STORED_SOURCE_LIMITS.name} caracteres.`
    : null;
}

/** What is wrong with a source's link, in Spanish, or null (empty: no link). */
export function sourceUrlMessage(text: string): string | null {
  const url = text.trim();
  if (url === '') return null;
  if (url.length > STORED_SOURCE_LIMITS.url) return `Usa a lo más ${STORED_SOURCE_LIMITS.url} caracteres.`;
  return SOURCE_URL_PATTERN.test(url) ? null : 'Ingresa un enlace que empiece con https://.';
}

/** The stored values of a valid form: an empty value is null (the code table's holds). */
export function storedValuesOf(
  values: IndicatorFormValues,
): Record<StoredIndicatorName, StoredIndicator | null> {
  return Object.fromEntries(
    STORED_INDICATORS.map((name) => {
      const field = values[name];
      if (field.value.trim() === '') return [name, null];
      const url = field.sourceUrl.trim();
      return [
        name,
        {
          value: parseIndicatorNumber(field.value),
          source: { name: field.sourceName.trim(), url: url === '' ? null : url },
        },
      ];
    }),
  ) as Record<StoredIndicatorName, StoredIndicator | null>;
}
