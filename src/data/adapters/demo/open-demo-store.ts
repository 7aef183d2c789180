import type { PolicyCaller } from '../../policy/policy-caller';
import { openBroadcastChannel, type CrossTabChannel } from './cross-tab';
import { DemoStore } from './demo-store';
import { DEFAULT_DB_NAME, openIdbPersistence } from './idb-persistence';
import { isVersionError, newerDemoDataError } from './newer-demo-data';

export interface OpenDemoStoreOptions {
  dbName?: string;
  getCaller: () => PolicyCaller | null;
  now?: () => Date;
  /** Cross-tab channel; defaults to BroadcastChannel 'asiste-demo-store' when available; null disables it. */
  channel?: CrossTabChannel | null;
}

/**
 * Opens the IndexedDB database, loads every document into memory and returns the ready store. A database a
 * newer version of the app wrote fails with a FixableLoadError that offers to delete it (newer-demo-data.ts).
 */
export async function openDemoStore(options: OpenDemoStoreOptions): Promise<DemoStore> {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const persistence = await openIdbPersistence(dbName).catch((error: unknown) => {
    throw isVersionError(error) ? newerDemoDataError(dbName) : error;
  });
  const initialDocs = await persistence.loadAll();
  const channel = options.channel === undefined ? openBroadcastChannel() : options.channel;
  return new DemoStore({ ...options, dbName, persistence, channel, initialDocs });
}
