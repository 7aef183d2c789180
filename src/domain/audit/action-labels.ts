/**
 * The Spanish label of every action the audit trail holds (`logs.action`), as /logs shows it and filters by it:
 * the catalogue of src/data/writes/audit.ts (the same words), the server's own entries (`indicators.update`, the
 * AdminPort's `admin.<call>`, `admin.<call>.refused`, `admin.<call>.replayed`) and the demo's seeded history. An
 * action no one knows reads as its family's "otra acción", never as the bare key.
 *
 * No DOM, no app imports: pure text.
 */

/**
 * The catalogue of actions clients and the server's triggers write (src/data/writes/audit.ts `AUDIT_ACTIONS` is
 * this map: the rules and the demo policy take the client's actions from it), with their Spanish labels.
 */
export const AUDIT_ACTION_LABELS = {
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

/** Entries written outside the catalogue: the server's indicators, the demo's seeded history. */
const OTHER_LABEL: Readonly<Record<string, string>> = {
  'indicators.update': 'Indicadores previsionales modificados',
  'tenant.create': 'Alta de empresa',
  'user.create': 'Alta de persona',
  'user.disable': 'Persona desactivada',
  'settings.update': 'Configuración de alertas y jornada',
};

const TRAIL_LABEL: Readonly<Record<string, string>> = { ...AUDIT_ACTION_LABELS, ...OTHER_LABEL };

/**
 * The AdminPort calls (src/data/ports/admin-port.ts ADMIN_CALLS): the label of a call that went through, and
 * what was attempted, for a refusal (`Rechazado: crear persona`) or a retry (`Reintento: crear persona`).
 */
const ADMIN_CALL: Readonly<Record<string, { done: string; attempt: string }>> = {
  createTenant: { done: 'Empresa creada', attempt: 'crear empresa' },
  createUser: { done: 'Persona creada', attempt: 'crear persona' },
  setUserRole: { done: 'Rol modificado', attempt: 'cambiar rol' },
  setUserDisabled: { done: 'Cuenta desactivada o reactivada', attempt: 'desactivar o reactivar cuenta' },
  setTenantDisabled: { done: 'Empresa desactivada o reactivada', attempt: 'desactivar o reactivar empresa' },
  createInspectorAccess: { done: 'Acceso de fiscalización otorgado', attempt: 'dar acceso de fiscalización' },
  startInspection: { done: 'Sesión de fiscalización', attempt: 'iniciar sesión de fiscalización' },
  remindWeekSignatures: { done: 'Recordatorio de firma semanal', attempt: 'recordar la firma semanal' },
  setOwnPassword: { done: 'Contraseña cambiada', attempt: 'cambiar contraseña' },
  signUp: { done: 'Empresa registrada en línea', attempt: 'registrar empresa en línea' },
  sendLead: { done: 'Solicitud de contacto enviada', attempt: 'enviar solicitud de contacto' },
  requestInspectorKey: {
    done: 'Clave de fiscalización solicitada',
    attempt: 'solicitar clave de fiscalización',
  },
  findEmployers: { done: 'Búsqueda de empresas por fiscalización', attempt: 'buscar empresas' },
  recordInspectionDownload: { done: 'Descarga de fiscalización', attempt: 'descargar en fiscalización' },
  correctionByLink: { done: 'Corrección respondida por enlace', attempt: 'responder corrección por enlace' },
  objectCorrectionByLink: {
    done: 'Corrección objetada por enlace',
    attempt: 'objetar corrección por enlace',
  },
  setOwnPin: { done: 'PIN cambiado', attempt: 'cambiar PIN' },
  signInWithPin: { done: 'Ingreso con RUT y PIN', attempt: 'ingresar con RUT y PIN' },
};

/** The family of an action (its first part), for an action no label names. */
const FAMILY_LABEL: Readonly<Record<string, string>> = {
  tenant: 'Empresa',
  user: 'Personas',
  shift: 'Turnos',
  pattern: 'Patrones',
  holiday: 'Feriados',
  workplace: 'Lugares de trabajo',
  incident: 'Incidentes técnicos',
  schedule: 'Agenda',
  absence: 'Ausencias',
  correction: 'Correcciones',
  overtime: 'Horas extras',
  period: 'Periodos',
  week: 'Firma semanal',
  payroll: 'Remuneraciones',
  lead: 'Leads',
  indicators: 'Indicadores previsionales',
  admin: 'Administración de cuentas',
  inspection: 'Fiscalización',
  attendance: 'Asistencia',
  settings: 'Configuración',
};

/** An AdminPort entry's call and outcome, or null for any other action. */
export function adminCallOf(action: string): { call: string; outcome: 'refused' | 'replayed' | null } | null {
  const match = /^admin\.([A-Za-z]+)(?:\.(refused|replayed))?$/.exec(action);
  if (match === null || match[1] === undefined || ADMIN_CALL[match[1]] === undefined) return null;
  const outcome = match[2] === 'refused' || match[2] === 'replayed' ? match[2] : null;
  return { call: match[1], outcome };
}

/** The Spanish label of `action`; an unknown one is `<Familia>: otra acción` (or `Acción sin descripción`). */
export function actionLabel(action: string): string {
  const known = TRAIL_LABEL[action];
  if (known !== undefined) return known;
  const admin = adminCallOf(action);
  const call = admin === null ? undefined : ADMIN_CALL[admin.call];
  if (admin !== null && call !== undefined) {
    if (admin.outcome === 'refused') return `Rechazado: ${call.attempt}`;
    if (admin.outcome === 'replayed') return `Reintento: ${call.attempt}`;
    return call.done;
  }
  const family = FAMILY_LABEL[action.split('.')[0] ?? ''];
  return family === undefined ? 'Acción sin descripción' : `${family}: otra acción`;
}

/**
 * The actions /logs offers in its `Acción` filter: every label above (refusals included: a manager looks for
 * them; retries are technical and left out), sorted by label in Spanish.
 */
export function actionFilterOptions(): readonly (readonly [string, string])[] {
  const admin = Object.keys(ADMIN_CALL).flatMap((call) => [`admin.${call}`, `admin.${call}.refused`]);
  return [...Object.keys(TRAIL_LABEL), ...admin]
    .map((action) => [action, actionLabel(action)] as const)
    .sort((a, b) => a[1].localeCompare(b[1], 'es'));
}

/** Every action key this module names (for tests of coverage). */
export const LABELLED_ACTIONS: readonly string[] = Object.keys(TRAIL_LABEL);
/** Every AdminPort call this module names. */
export const LABELLED_ADMIN_CALLS: readonly string[] = Object.keys(ADMIN_CALL);
