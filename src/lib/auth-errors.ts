/**
 * Every identity-provider code of spec §8 (and the ones the SDK raises for the flows we use) mapped to the one
 * Spanish text users read. Unknown codes fall back to a generic message.
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Correo o contraseña incorrectos.',
  'auth/wrong-password': 'Correo o contraseña incorrectos.',
  'auth/user-not-found': 'Correo o contraseña incorrectos.',
  'auth/invalid-email': 'Por favor, introduce un correo electrónico válido',
  'auth/missing-password': 'Escribe tu contraseña.',
  'auth/user-disabled': 'Tu cuenta está deshabilitada. Habla con tu administrador.',
  // Not a Firebase code: the demo's (and the blocking function's) answer for a member of a disabled company.
  'auth/tenant-disabled': 'Tu empresa está desactivada en Asiste. Habla con tu administrador.',
  'auth/too-many-requests': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'auth/email-already-in-use': 'Ya existe una cuenta con este correo.',
  'auth/weak-password': 'La contraseña es demasiado débil: usa al menos 6 caracteres.',
  'auth/password-does-not-meet-requirements':
    'La contraseña no cumple los requisitos de seguridad (largo mínimo, mayúsculas, números o símbolos).',
  'auth/requires-recent-login': 'Por seguridad, vuelve a iniciar sesión y repite la operación.',
  'auth/user-mismatch': 'Las credenciales no corresponden al usuario con la sesión iniciada.',
  'auth/user-token-expired': 'Tu sesión expiró. Inicia sesión de nuevo.',
  'auth/expired-action-code': 'El enlace expiró. Solicita uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido o ya fue usado. Solicita uno nuevo.',
  'auth/argument-error': 'La solicitud no es válida. Revisa los datos e inténtalo de nuevo.',
  'auth/internal-error': 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  'auth/popup-blocked': 'El navegador bloqueó la ventana emergente. Permítela e inténtalo de nuevo.',
  'auth/popup-closed-by-user': 'Cerraste la ventana antes de terminar el inicio de sesión.',
  'auth/cancelled-popup-request': 'Se canceló la ventana anterior porque se abrió otra.',
  'auth/web-storage-unsupported':
    'Tu navegador no permite guardar la sesión. Activa el almacenamiento local.',
  'auth/network-request-failed': 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  'auth/unauthorized-domain': 'Este dominio no está autorizado para iniciar sesión.',
  'auth/invalid-auth-event': 'El inicio de sesión no se pudo completar. Inténtalo de nuevo.',
  'auth/auth-domain-config-required': 'Falta configurar el dominio de autenticación.',
  'auth/invalid-api-key': 'La configuración de la aplicación no es válida (clave de API).',
  'auth/multi-factor-auth-required': 'Tu cuenta requiere un segundo factor de autenticación.',
  'auth/multi-factor-info-not-found': 'No se encontró el segundo factor indicado.',
  'auth/missing-multi-factor-session': 'Falta la sesión del segundo factor. Inicia sesión de nuevo.',
  'auth/invalid-multi-factor-session': 'La sesión del segundo factor no es válida. Inicia sesión de nuevo.',
  'auth/captcha-check-failed': 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  'auth/missing-recaptcha-token': 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  'auth/invalid-recaptcha-token': 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  'auth/recaptcha-not-enabled': 'La verificación anti-robots no está habilitada para este proyecto.',
  'auth/operation-not-allowed': 'Este método de inicio de sesión no está habilitado.',
  'auth/missing-email': 'Escribe tu correo electrónico.',
  'auth/quota-exceeded': 'Se superó el límite de solicitudes. Inténtalo más tarde.',
};

export const GENERIC_AUTH_MESSAGE = 'No se pudo completar la operación. Inténtalo de nuevo.';

export function authErrorMessage(code: string | undefined): string {
  return (code && MESSAGES[code]) || GENERIC_AUTH_MESSAGE;
}

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

/**
 * A failed change of password, which first reauthenticates with the current password: there a rejected
 * credential can only mean that password (the email is the signed-in one), so the message says just that.
 */
export function passwordChangeErrorMessage(code: string | undefined): string {
  return code === 'auth/invalid-credential' || code === 'auth/wrong-password'
    ? WRONG_CURRENT_PASSWORD
    : authErrorMessage(code);
}

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;
}

/** Codes of spec §8 — the table must cover each. */
export const SPEC_AUTH_CODES = [
  'argument-error',
  'internal-error',
  'user-mismatch',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'network-request-failed',
  'unauthorized-domain',
  'invalid-auth-event',
  'auth-domain-config-required',
  'invalid-api-key',
  'multi-factor-auth-required',
  'password-does-not-meet-requirements',
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'expired-action-code',
  'invalid-action-code',
  'user-token-expired',
  'requires-recent-login',
  'captcha-check-failed',
  'multi-factor-info-not-found',
].map((code) => `auth/${code}`);
