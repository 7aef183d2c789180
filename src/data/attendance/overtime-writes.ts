/**
 * Every write of /horas-extras, each with its audit entry in the same batch (docs/data-model.md, "Overtime"): a
 * manager records or voids a person's agreement, and pre-authorises, approves (in full or in part) or rejects a
 * day's overtime. A bulk decision is cut into batches of DECISIONS_PER_BATCH days (two writes each: the decision
 * and its entry), far under Firestore's 500 writes a batch.
 */
import { appendAudit } from '../audit';
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

/** One day's decision as the screen sends it; `person` names the worker in the audit entry. */
export interface OvertimeDecisionInput {
  userId: string;
  day: string;
  status: OvertimeDecision['status'];
  computedMinutes: number;
  minutes: number;
  note: string | null;
  person: string;
}

const ACTION = {
  preauthorized: 'overtime.preauthorize',
  approved: 'overtime.approve',
  rejected: 'overtime.reject',
} as const;

const dayText = (day: string) => formatDayKey(day, 'dd-MM-yyyy');

/** The audit's details: `Camila Rojas, 17-11-2026: aprobada 1 h de 1 h 30 min. Nota: …`. */
export function decisionText(input: Omit<OvertimeDecisionInput, 'userId'>): string {
  const what =
    input.status === 'approved'
      ? `${OVERTIME_STATUS_LABEL.approved.toLowerCase()} ${formatDuration(input.minutes)} de ${formatDuration(input.computedMinutes)}`
      : input.status === 'rejected'
        ? `${OVERTIME_STATUS_LABEL.rejected.toLowerCase()} (${formatDuration(input.computedMinutes)})`
        : `${OVERTIME_STATUS_LABEL.preauthorized.toLowerCase()} hasta ${formatDuration(input.minutes)}`;
  const note = input.note === null ? '' : `. Nota: ${input.note}`;
  return `${input.person}, ${dayText(input.day)}: ${what}${note}`;
}

/** Decides the days, each with its audit entry; batches of DECISIONS_PER_BATCH, in order. */
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
        computedMinutes: input.computedMinutes,
        minutes: input.minutes,
        note: input.note,
        decidedBy: actor.uid,
        decidedAt: SERVER_TIME,
      };
      batch.set('overtimeDecisions', id, doc);
      appendAudit(store, batch, {
        tenantId: actor.tenantId,
        actorId: actor.uid,
        action: ACTION[input.status],
        target: id,
        details: decisionText(input),
      });
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

const agreementText = (input: AgreementInput, person: string) =>
  `${person}: del ${dayText(input.from)} al ${dayText(input.to)}${input.note === null ? '' : `. Nota: ${input.note}`}`;

/** Records a person's agreement; resolves to its id. */
export async function recordAgreement(
  store: DocumentStore,
  actor: OvertimeActor,
  input: AgreementInput,
  person: string,
): Promise<string> {
  const id = store.newId('overtimeAgreements');
  const doc: Writable<OvertimeAgreement> = {
    tenantId: actor.tenantId,
    ...input,
    createdBy: actor.uid,
    createdAt: SERVER_TIME,
  };
  const batch = store.batch();
  batch.set('overtimeAgreements', id, doc);
  appendAudit(store, batch, {
    tenantId: actor.tenantId,
    actorId: actor.uid,
    action: 'overtime.agreement',
    target: id,
    details: agreementText(input, person),
  });
  await batch.commit();
  return id;
}

/**
 * Voids an agreement recorded by mistake, once, with the reason: it stays (a record, kept five years; never
 * deleted) and covers no day from then on.
 */
export async function voidAgreement(
  store: DocumentStore,
  actor: OvertimeActor,
  agreement: AgreementInput & { id: string },
  person: string,
  reason: string,
): Promise<void> {
  const batch = store.batch();
  batch.update('overtimeAgreements', agreement.id, {
    voidedBy: actor.uid,
    voidedAt: SERVER_TIME,
    voidReason: reason,
  });
  appendAudit(store, batch, {
    tenantId: actor.tenantId,
    actorId: actor.uid,
    action: 'overtime.agreement-void',
    target: agreement.id,
    details: `${agreementText(agreement, person)}. Motivo: ${reason}`,
  });
  await batch.commit();
}
