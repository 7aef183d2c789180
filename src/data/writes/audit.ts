/**
 * The audit trail: who did what to which document, stamped by the server clock. The actions are a closed
 * catalogue (docs/data-model.md lists them); `details` is a short Spanish summary a manager reads in /logs. Most
 * entries are the server's (SERVER_AUDIT_ACTIONS, src/server/audit/audit-server.ts: security review M6); the rest
 * (CLIENT_AUDIT_ACTIONS) a manager's write appends in the same batch as the change (all or nothing).
 */
import { SERVER_TIME, type DocumentStore, type WriteBatch } from '../ports/document-store';

/** Every action the app writes, with its Spanish label for /logs. */
export const AUDIT_ACTIONS = {
  'tenant.update': 'Configuración de la empresa',
  'user.update': 'Ficha de empleado',
  'shift.create': 'Turno creado',
  'shift.update': 'Turno modificado',
  'shift.archive': 'Turno archivado',
  'shift.delete': 'Turno eliminado',
  'pattern.create': 'Patrón creado',
  'pattern.update': 'Patrón modificado',
  'pattern.delete': 'Patrón eliminado',
  'holiday.create': 'Feriado agregado',
  'holiday.update': 'Feriado modificado',
  'holiday.delete': 'Feriado eliminado',
  'holiday.import': 'Feriados de Chile cargados',
  'workplace.create': 'Lugar de trabajo creado',
  'workplace.update': 'Lugar de trabajo modificado',
  'workplace.archive': 'Lugar de trabajo archivado',
  'incident.create': 'Incidente técnico registrado',
  'incident.update': 'Incidente técnico modificado',
  'incident.close': 'Incidente técnico cerrado',
  'schedule.draft': 'Agenda: cambios en borrador',
  'schedule.publish': 'Agenda publicada',
  'schedule.delete': 'Agenda: turno eliminado fuera de una publicación',
  'absence.create': 'Ausencia registrada',
  'absence.request': 'Ausencia solicitada',
  'absence.approve': 'Ausencia aprobada',
  'absence.reject': 'Ausencia rechazada',
  'absence.void': 'Ausencia anulada',
  /** Before retention an absence could be deleted: older entries keep their words. */
  'absence.delete': 'Ausencia eliminada',
  'correction.propose': 'Corrección propuesta',
  'correction.notify': 'Aviso de corrección enviado',
  'correction.accept': 'Corrección aceptada',
  'correction.object': 'Corrección objetada',
  'correction.withdraw': 'Corrección retirada',
  'correction.answer': 'Objeción respondida',
  'overtime.agreement': 'Pacto de horas extras registrado',
  'overtime.agreement-void': 'Pacto de horas extras anulado',
  'overtime.agreement-delete': 'Pacto de horas extras eliminado',
  'overtime.preauthorize': 'Horas extras preautorizadas',
  'overtime.approve': 'Horas extras aprobadas',
  'overtime.reject': 'Horas extras rechazadas',
  'period.close': 'Periodo cerrado',
  'period.reopen': 'Periodo reabierto',
  'week.sign': 'Semana firmada',
  'week.object': 'Semana objetada',
  'payroll.create': 'Remuneraciones: borrador creado',
  'payroll.recalculate': 'Remuneraciones recalculadas',
  'payroll.update': 'Remuneraciones modificadas',
  'payroll.close': 'Remuneraciones cerradas',
  'payroll.delete': 'Remuneraciones: borrador eliminado',
  'lead.status': 'Lead: cambio de estado',
  'lead.note': 'Lead: nota agregada',
  'lead.convert': 'Lead convertido en empresa',
  'lead.update': 'Lead: datos de contacto modificados',
} as const;

