/**
 * /mi-agenda's data. An employee may read only their own schedules and absences, so those queries constrain
 * `tenantId ==` and `userId ==` (docs/data-model.md, "Who may do what"); holidays are tenant-wide.
 *
 * Reads: the shown period's schedules, LIVE (a publish shows without a reload); the period's holidays, once per
 * period; every own absence, live, once for the visit (the agenda's absences, `Mis solicitudes` and the balance).
 * Write: `Solicitar ausencia` creates the own pending request and its log entry (`absence.request`, by the
 * employee) in one batch.
 */
import { appendAudit } from '../../data/audit';
import type { Absence } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../../data/ports/document-store';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { ABSENCE_TYPE_LABEL, type REQUESTABLE_ABSENCE_TYPES } from '../../domain/labels';
import type { Person } from '../../data/queries/person-days';

export type RequestableType = (typeof REQUESTABLE_ABSENCE_TYPES)[number];

export interface AbsenceRequest {
  type: RequestableType;
  /** First and last day (inclusive), `yyyy-MM-dd` in the tenant's zone. */
  from: string;
  to: string;
  note: string | null;
}

/** `14-12-2026 – 18-12-2026` (how dates are written in Chile), or one day alone. */
export function rangeText(from: string, to: string): string {
  const shown = (key: string) => formatDayKey(key, 'dd-MM-yyyy');
  return from === to ? shown(from) : `${shown(from)} – ${shown(to)}`;
}

/**
 * Sends the signed-in employee's request: `absences/<new id>` with exactly the keys the rules allow a request
 * (`pendiente`, createdBy = self, createdAt = server time) and the log entry, in one batch. Resolves to its id.
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
  const batch = store.batch();
  batch.set('absences', id, doc);
  appendAudit(store, batch, {
    tenantId: owner.tenantId,
    actorId: owner.uid,
    action: 'absence.request',
    target: id,
    details: `Solicitud de ${ABSENCE_TYPE_LABEL[request.type].toLowerCase()}: ${rangeText(request.from, request.to)}`,
  });
  await batch.commit();
  return id;
}
