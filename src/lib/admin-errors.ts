/**
 * The Spanish text of an AdminPort failure (src/data/ports/admin-port.ts): one message per refusal, then per
 * code, so a manager always learns what happened and what to do. Never says whether an e-mail exists in another
 * company.
 */
import {
  AdminError,
  MAX_INSPECTOR_GRANTS,
  MIN_INITIAL_PASSWORD_LENGTH,
  type AdminErrorCode,
  type AdminRefusal,
} from '../data/ports/admin-port';
import { PIN_LOCK_MINUTES, PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '../domain/identification/pin';

const REFUSAL_MESSAGES: Readonly<Record<AdminRefusal, string>> = {
  'signed-out': 'Tu sesión terminó. Inicia sesión de nuevo.',
  'session-revoked': 'Tu sesión ya no es válida: tu cuenta o tu rol cambiaron. Inicia sesión de nuevo.',
  'not-allowed': 'Tu rol no permite hacer esto.',
  'other-tenant': 'Esa persona no pertenece a tu empresa.',
  'superuser-only': 'Solo un superusuario puede otorgar, quitar o modificar el rol de superusuario.',
  'own-role': 'No puedes cambiar tu propio rol.',
  'own-account': 'No puedes desactivar tu propia cuenta.',
  'last-admin': 'La empresa debe conservar al menos un administrador activo.',
  'email-exists': 'Ya existe una cuenta con este correo electrónico.',
  'rut-exists': 'Ya hay otra persona con este RUT en la empresa.',
  'tenant-disabled': 'La empresa está desactivada. Reactívala antes de hacer este cambio.',
  'tenant-not-found': 'La empresa no existe.',
  'user-not-found': 'La persona no existe.',
  'invalid-input': 'Revisa los datos: hay campos con valores no válidos.',
  'password-required': `Escribe una contraseña inicial de al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres.`,
  'weak-password': `La contraseña debe tener al menos ${MIN_INITIAL_PASSWORD_LENGTH} caracteres.`,
  'request-conflict': 'Esta solicitud ya se procesó con otros datos. Vuelve a intentarlo.',
  'access-expired': 'Tu acceso de fiscalización venció. Pide un nuevo acceso al empleador.',
  'no-grant': 'Esa empresa no te ha dado acceso de fiscalización.',
  'grant-limit': `Este correo ya tiene acceso de fiscalización vigente en ${MAX_INSPECTOR_GRANTS} empresas, el máximo. Podrás darle acceso cuando venza alguno.`,
  'too-many-requests':
    'Se hicieron demasiados intentos desde esta conexión. Espera una hora e inténtalo de nuevo.',
  'invitation-limit':
    'Alcanzaste el máximo de invitaciones por ahora: cada una envía un correo. Inténtalo de nuevo en una hora o escríbenos si necesitas más.',
  'not-dt-email':
    'Solo un correo institucional de la Dirección del Trabajo (terminado en @dt.gob.cl) puede solicitar una clave.',
  'link-invalid':
    'Este enlace no es válido: puede estar incompleto o alterado. Ábrelo tal como llegó en el correo, o responde la corrección en Asiste, en Mi historial.',
  'link-used': 'Este enlace ya se usó: la corrección quedó objetada y se mantiene tu marca original.',
  'link-expired':
    'Este enlace venció: terminó el plazo de 48 horas para objetar la corrección, así que ya no se puede objetar.',
  'correction-settled':
    'Esta corrección ya no espera tu respuesta: la respondiste en Asiste o tu empleador la retiró. Revísala en Mi historial.',
  'trivial-pin': `El PIN debe tener entre ${PIN_MIN_LENGTH} y ${PIN_MAX_LENGTH} dígitos y no puede ser trivial (como 1111 o 1234).`,
  'wrong-pin': 'RUT o PIN incorrectos.',
  'pin-locked': `Demasiados intentos con este RUT. Espera ${PIN_LOCK_MINUTES} minutos o ingresa con tu correo y contraseña.`,
  'pin-ambiguous': 'Tu RUT está registrado en más de una empresa: ingresa con tu correo y contraseña.',
  'recent-sign-in':
    'Por seguridad, confirma tu contraseña actual o vuelve a iniciar sesión, y luego inténtalo de nuevo.',
};

const CODE_MESSAGES: Readonly<Record<AdminErrorCode, string>> = {
  unauthenticated: REFUSAL_MESSAGES['signed-out'],
  'permission-denied': 'No tienes permiso para hacer esto.',
  'invalid-argument': REFUSAL_MESSAGES['invalid-input'],
  'already-exists': 'Ya existe un registro con estos datos.',
  'not-found': 'No se encontró lo que buscas.',
  'failed-precondition': 'No se puede hacer este cambio en el estado actual.',
  'resource-exhausted': 'Se hicieron demasiados intentos. Espera un momento e inténtalo de nuevo.',
  unavailable: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
};

export function adminErrorMessage(error: unknown): string {
  if (error instanceof AdminError) {
    return error.reason !== null ? REFUSAL_MESSAGES[error.reason] : CODE_MESSAGES[error.code];
  }
  return CODE_MESSAGES.internal;
}
