/**
 * /mi-agenda's data. An employee may read only their own schedules and absences, so those queries constrain
 * `tenantId ==` and `userId ==` (docs/data-model.md, "Who may do what"); holidays are tenant-wide.
 *
 * Reads: the shown period's schedules, LIVE (a publish shows without a reload); the period's holidays, once per
 * period; every own absence, live, once for the visit (the agenda's absences, `Mis solicitudes` and the balance).
 * Write: `Solicitar ausencia` creates the own pending request; the server logs it (`absence.request`,
 * src/server/audit/audit-server.ts: a worker never writes the audit trail).
 */
import type { Absence } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { REQUESTABLE_ABSENCE_TYPES } from '../../domain/labels';
import type { Person } from '../../data/queries/person-days';

export type RequestableType = (typeof REQUESTABLE_ABSENCE_TYPES)[number];

export interface AbsenceRequest {
  type: RequestableType;
  /** First and last day (inclusive), `yyyy-MM-dd` in the tenant's zone. */
  from: string;
  to: string;
  note: string | null;
}

/**
 * Sends the signed-in employee's request: `absences/<new id>` with exactly the keys the rules allow a request
 * (`pendiente`, createdBy = self, createdAt = server time). Resolves to its id.
 */
export async function requestAbsence(
  store: DocumentStore,
  owner: Person,
  request: AbsenceRequest,
  timeZone: string,
): Promise<string> {
  const id = store.newId('absences');
  const doc: Writable<Absence> = {
    tenantId: owner.tenantId,
    userId: owner.uid,
    type: request.type,
    from: dayKeyToInstant(request.from, timeZone),
    to: dayKeyToInstant(request.to, timeZone),
    status: 'pendiente',
    note: request.note,
    createdAt: SERVER_TIME,
    createdBy: owner.uid,
  };
  await store.set('absences', id, doc);
  return id;
}
