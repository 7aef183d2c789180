/**
 * The server's side of punch receipts, once, for both backends: the Cloud Functions trigger and callable
 * (functions/src/receipts.ts) and the demo's signer (src/data/adapters/demo/demo-receipts.ts) run it over their own
 * ServerStore, key and clock. It decides everything; the stores only read and write.
 *
 * - `signAttendance` signs each punch of an app-made (`source: 'web'`) record as it lands: the code over the
 *   punch's canonical fields (domain/attendance/receipt-code.ts), a server-only `receipts/{code without dashes}`
 *   record with those fields and what the receipt prints (the person's Lugar de trabajo and its address among
 *   them, Res. Ex. N° 38 art. 13.2–13.3, and the company's exceptional-jornada resolution, art. 13),
 *   `receipts.<kind> = { code, signedAt }` on the record
 *   and one e-mail to the person. Every step is idempotent, so a retried or concurrent run signs nothing twice.
 * - `verifyReceipt` checks a code against its stored record, recomputing the code (and the seal over the
 *   printed fields) with the key, and gives back only what the receipt prints.
 * - `takeRateLimit` counts a caller's verifications per minute.
 *
 * No DOM, no Node APIs, no Firebase: Web Crypto only.
 */
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { UNSCHEDULED_SUFFIX } from '../../domain/attendance/punch-window';
import {
  normalizeReceiptCode,
  receiptCode,
  receiptId,
  type SignedPunch,
} from '../../domain/attendance/receipt-code';
import { dayKey } from '../../domain/calendar/time-zone';
import { receiptPlace, workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import type { ReceiptVerification, VerifiedReceipt } from '../../data/ports/receipt-port';
import { receiptDejResolution } from '../../data/texts/receipt-lines';
import { receiptMail } from './receipt-mail';
import { isDate, unsignedPunches } from './unsigned-punches';

export { unsignedPunches } from './unsigned-punches';

export interface ReceiptServiceDeps {
  store: ServerStore;
  /** The HMAC key (receipt-key.ts): a secret no client holds. */
  key: CryptoKey;
  now: () => Date;
  /** The app's public address: the e-mail links to `<appUrl>/verificar/<code>`. */
  appUrl: string;
  /** False in the demo: no e-mail leaves a browser (as with the demo's AdminPort). */
  queueMail: boolean;
}

/** How many codes one caller may check per minute. */
export const VERIFICATIONS_PER_MINUTE = 20;

const INVALID: ReceiptVerification = { valid: false };
/**
 * The seal's versions: v1 (before Lugares de trabajo) seals the fields without `workplaceName`; v2 adds it; v3
 * (the DEJ resolution, Res. Ex. N° 38 art. 13) adds `dejResolution` after it. A stored receipt is checked by the
 * version its fields say: v3 when it holds `dejResolution` (even null), v2 when it holds `workplaceName` only, v1
 * when it has neither. Removing a field from a receipt, or adding one to an older receipt, breaks its seal.
 */
const SEAL_V1 = 'asiste-receipt-seal-v1';
const SEAL_V2 = 'asiste-receipt-seal-v2';
const SEAL_V3 = 'asiste-receipt-seal-v3';

/** The seal a stored receipt was signed under: what its fields say (above). */
type SealVersion = 1 | 2 | 3;
const RATE_VERSION = 'asiste-rate-limit-v1';

/** What a receipt prints besides the punch itself. */
type PrintedFields = Omit<VerifiedReceipt, 'code' | 'action' | 'time'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** 'yyyy-MM-dd' of a record: the one its id names (`<uid>_<day>_<slot|np>`), else its date in the zone. */
function recordDay(
  recordId: string,
  userId: string,
  slot: number | 'np',
  date: Date,
  timeZone: string,
): string {
  const prefix = `${userId}_`;
  if (recordId.startsWith(prefix)) {
    const match = /^(\d{4}-\d{2}-\d{2})_(\w+)$/.exec(recordId.slice(prefix.length));
    if (match?.[1] && match[2] === String(slot === 'np' ? UNSCHEDULED_SUFFIX : slot)) return match[1];
  }
  return dayKey(date, timeZone);
}

/** The record's identity as the code signs it, or null when the record is malformed (nothing is signed). */
function signedIdentity(
  recordId: string,
  record: ServerDoc,
  timeZone: string,
): Omit<SignedPunch, 'action' | 'time'> | null {
  const { tenantId, userId, slotIndex, date } = record;
  if (typeof tenantId !== 'string' || typeof userId !== 'string' || !isDate(date)) return null;
  let slot: number | 'np';
  if (record['unscheduled'] === true) slot = 'np';
  else if (typeof slotIndex === 'number' && Number.isInteger(slotIndex) && slotIndex >= 0) slot = slotIndex;
  else return null;
  return { tenantId, userId, slot, day: recordDay(recordId, userId, slot, date, timeZone) };
}

/** A stored workplace as the domain reads it, or null when the document lacks a field of its address. */
function workplaceRef(id: string, doc: ServerDoc): WorkplaceRef | null {
  const { name, street, number, comuna, city, region } = doc;
  const unit = doc['unit'];
  if (
    typeof name !== 'string' ||
    typeof street !== 'string' ||
    typeof number !== 'string' ||
    typeof comuna !== 'string' ||
    typeof city !== 'string' ||
    typeof region !== 'number' ||
    !(unit === null || unit === undefined || typeof unit === 'string')
  ) {
    return null;
  }
  const archived = doc['archived'] === true;
  return { id, name, street, number, unit: unit ?? null, comuna, city, region, archived };
}

/**
 * Where the receipt says the person works (Res. Ex. N° 38 art. 13.2–13.3): the workplace the person's file names,
 * else the tenant's first active one by name (workplaceOf); null when the tenant has none yet.
 */
function personWorkplace(
  user: ServerDoc | null,
  docs: readonly { id: string; data: ServerDoc }[],
): WorkplaceRef | null {
  const workplaces = docs.flatMap(({ id, data }) => workplaceRef(id, data) ?? []);
  const workplaceId = user?.['workplaceId'];
  return workplaceOf(typeof workplaceId === 'string' ? workplaceId : null, workplaces);
}

function printedFields(
  tenant: ServerDoc,
  user: ServerDoc | null,
  workplace: WorkplaceRef | null,
  timeZone: string,
): PrintedFields {
  return {
    timeZone,
    personName: text(user?.['displayName']) ?? text(user?.['email']) ?? 'Unknown User',
    personRut: text(user?.['rut']),
    employerName: text(tenant['name']) ?? '',
    employerLegalName: text(tenant['legalName']),
    employerTaxId: text(tenant['taxId']),
    ...receiptPlace(workplace, text(tenant['address'])),
    dejResolution: receiptDejResolution(tenant['dejResolution']),
  };
}

async function hmacHex(key: CryptoKey, message: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key's MAC over the printed fields and the code: a stored receipt whose name, RUT, address or DEJ resolution
 * was altered fails. `version`: the seal the receipt was signed under (SEAL_V1…SEAL_V3); new receipts get v3.
 */
function sealOf(
  key: CryptoKey,
  code: string,
  printed: PrintedFields,
  version: SealVersion = 3,
): Promise<string> {
  const fields = [
    code,
    printed.timeZone,
    printed.personName,
    printed.personRut,
    printed.employerName,
    printed.employerLegalName,
    printed.employerTaxId,
    printed.address,
  ];
  if (version === 1) return hmacHex(key, `${SEAL_V1}|${JSON.stringify(fields)}`);
  if (version === 2) return hmacHex(key, `${SEAL_V2}|${JSON.stringify([...fields, printed.workplaceName])}`);
  return hmacHex(
    key,
    `${SEAL_V3}|${JSON.stringify([...fields, printed.workplaceName, printed.dejResolution])}`,
  );
}

export interface SignedPunchReceipt {
  action: PunchAction;
  code: string;
}

/**
 * Signs the punches of `attendance/{recordId}` that have no receipt yet (see the module comment) and resolves
 * to what it wrote on the record. A record not made in the app (a manager's, an import, the seed's history),
 * missing, or malformed is left alone.
 */
export async function signAttendance(
  recordId: string,
  deps: ReceiptServiceDeps,
): Promise<SignedPunchReceipt[]> {
  const { store, key } = deps;
  const record = await store.get('attendance', recordId);
  const pending = unsignedPunches(record);
  if (record === null || pending.length === 0) return [];
  const tenantId = record['tenantId'];
  const userId = record['userId'];
  if (typeof tenantId !== 'string' || typeof userId !== 'string') return [];
  const [tenant, user, workplaces] = await Promise.all([
    store.get('tenants', tenantId),
    store.get('users', userId),
    store.where('workplaces', { tenantId }),
  ]);
  if (tenant === null) return [];
  const timeZone = text(tenant['timeZone']) ?? 'America/Santiago';
  const identity = signedIdentity(recordId, record, timeZone);
  if (identity === null) return [];
  const printed = printedFields(tenant, user, personWorkplace(user, workplaces), timeZone);
  const email = text(user?.['email']);

  const signed: SignedPunchReceipt[] = [];
  for (const action of pending) {
    const time = record[PUNCH_FIELD[action]] as Date;
    const code = await receiptCode(key, { ...identity, action, time });
    const id = receiptId(code);
    let signedAt = deps.now();
    const created = await store.create('receipts', id, {
      ...identity,
      action,
      time,
      ...printed,
      recordId,
      signedAt,
      seal: await sealOf(key, code, printed),
    });
    if (!created) {
      // Signed already (a retried or concurrent run): the record gets the first run's time.
      const existing = await store.get('receipts', id);
      if (isDate(existing?.['signedAt'])) signedAt = existing['signedAt'];
    }
    if (deps.queueMail && email !== null) {
      const mail = receiptMail(email, { code, action, time, ...printed }, deps.appUrl);
      await store.create('mail', `receipt-${id}`, { to: mail.to, message: { ...mail.message } });
    }
    // A nested field: a run signing another punch of this record at the same time keeps its own.
    await store.update('attendance', recordId, { [`receipts.${action}`]: { code, signedAt } });
    signed.push({ action, code });
  }
  return signed;
}

/**
 * A stored receipt's fields, or null when any is missing or of the wrong type, and the seal it was signed under:
 * v1 before workplaces (no `workplaceName` field at all: read as naming none), v2 before the DEJ resolution (no
 * `dejResolution` field: read as printing none), v3 since. A `dejResolution` without `workplaceName` was never
 * signed: null.
 */
function storedReceipt(
  doc: ServerDoc,
): { punch: SignedPunch; printed: PrintedFields; seal: string; version: SealVersion } | null {
  const { tenantId, userId, day, slot, action, time, seal, timeZone, personName, employerName } = doc;
  const optional = (field: string): string | null | undefined => {
    const value = doc[field];
    return value === null ? null : typeof value === 'string' ? value : undefined;
  };
  const personRut = optional('personRut');
  const employerLegalName = optional('employerLegalName');
  const employerTaxId = optional('employerTaxId');
  const address = optional('address');
  const version: SealVersion = 'dejResolution' in doc ? 3 : 'workplaceName' in doc ? 2 : 1;
  const workplaceName = version === 1 ? null : optional('workplaceName');
  const dejResolution = version === 3 ? optional('dejResolution') : null;
  if (
    typeof tenantId !== 'string' ||
    typeof userId !== 'string' ||
    typeof day !== 'string' ||
    !(slot === 'np' || (typeof slot === 'number' && Number.isInteger(slot))) ||
    typeof action !== 'string' ||
    !(PUNCH_ORDER as readonly string[]).includes(action) ||
    !isDate(time) ||
    typeof seal !== 'string' ||
    typeof timeZone !== 'string' ||
    typeof personName !== 'string' ||
    typeof employerName !== 'string' ||
    personRut === undefined ||
    employerLegalName === undefined ||
    employerTaxId === undefined ||
    workplaceName === undefined ||
    dejResolution === undefined ||
    (version === 3 && !('workplaceName' in doc)) ||
    address === undefined
  ) {
    return null;
  }
  return {
    punch: { tenantId, userId, day, slot, action: action as PunchAction, time },
    printed: {
      timeZone,
      personName,
      personRut,
      employerName,
      employerLegalName,
      employerTaxId,
      workplaceName,
      address,
      dejResolution,
    },
    seal,
    version,
  };
}

/**
 * Whether `input` (a code as typed) is the code of a signed punch: its stored record exists, and the key gives
 * that code for the record's canonical fields and that seal for its printed ones. Valid: only the printed fields.
 */
export async function verifyReceipt(
  input: unknown,
  deps: Pick<ReceiptServiceDeps, 'store' | 'key'>,
): Promise<ReceiptVerification> {
  const code = typeof input === 'string' && input.length <= 64 ? normalizeReceiptCode(input) : null;
  if (code === null) return INVALID;
  const doc = await deps.store.get('receipts', receiptId(code));
  const stored = doc === null ? null : storedReceipt(doc);
  if (stored === null) return INVALID;
  if ((await receiptCode(deps.key, stored.punch)) !== code) return INVALID;
  if ((await sealOf(deps.key, code, stored.printed, stored.version)) !== stored.seal) return INVALID;
  return {
    valid: true,
    receipt: { code, action: stored.punch.action, time: stored.punch.time, ...stored.printed },
  };
}

/**
 * A caller's rate-limit key: the key's MAC of what identifies the caller (an IP address), so the stored
 * counters name no address and nobody without the key can tell whose they are.
 */
export async function rateLimitKey(key: CryptoKey, caller: string): Promise<string> {
  return (await hmacHex(key, `${RATE_VERSION}|${caller}`)).slice(0, 32);
}

/**
 * Counts one verification for `callerKey` in the current minute; false when it is past
 * VERIFICATIONS_PER_MINUTE (the caller must wait for the next minute). Counters expire after two minutes
 * (`expiresAt`: Firestore's TTL policy, the demo's server-only tables).
 */
export async function takeRateLimit(
  callerKey: string,
  deps: Pick<ReceiptServiceDeps, 'store' | 'now'>,
): Promise<boolean> {
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const count = await deps.store.increment('rateLimits', `${callerKey}_${minute}`, 'count', {
    expiresAt: new Date((minute + 2) * 60_000),
  });
  return count <= VERIFICATIONS_PER_MINUTE;
}
