/**
 * The in-memory ServerStore the callables use in `npm test` (functions/src/http-store.ts), served over HTTP by
 * the test run (scripts/test-functions.mjs starts it before the emulators through serve-memory-store.ts). The harness reads and resets the same store.
 *
 *   POST /op     one ServerStore operation (store-wire.ts)    POST /reset   forget every document
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { incrementedServerDoc, updatedServerDoc } from '../../src/server/admin/server-doc';
import type { ServerDoc } from '../../src/server/admin/server-ports';
import { newId } from '../src/new-id';
import { decodeStoreValue, encodeStoreValue, type StoreRequest } from '../src/store-wire';

type Docs = Map<string, ServerDoc>;

/** Documents by collection; every read and write copies, as a real store would. */
export class MemoryStore {
  private readonly collections = new Map<string, Docs>();

  private docs(collection: string): Docs {
    let docs = this.collections.get(collection);
    if (!docs) this.collections.set(collection, (docs = new Map()));
    return docs;
  }

  reset(): void {
    this.collections.clear();
  }

  run(request: StoreRequest): unknown {
    const docs = this.docs(request.collection);
    switch (request.op) {
      case 'get':
        return structuredClone(docs.get(request.id) ?? null);
      case 'set':
        docs.set(request.id, structuredClone(request.data));
        return null;
      case 'update': {
        const current = docs.get(request.id);
        if (!current) throw new Error(`No document ${request.collection}/${request.id} to update`);
        docs.set(request.id, updatedServerDoc(current, structuredClone(request.data)));
        return null;
      }
      case 'create':
        if (docs.has(request.id)) return false;
        docs.set(request.id, structuredClone(request.data));
        return true;
      case 'increment': {
        const { doc, count } = incrementedServerDoc(
          docs.get(request.id) ?? null,
          request.field,
          request.data,
        );
        docs.set(request.id, structuredClone(doc));
        return count;
      }
      case 'add': {
        const id = newId();
        docs.set(id, structuredClone(request.data));
        return id;
      }
      case 'where':
        return [...docs]
          .filter(([, data]) =>
            Object.entries(request.equals).every(([field, value]) => data[field] === value),
          )
          .map(([id, data]) => ({ id, data: structuredClone(data) }));
    }
  }
}

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? null : JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export interface RunningStore {
  url: string;
  store: MemoryStore;
  close(): Promise<void>;
}

export function startMemoryStoreServer(port = 0): Promise<RunningStore> {
  const store = new MemoryStore();
  const server = createServer((request, response) => {
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    body(request).then(
      (json) => {
        if (request.method !== 'POST') return reply(405, { error: 'POST only' });
        if (request.url === '/reset') {
          store.reset();
          return reply(200, { result: null });
        }
        if (request.url !== '/op') return reply(404, { error: `No endpoint ${request.url}` });
        try {
          reply(200, { result: encodeStoreValue(store.run(decodeStoreValue(json) as StoreRequest)) });
        } catch (error) {
          reply(400, { error: error instanceof Error ? error.message : String(error) });
        }
      },
      (error: unknown) => reply(400, { error: String(error) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        store,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
