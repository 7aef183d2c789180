/** Query validation with Firestore's limits and error code (`invalid-argument`). */
import { DataError, isServerTime, type WhereOp } from '../../ports/document-store';

export interface Filter {
  field: string;
  op: WhereOp;
  value: unknown;
}

/** Firestore's limit on values in `in` / `not-in` / `array-contains-any`, and on disjunctions. */
export const MAX_DISJUNCTION = 30;

const OPS: ReadonlySet<WhereOp> = new Set<WhereOp>([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
]);
/** Operators that order the result by their field (Firestore's implicit orderBy). */
export const INEQUALITY: ReadonlySet<WhereOp> = new Set<WhereOp>(['<', '<=', '>', '>=', '!=', 'not-in']);
const RANGE: ReadonlySet<WhereOp> = new Set<WhereOp>(['<', '<=', '>', '>=']);
const LIST_OPS: ReadonlySet<WhereOp> = new Set<WhereOp>(['in', 'not-in', 'array-contains-any']);

export const invalidQuery = (message: string) =>
  new DataError('invalid-argument', `Invalid query. ${message}`);
const invalid = invalidQuery;

function validateFilter({ field, op, value }: Filter): void {
  if (typeof field !== 'string' || field === '') throw invalid('A field path must be a non-empty string.');
  if (!OPS.has(op)) throw invalid(`Unknown operator '${String(op)}'.`);
  if (value === undefined || isServerTime(value)) throw invalid(`Unsupported value for '${field}'.`);
  if (RANGE.has(op) && value === null) throw invalid("Null only supports '==' and '!=' comparisons.");
  if (!LIST_OPS.has(op)) return;
  if (!Array.isArray(value) || value.length === 0) {
    throw invalid(`A non-empty array is required for '${op}' filters.`);
  }
  if (value.length > MAX_DISJUNCTION) {
    throw invalid(`'${op}' filters support a maximum of ${MAX_DISJUNCTION} elements in the value array.`);
  }
  if (value.some((item) => item === undefined)) throw invalid(`Unsupported value in '${op}' filter.`);
}

/** Rejects, with `invalid-argument`, the filters Firestore rejects (SDK or backend). */
export function validateFilters(filters: readonly Filter[]): void {
  filters.forEach(validateFilter);
  const count = (op: WhereOp) => filters.filter((f) => f.op === op).length;
  for (const op of ['!=', 'not-in', 'array-contains', 'array-contains-any'] as const) {
    if (count(op) > 1) throw invalid(`You cannot use more than one '${op}' filter.`);
  }
  if (count('not-in') > 0) {
    const other = (['!=', 'in', 'array-contains-any'] as const).find((op) => count(op) > 0);
    if (other !== undefined) throw invalid(`You cannot use 'not-in' filters with '${other}' filters.`);
  }
  if (count('array-contains') > 0 && count('array-contains-any') > 0) {
    throw invalid("You cannot use 'array-contains-any' filters with 'array-contains' filters.");
  }
  const disjunctions = filters
    .filter((f) => f.op === 'in' || f.op === 'array-contains-any')
    .reduce((product, f) => product * (Array.isArray(f.value) ? f.value.length : 1), 1);
  if (disjunctions > MAX_DISJUNCTION) throw invalid(`More than ${MAX_DISJUNCTION} disjunctions.`);
}
