/**
 * The worker's weekly signature or objection (issue #15): one `weekSignatures` doc with its audit entry, in one
 * batch. The server adds the code (src/data/receipts/week-signing.ts).
 */
import { auditedWrite } from '../audit';
import type { WeekSignature } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../ports/document-store';
import {
  formatTotal,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_LABEL,
  weekSignatureId,
  weekTitle,
  type WeekTotals,
} from '../../domain/attendance/week-signoff';

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

/** `Días trabajados 5, Horas ordinarias 40:00, …`. */
function totalsText(totals: WeekTotals): string {
  return WEEK_TOTAL_KEYS.map((key) => `${WEEK_TOTAL_LABEL[key]} ${formatTotal(key, totals[key])}`).join(', ');
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
  const what = `${weekTitle(answer.week)}${answer.seq > 1 ? ` (adenda ${answer.seq - 1})` : ''}: ${totalsText(answer.totals)}`;
  await auditedWrite(
    store,
    {
      tenantId: actor.tenantId,
      actorId: actor.uid,
      action: objected ? 'week.object' : 'week.sign',
      target: id,
      details: objected ? `${what}. Comentario: ${answer.objection}` : what,
    },
    (batch) => batch.set('weekSignatures', id, doc),
  );
  return id;
}
