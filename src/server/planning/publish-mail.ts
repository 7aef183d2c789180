/**
 * The e-mails of a publish (/agenda, `Publicar N turnos`), once for both backends: a `planPublishes` write that
 * leaves it `publicada` (its create, for a publish of one batch; its last batch's update, for a longer one) starts
 * it — a Firestore trigger in Cloud Functions (functions/src/publish-trigger.ts), the store's commit hook
 * in the demo (src/data/adapters/demo/demo-publish-mail.ts) — over their own ServerStore. It decides everything; the
 * stores only read and write.
 *
 * One mail per person of `userIds`, `mail/publish-<publishId>-<uid>` in the Firebase Trigger Email extension's
 * format (like the receipts, src/server/receipts/receipt-mail.ts): the person's published days from `from` to `to`
 * (`Libre` for a day without a schedule), read from `schedulesConfig/scheduleDocId(uid, day)`, and the link to
 * `<appUrl>/mi-agenda`. Idempotent: a mail already queued is skipped (a retried or concurrent run sends nothing
 * twice). A uid that is not an enabled person of the publish's tenant with an e-mail gets nothing: the rules
 * cannot check the uids of `userIds` one by one.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import { addDaysToKey, daysBetweenKeys, formatDayKey, isDayKey } from '../../domain/calendar/day-keys';
import { scheduleDocId } from '../../domain/schedule/day-schedule';
import { slotLabel, type TimeSlot } from '../../domain/schedule/slots';
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { publishStatusOf } from '../../data/policy/planning-write';

export const PUBLISH_MAIL_SUBJECT = 'Tu agenda fue actualizada';

/** The most days one e-mail lists (a longer publish ends with a pointer to /mi-agenda). */
export const PUBLISH_MAIL_MAX_DAYS = 31;

/** The most people one publish e-mails (PLANNING_LIMITS.publishUsersMax: what the rules let a publish name). */
export const PUBLISH_MAIL_MAX_PEOPLE = 5_000;

/** What a day without a published schedule shows. */
export const DAY_OFF = 'Libre';

export interface PublishMailDeps {
  store: ServerStore;
  /** The app's public address: the e-mail links to `<appUrl>/mi-agenda`. */
  appUrl: string;
  now: () => Date;
  /**
   * When set, each queued mail carries `expiresAt` = now + this (the demo's server tables drop it then, as a
   * Firestore TTL policy would), so a browser's storage does not fill with mail nobody sends.
   */
  expiresAfterMs?: number;
}

/** What a run did, by uid. */
export interface PublishMailResult {
  queued: string[];
  /** Already queued by an earlier run. */
  existing: string[];
  /** Not a person of the tenant, disabled, or without an e-mail. */
  skipped: string[];
}

/** The id of a person's mail of a publish. */
export function publishMailId(publishId: string, uid: string): string {
  return `publish-${publishId}-${uid}`;
}

