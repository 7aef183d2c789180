/**
 * Query keys, shaped like react-admin's: `[collection, 'doc', id]` for one document, `[collection, 'list',
 * params]` for a query, `[collection, 'watch', params]` for a live one. Invalidating `[collection]` refreshes
 * every read of that collection.
 */
import type { CollectionName } from '../ports/collections';

export const queryKeys = {
  doc: (collection: CollectionName, id: string) => [collection, 'doc', id] as const,
  list: (collection: CollectionName, params: Readonly<Record<string, unknown>>) =>
    [collection, 'list', params] as const,
  watch: (collection: CollectionName, params: Readonly<Record<string, unknown>>) =>
    [collection, 'watch', params] as const,
};