/** The collections whose writes the server logs (src/server/audit/audit-server.ts). */
export const SERVER_AUDITED = [
  'weekSignatures',
  'corrections',
  'absences',
  'tenants',
  'overtimeAgreements',
  'overtimeDecisions',
  'planPublishes',
  'schedulesConfig',
  'holidays',
  'shifts',
  'shiftPatterns',
  'workplaces',
  'incidents',
  'payroll',
] as const;
export type ServerAudited = (typeof SERVER_AUDITED)[number];

export function isServerAudited(collection: string): collection is ServerAudited {
  return (SERVER_AUDITED as readonly string[]).includes(collection);
}

/** The actions only the server writes (src/server/audit/audit-server.ts, correction-mail.ts): no client appends one. */
export const SERVER_AUDIT_ACTIONS = [
  'week.sign',
  'week.object',
  'correction.accept',
  'correction.object',
  'correction.notify',
  'absence.request',
  'absence.create',
  'absence.approve',
  'absence.reject',
  'absence.void',
  'overtime.agreement',
  'overtime.agreement-void',
  'overtime.preauthorize',
  'overtime.approve',
  'overtime.reject',
  'schedule.publish',
  'schedule.delete',
  'shift.create',
  'shift.update',
  'shift.archive',
  'pattern.create',
  'pattern.update',
  'pattern.delete',
  'holiday.create',
  'holiday.update',
  'holiday.delete',
  'workplace.create',
  'workplace.update',
  'workplace.archive',
  'incident.create',
  'incident.update',
  'incident.close',
  'period.close',
  'period.reopen',
  'tenant.update',
  'payroll.create',
  'payroll.recalculate',
  'payroll.update',
  'payroll.close',
  'payroll.delete',
] as const satisfies readonly (keyof typeof AUDIT_ACTIONS)[];

/** Actions no one writes any more (the act is gone or logged otherwise): older entries keep their words. */
export const RETIRED_AUDIT_ACTIONS = [
  'absence.delete',
  'overtime.agreement-delete',
  'shift.delete',
  /** Each holiday of `Cargar feriados de Chile` is now logged on its own (`holiday.create`). */
  'holiday.import',
] as const satisfies readonly (keyof typeof AUDIT_ACTIONS)[];

/**
 * The actions a manager's batch may append (firestore.rules `validLog`, the demo policy's validateLogCreate): the
 * catalogue but the server's and the retired ones, so no one can write an entry the server alone vouches for.
 */
export const CLIENT_AUDIT_ACTIONS = (Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[]).filter(
  (action) => ![...SERVER_AUDIT_ACTIONS, ...RETIRED_AUDIT_ACTIONS].some((taken) => taken === action),
);

/** The `actorId` of entries the server writes on its own (a correction's e-mail): /logs shows `Sistema`. */
export const SYSTEM_ACTOR = 'system';

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export interface AuditEntry {
  tenantId: string;
  /** Who acted: the signed-in member's uid (the rules require it). */
  actorId: string;
  action: AuditAction;
  /** Id of the document acted on. */
  target: string | null;
  /** What changed, for a person (at most 2000 characters; longer text is cut). */
  details: string | null;
}

const MAX_DETAILS = 2000;

/** `details` within MAX_DETAILS: a longer text is cut, ending in `…`. */
export function clipDetails(details: string): string {
  return details.length > MAX_DETAILS ? `${details.slice(0, MAX_DETAILS - 1)}…` : details;
}

/** Adds the entry to `batch` under a new id; the caller commits the batch with its own writes. */
export function appendAudit(store: DocumentStore, batch: WriteBatch, entry: AuditEntry): WriteBatch {
  const details = entry.details === null ? null : clipDetails(entry.details);
  return batch.set('logs', store.newId('logs'), { ...entry, details, createdAt: SERVER_TIME });
}

/** A manager write and its audit entry, committed together: `write` adds the change to the batch. */
export async function auditedWrite(
  store: DocumentStore,
  entry: AuditEntry,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = store.batch();
  write(batch);
  appendAudit(store, batch, entry);
  await batch.commit();
}
