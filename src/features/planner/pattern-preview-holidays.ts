/**
 * The tenant's holidays of the `Aplicar patrón` range: the preview lists them and the pattern leaves them off.
 * Read only while the dialog is open and its range is valid (one bounded query per range, cached), and read again
 * at `Aplicar` for the range applied, so what is written never rests on a range the preview did not show.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import type { DocumentStore } from '../../data/ports/document-store';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';

export interface RangeHoliday {
  /** The holiday's day in the tenant's zone. */
  day: string;
  name: string;
}

interface Source {
  store: DocumentStore;
  tenantId: string;
  timeZone: string;
}

function holidaysQuery({ store, tenantId, timeZone }: Source, from: string, to: string) {
  return {
    queryKey: queryKeys.list('holidays', { view: 'pattern', tenantId, timeZone, from, to }),
    queryFn: async (): Promise<RangeHoliday[]> => {
      const range = {
        start: dayKeyToInstant(from, timeZone),
        end: dayKeyToInstant(addDaysToKey(to, 1), timeZone),
      };
      const holidays = await listTenantHolidays(store, tenantId, range);
      return holidays
        .map((holiday) => ({ day: dayKey(holiday.date, timeZone), name: holiday.name }))
        .sort((a, b) => a.day.localeCompare(b.day));
    },
  };
}

function useSource(): Source | null {
  const store = useStore();
  const member = useMember();
  const { timeZone } = useTenant();
  const tenantId = member?.tenantId ?? null;
  return useMemo(
    () => (tenantId && timeZone ? { store, tenantId, timeZone } : null),
    [store, tenantId, timeZone],
  );
}

/** The holidays of [from, to]; `range` null (the dialog closed, or a range not valid yet) reads nothing. */
export function useRangeHolidays(range: { from: string; to: string } | null) {
  const source = useSource();
  const query = source && range ? holidaysQuery(source, range.from, range.to) : null;
  return useQuery({
    queryKey: query?.queryKey ?? queryKeys.list('holidays', { view: 'pattern', idle: true }),
    queryFn: query?.queryFn ?? (() => Promise.resolve([])),
    enabled: query !== null,
  });
}

/** The holidays could not be read: nothing is applied, since they would get shifts. */
export class HolidaysReadError extends Error {
  constructor(cause: unknown) {
    super('The holidays of the range could not be read', { cause });
    this.name = 'HolidaysReadError';
  }
}

/** Reads (or takes from the cache) the holidays of [from, to], at `Aplicar`; a failure is a HolidaysReadError. */
export function useFetchRangeHolidays(): (from: string, to: string) => Promise<RangeHoliday[]> {
  const source = useSource();
  const client = useQueryClient();
  return useCallback(
    (from, to) => {
      if (source === null) return Promise.reject(new HolidaysReadError('no tenant yet'));
      return client.fetchQuery(holidaysQuery(source, from, to)).catch((error: unknown) => {
        throw new HolidaysReadError(error);
      });
    },
    [client, source],
  );
}
