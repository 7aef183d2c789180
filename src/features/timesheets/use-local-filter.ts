/**
 * /asistencias' `Local` filter (`?local=`): the people working at one workplace (workplaceOf of each person's
 * file). A workplace the tenant does not have reads as everyone; while the workplaces load the chosen Local's rows
 * wait for them, and their read's failure is the view's (with its retry).
 */
import { useCallback, useMemo } from 'react';

import type { UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useWorkplaces } from '../../data/queries/workplaces';
import { peopleAt } from './dt-report-scope';
import type { WorkplaceFilterProps } from './workplace-filter';

/** The screen's URL view: `?local=` as the URL names it and `?persona=`, and how to write both. */
export interface LocalFilterUrl {
  view: { local: string | null; persona: string | null };
  setView: (patch: { local: string | null; persona: string | null }) => void;
}

interface ReadState {
  loading: boolean;
  error: unknown;
  retry: () => void;
}

export function useLocalFilter(url: LocalFilterUrl, people: readonly WithId<UserDoc>[] | undefined) {
  const { local: named, persona: personId } = url.view;
  const workplaces = useWorkplaces();
  const list = workplaces.data;
  const local = list !== undefined && !list.some((place) => place.id === named) ? null : named;
  const working = useMemo(
    () => (local && list && people ? peopleAt(people, list, local) : null),
    [local, list, people],
  );
  /** Whether a row of `uid` is shown: the person filter and the Local's people. */
  const mine = useCallback(
    (uid: string) => (!personId || uid === personId) && (working === null || working.has(uid)),
    [personId, working],
  );
  const filter: WorkplaceFilterProps = {
    workplaces: list,
    value: local,
    onChange: (next) => {
      const there = next && list ? peopleAt(people ?? [], list, next) : null;
      // A person who does not work at the new Local leaves the filter.
      url.setView({ local: next, persona: personId && there && !there.has(personId) ? null : personId });
    },
  };
  /** The view's read state with the workplaces' read joined while a Local is chosen. */
  const withReads = <State extends ReadState>(state: State): State =>
    local && (workplaces.isPending || workplaces.isError)
      ? {
          ...state,
          loading: state.loading || workplaces.isPending,
          error: state.error ?? workplaces.error,
          retry: () => {
            state.retry();
            if (workplaces.isError) void workplaces.refetch();
          },
        }
      : state;
  return { local, working, mine, ready: local === null || working !== null, filter, withReads };
}