/** `<appUrl>/mi-agenda`. */
export function myAgendaUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/mi-agenda`;
}

/** One listed day: its Spanish name and what it holds. */
export interface PublishedDayLine {
  day: string;
  label: string;
  plan: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function slotsOfDoc(doc: ServerDoc): TimeSlot[] {
  const slots = doc['timeSlots'];
  if (!Array.isArray(slots)) return [];
  return slots.flatMap((slot: unknown) => {
    if (typeof slot !== 'object' || slot === null) return [];
    const { startTime, endTime } = slot as Record<string, unknown>;
    return typeof startTime === 'string' && typeof endTime === 'string' ? [{ startTime, endTime }] : [];
  });
}

/** What a published day says: its slots, its shift's name and its colación. */
export function planOfDay(schedule: ServerDoc | null, shiftName: string | null): string {
  const slots = schedule === null ? [] : slotsOfDoc(schedule);
  if (slots.length === 0) return DAY_OFF;
  const lunch = schedule?.['lunchMinutes'];
  const extras = [
    ...(shiftName === null ? [] : [shiftName]),
    ...(typeof lunch === 'number' && lunch > 0 ? [`colación ${lunch} min`] : []),
  ];
  const times = slots.map(slotLabel).join(' y ');
  return extras.length === 0 ? times : `${times} (${extras.join(', ')})`;
}

/** The mail of one person: greeting, the listed days, what was left out, the link. */
export function publishMail(
  to: string,
  person: string,
  company: string,
  lines: readonly PublishedDayLine[],
  omittedDays: number,
  appUrl: string,
): QueuedMail {
  const url = myAgendaUrl(appUrl);
  const first = lines[0];
  const last = lines.at(-1);
  const range =
    first === undefined || last === undefined
      ? ''
      : first.day === last.day
        ? ` del ${formatDayKey(first.day, "d 'de' MMMM")}`
        : ` del ${formatDayKey(first.day, "d 'de' MMMM")} al ${formatDayKey(last.day, "d 'de' MMMM")}`;
  const more =
    omittedDays > 0 ? `Y ${omittedDays} ${omittedDays === 1 ? 'día' : 'días'} más: revisa tu agenda.` : null;
  const textBody = [
    `Hola, ${person}:`,
    '',
    `${company} publicó cambios en tu agenda${range}:`,
    '',
    ...lines.map(({ label, plan }) => `${label}: ${plan}`),
    ...(more === null ? [] : ['', more]),
    '',
    'Revisa tu agenda en:',
    url,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(person)}:</p>`,
    `<p>${escapeHtml(company)} publicó cambios en tu agenda${escapeHtml(range)}:</p>`,
    '<table>',
    ...lines.map(
      ({ label, plan }) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(plan)}</td></tr>`,
    ),
    '</table>',
    ...(more === null ? [] : [`<p>${escapeHtml(more)}</p>`]),
    `<p><a href="${escapeHtml(url)}">Ver mi agenda</a></p>`,
  ].join('\n');
  return { to, message: { subject: PUBLISH_MAIL_SUBJECT, text: textBody, html } };
}

/** The days a publish names, as far as one e-mail lists them, and how many are left out. */
export function publishDays(from: string, to: string): { days: string[]; omitted: number } {
  const total = daysBetweenKeys(from, to) + 1;
  const listed = Math.min(total, PUBLISH_MAIL_MAX_DAYS);
  return {
    days: Array.from({ length: listed }, (_, i) => addDaysToKey(from, i)),
    omitted: total - listed,
  };
}

/**
 * Queues the mails of `planPublishes/<publishId>`: one per person it names, unless already queued. A publish
 * that is missing or malformed queues nothing.
 */
export async function queuePublishMails(
  publishId: string,
  deps: PublishMailDeps,
): Promise<PublishMailResult> {
  const result: PublishMailResult = { queued: [], existing: [], skipped: [] };
  const { store } = deps;
  const publish = await store.get('planPublishes', publishId);
  // A publish in progress (its first batches) waits: its last batch makes it `publicada`, and mails then.
  if (publish === null || publishStatusOf(publish) !== 'publicada') return result;
  const tenantId = text(publish['tenantId']);
  const from = publish['from'];
  const to = publish['to'];
  const userIds = publish['userIds'];
  if (tenantId === null || !isDayKey(from) || !isDayKey(to) || from > to || !Array.isArray(userIds))
    return result;
  const tenant = await store.get('tenants', tenantId);
  const company = text(tenant?.['name']) ?? 'Tu empresa';
  const { days, omitted } = publishDays(from, to);
  const shiftNames = new Map<string, Promise<string | null>>();
  const shiftName = (shiftId: unknown): Promise<string | null> => {
    if (typeof shiftId !== 'string' || shiftId === '') return Promise.resolve(null);
    let name = shiftNames.get(shiftId);
    if (name === undefined) {
      name = store
        .get('shifts', shiftId)
        .then((shift) => (shift?.['tenantId'] === tenantId ? text(shift['name']) : null));
      shiftNames.set(shiftId, name);
    }
    return name;
  };
  const uids = [...new Set(userIds.filter((uid): uid is string => text(uid) !== null))].slice(
    0,
    PUBLISH_MAIL_MAX_PEOPLE,
  );
  for (const uid of uids) {
    const id = publishMailId(publishId, uid);
    if ((await store.get('mail', id)) !== null) {
      result.existing.push(uid);
      continue;
    }
    const user = await store.get('users', uid);
    const email = text(user?.['email']);
    if (user === null || user['tenantId'] !== tenantId || user['disabled'] === true || email === null) {
      result.skipped.push(uid);
      continue;
    }
    const lines = await Promise.all(
      days.map(async (day): Promise<PublishedDayLine> => {
        const doc = await store.get('schedulesConfig', scheduleDocId(uid, day));
        const own = doc !== null && doc['tenantId'] === tenantId && doc['userId'] === uid ? doc : null;
        const plan = planOfDay(own, own === null ? null : await shiftName(own['shiftId']));
        return { day, label: formatDayKey(day, "EEEE d 'de' MMMM"), plan };
      }),
    );
    const person = text(user['displayName']) ?? email;
    const mail = publishMail(email, person, company, lines, omitted, deps.appUrl);
    const expiry =
      deps.expiresAfterMs === undefined
        ? {}
        : { expiresAt: new Date(deps.now().getTime() + deps.expiresAfterMs) };
    const created = await store.create('mail', id, {
      to: mail.to,
      message: { ...mail.message },
      ...expiry,
    });
    (created ? result.queued : result.existing).push(uid);
  }
  return result;
}
