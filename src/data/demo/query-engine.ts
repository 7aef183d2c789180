/**
 * Firestore query semantics over in-memory documents: validation (with Firestore's limits and error codes),
 * filters, ordering (explicit orders, then inequality fields, then the doc id), `startAfter` and `limit`.
 *
 * Like Firestore since multi-field inequality support (SDK v10+), several fields may carry inequalities and the
 * first orderBy need not be an inequality field: inequality fields not ordered explicitly are ordered after the
 * explicit ones, by field name, in the direction of the last explicit order.
 */
import type { CollectionName } from '../ports/collections';
import { DataError, isServerTime, type Query, type WhereOp } from '../ports/document-store';
import { compareValues, getField, sameType, valueEquals, type DocData } from './values';

export interface DocEntry {
  readonly id: string;
  readonly data: DocData;
}

export interface Filter {
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface Order {
  field: string;
  direction: 'asc' | 'desc';
}

export interface CompiledQuery {
  filters: Filter[];
  /** Explicit orders, then implicit inequality orders. */
  orders: Order[];
  /** Direction of the doc-id tiebreak (that of the last explicit order). */
  idDirection: 'asc' | 'desc';
  limit: number | null;
  cursor: { values: unknown[]; id: string } | null;
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
const INEQUALITY: ReadonlySet<WhereOp> = new Set<WhereOp>(['<', '<=', '>', '>=', '!=', 'not-in']);
const RANGE: ReadonlySet<WhereOp> = new Set<WhereOp>(['<', '<=', '>', '>=']);
const LIST_OPS: ReadonlySet<WhereOp> = new Set<WhereOp>(['in', 'not-in', 'array-contains-any']);

const invalid = (message: string) => new DataError('invalid-argument', `Invalid query. ${message}`);

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

function validateCombination(filters: Filter[]): void {
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

export function compileQuery<C extends CollectionName>(query: Query<C> = {}): CompiledQuery {
  const filters: Filter[] = (query.where ?? []).map(({ field, op, value }) => ({ field, op, value }));
  filters.forEach(validateFilter);
  validateCombination(filters);

  const orders: Order[] = (query.orderBy ?? []).map(({ field, direction }) => {
    if (typeof field !== 'string' || field === '') throw invalid('orderBy needs a field path.');
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') {
      throw invalid(`Unknown direction '${String(direction)}'.`);
    }
    return { field, direction: direction ?? 'asc' };
  });
  const idDirection = orders.at(-1)?.direction ?? 'asc';
  const ordered = new Set(orders.map((order) => order.field));
  const implicit = [...new Set(filters.filter((f) => INEQUALITY.has(f.op)).map((f) => f.field))]
    .filter((field) => !ordered.has(field))
    .sort();
  orders.push(...implicit.map((field) => ({ field, direction: idDirection })));

  const limit = query.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit <= 0))
    throw invalid('limit must be a positive integer.');

  let cursor: CompiledQuery['cursor'] = null;
  if (query.startAfter !== undefined) {
    const doc: DocData = { ...query.startAfter };
    const values = orders.map(({ field }) => {
      const value = getField(doc, field);
      if (value === undefined)
        throw invalid(`The cursor document has no '${field}' field (used in orderBy).`);
      return value;
    });
    cursor = { values, id: query.startAfter.id };
  }
  return { filters, orders, idDirection, limit, cursor };
}

function matchesFilter(data: DocData, { field, op, value }: Filter): boolean {
  const actual = getField(data, field);
  if (actual === undefined) return false;
  const list: readonly unknown[] = Array.isArray(value) ? value : [];
  switch (op) {
    case '==':
      return valueEquals(actual, value);
    case '!=':
      return !valueEquals(actual, value);
    case '<':
      return sameType(actual, value) && compareValues(actual, value) < 0;
    case '<=':
      return sameType(actual, value) && compareValues(actual, value) <= 0;
    case '>':
      return sameType(actual, value) && compareValues(actual, value) > 0;
    case '>=':
      return sameType(actual, value) && compareValues(actual, value) >= 0;
    case 'in':
      return list.some((item) => valueEquals(actual, item));
    case 'not-in':
      return !list.includes(null) && !list.some((item) => valueEquals(actual, item));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((item) => valueEquals(item, value));
    case 'array-contains-any':
      return Array.isArray(actual) && actual.some((item) => list.some((wanted) => valueEquals(item, wanted)));
  }
}

/** Whether a document belongs to the query's result set (before cursor and limit). */
export function matchesQuery(doc: DocEntry, query: CompiledQuery): boolean {
  // An orderBy also filters: a document without the ordered field is never returned.
  return (
    query.filters.every((filter) => matchesFilter(doc.data, filter)) &&
    query.orders.every(({ field }) => getField(doc.data, field) !== undefined)
  );
}

function compareToPosition(
  doc: DocEntry,
  values: readonly unknown[],
  id: string,
  query: CompiledQuery,
): number {
  for (let i = 0; i < query.orders.length; i++) {
    const order = query.orders[i];
    if (order === undefined) continue;
    const result = compareValues(getField(doc.data, order.field), values[i]);
    if (result !== 0) return order.direction === 'asc' ? result : -result;
  }
  const byId = compareValues(doc.id, id);
  return query.idDirection === 'asc' ? byId : -byId;
}

export function compareDocs(query: CompiledQuery): (a: DocEntry, b: DocEntry) => number {
  return (a, b) => {
    for (const { field, direction } of query.orders) {
      const result = compareValues(getField(a.data, field), getField(b.data, field));
      if (result !== 0) return direction === 'asc' ? result : -result;
    }
    const byId = compareValues(a.id, b.id);
    return query.idDirection === 'asc' ? byId : -byId;
  };
}

/** The query's result, in order, from candidate documents (a superset of the matches). */
export function runQuery(candidates: Iterable<DocEntry>, query: CompiledQuery): DocEntry[] {
  let result: DocEntry[] = [];
  for (const doc of candidates) if (matchesQuery(doc, query)) result.push(doc);
  result.sort(compareDocs(query));
  const { cursor } = query;
  if (cursor !== null)
    result = result.filter((doc) => compareToPosition(doc, cursor.values, cursor.id, query) > 0);
  return query.limit === null ? result : result.slice(0, query.limit);
}
