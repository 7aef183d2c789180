/**
 * The sentence of an AdminPort entry (`admin.<call>`, src/server/admin/admin-log.ts), whose details are short
 * JSON: what changed (before and after) or why it was refused. Times in the tenant's zone, people by name.
 *
 * No DOM, no app imports: pure text.
 */
import { isDayKey } from '../calendar/day-keys';
import { formatInZone } from '../calendar/time-zone';
import { roleLabel } from '../labels';
import { weekTitle } from '../attendance/week-signoff';

/** What the sentence builder knows beyond the entry: the zone, and how to name a person by id. */
export interface TextContext {
  timeZone: string;
  /** A person's name by id, or null when the id is nobody of the tenant. */
  personName: (id: string) => string | null;
}

export type Json = Readonly<Record<string, unknown>>;

/** Why the server refused, in the third person (src/data/ports/admin-port.ts ADMIN_REFUSALS). */
export const REFUSAL_TEXT: Readonly<Record<string, string>> = {
  'signed-out': 'la sesión había terminado',
  'session-revoked': 'la sesión ya no era válida',
  'not-allowed': 'el rol no lo permite',
  'other-tenant': 'la persona es de otra empresa',
  'superuser-only': 'solo un superusuario puede hacerlo',
  'own-role': 'nadie puede cambiar su propio rol',
  'own-account': 'nadie puede desactivar su propia cuenta',
  'last-admin': 'la empresa debe conservar al menos un administrador activo',
  'email-exists': 'ya existe una cuenta con ese correo',
  'rut-exists': 'ya hay otra persona con ese RUT en la empresa',
  'tenant-disabled': 'la empresa está desactivada',
  'tenant-not-found': 'la empresa no existe',
  'user-not-found': 'la persona no existe',
  'invalid-input': 'había datos no válidos',
  'password-required': 'faltó la contraseña inicial',
  'weak-password': 'la contraseña era demasiado corta',
  'request-conflict': 'la solicitud ya se había procesado con otros datos',
  'access-expired': 'el acceso de fiscalización había vencido',
  'no-grant': 'la empresa no había dado acceso de fiscalización',
  'grant-limit': 'el correo ya tenía el máximo de accesos de fiscalización vigentes',
  'too-many-requests': 'hubo demasiados intentos desde la misma conexión',
  'invitation-limit': 'se alcanzó el máximo de invitaciones por hora',
  'not-dt-email': 'el correo no es de la Dirección del Trabajo',
  'link-invalid': 'el enlace no era válido',
  'link-used': 'el enlace ya se había usado',
  'link-expired': 'el enlace había vencido',
  'correction-settled': 'la corrección ya estaba resuelta',
  'trivial-pin': 'el PIN era demasiado simple',
  'wrong-pin': 'RUT o PIN incorrectos',
  'pin-locked': 'el PIN estaba bloqueado por demasiados intentos',
  'pin-ambiguous': 'el RUT está en más de una empresa',
  'recent-sign-in': 'faltó confirmar la contraseña actual',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const object = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

/** An ISO instant in the tenant's zone, `dd-MM-yyyy HH:mm`; anything else as it came. */
export function localTime(value: unknown, timeZone: string): string | null {
  const iso = text(value);
  if (iso === null) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatInZone(at, timeZone, 'dd-MM-yyyy HH:mm');
}

const ipText = (value: unknown) => `IP ${text(value) ?? 'no registrada'}`;
const named = (id: string | null, context: TextContext) =>
  id === null ? 'la persona' : (context.personName(id) ?? 'una persona eliminada');

function personLine(person: Json | null): string {
  const name = text(person?.displayName);
  const email = text(person?.email);
  if (name !== null && email !== null) return `${name} (${email})`;
  return name ?? email ?? 'sin nombre';
}

function createUserText(details: Json): string {
  const after = object(details.after);
  const role = text(after?.role);
  const how = after?.invitation === true ? 'invitación enviada por correo' : 'con contraseña inicial';
  return `Alta de ${personLine(after)}${role === null ? '' : ` como ${roleLabel(role).toLowerCase()}`}; ${how}`;
}

function companyText(details: Json, online: boolean): string {
  const after = object(details.after);
  const name = text(after?.name) ?? 'sin nombre';
  const legal = text(after?.legalName);
  const taxId = text(after?.taxId);
  const parts = [
    `${online ? 'Registro en línea de la empresa' : 'Empresa'} ${name}${legal === null ? '' : ` (${legal})`}${taxId === null ? '' : `, RUT ${taxId}`}`,
    `administrador ${personLine(object(details.admin))}`,
  ];
  if (typeof details.holidays === 'number') parts.push(`${details.holidays} feriados cargados`);
  const workplace = object(details.workplace);
  if (workplace !== null) {
    const address = text(workplace.address);
    parts.push(`lugar de trabajo ${text(workplace.name) ?? ''}${address === null ? '' : `, ${address}`}`);
  }
  return parts.join('; ');
}

function roleText(details: Json, target: string | null, context: TextContext): string {
  const unchanged = text(object(details.unchanged)?.role);
  const who = named(target, context);
  if (unchanged !== null) return `Rol de ${who} sin cambios (${roleLabel(unchanged).toLowerCase()})`;
  const before = text(object(details.before)?.role);
  const after = text(object(details.after)?.role);
  const from = before === null ? '' : `${roleLabel(before)} → `;
  return `Rol de ${who}: ${from}${after === null ? 'sin dato' : roleLabel(after)}`;
}

function inspectionText(details: Json, timeZone: string): string {
  const how =
    details.access === 'dt-key'
      ? 'con clave de la Dirección del Trabajo'
      : 'con el acceso otorgado por la empresa';
  const until = localTime(details.accessUntil, timeZone);
  const email = text(details.email) ?? 'Un fiscalizador';
  return `${email} inició una sesión de fiscalización ${how}${until === null ? '' : `, vigente hasta el ${until}`}; ${ipText(details.ip)}`;
}

function reminderText(details: Json): string {
  const week = details.week;
  const which = isDayKey(week) ? weekTitle(week).replace(/^Semana/, 'semana') : 'la semana';
  const asked = typeof details.asked === 'number' ? details.asked : 0;
  const reminded = typeof details.reminded === 'number' ? details.reminded : 0;
  return `Recordatorio de firma de la ${which}: avisadas ${reminded} de ${asked} personas`;
}

function refusedText(details: Json): string {
  const reason = text(details.reason);
  const why = reason === null ? 'sin motivo registrado' : (REFUSAL_TEXT[reason] ?? reason);
  const fields = Array.isArray(details.fields) ? details.fields.filter((field) => text(field) !== null) : [];
  return `Rechazado: ${why}${fields.length > 0 ? ` (campos: ${fields.join(', ')})` : ''}`;
}

/** The sentence of a call that went through; null when the details say nothing this module reads. */
function doneText(call: string, details: Json, target: string | null, context: TextContext): string | null {
  const { timeZone } = context;
  switch (call) {
    case 'createUser':
      return createUserText(details);
    case 'createTenant':
    case 'signUp':
      return companyText(details, call === 'signUp');
    case 'setUserRole':
      return roleText(details, target, context);
    case 'setUserDisabled': {
      const disabled = object(details.after)?.disabled === true;
      return `Cuenta de ${named(target, context)} ${disabled ? 'desactivada' : 'reactivada'}`;
    }
    case 'setTenantDisabled':
      return object(details.after)?.disabled === true ? 'Empresa desactivada' : 'Empresa reactivada';
    case 'createInspectorAccess': {
      const after = object(details.after);
      const until = localTime(after?.accessUntil, timeZone);
      return `Acceso de fiscalización para ${text(after?.email) ?? 'un fiscalizador'}${until === null ? '' : ` hasta el ${until}`}`;
    }
    case 'startInspection':
      return inspectionText(details, timeZone);
    case 'recordInspectionDownload':
      return `${text(details.email) ?? 'Un fiscalizador'} descargó ${text(details.file) ?? 'un archivo'}; ${ipText(details.ip)}`;
    case 'remindWeekSignatures':
      return reminderText(details);
    case 'setOwnPassword':
      return details.initialPassword === 'replaced'
        ? 'Reemplazó su contraseña inicial'
        : 'Cambió su contraseña';
    case 'setOwnPin':
      return details.pin === 'set' ? 'Creó su PIN' : 'Cambió su PIN';
    case 'signInWithPin':
      return 'Ingresó con RUT y PIN';
    default:
      return null;
  }
}

/** The sentence of an AdminPort entry from its parsed details; null: nothing this module reads. */
export function adminText(
  call: string,
  outcome: 'refused' | 'replayed' | null,
  details: Json,
  target: string | null,
  context: TextContext,
): string | null {
  if (outcome === 'refused') return refusedText(details);
  if (outcome === 'replayed' || details.replay === true)
    return 'Solicitud repetida: se devolvió el resultado ya registrado, sin repetir el cambio';
  return doneText(call, details, target, context);
}
