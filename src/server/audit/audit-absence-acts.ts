/**
 * The acts on an absence the server logs (src/server/audit/audit-server.ts), from the stamps the rules bind to the
 * caller and the server time: the worker's request (`createdBy` = the person), a manager's record (`createdBy`,
 * `createdAt`) and a manager's approval, rejection or void (`decidedBy`, `decidedAt`). An absence is never
 * deleted. The texts are /ausencias': `Vacaciones de Camila Rojas: 14-12-2026 – 18-12-2026 (5 días hábiles)`.
 */
import type { AuditAction } from '../../data/writes/audit';
import { newStamp, personOf, str, timeZoneOf, type Act, type Written } from './audit-acts';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { absenceRowText, absenceText } from '../../data/texts/absence-text';
import { dayRangeText } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { ABSENCE_TYPE_LABEL, absenceTypeOf, type AbsenceStatus, type AbsenceType } from '../../domain/labels';
import { workingDaysBetween } from '../../domain/planning/vacation';

const DECISION_ACTION: Partial<Record<AbsenceStatus, AuditAction>> = {
  aprobada: 'absence.approve',
  rechazada: 'absence.reject',
  anulada: 'absence.void',
};

interface Shape {
  tenantId: string;
  userId: string;
  type: AbsenceType;
  from: Date;
  to: Date;
}

function shapeOf(doc: ServerDoc): Shape | null {
  const tenantId = str(doc.tenantId);
  const userId = str(doc.userId);
  const { from, to } = doc;
  // A stored legacy `permiso` is named as /ausencias names it.
  const type = absenceTypeOf(doc.type);
  if (tenantId === null || userId === null || !(from instanceof Date) || !(to instanceof Date)) return null;
  return type === null ? null : { tenantId, userId, type, from, to };
}

/** The working days of an absence, less the tenant's holidays on them (/ausencias' count). */
async function workingDays(
  tenantId: string,
  days: { from: string; to: string },
  timeZone: string,
  store: ServerStore,
): Promise<number> {
  const holidays = await store.where('holidays', { tenantId });
  const keys = holidays.flatMap(({ data }) =>
    data.date instanceof Date ? [dayKey(data.date, timeZone)] : [],
  );
  return workingDaysBetween(days.from, days.to, new Set(keys));
}

export async function absenceAct({ before, after, store }: Written): Promise<Act | null> {
  if (after === null) return null;
  const shape = shapeOf(after);
  if (shape === null) return null;
  const timeZone = await timeZoneOf(shape.tenantId, store);
  if (timeZone === null) return null;
  const from = dayKey(shape.from, timeZone);
  const to = dayKey(shape.to, timeZone);
  const base = { tenantId: shape.tenantId };
  if (before === null) {
    const createdBy = str(after.createdBy);
    if (createdBy === null) return null;
    // A request is the worker's own (createdBy = the person); a record, the manager's.
    if (createdBy === shape.userId) {
      const label = ABSENCE_TYPE_LABEL[shape.type].toLowerCase();
      return {
        ...base,
        actorId: createdBy,
        action: 'absence.request',
        details: `Solicitud de ${label}: ${dayRangeText(from, to)}`,
      };
    }
    const person = await personOf(shape.userId, store);
    return {
      ...base,
      actorId: createdBy,
      action: 'absence.create',
      details: absenceText(shape.type, person, from, to),
    };
  }
  const decision = newStamp({ before, after }, 'decidedBy', 'decidedAt');
  const status = after.status as AbsenceStatus;
  const action = DECISION_ACTION[status];
  if (decision === null || action === undefined || before.status === status) return null;
  const person = await personOf(shape.userId, store);
  const row = absenceRowText(shape.type, person, {
    from,
    to,
    workingDays: await workingDays(shape.tenantId, { from, to }, timeZone, store),
  });
  const reason = action === 'absence.approve' ? '' : `. Motivo: ${str(after.decisionNote) ?? ''}`;
  return { ...base, actorId: decision.actorId, action, details: `${row}${reason}`, stamp: decision.at };
}
