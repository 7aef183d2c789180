/**
 * The acts on overtime the server logs (src/server/audit/audit-server.ts), from the stamps the rules bind to the caller
 * and the server time: an agreement recorded (`createdBy`, `createdAt`) or voided (`voidedBy`, `voidedAt`), and
 * a day's pre-authorisation, approval or rejection (`decidedBy`, `decidedAt`; deciding a day again is a new act).
 * Neither is ever deleted. The texts are /horas-extras' (overtime-writes.ts).
 */
import type { AuditAction } from '../../data/writes/audit';
import { newStamp, personOf, str, type Act, type Written } from './audit-acts';
import { agreementText, decisionText } from '../../data/writes/overtime-writes';
import type { OvertimeDecisionStatus } from '../../domain/attendance/overtime';
import { isDayKey } from '../../domain/calendar/day-keys';

const DECISION_ACTION: Readonly<Record<OvertimeDecisionStatus, AuditAction>> = {
  preauthorized: 'overtime.preauthorize',
  approved: 'overtime.approve',
  rejected: 'overtime.reject',
};

const isStatus = (value: unknown): value is OvertimeDecisionStatus =>
  typeof value === 'string' && value in DECISION_ACTION;

export async function decisionAct({ before, after, store }: Written): Promise<Act | null> {
  if (after === null) return null;
  const decided = newStamp({ before, after }, 'decidedBy', 'decidedAt');
  const tenantId = str(after.tenantId);
  const userId = str(after.userId);
  const { day, status, computedSeconds, seconds, note } = after;
  if (decided === null || tenantId === null || userId === null || !isDayKey(day) || !isStatus(status))
    return null;
  if (typeof computedSeconds !== 'number' || typeof seconds !== 'number') return null;
  const details = decisionText({
    day,
    status,
    computedSeconds,
    seconds,
    note: str(note),
    person: await personOf(userId, store),
  });
  return { tenantId, actorId: decided.actorId, action: DECISION_ACTION[status], details, stamp: decided.at };
}

export async function agreementAct({ before, after, store }: Written): Promise<Act | null> {
  if (after === null) return null;
  const tenantId = str(after.tenantId);
  const userId = str(after.userId);
  const { from, to } = after;
  if (tenantId === null || userId === null || !isDayKey(from) || !isDayKey(to)) return null;
  const text = () =>
    personOf(userId, store).then((person) =>
      agreementText({ userId, from, to, note: str(after.note) }, person),
    );
  if (before === null) {
    const createdBy = str(after.createdBy);
    if (createdBy === null) return null;
    return { tenantId, actorId: createdBy, action: 'overtime.agreement', details: await text() };
  }
  const voided = newStamp({ before, after }, 'voidedBy', 'voidedAt');
  if (voided === null) return null;
  return {
    tenantId,
    actorId: voided.actorId,
    action: 'overtime.agreement-void',
    details: `${await text()}. Motivo: ${str(after.voidReason) ?? ''}`,
    stamp: voided.at,
  };
}
