/**
 * The portal de fiscalización's own way in (Res. Ex. N° 38 arts. 17, 22–24): an official of the Dirección del
 * Trabajo types an `@dt.gob.cl` address at /fiscalizacion and presses `Solicitar clave`; a key valid DT_KEY_DAYS
 * calendar days goes to that inbox (the demo, which sends no e-mail, shows it on screen). Signed in with it, the
 * official searches the platform's employers by name or RUT (`findEmployers`), opens one (`startInspection`, which
 * tells the employer by e-mail and logs the session with its source IP) and reads and downloads its reports; each
 * download is logged too (`recordInspectionDownload`). Nothing waits on the employer (art. 22.4).
 *
 * The key is the account's password, random and never stored readable; a new request replaces it. The account
 * holds `keyUntil` in its claims (inspector-grants.ts): the rules read only `tenantId`/`accessUntil`, which the
 * server copies from the key when the official opens a company, so a key ends by itself.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import {
  DT_KEY_DAYS,
  DT_KEY_REQUESTS_PER_HOUR,
  isDtEmail,
  MAX_EMPLOYER_HITS,
  type EmployerHit,
  type FindEmployersResult,
  type RequestInspectorKeyResult,
} from '../../data/ports/admin-port';
import type { AdminHandlers } from './admin-context';
import { refusal } from './admin-refusal';
import { takeAddressLimit, takeKeyRequest } from './admin-rate-limit';
import type { ValidAdminInput } from './admin-schema';
import { inspectionKeyMail } from './inspection-mail';
import { currentKey, inspectorState, withKey } from './inspector-grants';
import { textOf } from './server-doc';
import type { AdminServiceDeps } from './server-ports';

const DAY_MS = 86_400_000;

/** Crockford's base32 without look-alikes: what an official copies from a mail without a doubt. */
const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const KEY_GROUPS = 3;
const KEY_GROUP_LENGTH = 4;

/** A new key, `XXXX-XXXX-XXXX`: 12 characters of a 30-letter alphabet (about 59 bits), from the platform's CSPRNG. */
export function newInspectorKey(): string {
  const chars: string[] = [];
  // Rejection sampling keeps every letter equally likely (256 is not a multiple of 30).
  const limit = 256 - (256 % KEY_ALPHABET.length);
  while (chars.length < KEY_GROUPS * KEY_GROUP_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < limit && chars.length < KEY_GROUPS * KEY_GROUP_LENGTH)
        chars.push(KEY_ALPHABET[byte % KEY_ALPHABET.length] ?? '');
    }
  }
  const groups: string[] = [];
  for (let at = 0; at < chars.length; at += KEY_GROUP_LENGTH)
    groups.push(chars.slice(at, at + KEY_GROUP_LENGTH).join(''));
  return groups.join('-');
}

/**
 * Public (art. 23): a key for a DT official. Any other address is refused before anything is counted or written;
 * the caller's address and the e-mail are each limited to DT_KEY_REQUESTS_PER_HOUR. An account of the e-mail
 * that is not an inspector's (a person of some company) is refused as `email-exists`, never given claims.
 */
export async function requestInspectorKey(
  deps: AdminServiceDeps,
  input: ValidAdminInput['requestInspectorKey'],
): Promise<RequestInspectorKeyResult> {
  const email = input.email;
  if (!isDtEmail(email)) throw refusal('not-dt-email', ['email']);
  await takeAddressLimit(deps, 'requestInspectorKey', DT_KEY_REQUESTS_PER_HOUR);
  await takeKeyRequest(deps, email, DT_KEY_REQUESTS_PER_HOUR);
  const existing = await deps.accounts.findByEmail(email);
  if (existing !== null && existing.claims !== null && inspectorState(existing) === null) {
    throw refusal('email-exists');
  }
  const account =
    existing ??
    (await deps.accounts.create({ email, displayName: 'Fiscalizador DT', password: null, disabled: true }));
  const now = deps.now();
  const until = now.getTime() + DT_KEY_DAYS * DAY_MS;
  const key = newInspectorKey();
  await deps.accounts.setPassword(account.uid, key);
  await deps.accounts.setClaims(account.uid, withKey(inspectorState(account), until, now));
  await deps.accounts.setDisabled(account.uid, false);
  const validUntil = new Date(until);
  // The platform's own zone: the official belongs to no company yet.
  await deps.store.add('mail', {
    ...inspectionKeyMail(email, key, formatInZone(validUntil, 'America/Santiago', 'dd/MM/yy HH:mm')),
  });
  return {
    sentTo: email,
    validUntil: validUntil.toISOString(),
    // Only where no e-mail can be sent (the demo): in Firebase the key goes to the inbox alone.
    key: deps.passwordRequired ? key : null,
  };
}

/** Lower case, no accents, single spaces: how names are compared. */
function folded(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A RUT's digits and check digit without dots or hyphen, upper case (`76.123.456-K` → `76123456K`). */
function rutKey(value: string): string {
  return value.toUpperCase().replace(/[^0-9K]/g, '');
}

/**
 * DT officials whose key holds (art. 24): the platform's employers whose name or razón social contains the query
 * (accents and case aside), or whose RUT starts with it when it looks like one, alphabetically; an empty query
 * lists every employer. Disabled companies are listed too: their records stay open to the DT.
 */
export const findEmployers: AdminHandlers['findEmployers'] = async (context, input) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const state = account === null ? null : inspectorState(account);
  if (state === null || state.keyUntil === null) throw refusal('not-allowed');
  if (currentKey(state, deps.now()) === null) throw refusal('access-expired');
  const query = folded(input.query);
  const rutQuery = /^[0-9.\s-]+[0-9kK]?$/.test(input.query.trim()) ? rutKey(input.query) : '';
  const tenants = await deps.store.where('tenants', {});
  const hits: EmployerHit[] = [];
  for (const { id, data } of tenants) {
    const name = textOf(data, 'name', id);
    const legalName = textOf(data, 'legalName', '');
    const rut = typeof data.taxId === 'string' && data.taxId !== '' ? data.taxId : null;
    const matches =
      query === '' ||
      folded(name).includes(query) ||
      folded(legalName).includes(query) ||
      (rutQuery !== '' && rut !== null && rutKey(rut).startsWith(rutQuery));
    if (matches) hits.push({ tenantId: id, name: legalName === '' ? name : `${legalName} (${name})`, rut });
  }
  hits.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const result: FindEmployersResult = { employers: hits.slice(0, MAX_EMPLOYER_HITS), total: hits.length };
  return result;
};

/**
 * Inspectors (art. 22.5): a download of the company inspected now, logged in its trail with the e-mail and the
 * source IP. Refused once the access to it ended.
 */
export const recordInspectionDownload: AdminHandlers['recordInspectionDownload'] = async (context, input) => {
  const { deps, caller } = context;
  const account = await deps.accounts.get(caller.uid);
  const state = account === null ? null : inspectorState(account);
  if (account === null || state === null || state.tenantId === null) throw refusal('not-allowed');
  if (state.accessUntil === null || deps.now().getTime() >= state.accessUntil)
    throw refusal('access-expired');
  await context.log({
    tenantId: state.tenantId,
    target: caller.uid,
    details: { email: account.email, file: input.file, ip: deps.clientAddress ?? null },
  });
  return null;
};
