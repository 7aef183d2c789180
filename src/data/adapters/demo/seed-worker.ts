// The demo's seed, off the main thread: generates a new day's tenant and writes it to IndexedDB while
// the page paints and responds; the page then only takes the documents into its tables (demo-data.ts).

import { openIdbPersistence } from './idb-persistence';
import { buildSeed, type SeedRequest, type SeedResult } from './seed-docs';

export interface SeedWorkerRequest extends SeedRequest {
  dbName: string;
  /** A new day's seed: what people wrote stays over it (people-writes.ts); a reset forgets it. */
  keepWritten: boolean;
}

export type SeedWorkerReply = ({ ok: true } & SeedResult) | { ok: false; message: string };

async function seed(request: SeedWorkerRequest): Promise<SeedWorkerReply> {
  const result = buildSeed(request);
  const persistence = await openIdbPersistence(request.dbName);
  try {
    // What the database holds afterwards: the seed, and what people wrote when it is kept.
    const docs = await persistence.replaceAll(result.docs, { keepWritten: request.keepWritten });
    return { ok: true, docs, users: result.users };
  } finally {
    persistence.close();
  }
}

self.addEventListener('message', (event: MessageEvent<SeedWorkerRequest>) => {
  seed(event.data).then(
    (reply) => self.postMessage(reply),
    (error: unknown) =>
      self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
