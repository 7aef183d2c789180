/**
 * The invitation e-mail, queued in `mail` in the Firebase Trigger Email extension's format. Spanish, plain text
 * and HTML; the link is the only way in (the account has no password).
 */
export interface QueuedMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function invitationMail(to: string, person: string, company: string, link: string): QueuedMail {
  const subject = `Te invitaron a ${company} en Asiste`;
  const text = [
    `Hola, ${person}:`,
    '',
    `${company} te dio acceso a Asiste, su control de asistencia.`,
    'Para crear tu contraseña y entrar, abre este enlace:',
    link,
    '',
    'Si no esperabas este correo, puedes ignorarlo.',
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(person)}:</p>`,
    `<p>${escapeHtml(company)} te dio acceso a Asiste, su control de asistencia.</p>`,
    `<p><a href="${escapeHtml(link)}">Crear mi contraseña y entrar</a></p>`,
    '<p>Si no esperabas este correo, puedes ignorarlo.</p>',
  ].join('\n');
  return { to, message: { subject, text, html } };
}

/** The inspector's access e-mail: the passwordless sign-in link and when the access ends. */
export function inspectorMail(to: string, company: string, until: string, link: string): QueuedMail {
  const subject = `Acceso de fiscalización a ${company} en Asiste`;
  const text = [
    'Hola:',
    '',
    `${company} te dio acceso de solo lectura a sus registros de asistencia en Asiste, hasta el ${until}.`,
    'Para entrar, abre este enlace desde este mismo correo (no necesitas contraseña):',
    link,
    '',
    'Si no esperabas este correo, puedes ignorarlo.',
  ].join('\n');
  const html = [
    '<p>Hola:</p>',
    `<p>${escapeHtml(company)} te dio acceso de solo lectura a sus registros de asistencia en Asiste, hasta el ${escapeHtml(until)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Entrar a la fiscalización</a></p>`,
    '<p>Si no esperabas este correo, puedes ignorarlo.</p>',
  ].join('\n');
  return { to, message: { subject, text, html } };
}

/** A manager's reminder to sign an ended week's totals. */
export function weekReminderMail(
  to: string,
  person: string,
  company: string,
  week: string,
  link: string,
): QueuedMail {
  const subject = `Tienes una semana por firmar en ${company}`;
  const text = [
    `Hola, ${person}:`,
    '',
    `${company} te recuerda revisar y firmar los totales de la ${week} en Asiste.`,
    'Si no estás de acuerdo con ellos, puedes objetarlos con un comentario.',
    link,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(person)}:</p>`,
    `<p>${escapeHtml(company)} te recuerda revisar y firmar los totales de la ${escapeHtml(week)} en Asiste.</p>`,
    '<p>Si no estás de acuerdo con ellos, puedes objetarlos con un comentario.</p>',
    `<p><a href="${escapeHtml(link)}">Ver mis semanas por firmar</a></p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
}
