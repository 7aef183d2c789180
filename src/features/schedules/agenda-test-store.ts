/**
 * Test support (imported only by tests): a DocumentStore that answers `get` and `list` from fixed documents,
 * records every call, and throws on anything else the agenda must never do.
 */
import type { CollectionMap, CollectionName, Tenant } from '../../data/ports/collections';
import type { DocumentStore, Query, Where, WithId } from '../../data/ports/document-store';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';

export type Fixtures = { [C in CollectionName]?: WithId<CollectionMap[C]>[] };

export interface RecordedCall {
  op: 'get' | 'list';
  collection: CollectionName;
  id?: string;
  query?: Query<CollectionName>;
}

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.getTime() : value;
}

function matches<C extends CollectionName>(doc: WithId<CollectionMap[C]>, filter: Where<C>): boolean {
  const fields: Record<string, unknown> = { ...doc };
  const actual = comparable(fields[filter.field]);
  const expected = comparable(filter.value);
  if (typeof actual !== typeof expected) return false;
  const a = actual as number | string;
  const b = expected as number | string;
  switch (filter.op) {
    case '==':
      return a === b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default:
      throw new Error(`operator ${filter.op} not supported by the agenda test store`);
  }
}

export interface AgendaTestStore extends DocumentStore {
  calls: RecordedCall[];
  /** Makes the next `count` calls of `op` fail with `error`. */
  failNext(op: 'get' | 'list', count: number, error?: Error): void;
}

export function createAgendaTestStore(fixtures: Fixtures): AgendaTestStore {
  const calls: RecordedCall[] = [];
  const failures = { get: 0, list: 0 };
  let failure = new Error('unavailable');
  const notUsed = () => {
    throw new Error('not used by the agenda');
  };
  const failing = (op: 'get' | 'list') => {
    if (failures[op] === 0) return false;
    failures[op] -= 1;
    return true;
  };
  return {
    calls,
    failNext(op, count, error = new Error('unavailable')) {
      failures[op] = count;
      failure = error;
    },
    async get<C extends CollectionName>(collection: C, id: string) {
      calls.push({ op: 'get', collection, id });
      if (failing('get')) throw failure;
      const docs: WithId<CollectionMap[C]>[] = fixtures[collection] ?? [];
      return docs.find((doc) => doc.id === id) ?? null;
    },
    async list<C extends CollectionName>(collection: C, query?: Query<C>) {
      calls.push({ op: 'list', collection, query: query as Query<CollectionName> | undefined });
      if (failing('list')) throw failure;
      const docs: WithId<CollectionMap[C]>[] = fixtures[collection] ?? [];
      return docs.filter((doc) => (query?.where ?? []).every((filter) => matches(doc, filter)));
    },
    watchQuery: notUsed,
    watchDoc: notUsed,
    add: notUsed,
    set: notUsed,
    update: notUsed,
    delete: notUsed,
    newId: notUsed,
    batch: notUsed,
  };
}

/** A tenant document with the given zone (the only field the agenda reads). */
export function testTenant(id: string, timeZone: string): WithId<Tenant> {
  return {
    id,
    tenantId: id,
    name: 'Empresa de prueba',
    timeZone,
    disabled: false,
    createdAt: new Date(0),
    settings: defaultTenantSettings('2026-11-18'),
  };
}
