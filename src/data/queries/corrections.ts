/**
 * Corrections of attendance (docs/data-model.md, "Corrections"): the tenant's open ones, as managers read them
 * in /asistencias and on the dashboard (those of a range of days: attendance-range.ts), and the worker's own in
 * /mi-historial and the menu's badge. Every query says `tenantId ==` (and `userId ==` for the worker's own). Indexes: (tenantId, date), (tenantId, status, date),
 * (tenantId, userId, date).
 */
import type { AttendanceCorrection } from '../ports/collections';
import type { DataError, DocumentStore, WithId } from '../ports/document-store';
import { awaitsWorker } from '../../domain/attendance/corrections';
import { queryKeys } from './keys';
import { useMember } from './member';
import { useStore } from './use-store';
import { useWatch } from './watch';

/** How far back the worker's own corrections are watched (a pay period and a half). */
export const OWN_CORRECTIONS_DAYS = 62;

/**
 * The tenant's corrections still open, whatever their day: pending (waiting for the worker, or consolidated by
 * the deadline: the caller tells with `correctionState`) and objected ones waiting for an answer.
 */
export function listOpenCorrections(
  store: DocumentStore,
  tenantId: string,
): Promise<WithId<AttendanceCorrection>[]> {
  return store.list('corrections', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'status', op: 'in', value: ['pending', 'objected'] },
    ],
  });
}

/** The worker's own corrections of the days since `since`, live (a proposal shows up at once). */
export function watchOwnCorrections(
  store: DocumentStore,
  person: { uid: string; tenantId: string },
  since: Date,
  next: (corrections: WithId<AttendanceCorrection>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery(
    'corrections',
    {
      where: [
        { field: 'tenantId', op: '==', value: person.tenantId },
        { field: 'userId', op: '==', value: person.uid },
        { field: 'date', op: '>=', value: since },
      ],
    },
    { next, error },
  );
}

const DAY_MS = 86_400_000;

/**
 * The signed-in employee's corrections of the last OWN_CORRECTIONS_DAYS days, live; disabled for managers and
 * signed-out visitors. The window starts at a UTC midnight, so the key (and the subscription) stays for the day.
 */
export function useOwnCorrections(now: Date) {
  const store = useStore();
  const member = useMember();
  const person = member?.role === 'employee' ? { uid: member.uid, tenantId: member.tenantId } : null;
  const since = new Date(Math.floor(now.getTime() / DAY_MS - OWN_CORRECTIONS_DAYS) * DAY_MS);
  return useWatch<WithId<AttendanceCorrection>[]>(
    queryKeys.watch('corrections', { own: person?.uid ?? null, since: since.getTime() }),
    person === null ? null : (next, error) => watchOwnCorrections(store, person, since, next, error),
  );
}

/** How many of the worker's corrections still wait for an answer at `now` (the menu's badge). */
export function countAwaitingWorker(
  corrections: readonly WithId<AttendanceCorrection>[] | undefined,
  now: Date,
): number {
  return (corrections ?? []).filter((correction) => awaitsWorker(correction, now)).length;
}
