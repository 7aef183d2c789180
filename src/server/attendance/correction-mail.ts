/**
 * The worker's e-mail of a proposed correction (Res. Ex. N° 38 art. 40: an automatic e-mail with the original
 * and the new marca and an explanation; 48 hours to object), once for both backends: a `corrections` create
 * starts it — a Firestore trigger in Cloud Functions (functions/src/correction-trigger.ts), the store's commit
 * hook in the demo (src/data/adapters/demo/demo-publish-mail.ts's DemoMailTriggers) — over their own ServerStore.
 *
 * One mail, `mail/correction-<id>`, in the Trigger Email extension's format: the day, the recorded and the new
 * time (or the justification), the reason, the deadline, the one-step objection link `<appUrl>/objetar?t=<token>`
 * (signed and single-use, objection-link.ts; art. 40.2) and the link to `<appUrl>/mi-historial`; and, when it is
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
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { objectionToken, objectionUrl } from './objection-link';

export const CORRECTION_MAIL_SUBJECT = 'Corrección de tu registro de asistencia';

export interface CorrectionMailDeps {
  store: ServerStore;
  /** The app's public address: the e-mail links to `<appUrl>/objetar?t=…` and `<appUrl>/mi-historial`. */
  appUrl: string;
  now: () => Date;
  /** When set, the queued mail carries `expiresAt` = now + this (the demo's tables drop it then). */
  expiresAfterMs?: number;
  /** The objection link's key (objection-link.ts `objectionLinkKey`): the server's secret, never a client's. */
  linkKey: CryptoKey;
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

/** A stored correction as the e-mail and the objection link read it. */
export interface StoredCorrection {
  id: string;
  tenantId: string;
  userId: string;
  /** `pending`, `accepted`, `objected`, `withdrawn` or `answered`, as stored. */
  status: unknown;
  /** The end of its objection window (objectionDeadline). */
  deadline: Date;
  doc: ServerDoc;
}

/** The correction `corrections/<id>` as stored, or null when it is missing or malformed. */
export async function readCorrection(store: ServerStore, id: string): Promise<StoredCorrection | null> {
  const doc = await store.get('corrections', id);
  const tenantId = text(doc?.['tenantId']);
  const userId = text(doc?.['userId']);
  const createdAt = date(doc?.['createdAt']);
  const hours = doc?.['objectionHours'];
  if (doc === null || tenantId === null || userId === null || createdAt === null) return null;
  if (date(doc['date']) === null || typeof hours !== 'number') return null;
  const deadline = objectionDeadline({ createdAt, objectionHours: hours });
  return { id, tenantId, userId, status: doc['status'], deadline, doc };
}

/** What a correction changes, in the words the worker reads (the e-mail, /objetar). */
export interface CorrectionWords {
  person: string;
  company: string;
  /**
   * `Salida del martes 17/11/26: sin marca → 18:05:00`, or `Justificar la ausencia del …`: the exact date and time
   * of the original and the new marca (art. 40.1), as a receipt prints them (art. 13).
   */
  change: string;
  /** A punch's original and new time, each with its date: `sin marca`, `09:12:37 del 17/11/26`; null: a justification. */
  times: { original: string; proposed: string } | null;
  reason: string;
  /** `Tienes hasta el jueves 19 de noviembre a las 10:00 para objetarla.` */
  deadline: string;
}

