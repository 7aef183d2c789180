/**
 * Weekly signatures: the worker's own, live (a signature's code arrives from the server a moment
 * after it is written), and the weeks still to sign, which the bottom navigation counts.
 */
import { useMemo } from 'react';

import type { WeekSignature } from '../ports/collections';
import type { DataError, DocumentStore, WithId } from '../ports/document-store';
import { weeksToSign } from '../../domain/attendance/week-signoff';
import { dayKey } from '../../domain/calendar/time-zone';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useOwnUser } from './people';
import { useTenant } from './tenant';
import { useStore } from './use-store';
import { useWatch } from './watch';

/** Every signature of a tenant's week (managers: who signed, who objected; the ones missing have not). */
export function listWeekSignatures(
  store: DocumentStore,
  tenantId: string,
  week: string,
): Promise<WithId<WeekSignature>[]> {
  return store.list('weekSignatures', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'week', op: '==', value: week },
    ],
  });
}

/** Every signature of the tenant's weeks from `since` (a Monday) on: the managers' open objections. */
export function listSignaturesSince(
  store: DocumentStore,
  tenantId: string,
  since: string,
): Promise<WithId<WeekSignature>[]> {
  return store.list('weekSignatures', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'week', op: '>=', value: since },
    ],
  });
}

/** The person's signatures of the weeks from `since` (a Monday) on, live. */
export function watchOwnSignatures(
  store: DocumentStore,
  person: { uid: string; tenantId: string },
  since: string,
  next: (signatures: WithId<WeekSignature>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery(
    'weekSignatures',
    {
      where: [
        { field: 'tenantId', op: '==', value: person.tenantId },
        { field: 'userId', op: '==', value: person.uid },
        { field: 'week', op: '>=', value: since },
      ],
    },
    { next, error },
  );
}

/** The signed-in employee's signatures from `since` on (off for managers, or without a week). */
export function useOwnSignatures(since: string | null) {
  const store = useStore();
  const member = useMember();
  const person = member?.role === 'employee' ? { uid: member.uid, tenantId: member.tenantId } : null;
  return useWatch<WithId<WeekSignature>[]>(
    queryKeys.watch('weekSignatures', { own: person?.uid ?? null, since }),
    person === null || since === null
      ? null
      : (next, error) => watchOwnSignatures(store, person, since, next, error),
  );
}

/**
 * The ended weeks the signed-in employee is asked to sign on `now` (weeksToSign, none before the hire date)
 * and their signatures; `unsigned` counts the weeks without any (the bottom navigation's badge: an addendum
 * needs the week's totals, which only /mi-historial reads).
 */
export function useWeeksToSign(now: Date) {
  const tenant = useTenant();
  const member = useMember();
  const employee = member?.role === 'employee';
  const user = useOwnUser();
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const hired = user.data?.hireDate && timeZone ? dayKey(user.data.hireDate, timeZone) : null;
  const known = employee && today !== null && user.isSuccess;
  const weeks = useMemo(() => (known && today ? weeksToSign(today, hired) : null), [known, today, hired]);
  const since = weeks && weeks.length > 0 ? (weeks[weeks.length - 1] ?? null) : null;
  const signatures = useOwnSignatures(since);
  const unsigned = useMemo(() => {
    if (!signatures.data || !weeks) return 0;
    const signed = new Set(signatures.data.map((signature) => signature.week));
    return weeks.filter((week) => !signed.has(week)).length;
  }, [signatures.data, weeks]);
  return { weeks, signatures, unsigned };
}
