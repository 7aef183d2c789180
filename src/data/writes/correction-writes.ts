/**
 * Every write of a correction (docs/data-model.md, "Corrections"): a manager proposes (/asistencias), withdraws a
 * pending one or answers an objection, each in one batch with its audit entry; the worker accepts or objects
 * (/mi-historial), which the server logs (src/server/audit/audit-server.ts). The attendance record itself is never
 * written. The audit's details say the correction in Spanish: `Salida del 17-11-2026: sin marca → 18:05. Motivo: olvidó marcar`.
 */
import { appendAudit, type AuditAction } from './audit';
import type { AttendanceCorrection } from '../ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../ports/document-store';
import {
  CHANGE_NOT_ALLOWED_TEXT,
  CORRECTION_DAYS_MAX,
  correctionTooLateText,
  isAllowedChange,
  lastCorrectionDay,
  OBJECTION_HOURS,
  PUNCH_LABEL,
} from '../../domain/attendance/corrections';
import type { PunchAction } from '../../domain/attendance/punches';
import { addDaysToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant, hhmmInZone } from '../../domain/calendar/time-zone';
import { assertDayOpen } from '../policy/period-write';
import { WriteRefusedError } from '../policy/verdicts';
import { listTenantHolidays } from '../queries/holidays';
import type { Interval } from '../../domain/schedule/slots';

export interface CorrectionActor {
  uid: string;
  tenantId: string;
}

/**
 * The tenant as a correction write needs it: its zone, and its last closed day (null: nothing closed). A write of
 * a closed day is refused before it is sent (ClosedPeriodError, in Spanish), as the rules would refuse it.
 */
export interface CorrectionTenant {
  timeZone: string;
  closedThrough: string | null;
}

/** What a manager proposes for one slot. */
export interface CorrectionProposal {
  userId: string;
  /** The corrected day, `yyyy-MM-dd` in the tenant zone. */
  day: string;
  slotIndex: number;
  attendanceId: string;
  /** The slot's start and end as the backends judge a tolerance (slotIntervalAt); null on a day without one. */
  slot: Interval | null;
  /** A punch (with its recorded and proposed instants) or a justification. */
  change: { kind: 'punch'; punch: PunchAction; before: Date | null; after: Date } | { kind: 'justify' };
  reason: string;
}

type Described = Pick<AttendanceCorrection, 'kind' | 'punch' | 'before' | 'after' | 'date' | 'reason'>;

/** The correction in words: `Salida del 17-11-2026: sin marca → 18:05` or `Justificar ausencia del 17-11-2026`. */
export function correctionText(correction: Omit<Described, 'reason'>, timeZone: string): string {
  const day = formatDayKey(dayKey(correction.date, timeZone), 'dd-MM-yyyy');
  if (correction.kind === 'justify' || correction.punch === null) return `Justificar ausencia del ${day}`;
  const before = correction.before ? hhmmInZone(correction.before, timeZone) : 'sin marca';
  const after = correction.after ? hhmmInZone(correction.after, timeZone) : 'sin marca';
  return `${PUNCH_LABEL[correction.punch]} del ${day}: ${before} → ${after}`;
}

/** The audit's details: the correction, its reason, and a comment or answer when there is one. */
function details(correction: Described, timeZone: string, person: string | null, extra: string | null) {
  const who = person === null ? '' : `${person}. `;
  const tail = extra === null ? '' : `. ${extra}`;
  return `${who}${correctionText(correction, timeZone)}. Motivo: ${correction.reason}${tail}`;
}

async function commit(
  store: DocumentStore,
  actor: CorrectionActor,
  action: AuditAction,
  id: string,
  text: string,
  write: (batch: ReturnType<DocumentStore['batch']>) => void,
  day: string,
  tenant: CorrectionTenant,
): Promise<void> {
  assertDayOpen(day, tenant.closedThrough);
  const batch = store.batch();
  write(batch);
  appendAudit(store, batch, {
    tenantId: actor.tenantId,
    actorId: actor.uid,
    action,
    target: id,
    details: text,
  });
  await batch.commit();
}

/**
 * The client's refusal before it writes: a marca past its last correction day (art. 41), said in Spanish. Here
 * rather than beside the policy's verdicts, so the screens that propose do not load the policy.
 */
export class CorrectionTooLateError extends WriteRefusedError {
  constructor(
    readonly day: string,
    readonly lastDay: string,
  ) {
    super(correctionTooLateText(day, lastDay));
    this.name = 'CorrectionTooLateError';
  }
}

/**
 * Refuses, before anything is sent, a punch correction of a marca of `day` after its last correction day
 * (Res. Ex. N° 38 art. 41: up to the next business day), as both backends would; `now` is the device's clock.
 * The tenant's holidays after `day` are read only when today is past the day after it.
 */