/** The correction in the worker's words; `user` is its person's doc (null: unknown). */
export async function correctionWords(
  store: ServerStore,
  correction: StoredCorrection,
  user: ServerDoc | null,
): Promise<CorrectionWords> {
  const { doc } = correction;
  const tenant = await store.get('tenants', correction.tenantId);
  const timeZone = text(tenant?.['timeZone']) ?? 'America/Santiago';
  const day = date(doc['date']) ?? correction.deadline;
  const dayText = formatInZone(day, timeZone, `EEEE ${RECEIPT_DATE_FORMAT}`);
  const at = (instant: Date) =>
    `${formatInZone(instant, timeZone, RECEIPT_TIME_FORMAT)} del ${formatInZone(instant, timeZone, RECEIPT_DATE_FORMAT)}`;
  const time = (instant: Date) => formatInZone(instant, timeZone, RECEIPT_TIME_FORMAT);
  const punch = doc['punch'];
  const after = date(doc['after']);
  const before = date(doc['before']);
  const isPunch = doc['kind'] === 'punch' && typeof punch === 'string' && PUNCHES.includes(punch);
  const change =
    isPunch && after !== null
      ? `${PUNCH_LABEL[punch as PunchAction]} del ${dayText}: ${before ? time(before) : 'sin marca'} → ${time(after)}`
      : `Justificar la ausencia del ${dayText}`;
  return {
    person: text(user?.['displayName']) ?? text(user?.['email']) ?? 'Trabajador',
    company: text(tenant?.['name']) ?? 'Tu empresa',
    change,
    times:
      isPunch && after !== null ? { original: before ? at(before) : 'sin marca', proposed: at(after) } : null,
    reason: text(doc['reason']) ?? '',
    deadline: `Tienes hasta el ${formatInZone(correction.deadline, timeZone, "EEEE d 'de' MMMM 'a las' HH:mm")} para objetarla.`,
  };
}

/** What the mail says: the correction in words, and the one-step objection link (art. 40.2). */
export interface CorrectionMailContent extends CorrectionWords {
  objectUrl: string;
}

const CONSEQUENCES =
  'Si no respondes, la corrección se da por aceptada. Si la objetas, se mantiene tu marca original.';
const OBJECT_INVITE =
  'Para objetarla en un solo paso, abre este enlace (sirve una sola vez, dentro del plazo):';

/** The mail's text and HTML. */
export function correctionMail(to: string, content: CorrectionMailContent, appUrl: string): QueuedMail {
  const url = `${appUrl.replace(/\/+$/, '')}/mi-historial`;
  const times =
    content.times === null
      ? []
      : [`Hora original: ${content.times.original}`, `Hora nueva: ${content.times.proposed}`];
  const lines = [
    `Hola, ${content.person}:`,
    '',
    `${content.company} propuso corregir tu registro de asistencia:`,
    content.change,
    ...times,
    `Motivo: ${content.reason}`,
    '',
    `${content.deadline} ${CONSEQUENCES}`,
    '',
    OBJECT_INVITE,
    content.objectUrl,
    '',
    'También puedes revisarla y responder en:',
    url,
  ];
  const html = [
    `<p>Hola, ${escapeHtml(content.person)}:</p>`,
    `<p>${escapeHtml(content.company)} propuso corregir tu registro de asistencia:</p>`,
    `<p><strong>${escapeHtml(content.change)}</strong><br>${times.map((line) => `${escapeHtml(line)}<br>`).join('')}Motivo: ${escapeHtml(content.reason)}</p>`,
    `<p>${escapeHtml(content.deadline)} ${CONSEQUENCES}</p>`,
    `<p>${escapeHtml(OBJECT_INVITE)}<br><a href="${escapeHtml(content.objectUrl)}">Objetar la corrección</a></p>`,
    `<p>También puedes <a href="${escapeHtml(url)}">revisarla y responder en Asiste</a>.</p>`,
  ].join('\n');
  return { to, message: { subject: CORRECTION_MAIL_SUBJECT, text: lines.join('\n'), html } };
}

/** Queues the worker's mail of `corrections/<correctionId>` and its audit entry, unless already queued. */
export async function queueCorrectionMail(
  correctionId: string,
  deps: CorrectionMailDeps,
): Promise<CorrectionMailResult> {
  const { store } = deps;
  const correction = await readCorrection(store, correctionId);
  if (correction === null) return 'skipped';
  const { tenantId, userId } = correction;
  const id = correctionMailId(correctionId);
  if ((await store.get('mail', id)) !== null) return 'existing';
  const user = await store.get('users', userId);
  const email = text(user?.['email']);
  if (user === null || user['tenantId'] !== tenantId || user['disabled'] === true || email === null)
    return 'skipped';
  const words = await correctionWords(store, correction, user);
  const token = await objectionToken(deps.linkKey, {
    correctionId,
    tenantId,
    userId,
    expiresAt: correction.deadline,
  });
  const mail = correctionMail(
    email,
    { ...words, person: text(user['displayName']) ?? email, objectUrl: objectionUrl(deps.appUrl, token) },
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
