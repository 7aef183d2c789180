/**
 * Res. Ex. N° 38 art. 7 f: a worker who changes the password — or the PIN, the second way to identify (art. 7 g) —
 * gets an automatic e-mail saying so, from the system's sender (src/server/mail/system-sender.ts), with the time
 * in the company's zone and what to do if it was not them. Never the password or the PIN.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import { escapeHtml, type QueuedMail } from './invitation-mail';
import type { AdminServiceDeps } from './server-ports';
import { textOf } from './server-doc';

export type Credential = 'password' | 'pin';

const SUBJECTS: Readonly<Record<Credential, string>> = {
  password: 'Tu contraseña de Asiste cambió',
  pin: 'Tu PIN de marcación cambió',
};

const WHAT: Readonly<Record<Credential, string>> = {
  password: 'la contraseña de tu cuenta de Asiste',
  pin: 'tu PIN de marcación de Asiste',
};

/** The e-mail telling `to` that the credential changed at `when` (already in the company's zone). */
export function credentialChangedMail(
  to: string,
  facts: { credential: Credential; name: string; company: string; when: string },
): QueuedMail {
  const lines = [
    `Hola, ${facts.name}:`,
    '',
    `Se cambió ${WHAT[facts.credential]} (${facts.company}) el ${facts.when}.`,
    'Si fuiste tú, no tienes que hacer nada.',
    'Si no fuiste tú, avisa a tu empleador de inmediato.',
    '',
    'Este aviso es automático: no respondas este correo.',
  ];
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return { to, message: { subject: SUBJECTS[facts.credential], text: lines.join('\n'), html } };
}

/**
 * Queues the notice for the account `uid` of `tenantId`: its e-mail and name from the users doc (else the
 * account's), the time now in the tenant's zone. Nothing is queued for a person without an e-mail.
 */
export async function queueCredentialChanged(
  deps: AdminServiceDeps,
  person: { uid: string; tenantId: string; email: string | null },
  credential: Credential,
): Promise<void> {
  const [user, tenant] = await Promise.all([
    deps.store.get('users', person.uid),
    deps.store.get('tenants', person.tenantId),
  ]);
  const to = textOf(user, 'email', person.email ?? '');
  if (to === '') return;
  const zone = textOf(tenant, 'timeZone', 'America/Santiago');
  const name = textOf(user, 'displayName', '') || to;
  const company = textOf(tenant, 'legalName', '') || textOf(tenant, 'name', 'tu empresa');
  const when = `${formatInZone(deps.now(), zone, 'dd/MM/yy')} a las ${formatInZone(deps.now(), zone, 'HH:mm:ss')} (hora de ${zone})`;
  await deps.store.add('mail', { ...credentialChangedMail(to, { credential, name, company, when }) });
}
