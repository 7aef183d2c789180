/**
 * The platform's payroll indicators of one month (`indicators/{yyyy-MM}`, issue #46 item 1), as a superuser stored
 * them in /admin/indicadores: read by a run's `Parámetros` and its close (over the code table, through
 * `parametersWithStored`) and by the superuser's screen. Null: nothing stored for the month.
 */
import { useQuery } from '@tanstack/react-query';

import type { IndicatorMonth } from '../ports/collections';
import type { DocumentStore, WithId } from '../ports/document-store';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';

export function getIndicatorMonth(
  store: DocumentStore,
  period: string,
): Promise<WithId<IndicatorMonth> | null> {
  return store.get('indicators', period);
}

/** One month's stored indicators (`period` null: none asked). */
export function useIndicatorMonth(period: string | null) {
  const store = useStore();
  const member = useMember();
  return useQuery({
    queryKey: queryKeys.doc('indicators', period ?? ''),
    queryFn: () => (period === null ? null : getIndicatorMonth(store, period)),
    enabled: member !== null && period !== null,
  });
}
