import type { PolicyCaller } from '../ports/policy-caller';
import { openBroadcastChannel, type CrossTabChannel } from './cross-tab';
import { DemoStore } from './demo-store';
import { DEFAULT_DB_NAME, openIdbPersistence } from './idb-persistence';

export interface OpenDemoStoreOptions {
  dbName?: string;
  getCaller: () => PolicyCaller | null;
  now?: () => Date;
  /** Cross-tab channel; defaults to BroadcastChannel 'asiste-demo-store' when available; null disables it. */
  channel?: CrossTabChannel | null;
}

/** Opens the IndexedDB database, loads every document into memory and returns the ready store. */
export async function openDemoStore(options: OpenDemoStoreOptions): Promise<DemoStore> {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const persistence = await openIdbPersistence(dbName);
  const initialDocs = await persistence.loadAll();
  const channel = options.channel === undefined ? openBroadcastChannel() : options.channel;
  return new DemoStore({ ...options, dbName, persistence, channel, initialDocs });
}
