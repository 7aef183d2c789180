import type { SortValue } from './types';

// One collator for every comparison: the same order as `a.localeCompare(b, 'es')`, built once.
const SPANISH = new Intl.Collator('es');

/** A value to sort by, or undefined for "no value" (null or an invalid date), which the table puts last. */
export function sortable(value: SortValue): string | number | Date | undefined {
  if (value === null) return undefined;
  if (value instanceof Date && Number.isNaN(value.getTime())) return undefined;
  return value;
}

function rank(value: string | number | Date): number {
  if (typeof value === 'number') return 0;
  if (value instanceof Date) return 1;
  return 2;
}

/** Ascending order of two present values: numbers, dates by time, strings in Spanish order (ñ after n). */
export function compareSortValues(a: string | number | Date, b: string | number | Date): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return SPANISH.compare(a, b);
  // A column mixing kinds is a bug in its sortValue; keep the order stable rather than throw.
  return rank(a) - rank(b);
}
