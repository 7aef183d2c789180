/**
 * The portal de fiscalización's e-mails (Res. Ex. N° 38 arts. 23–24), queued in `mail` in the Firebase Trigger
 * Email extension's format, from the platform's system sender like every other (never a person's address):
 * - the DT official's key, valid DT_KEY_DAYS calendar days;
 * - the employer's notice that a review has started. The resolution asks for a fixed legal text without giving
 *   it: INSPECTION_NOTICE_TEXT is our wording (UNCONFIRMED), the same in every notice.
 */
import { escapeHtml, type QueuedMail } from './invitation-mail';

/** The key e-mail: the key, when it ends, and where to use it. */
export function inspectionKeyMail(to: string, key: string, until: string): QueuedMail {
  const subject = 'Tu clave para el Portal de fiscalización de Asiste';
  const lines = [
    'Hola:',
    '',
    `Tu clave para el Portal de fiscalización de Asiste es: ${key}`,
    `Es válida hasta el ${until} (5 días corridos desde que la solicitaste). Ingresa con este correo y la clave en /fiscalizacion.`,
    'Si solicitas otra clave, esta deja de servir.',
    '',
    'Si no solicitaste esta clave, puedes ignorar este correo.',
  ];
  const html = [
    '<p>Hola:</p>',
    `<p>Tu clave para el Portal de fiscalización de Asiste es: <strong>${escapeHtml(key)}</strong></p>`,
    `<p>Es válida hasta el ${escapeHtml(until)} (5 días corridos desde que la solicitaste). Ingresa con este correo y la clave en /fiscalizacion.</p>`,
    '<p>Si solicitas otra clave, esta deja de servir.</p>',
    '<p>Si no solicitaste esta clave, puedes ignorar este correo.</p>',
  ].join('\n');
  return { to, message: { subject, text: lines.join('\n'), html } };
}

/** The fixed text of the employer's notice (art. 24); our wording, the resolution gives none. */
export const INSPECTION_NOTICE_TEXT =
  'En cumplimiento de la Resolución Exenta N° 38 de 2024 de la Dirección del Trabajo, le informamos que un ' +
  'fiscalizador de la Dirección del Trabajo inició una revisión de los registros de asistencia de su empresa en el ' +
  'sistema Asiste. El acceso es de solo lectura y quedó registrado con su fecha, hora, correo institucional y ' +
  'dirección IP de origen. Este aviso es automático: no requiere respuesta.';

/** The employer's notice that a DT official opened its records (art. 24), to its admins. */
export function inspectionStartedMail(
  to: string,
  cc: readonly string[],
  facts: { company: string; official: string; when: string },
): QueuedMail & { cc?: string[] } {
  const subject = `Aviso de inicio de fiscalización: ${facts.company}`;
  const details = [
    `Empresa: ${facts.company}`,
    `Fiscalizador: ${facts.official}`,
    `Inicio de la revisión: ${facts.when}`,
  ];
  const text = [INSPECTION_NOTICE_TEXT, '', ...details].join('\n');
  const html = [
    `<p>${escapeHtml(INSPECTION_NOTICE_TEXT)}</p>`,
    `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  ].join('\n');
  return { to, ...(cc.length > 0 ? { cc: [...cc] } : {}), message: { subject, text, html } };
}
