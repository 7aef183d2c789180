/**
 * Which punches of an attendance record its signer still has to sign (receipt-service.ts): a small module of
 * its own, so the triggers can skip a write with nothing to sign — the signer's own `receipts.<kind>` among
 * them — without loading the service.
 */
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A Date that names an instant (the stores give punch times as Dates). */
export const isDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** The punches set and without a receipt, in order; none unless the record was made in the app (`'web'`). */
export function unsignedPunches(record: object | null | undefined): PunchAction[] {
  const doc = (record ?? {}) as Readonly<Record<string, unknown>>;
  if (doc['source'] !== 'web') return [];
  const receipts = isMap(doc['receipts']) ? doc['receipts'] : {};
  return PUNCH_ORDER.filter((action) => isDate(doc[PUNCH_FIELD[action]]) && !isMap(receipts[action]));
}
