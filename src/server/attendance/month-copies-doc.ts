/**
 * Reading server documents the scheduled jobs share (art. 45 alerts, the daily report): a stored text, a stored
 * date, and whether a document is one person's month of copies (`attendanceMonths`: the month's schedules,
 * records and corrections by id).
 */
import type { ServerDoc } from '../admin/server-ports';

/** A non-blank text, trimmed, or null. */
export const storedText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A date that is one (not Invalid Date). */
export const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * Whether `doc` is a person's month of copies: its `userId` and its three maps. `Months` is the shape the caller
 * reads them as (the maps' entries are the stored documents, checked where they are read).
 */
export function isMonthCopiesDoc<Months extends object>(
  doc: ServerDoc,
): doc is ServerDoc & Months & { userId: string } {
  return (
    typeof doc.userId === 'string' &&
    typeof doc.schedulesConfig === 'object' &&
    doc.schedulesConfig !== null &&
    typeof doc.attendance === 'object' &&
    doc.attendance !== null &&
    typeof doc.corrections === 'object' &&
    doc.corrections !== null
  );
}