async function assertCorrectable(
  store: DocumentStore,
  tenantId: string,
  day: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const today = dayKey(now, timeZone);
  if (today <= addDaysToKey(day, 1)) return;
  const holidays = await listTenantHolidays(store, tenantId, {
    start: dayKeyToInstant(addDaysToKey(day, 1), timeZone),
    end: dayKeyToInstant(addDaysToKey(day, CORRECTION_DAYS_MAX + 1), timeZone),
  });
  const off = new Set(holidays.map((holiday) => dayKey(holiday.date, timeZone)));
  const last = lastCorrectionDay(day, (d) => off.has(d));
  if (today > last) throw new CorrectionTooLateError(day, last);
}

/**
 * A manager proposes a correction, `pending`; resolves to its id. Refused before anything is sent, as both
 * backends would: a day of a closed period (ClosedPeriodError); a punch correction past its marca's next business
 * day (CorrectionTooLateError; a justification is not bound to it); one that moves a recorded marca other than as
 * a tolerance (art. 39, CHANGE_NOT_ALLOWED_TEXT).
 */
export async function proposeCorrection(
  store: DocumentStore,
  actor: CorrectionActor,
  proposal: CorrectionProposal,
  person: string,
  tenant: CorrectionTenant,
): Promise<string> {
  const { timeZone } = tenant;
  const id = store.newId('corrections');
  const { change } = proposal;
  const date = dayKeyToInstant(proposal.day, timeZone);
  if (change.kind === 'punch') {
    assertDayOpen(proposal.day, tenant.closedThrough);
    await assertCorrectable(store, actor.tenantId, proposal.day, timeZone, new Date());
    if (!isAllowedChange(change.punch, change.before, change.after, proposal.slot))
      throw new WriteRefusedError(CHANGE_NOT_ALLOWED_TEXT);
  }
  const what = {
    kind: change.kind,
    punch: change.kind === 'punch' ? change.punch : null,
    before: change.kind === 'punch' ? change.before : null,
    after: change.kind === 'punch' ? change.after : null,
  };
  const doc: Writable<AttendanceCorrection> = {
    tenantId: actor.tenantId,
    userId: proposal.userId,
    date,
    slotIndex: proposal.slotIndex,
    attendanceId: proposal.attendanceId,
    ...what,
    reason: proposal.reason,
    objectionHours: OBJECTION_HOURS,
    status: 'pending',
    createdBy: actor.uid,
    createdAt: SERVER_TIME,
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
  };
  await commit(
    store,
    actor,
    'correction.propose',
    id,
    details({ ...what, date, reason: proposal.reason }, timeZone, person, null),
    (batch) => batch.set('corrections', id, doc),
    proposal.day,
    tenant,
  );
  return id;
}

/**
 * The worker's answer to the own pending correction: the correction's status, the time and the comment, if any.
 * A closed period does not stop it (Res. Ex. N° 38 art. 40: the 48 hours are the worker's whatever the employer
 * closes meanwhile). The worker never writes the audit trail: the server logs `correction.accept` or
 * `correction.object` (src/server/audit/audit-server.ts, security review M6).
 */
async function answerCorrection(
  store: DocumentStore,
  correction: { id: string },
  response: { status: 'accepted' | 'objected'; comment: string | null },
): Promise<void> {
  await store.update('corrections', correction.id, {
    status: response.status,
    respondedAt: SERVER_TIME,
    response: response.comment,
  });
}

/** The worker accepts the own pending correction. */
export function acceptCorrection(store: DocumentStore, correction: { id: string }): Promise<void> {
  return answerCorrection(store, correction, { status: 'accepted', comment: null });
}

/** The worker objects to the own pending correction, with a comment: the recorded punch stands. */
export function objectCorrection(
  store: DocumentStore,
  correction: { id: string },
  comment: string,
): Promise<void> {
  return answerCorrection(store, correction, { status: 'objected', comment });
}

/**
 * A manager closes a correction: withdraws a pending one (`withdrawn`) or answers an objection (`answered`),
 * with a reason.
 */
export function closeCorrection(
  store: DocumentStore,
  actor: CorrectionActor,
  correction: Described & { id: string; status: AttendanceCorrection['status'] },
  answer: string,
  person: string,
  tenant: CorrectionTenant,
): Promise<void> {
  const { timeZone } = tenant;
  const withdraw = correction.status === 'pending';
  return commit(
    store,
    actor,
    withdraw ? 'correction.withdraw' : 'correction.answer',
    correction.id,
    details(correction, timeZone, person, `${withdraw ? 'Retirada' : 'Respuesta'}: ${answer}`),
    (batch) =>
      batch.update('corrections', correction.id, {
        status: withdraw ? 'withdrawn' : 'answered',
        answeredBy: actor.uid,
        answeredAt: SERVER_TIME,
        answer,
      }),
    dayKey(correction.date, timeZone),
    tenant,
  );
}
