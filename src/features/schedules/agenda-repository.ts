/**
 * The agenda's reads. An employee may list only their own schedules and absences, so those queries always
 * constrain `tenantId ==` and `userId ==` (docs/data-model.md, "Who may do what"); holidays are tenant-wide.
 * One query per collection per visible period.
 */
import type { Absence, Holiday, ScheduleEntry, Tenant } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import type { AgendaData } from './agenda-days';

export interface AgendaOwner {
  uid: string;
  tenantId: string;
}

/** Half-open instants [start, end) of the visible period in the tenant's zone. */
export interface AgendaRange {
  start: Date;
  end: Date;
}

/** The tenant document: its `timeZone` decides every day boundary of the agenda. */
export async function loadAgendaTenant(store: DocumentStore, tenantId: string): Promise<WithId<Tenant>> {
  const tenant = await store.get('tenants', tenantId);
  if (!tenant) throw new Error(`La empresa ${tenantId} no existe`);
  return tenant;
}

/** Own schedule entries whose day starts in the range. */
export function listOwnSchedules(
  store: DocumentStore,
  owner: AgendaOwner,
  range: AgendaRange,
): Promise<WithId<ScheduleEntry>[]> {
  return store.list('schedulesConfig', {
    where: [
      { field: 'tenantId', op: '==', value: owner.tenantId },
      { field: 'userId', op: '==', value: owner.uid },
      { field: 'date', op: '>=', value: range.start },
      { field: 'date', op: '<', value: range.end },
    ],
  });
}

/** The tenant's holidays in the range. */
export function listTenantHolidays(
  store: DocumentStore,
  tenantId: string,
  range: AgendaRange,
): Promise<WithId<Holiday>[]> {
  return store.list('holidays', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'date', op: '>=', value: range.start },
      { field: 'date', op: '<', value: range.end },
    ],
  });
}

/**
 * Own absences overlapping the range: first day before its end and last day (inclusive) on or after its start.
 * Two inequality fields: Firestore needs the composite index (tenantId, userId, from, to).
 */
export function listOwnAbsences(
  store: DocumentStore,
  owner: AgendaOwner,
  range: AgendaRange,
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
  owner: AgendaOwner,
  range: AgendaRange,
): Promise<AgendaData> {
  const [schedules, holidays, absences] = await Promise.all([
    listOwnSchedules(store, owner, range),
    listTenantHolidays(store, owner.tenantId, range),
    listOwnAbsences(store, owner, range),
  ]);
  return { schedules, holidays, absences };
}
