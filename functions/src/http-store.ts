/**
 * A ServerStore that lives in the test harness's process (test/memory-store-server.ts), reached over HTTP.
 * Each callable runs in its own process in the Functions emulator, so an in-memory store inside the functions
 * would not be shared between calls; this one is, and the harness reads and resets it directly. Only honoured
 * in the emulator (index.ts).
 */
import type { ServerCollection, ServerDoc, ServerStore } from '../../src/server/admin/server-ports';
import { decodeStoreValue, encodeStoreValue, type StoreRequest } from './store-wire';

async function send(baseUrl: string, request: StoreRequest): Promise<unknown> {
  const response = await fetch(`${baseUrl}/op`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(encodeStoreValue(request)),
  });
  const body = (await response.json()) as { result?: unknown; error?: string };
  if (!response.ok)
    throw new Error(`Memory store ${request.op} ${request.collection}: ${body.error ?? response.status}`);
  return decodeStoreValue(body.result);
}

export function httpStore(baseUrl: string): ServerStore {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    get: async (collection, id) => (await send(base, { op: 'get', collection, id })) as ServerDoc | null,
    set: async (collection, id, data) => {
      await send(base, { op: 'set', collection, id, data });
    },
    update: async (collection, id, data) => {
      await send(base, { op: 'update', collection, id, data });
    },
    create: async (collection, id, data) =>
      (await send(base, { op: 'create', collection, id, data })) as boolean,
    increment: async (collection, id, field, data) =>
      (await send(base, { op: 'increment', collection, id, field, data })) as number,
    add: async (collection, data) => (await send(base, { op: 'add', collection, data })) as string,
    where: async (collection: ServerCollection, equals) =>
      (await send(base, { op: 'where', collection, equals: { ...equals } })) as {
        id: string;
        data: ServerDoc;
      }[],
  };
}
