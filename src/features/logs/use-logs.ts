/**
 * The pages of /logs' entries and the rows they make: LOGS_PAGE rows at a time (`Cargar más`), where a bulk act
 * counts as one row. A bulk act of hundreds of entries spans many query pages, so more pages are read on their own
 * while the rows wanted are not there yet or the last row is a group that may go on, up to STEP_PAGES pages per
 * step (then `Cargar más` asks for the rest).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import type { LogEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { listLogsPage, LOGS_PAGE, type LogFilters } from './logs-query';
import { logItems } from './log-rows';

/** Query pages read on their own per step: 1000 entries, twice the largest bulk approval seen. */
export const STEP_PAGES = 20;

interface Paging {
  key: string;
  /** Rows (entries or groups) wanted. */
  wanted: number;
  /** Query pages that may be read before the next `Cargar más`. */
  budget: number;
}

export function useLogs(tenantId: string, filters: LogFilters, timeZone: string | null, enabled: boolean) {
  const store = useStore();
  const key = JSON.stringify(filters);
  const [saved, setPaging] = useState<Paging>({ key, wanted: LOGS_PAGE, budget: STEP_PAGES });
  const paging = saved.key === key ? saved : { key, wanted: LOGS_PAGE, budget: STEP_PAGES };
  const logs = useInfiniteQuery({
    queryKey: queryKeys.list('logs', { view: 'registros', tenantId, ...filters }),
    queryFn: ({ pageParam }) => {
      if (!timeZone) throw new Error('logs read without a zone');
      return listLogsPage(store, tenantId, filters, timeZone, pageParam ?? undefined);
    },
    initialPageParam: null as WithId<LogEntry> | null,
    getNextPageParam: (page) => page.next,
    enabled: enabled && timeZone !== null,
  });
  const entries = useMemo(() => logs.data?.pages.flatMap((page) => page.entries), [logs.data]);
  const items = useMemo(() => (entries ? logItems(entries) : undefined), [entries]);
  const pages = logs.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = logs;

  useEffect(() => {
    if (!items || !hasNextPage || isFetching || pages >= paging.budget) return;
    const lastIsGroup = items.at(-1)?.kind === 'group';
    if (items.length < paging.wanted || (items.length <= paging.wanted && lastIsGroup)) void fetchNextPage();
  }, [items, hasNextPage, isFetching, pages, paging.budget, paging.wanted, fetchNextPage]);

  const shown = useMemo(() => items?.slice(0, paging.wanted), [items, paging.wanted]);
  return {
    logs,
    entries,
    items: shown,
    hasMore: (items?.length ?? 0) > paging.wanted || hasNextPage,
    loadMore: () => setPaging({ key, wanted: paging.wanted + LOGS_PAGE, budget: pages + STEP_PAGES }),
  };
}
