/**
 * The bridge from DocumentStore watches to the query cache. A watched query's `queryFn` opens the store's
 * subscription and resolves with its first snapshot; later snapshots replace the cached data. One subscription
 * per query key, shared by every component showing it, and closed when the last of them unmounts (the data
 * then goes stale, so the next viewer subscribes again). A watch that fails after its first snapshot puts the
 * query in error (the next refetch subscribes again), so a lost permission reaches the screen.
 */
import {
  hashKey,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';

import type { DataError } from '../ports/document-store';

/** Opens a subscription; returns the function that closes it. */
export type Subscribe<T> = (next: (value: T) => void, error: (error: DataError) => void) => () => void;

const live = new WeakMap<QueryClient, Map<string, () => void>>();

function liveOf(client: QueryClient): Map<string, () => void> {
  let map = live.get(client);
  if (map === undefined) {
    map = new Map();
    live.set(client, map);
  }
  return map;
}

function stop(client: QueryClient, hash: string): void {
  const subscriptions = liveOf(client);
  const close = subscriptions.get(hash);
  if (close === undefined) return;
  subscriptions.delete(hash);
  close();
}

/**
 * Closes every open watch of `client` at once, keeping what the queries show: before a sign-out, whose lost
 * permission would otherwise reach each listener as an error (logged, then retried) while the screen is still up.
 * The cache is cleared when the account changes (app.tsx), so nothing of it outlives the session.
 */
export function closeAllWatches(client: QueryClient): void {
  for (const hash of [...liveOf(client).keys()]) stop(client, hash);
}

/** Closes a watch when its query has no observer left or leaves the cache. Called once per client. */
export function attachWatchLifecycle(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    const unobserved = event.type === 'observerRemoved' && query.getObserversCount() === 0;
    if (!unobserved && event.type !== 'removed') return;
    if (!liveOf(client).has(query.queryHash)) return;
    stop(client, query.queryHash);
    // Without its subscription the data may go out of date: the next viewer fetches (subscribes) again.
    if (event.type !== 'removed') query.invalidate();
  });
}

/** Query options for a live query: the first snapshot resolves it, later ones replace its data. */
export function watchQueryOptions<T>(queryKey: QueryKey, subscribe: Subscribe<T>) {
  return {
    queryKey,
    // The subscription keeps the data fresh; a refetch would only open a second one.
    staleTime: Infinity,
    queryFn: ({ client }: { client: QueryClient }) =>
      new Promise<T>((resolve, reject) => {
        const hash = hashKey(queryKey);
        stop(client, hash);
        let settled = false;
        let failed = false;
        const close = subscribe(
          (value) => {
            if (!settled) {
              settled = true;
              resolve(value);
            } else {
              client.setQueryData<T>(queryKey, value);
            }
          },
          (error) => {
            failed = true;
            stop(client, hash);
            if (!settled) {
              settled = true;
              reject(error);
              return;
            }
            console.error('Suscripción interrumpida', queryKey, error);
            void client.refetchQueries({ queryKey, exact: true });
          },
        );
        // A store may report an error before `subscribe` returns: then there is nothing to keep open.
        if (failed) close();
        else liveOf(client).set(hash, close);
      }),
  };
}

/** A live query of the store; `subscribe` null disables it (nothing to watch yet). */
export function useWatch<T>(queryKey: QueryKey, subscribe: Subscribe<T> | null): UseQueryResult<T> {
  return useQuery({
    ...watchQueryOptions<T>(queryKey, subscribe ?? (() => () => undefined)),
    enabled: subscribe !== null,
  });
}
