/**
 * The worker's weekly signature or objection: one `weekSignatures` doc. The server adds the code
 * (src/server/receipts/week-signing.ts) and the audit entry (src/server/audit/audit-server.ts, security review M6: a worker
 * never writes the audit trail).
 */
import type { WeekSignature } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../ports/document-store';
import { weekSignatureId, type WeekTotals } from '../../domain/attendance/week-signoff';

export interface SignoffActor {
  uid: string;
  tenantId: string;
}

export interface WeekAnswer {
  week: string;
  seq: number;
  totals: WeekTotals;
  /** Null: sign; a comment: object. */
  objection: string | null;
}

/** Signs (or objects to) the week; resolves to the signature's id. */
export async function answerWeek(
  store: DocumentStore,
  actor: SignoffActor,
  answer: WeekAnswer,
): Promise<string> {
  const id = weekSignatureId(actor.uid, answer.week, answer.seq);
  const objected = answer.objection !== null;
  const doc: Writable<WeekSignature> = {
    tenantId: actor.tenantId,
    userId: actor.uid,
    week: answer.week,
    seq: answer.seq,
    status: objected ? 'objected' : 'signed',
    totals: answer.totals,
    comment: answer.objection,
    signedAt: SERVER_TIME,
    code: null,
  };
  await store.set('weekSignatures', id, doc);
  return id;
}
