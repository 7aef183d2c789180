/**
 * What `Reportes DT`'s filters of Res. Ex. N° 38 arts. 25 and 25.1 offer and find besides the period and the
 * `Local`: the tenant's Cargos (the files' `position`), the shifts by their extent (`Turno`, art. 25.1 f) and who
 * had one planned, and the marca a verification code names (the hash as a filter, art. 25.1 / art. 8): its person
 * and its day. The rules of the period and of the jornada type live in domain/attendance/dt-report-rules.ts.
 */
import type { AttendanceRecord, ScheduleEntry, Shift } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import type { ReceiptVerifier } from '../../data/ports/receipt-port';
import { listTenantAttendance } from '../../data/queries/attendance-range';
import { normalizeReceiptCode } from '../../domain/attendance/receipt-code';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { slotLabel } from '../../domain/schedule/slots';
import { positionKey, type ReportPerson } from './dt-report-scope';

/** The `Turno` filter's choice: a shift and how the header names it. */
export interface ShiftChoice {
  id: string;
  label: string;
}

/** A shift by its name and its extent: 'Mañana (08:00 – 16:00)'; the extent is what art. 25.1 f asks for. */
export function shiftLabel(shift: Pick<Shift, 'name' | 'timeSlots'>): string {
  const extent = shift.timeSlots.map(slotLabel).join(', ');
  return extent === '' ? shift.name : `${shift.name} (${extent})`;
}

/** The people with `shiftId` planned on a day of the schedules given (the period's). */
export function shiftPeople(
  schedules: readonly Pick<ScheduleEntry, 'userId' | 'shiftId'>[],
  shiftId: string,
): Set<string> {
  return new Set(schedules.filter((entry) => entry.shiftId === shiftId).map((entry) => entry.userId));
}

/** The Cargos of the people, each once (case, accents and spaces aside), in Spanish order. */
export function positionOptions(people: readonly Pick<ReportPerson, 'position'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const person of people) {
    const key = positionKey(person.position);
    if (key !== '' && !byKey.has(key)) byKey.set(key, (person.position ?? '').trim().replace(/\s+/g, ' '));
  }
  return [...byKey.values()].sort(new Intl.Collator('es').compare);
}

/** The marca a verification code names: whose it is, the day of its record, and its receipt's code. */
export interface CodedMarca {
  userId: string;
  day: string;
  code: string;
}

/** What the code filter says when the code is not one (a typo) or no marca of this company has it. */
export const CODE_MALFORMED =
  'El código de verificación tiene 16 letras y números, como ABCD-EF12-3456-GH78.';
export const codeNotFound = (code: string) =>
  `Ninguna marca de esta empresa tiene el código de verificación ${code}.`;

/** The record of `records` one of whose punches carries `code`. */
export function recordWithCode<R extends Pick<AttendanceRecord, 'receipts'>>(
  records: readonly R[],
  code: string,
): R | null {
  return (
    records.find((record) =>
      Object.values(record.receipts ?? {}).some((receipt) => receipt?.code === code),
    ) ?? null
  );
}

/**
 * The marca of the tenant whose receipt carries `code` (typed as a person may: normalizeReceiptCode), or null.
 * The receipt check of /verificar (ReceiptVerifier) says when the punch was made; the tenant's records of that day
 * and the one before (an overnight slot's exit belongs to the record of the day it started) say whose it is and
 * which day's record holds it — a code of another company is in none of them. Throws what the check throws
 * (too many checks, no connection).
 */
export async function findMarcaByCode(
  store: DocumentStore,
  verifier: ReceiptVerifier,
  tenantId: string,
  typed: string,
  timeZone: string,
): Promise<CodedMarca | null> {
  const code = normalizeReceiptCode(typed);
  if (code === null) return null;
  const verification = await verifier.verify(code);
  if (!verification.valid) return null;
  const punchDay = dayKey(verification.receipt.time, timeZone);
  const records: WithId<AttendanceRecord>[] = await listTenantAttendance(store, tenantId, {
    start: dayKeyToInstant(addDaysToKey(punchDay, -1), timeZone),
    end: dayKeyToInstant(addDaysToKey(punchDay, 1), timeZone),
  });
  const record = recordWithCode(records, code);
  return record === null ? null : { userId: record.userId, day: dayKey(record.date, timeZone), code };
}
