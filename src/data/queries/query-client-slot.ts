import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app keeps its one data cache. The app (in the entry chunk) owns the slot; the app frame (its own
 * chunk, with TanStack Query) fills it the first time a screen needs data, so the public page never downloads the
 * cache's code. The session bridge empties whatever the slot holds when the identity changes.
 */
export interface QueryClientSlot {
  client: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
