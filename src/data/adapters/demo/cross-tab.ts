/**
 * Keeps the demo stores of several tabs in step: after persisting a commit, a tab broadcasts the changed docs;
 * the others apply them to memory and update their watchers. A bulk replace (seed, reset) broadcasts `reload`.
 * Best effort: without BroadcastChannel each tab still sees the others' writes on its next load.
 */
import type { PersistedDoc } from './idb-persistence';

export const CROSS_TAB_CHANNEL = 'asiste-demo-store';

export type CrossTabMessage =
  { kind: 'changes'; dbName: string; changes: PersistedDoc[] } | { kind: 'reload'; dbName: string };

export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
}

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, dbName } = value as { kind?: unknown; dbName?: unknown };
  return (kind === 'changes' || kind === 'reload') && typeof dbName === 'string';
}

/** The browser's BroadcastChannel, or null where there is none. */
export function openBroadcastChannel(name: string = CROSS_TAB_CHANNEL): CrossTabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: CrossTabMessage) => void>();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data)) for (const listener of listeners) listener(event.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel.close();
    },
  };
}
