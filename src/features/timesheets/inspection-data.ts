/**
 * What /fiscalizacion reads for one month, when the month is chosen: the tenant's punches of the month's days,
 * watched (a receipt's code lands a moment after its punch), and once its corrections and the signatures of the
 * weeks that start in it. Three queries, each bounded by the month.
 */
import type { AttendanceCorrection, AttendanceRecord, WeekSignature } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { tenantDateRange } from '../../data/queries/attendance-range';
import type { Interval } from '../../domain/schedule/slots';
import { addMonthsToKey, endOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';

export interface InspectionMonth {
  corrections: WithId<AttendanceCorrection>[];
  signatures: WithId<WeekSignature>[];
}

/** The instants of a month's days in the tenant zone: `yyyy-MM`. */
export function monthInterval(month: string, timeZone: string): Interval {
  const first = `${month}-01`;
  return {
    start: dayKeyToInstant(first, timeZone),
    end: dayKeyToInstant(addMonthsToKey(first, 1), timeZone),
  };
}

export type MonthRecords = WithId<AttendanceRecord>[];

export async function loadInspectionMonth(
  store: DocumentStore,
  tenantId: string,
  month: string,
  timeZone: string,
): Promise<InspectionMonth> {
  const first = `${month}-01`;
  const interval = monthInterval(month, timeZone);
  const [corrections, signatures] = await Promise.all([
    store.list('corrections', tenantDateRange<'corrections'>(tenantId, interval)),
    store.list('weekSignatures', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'week', op: '>=', value: first },
        { field: 'week', op: '<=', value: endOfMonthKey(first) },
      ],
    }),
  ]);
  return { corrections, signatures };
}
