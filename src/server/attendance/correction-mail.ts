/**
 * The worker's e-mail of a proposed correction (Res. Ex. N° 38 art. 40: an automatic e-mail with the original
 * and the new marca and an explanation; 48 hours to object), once for both backends: a `corrections` create
 * starts it — a Firestore trigger in Cloud Functions (functions/src/correction-trigger.ts), the store's commit
 * hook in the demo (src/data/adapters/demo/demo-publish-mail.ts's DemoMailTriggers) — over their own ServerStore.
 *
 * One mail, `mail/correction-<id>`, in the Trigger Email extension's format: the day, the recorded and the new
 * time (or the justification), the reason, the deadline and the link to `<appUrl>/mi-historial`; and, when it is
 * queued, the audit entry `correction.notify` (actor `system`). Idempotent: a mail already queued is skipped and
 * logs nothing again. A correction that is missing, malformed, or names no enabled person of its tenant with an
 * e-mail queues nothing.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { objectionDeadline, PUNCH_LABEL } from '../../domain/attendance/corrections';
import type { PunchAction } from '../../domain/attendance/punches';
import { formatInZone } from '../../domain/calendar/time-zone';
import { RECEIPT_DATE_FORMAT, RECEIPT_TIME_FORMAT } from '../../data/texts/receipt-lines';
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';
import type { ServerStore } from '../admin/server-ports';

export const CORRECTION_MAIL_SUBJECT = 'Corrección de tu registro de asistencia';

export interface CorrectionMailDeps {
  store: ServerStore;
  /** The app's public address: the e-mail links to `<appUrl>/mi-historial`. */
  appUrl: string;
  now: () => Date;
  /** When set, the queued mail carries `expiresAt` = now + this (the demo's tables drop it then). */
  expiresAfterMs?: number;
}

export type CorrectionMailResult = 'queued' | 'existing' | 'skipped';

export function correctionMailId(correctionId: string): string {
  return `correction-${correctionId}`;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const date = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
const PUNCHES: readonly string[] = ['checkIn', 'lunchStart', 'lunchEnd', 'checkOut'];

export interface CorrectionMailContent {
  person: string;
  company: string;
  /**
   * `Salida del martes 17/11/26: sin marca → 18:05:00`, or `Justificar la ausencia del …`: the exact date and time
   * of the original and the new marca (art. 40.1), as a receipt prints them (art. 13).
   */
  change: string;
  reason: string;
  /** `Tienes hasta el jueves 19 de noviembre a las 10:00 para objetarla.` */
  deadline: string;
}

/** The mail's text and HTML. */
export function correctionMail(to: string, content: CorrectionMailContent, appUrl: string): QueuedMail {
  const url = `${appUrl.replace(/\/+$/, '')}/mi-historial`;
  const lines = [
    `Hola, ${content.person}:`,
    '',
    `${content.company} propuso corregir tu registro de asistencia:`,
    content.change,
    `Motivo: ${content.reason}`,
    '',
    `${content.deadline} Si no respondes, la corrección se da por aceptada. Si la objetas, se mantiene tu marca original.`,
    '',
    'Revisa y responde en:',
    url,
  ];
  const html = [
    `<p>Hola, ${escapeHtml(content.person)}:</p>`,
    `<p>${escapeHtml(content.company)} propuso corregir tu registro de asistencia:</p>`,
    `<p><strong>${escapeHtml(content.change)}</strong><br>Motivo: ${escapeHtml(content.reason)}</p>`,
    `<p>${escapeHtml(content.deadline)} Si no respondes, la corrección se da por aceptada. Si la objetas, se mantiene tu marca original.</p>`,
    `<p><a href="${escapeHtml(url)}">Revisar la corrección</a></p>`,
  ].join('\n');
  return { to, message: { subject: CORRECTION_MAIL_SUBJECT, text: lines.join('\n'), html } };
}

/** Queues the worker's mail of `corrections/<correctionId>` and its audit entry, unless already queued. */
export async function queueCorrectionMail(
  correctionId: string,
  deps: CorrectionMailDeps,
): Promise<CorrectionMailResult> {
  const { store } = deps;
  const correction = await store.get('corrections', correctionId);
  const tenantId = text(correction?.['tenantId']);
  const userId = text(correction?.['userId']);
  const day = date(correction?.['date']);
  const createdAt = date(correction?.['createdAt']);
  const hours = correction?.['objectionHours'];
  if (correction === null || tenantId === null || userId === null || day === null || createdAt === null)
    return 'skipped';
  if (typeof hours !== 'number') return 'skipped';
  const id = correctionMailId(correctionId);
  if ((await store.get('mail', id)) !== null) return 'existing';
  const [tenant, user] = await Promise.all([store.get('tenants', tenantId), store.get('users', userId)]);
  const email = text(user?.['email']);
  if (user === null || user['tenantId'] !== tenantId || user['disabled'] === true || email === null)
    return 'skipped';
  const timeZone = text(tenant?.['timeZone']) ?? 'America/Santiago';
  const dayText = formatInZone(day, timeZone, `EEEE ${RECEIPT_DATE_FORMAT}`);
  const time = (instant: Date) => formatInZone(instant, timeZone, RECEIPT_TIME_FORMAT);
  const punch = correction['punch'];
  const after = date(correction['after']);
  const before = date(correction['before']);
  const change =
    correction['kind'] === 'punch' && typeof punch === 'string' && PUNCHES.includes(punch) && after !== null
      ? `${PUNCH_LABEL[punch as PunchAction]} del ${dayText}: ${before ? time(before) : 'sin marca'} → ${time(after)}`
      : `Justificar la ausencia del ${dayText}`;
  const deadline = objectionDeadline({ createdAt, objectionHours: hours });
  const mail = correctionMail(
    email,
    {
      person: text(user['displayName']) ?? email,
      company: text(tenant?.['name']) ?? 'Tu empresa',
      change,
      reason: text(correction['reason']) ?? '',
      deadline: `Tienes hasta el ${formatInZone(deadline, timeZone, "EEEE d 'de' MMMM 'a las' HH:mm")} para objetarla.`,
    },
    deps.appUrl,
  );
  const expiry =
    deps.expiresAfterMs === undefined
      ? {}
      : { expiresAt: new Date(deps.now().getTime() + deps.expiresAfterMs) };
  const created = await store.create('mail', id, { to: mail.to, message: { ...mail.message }, ...expiry });
  if (!created) return 'existing';
  await store.add('logs', {
    tenantId,
    actorId: SYSTEM_ACTOR,
    action: 'correction.notify',
    target: correctionId,
    details: `Aviso a ${email}`,
    createdAt: deps.now(),
  });
  return 'queued';
}
