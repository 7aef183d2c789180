/**
 * The AdminPort service's ServerStore in the demo: tenants, users and logs through the demo store's privileged
 * writer (no access policy, like the Admin SDK; persisted and broadcast like any write), and the two server-only
 * collections (the mail queue and the request records) in a small map persisted in localStorage.
 */
import type { ServerCollection, ServerDoc, ServerStore } from '../admin/server-ports';
import type { CollectionName } from '../ports/collections';
import type { PrivilegedAccess } from './demo-store';
import { prepareWrite } from './values';
import { autoId } from './write-plan';

export const SERVER_ONLY_KEY = 'asiste.demo.server';

type ServerOnly = Exclude<ServerCollection, CollectionName>;
type ServerOnlyTables = Record<ServerOnly, Record<string, ServerDoc>>;

function isServerOnly(collection: ServerCollection): collection is ServerOnly {
  return collection === 'mail' || collection === 'adminRequests';
}

/** JSON keeps dates as `{ $date: iso }` so they come back as Dates. */
function encode(tables: ServerOnlyTables): string {
  return JSON.stringify(tables, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

function decode(raw: string): ServerOnlyTables {
  return JSON.parse(raw, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { $date?: unknown }).$date === 'string'
      ? new Date((value as { $date: string }).$date)
      : value,
  ) as ServerOnlyTables;
}

function readServerOnly(): ServerOnlyTables {
  try {
    const raw = localStorage.getItem(SERVER_ONLY_KEY);
    if (raw !== null) return decode(raw);
  } catch {
    // A damaged map starts empty: it only holds queued mail and retry records.
  }
  return { mail: {}, adminRequests: {} };
}

function matches(data: ServerDoc, equals: Readonly<Record<string, string | boolean>>): boolean {
  return Object.entries(equals).every(([field, value]) => data[field] === value);
}

function withoutId(doc: object): ServerDoc {
  const { id: _id, ...data } = doc as ServerDoc;
  return data;
}

export function demoServerStore(privileged: PrivilegedAccess): ServerStore {
  const writeServerOnly = (collection: ServerOnly, id: string, data: ServerDoc) => {
    const tables = readServerOnly();
    tables[collection][id] = data;
    localStorage.setItem(SERVER_ONLY_KEY, encode(tables));
  };
  const store: ServerStore = {
    async get(collection, id) {
      if (isServerOnly(collection)) return readServerOnly()[collection][id] ?? null;
      const doc = privileged.get(collection, id);
      return doc === null ? null : withoutId(doc);
    },
    async set(collection, id, data) {
      if (isServerOnly(collection)) writeServerOnly(collection, id, prepareWrite(data));
      else await privileged.commit([{ kind: 'set', collection, id, data: prepareWrite(data), merge: false }]);
    },
    async update(collection, id, data) {
      if (isServerOnly(collection)) {
        const before = readServerOnly()[collection][id];
        if (before === undefined) throw new Error(`No document to update: ${collection}/${id}`);
        writeServerOnly(collection, id, { ...before, ...prepareWrite(data) });
      } else {
        await privileged.commit([{ kind: 'update', collection, id, data: prepareWrite(data) }]);
      }
    },
    async add(collection, data) {
      const id = autoId();
      await store.set(collection, id, data);
      return id;
    },
    async where(collection, equals) {
      const docs = isServerOnly(collection)
        ? Object.entries(readServerOnly()[collection]).map(([id, data]) => ({ id, data }))
        : privileged.all(collection).map((doc) => ({ id: doc.id, data: withoutId(doc) }));
      return docs.filter((doc) => matches(doc.data, equals));
    },
  };
  return store;
}
