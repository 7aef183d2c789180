/**
 * The app's one data cache (TanStack Query). Reads are cached by query key, de-duplicated and retried; live
 * watches of the DocumentStore are bridged into the same cache (watch.ts). Firestore bills every document
 * read, so nothing refetches on focus or reconnect by itself: watches keep live data fresh, one-shot reads
 * stay fresh for a while and are retried on demand.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';

import { isDataError } from '../ports/document-store';
import { attachWatchLifecycle } from './watch';

/** Errors a retry cannot fix: the caller lacks access, or asked for something invalid. */
export function isPermanentError(error: unknown): boolean {
  return (
    isDataError(error) &&
    ['permission-denied', 'unauthenticated', 'invalid-argument', 'not-found', 'failed-precondition'].includes(
      error.code,
    )
  );
}

export interface QueryClientOptions {
  /** Automatic retries of a failed read that may succeed later (default 2; tests use 0). */
  retries?: number;
}

export function createQueryClient({ retries = 2 }: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    // Screens show a failed read; the reason is logged once, here.
    queryCache: new QueryCache({
      onError: (error, query) => console.error('No se pudieron cargar los datos', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) => !isPermanentError(error) && failureCount < retries,
      },
      mutations: { retry: false },
    },
  });
  attachWatchLifecycle(client);
  return client;
}
