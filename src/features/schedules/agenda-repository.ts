/**
 * The agenda's reads: one query per collection per visible period. An employee may list only their own
 * schedules and absences, so those queries constrain `tenantId ==` and `userId ==` (docs/data-model.md, "Who may
 * do what"); holidays are tenant-wide.
 */
import type { Absence } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { listTenantHolidays } from '../../data/queries/holidays';
import { listPersonSchedules, type Person } from '../../data/queries/person-days';
import type { Interval } from '../../domain/schedule/slots';
import type { AgendaData } from './agenda-days';

/**
 * Own absences overlapping the range: first day before its end and last day (inclusive) on or after its start.
 * Two inequality fields: Firestore needs the composite index (tenantId, userId, from, to).
 */
export function listOwnAbsences(
  store: DocumentStore,
  owner: Person,
  range: Interval,
): Promise<WithId<Absence>[]> {
  return store.list('absences', {
    where: [
      { field: 'tenantId', op: '==', value: owner.tenantId },
      { field: 'userId', op: '==', value: owner.uid },
      { field: 'from', op: '<', value: range.end },
      { field: 'to', op: '>=', value: range.start },
    ],
  });
}

/** Everything the agenda shows for one period: three queries, in parallel. */
export async function loadAgendaData(
  store: DocumentStore,
  owner: Person,
  range: Interval,
): Promise<AgendaData> {
  const [schedules, holidays, absences] = await Promise.all([
    listPersonSchedules(store, owner, range),
    listTenantHolidays(store, owner.tenantId, range),
    listOwnAbsences(store, owner, range),
  ]);
  return { schedules, holidays, absences };
}
