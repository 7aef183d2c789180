/**
 * The server's code on a weekly signature: once the worker has written a `weekSignatures` doc, the
 * server signs what was signed — tenant, person, week, seq, status, each total in WEEK_TOTAL_KEYS order and the
 * server time — with the receipts' HMAC key (receipt-code.ts), and stores the code on the doc. A signature whose
 * fields were altered afterwards no longer matches its code. Beside the worker's claim it stores the totals the
 * records give (`recordedTotals`). Idempotent: a doc with a code is left alone. Both
 * backends run it: the Cloud Functions trigger on `weekSignatures/{id}` and the demo's signer.
 *
 * No DOM, no Node APIs, no Firebase: Web Crypto only.
 */
import { macCode } from '../../domain/attendance/receipt-code';
import { WEEK_TOTAL_KEYS } from '../../domain/attendance/week-signoff';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { recordedWeekTotals } from '../attendance/recorded-week-totals';

const VERSION = 'asiste-week-v1';

/** The one text a week's code signs, or null when the doc is not a well-formed signature. */
export function canonicalWeekSignature(doc: ServerDoc): string | null {
  const { tenantId, userId, week, seq, status, totals, signedAt } = doc;
  if (
    typeof tenantId !== 'string' ||
    typeof userId !== 'string' ||
    typeof week !== 'string' ||
    typeof seq !== 'number' ||
    typeof status !== 'string' ||
    !(signedAt instanceof Date) ||
    typeof totals !== 'object' ||
    totals === null
  )
    return null;
  const values = totals as Record<string, unknown>;
  const figures = WEEK_TOTAL_KEYS.map((key) => values[key]);
  if (!figures.every((value) => typeof value === 'number')) return null;
  return [
    VERSION,
    tenantId,
    userId,
    week,
    String(seq),
    status,
    ...figures.map(String),
    signedAt.toISOString(),
  ].join('|');
}

/**
 * Signs the signature `id` unless it has its code, and stores beside the worker's claim the week's totals as the
 * records give them (`recordedTotals`, recorded-week-totals.ts; null when the week cannot be placed): the code
 * signs what the worker signed, the recorded totals show whether it matches the records (security review M3).
 * Resolves to the code written, or null.
 */
export async function signWeekSignature(
  id: string,
  deps: { store: ServerStore; key: CryptoKey; now: () => Date },
): Promise<string | null> {
  const doc = await deps.store.get('weekSignatures', id);
  if (doc === null || (typeof doc.code === 'string' && doc.code !== '')) return null;
  const text = canonicalWeekSignature(doc);
  if (text === null) return null;
  const [code, recordedTotals] = await Promise.all([macCode(deps.key, text), recordedWeekTotals(doc, deps)]);
  await deps.store.update('weekSignatures', id, { code, recordedTotals });
  return code;
}

/** Whether `doc`'s code is the one the key gives for its fields. */
export async function weekSignatureHolds(doc: ServerDoc, key: CryptoKey): Promise<boolean> {
  const text = canonicalWeekSignature(doc);
  return text !== null && typeof doc.code === 'string' && doc.code === (await macCode(key, text));
}
