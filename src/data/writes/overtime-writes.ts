/**
 * Every write of /horas-extras (docs/data-model.md, "Overtime"): a manager records or voids a person's agreement,
 * and pre-authorises, approves (in full or in part) or rejects a day's overtime. Each is stamped with the caller
 * and the server time, which the rules require, and the server logs it from that stamp (src/server/audit/audit-server.ts,
 * security review M6), with the texts below. A bulk decision is cut into batches of DECISIONS_PER_BATCH days,
 * under Firestore's 500 writes a batch.
 */
import type { OvertimeAgreement, OvertimeDecision } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../ports/document-store';
import { overtimeDecisionId, OVERTIME_STATUS_LABEL } from '../../domain/attendance/overtime';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatDuration } from '../../domain/format/numbers';

export const DECISIONS_PER_BATCH = 200;

export interface OvertimeActor {
  uid: string;
  tenantId: string;
}

/** One day's decision as the screen sends it. */
export interface OvertimeDecisionInput {
  userId: string;
  day: string;
  status: OvertimeDecision['status'];
  computedSeconds: number;
  seconds: number;
  note: string | null;
}

const dayText = (day: string) => formatDayKey(day, 'dd-MM-yyyy');

/** The audit's details: `Camila Rojas, 17-11-2026: aprobada 1 h de 1 h 30 min. Nota: …`. */
export function decisionText(input: Omit<OvertimeDecisionInput, 'userId'> & { person: string }): string {
  const what =
    input.status === 'approved'
      ? `${OVERTIME_STATUS_LABEL.approved.toLowerCase()} ${formatDuration(input.seconds)} de ${formatDuration(input.computedSeconds)}`
      : input.status === 'rejected'
        ? `${OVERTIME_STATUS_LABEL.rejected.toLowerCase()} (${formatDuration(input.computedSeconds)})`
        : `${OVERTIME_STATUS_LABEL.preauthorized.toLowerCase()} hasta ${formatDuration(input.seconds)}`;
  const note = input.note === null ? '' : `. Nota: ${input.note}`;
  return `${input.person}, ${dayText(input.day)}: ${what}${note}`;
}

/** Decides the days; batches of DECISIONS_PER_BATCH, in order. */
export async function decideOvertime(
  store: DocumentStore,
  actor: OvertimeActor,
  decisions: readonly OvertimeDecisionInput[],
): Promise<void> {
  for (let start = 0; start < decisions.length; start += DECISIONS_PER_BATCH) {
    const batch = store.batch();
    for (const input of decisions.slice(start, start + DECISIONS_PER_BATCH)) {
      const id = overtimeDecisionId(input.userId, input.day);
      const doc: Writable<OvertimeDecision> = {
        tenantId: actor.tenantId,
        userId: input.userId,
        day: input.day,
        status: input.status,
        computedSeconds: input.computedSeconds,
        seconds: input.seconds,
        note: input.note,
        decidedBy: actor.uid,
        decidedAt: SERVER_TIME,
      };
      batch.set('overtimeDecisions', id, doc);
    }
    await batch.commit();
  }
}

export interface AgreementInput {
  userId: string;
  from: string;
  to: string;
  note: string | null;
}

/** The audit's details: `Camila Rojas: del 01-11-2026 al 30-04-2027. Nota: …`. */
export const agreementText = (input: AgreementInput, person: string) =>
  `${person}: del ${dayText(input.from)} al ${dayText(input.to)}${input.note === null ? '' : `. Nota: ${input.note}`}`;

/** Records a person's agreement; resolves to its id. */
export async function recordAgreement(
  store: DocumentStore,
  actor: OvertimeActor,
  input: AgreementInput,
): Promise<string> {
  const id = store.newId('overtimeAgreements');
  const doc: Writable<OvertimeAgreement> = {
    tenantId: actor.tenantId,
    ...input,
    createdBy: actor.uid,
    createdAt: SERVER_TIME,
  };
  await store.set('overtimeAgreements', id, doc);
  return id;
}

/**
 * Voids an agreement recorded by mistake, once, with the reason: it stays (a record, kept five years; never
 * deleted) and covers no day from then on.
 */
export async function voidAgreement(
  store: DocumentStore,
  actor: OvertimeActor,
  agreementId: string,
  reason: string,
): Promise<void> {
  await store.update('overtimeAgreements', agreementId, {
    voidedBy: actor.uid,
    voidedAt: SERVER_TIME,
    voidReason: reason,
  });
}
