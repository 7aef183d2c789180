/**
 * The one sender of every e-mail the server queues (Res. Ex. N° 38 art. 12: receipts go out from a non-nominative
 * system account): punch receipts, correction notices, art. 45 alerts, invitations, published agendas, reminders,
 * an inspector's access… Each is a `mail` document in the Firebase Trigger Email extension's format, which sends
 * a document's `from` instead of the extension's default FROM. No builder names a sender: `withSystemSender`
 * wraps the server's store once (functions/src/service-deps.ts), so every `mail` document written through it
 * carries the system's address, whatever its builder put there — never a person's.
 *
 * The address: the deployment's `ASISTE_MAIL_FROM` (functions/src/config.ts), else `Asiste
 * <no-responder@<the app's host>>`. Pure: no Firebase, no Node APIs.
 */
import type { ServerCollection, ServerDoc, ServerStore } from '../admin/server-ports';

/** The display name of the system's sender: the product, never a person. */
export const SYSTEM_SENDER_NAME = 'Asiste';
/** The local part of the default address: a mailbox nobody answers from. */
export const SYSTEM_SENDER_MAILBOX = 'no-responder';

/** One mailbox: `local@domain.tld`, without spaces, brackets, quotes or list separators. */
const ADDRESS = /^[^\s<>"@,;]+@[^\s<>"@,;]+\.[^\s<>"@,;]+$/;
/** `Name <mailbox>`: a display name without brackets, quotes, `@` or list separators. */
const NAMED = /^([^<>"@,;]{1,64}) <([^<>]+)>$/;

/**
 * Whether `value` is one sender the extension can put in `From:`: `Name <local@domain>` or `local@domain`, never
 * a list, never a line break (no header injection).
 */
export function isSenderAddress(value: string): boolean {
  if (value.length > 200 || /[\r\n]/.test(value)) return false;
  const named = NAMED.exec(value);
  if (named === null) return ADDRESS.test(value);
  return (named[1] ?? '').trim() !== '' && ADDRESS.test(named[2] ?? '');
}

/**
 * The sender of every queued e-mail: `configured` (trimmed) when set, else `Asiste <no-responder@<appUrl's
 * host>>`. Throws on a configured value that is not one address, so a deployment with a broken setting fails to
 * start instead of sending from an unknown address.
 */
export function systemSender(appUrl: string, configured?: string | null): string {
  const chosen = configured?.trim() ?? '';
  if (chosen !== '') {
    if (!isSenderAddress(chosen))
      throw new Error(`ASISTE_MAIL_FROM must be one address, "Asiste <no-responder@empresa.cl>": ${chosen}`);
    return chosen;
  }
  return `${SYSTEM_SENDER_NAME} <${SYSTEM_SENDER_MAILBOX}@${new URL(appUrl).hostname}>`;
}

const MAIL: ServerCollection = 'mail';

/**
 * `store`, with `from: sender` on every `mail` document it creates or replaces (set, create, add), and on an
 * update that names a sender. Other collections and reads pass through unchanged.
 */
export function withSystemSender(store: ServerStore, sender: string): ServerStore {
  const signed = (collection: ServerCollection, data: ServerDoc): ServerDoc =>
    collection === MAIL ? { ...data, from: sender } : data;
  return {
    get: (collection, id) => store.get(collection, id),
    set: (collection, id, data) => store.set(collection, id, signed(collection, data)),
    update: (collection, id, data) =>
      store.update(collection, id, 'from' in data ? signed(collection, data) : data),
    create: (collection, id, data) => store.create(collection, id, signed(collection, data)),
    increment: (collection, id, field, data) => store.increment(collection, id, field, data),
    add: (collection, data) => store.add(collection, signed(collection, data)),
    where: (collection, equals) => store.where(collection, equals),
  };
}
