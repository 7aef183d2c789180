/**
 * Firestore query semantics over in-memory documents: validation (with Firestore's limits and error codes),
 * filters, ordering (explicit orders, then inequality fields, then the doc id), `startAfter` and `limit`.
 *
 * Like Firestore since multi-field inequality support (SDK v10+), several fields may carry inequalities and the
 * first orderBy need not be an inequality field: inequality fields not ordered explicitly are ordered after the
 * explicit ones, by field name, in the direction of the last explicit order.
 */
import type { CollectionName } from '../../ports/collections';
import type { Query } from '../../ports/document-store';
import { INEQUALITY, invalidQuery as invalid, validateFilters, type Filter } from './query-validation';
import { compareValues, getField, sameType, valueEquals, type DocData } from './values';

export type { Filter } from './query-validation';

export interface DocEntry {
  readonly id: string;
  readonly data: DocData;
}

export interface Order {
  field: string;
  direction: 'asc' | 'desc';
}

export interface CompiledQuery {
  filters: Filter[];
  /** One predicate per filter, specialised for the common cases (a date range, an `==` on a string). */
  matchers: ((data: DocData) => boolean)[];
  /** Explicit orders, then implicit inequality orders. */
  orders: Order[];
  /** Direction of the doc-id tiebreak (that of the last explicit order). */
  idDirection: 'asc' | 'desc';
  limit: number | null;
  cursor: { values: unknown[]; id: string } | null;
}

export function compileQuery<C extends CollectionName>(query: Query<C> = {}): CompiledQuery {
  const filters: Filter[] = (query.where ?? []).map(({ field, op, value }) => ({ field, op, value }));
  validateFilters(filters);

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
  return { filters, matchers: filters.map(compileMatcher), orders, idDirection, limit, cursor };
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

const RANGE_TEST: Readonly<Record<string, (difference: number) => boolean>> = {
  '<': (d) => d < 0,
  '<=': (d) => d <= 0,
  '>': (d) => d > 0,
  '>=': (d) => d >= 0,
};

function compileMatcher(filter: Filter): (data: DocData) => boolean {
  const { field, op, value } = filter;
  if (field.includes('.')) return (data) => matchesFilter(data, filter);
  const rangeTest = RANGE_TEST[op];
  if (value instanceof Date && rangeTest !== undefined) {
    const time = value.getTime();
    return (data) => {
      const actual = data[field];
      return actual instanceof Date && Object.hasOwn(data, field) && rangeTest(actual.getTime() - time);
    };
  }
  if (op === '==' && (typeof value === 'string' || typeof value === 'boolean')) {
    return (data) => data[field] === value && Object.hasOwn(data, field);
  }
  return (data) => matchesFilter(data, filter);
}

/** Whether a document belongs to the query's result set (before cursor and limit). */
export function matchesQuery(doc: DocEntry, query: CompiledQuery): boolean {
  // An orderBy also filters: a document without the ordered field is never returned.
  return (
    query.matchers.every((matches) => matches(doc.data)) &&
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
export function runQuery<D extends DocEntry>(candidates: Iterable<D>, query: CompiledQuery): D[] {
  let result: D[] = [];
  for (const doc of candidates) if (matchesQuery(doc, query)) result.push(doc);
  result.sort(compareDocs(query));
  const { cursor } = query;
  if (cursor !== null)
    result = result.filter((doc) => compareToPosition(doc, cursor.values, cursor.id, query) > 0);
  return query.limit === null ? result : result.slice(0, query.limit);
}
