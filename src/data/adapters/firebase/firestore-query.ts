import {
  documentId,
  limit,
  orderBy,
  startAfter,
  where,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';

import type { CollectionName } from '../../ports/collections';
import type { Query, WhereOp } from '../../ports/document-store';
import { toFirestoreValue } from './firestore-convert';

/** Firestore's name for the document-id field in orderings. */
export const DOCUMENT_ID = '__name__';

const INEQUALITY: ReadonlySet<WhereOp> = new Set<WhereOp>(['<', '<=', '>', '>=', '!=', 'not-in']);

export interface QueryPlan {
  filters: { field: string; op: WhereOp; value: unknown }[];
  orders: { field: string; direction: 'asc' | 'desc' }[];
  /** Values to start after, one per entry of `orders`; null without a cursor. */
  cursor: unknown[] | null;
  limit: number | null;
}

/**
 * What to send for a port query. With a cursor the ordering is spelled out the way Firestore normalises it
 * (explicit orders, then inequality fields, then the document id, in the last explicit direction) so the cursor
 * is built from the document already in hand — no extra read — and matches the same composite index.
 */
export function planQuery<C extends CollectionName>(query: Query<C> = {}): QueryPlan {
  const filters = (query.where ?? []).map(({ field, op, value }) => ({
    field: String(field),
    op,
    value: toFirestoreValue(value),
  }));
  const explicit = (query.orderBy ?? []).map(({ field, direction }) => ({
    field: String(field),
    direction: direction ?? 'asc',
  }));
  const plan: QueryPlan = { filters, orders: explicit, cursor: null, limit: query.limit ?? null };
  const after = query.startAfter;
  if (after === undefined) return plan;

  const direction = explicit.at(-1)?.direction ?? 'asc';
  const ordered = new Set(explicit.map((order) => order.field));
  const implicit = [...new Set(filters.filter((f) => INEQUALITY.has(f.op)).map((f) => f.field))]
    .filter((field) => !ordered.has(field))
    .sort()
    .map((field) => ({ field, direction }));
  const orders = [...explicit, ...implicit, { field: DOCUMENT_ID, direction }];
  const fields: Record<string, unknown> = { ...after };
  const cursor = orders.map(({ field }) =>
    field === DOCUMENT_ID ? after.id : toFirestoreValue(fields[field]),
  );
  return { ...plan, orders, cursor };
}

export function queryConstraints(plan: QueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.filters.map(({ field, op, value }) =>
    where(field, op satisfies WhereFilterOp, value),
  );
  for (const { field, direction } of plan.orders) {
    constraints.push(orderBy(field === DOCUMENT_ID ? documentId() : field, direction));
  }
  if (plan.cursor !== null) constraints.push(startAfter(...plan.cursor));
  if (plan.limit !== null) constraints.push(limit(plan.limit));
  return constraints;
}
