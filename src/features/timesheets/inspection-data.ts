/**
 * What /fiscalizacion reads for one month, when the month is chosen: the tenant's punches and corrections of the
 * month's days and the signatures of the weeks that start in it. Three queries, each bounded by the month.
 */
import type { AttendanceCorrection, AttendanceRecord, WeekSignature } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { listTenantAttendance, tenantDateRange } from '../../data/queries/attendance-range';
import { addMonthsToKey, endOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';

export interface InspectionMonth {
  records: WithId<AttendanceRecord>[];
  corrections: WithId<AttendanceCorrection>[];
  signatures: WithId<WeekSignature>[];
}

export async function loadInspectionMonth(
  store: DocumentStore,
  tenantId: string,
  month: string,
  timeZone: string,
): Promise<InspectionMonth> {
  const first = `${month}-01`;
  const interval = {
    start: dayKeyToInstant(first, timeZone),
    end: dayKeyToInstant(addMonthsToKey(first, 1), timeZone),
  };
  const [records, corrections, signatures] = await Promise.all([
    listTenantAttendance(store, tenantId, interval),
    store.list('corrections', tenantDateRange<'corrections'>(tenantId, interval)),
    store.list('weekSignatures', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'week', op: '>=', value: first },
        { field: 'week', op: '<=', value: endOfMonthKey(first) },
      ],
    }),
  ]);
  return { records, corrections, signatures };
}
