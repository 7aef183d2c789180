/**
 * What an inspector's report reads, on demand (when a file is asked for), and only what its kind needs: the
 * period's attendance (schedules and records from the people's months of copies, corrections and absences:
 * listAttendanceRangeFromMonths), the holidays for `domingos`, and for `modificaciones` (Res. Ex. N° 38 art. 27 d)
 * the period's corrections and the changes of the published plan whose day falls in the period (`scheduleChanges`,
 * recorded by the server): two tenant-scoped queries on `date`, the period only, which managers and an inspection
 * may both run (firestore.rules).
 */
import type { AttendanceCorrection, ScheduleChange } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import {
  listAttendanceRangeFromMonths,
  tenantDateRange,
  type AttendanceRangeData,
} from '../../data/queries/attendance-range';
import { listTenantHolidays } from '../../data/queries/holidays';
import { listTenantIncidents } from '../../data/queries/incidents';
import type { IncidentLike } from '../../domain/incidents/incidents';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { DtReportKind } from './dt-reports';

export interface DtReportData {
  range: AttendanceRangeData | null;
  holidays: Map<string, string>;
  scheduleChanges: WithId<ScheduleChange>[];
  corrections: WithId<AttendanceCorrection>[];
}

export async function loadDtReportData(
  store: DocumentStore,
  tenantId: string,
  kind: DtReportKind,
  from: string,
  to: string,
  timeZone: string,
): Promise<DtReportData> {
  const interval = {
    start: dayKeyToInstant(from, timeZone),
    end: dayKeyToInstant(addDaysToKey(to, 1), timeZone),
  };
  if (kind === 'modificaciones') {
    const [corrections, scheduleChanges] = await Promise.all([
      store.list('corrections', tenantDateRange<'corrections'>(tenantId, interval)),
      store.list('scheduleChanges', tenantDateRange<'scheduleChanges'>(tenantId, interval)),
    ]);
    return { range: null, holidays: new Map(), scheduleChanges, corrections };
  }
  const [range, holidays] = await Promise.all([
    // The months of copies, the corrections from their own collection: the report shows a correction
    // made a moment ago.
    listAttendanceRangeFromMonths(store, tenantId, from, to, timeZone, { corrections: 'sources' }),
    kind === 'domingos' ? listTenantHolidays(store, tenantId, interval) : Promise.resolve([]),
  ]);
  return {
    range,
    holidays: new Map(holidays.map((holiday) => [dayKey(holiday.date, timeZone), holiday.name])),
    scheduleChanges: [],
    corrections: range.corrections,
  };
}

/**
 * Art. 27 f: the technical incidents report f) lists — the whole platform's and the tenant's, every one (the log is
 * short); dt-report-incidents.ts keeps those that overlap the period.
 */
export async function loadDtReportIncidents(store: DocumentStore, tenantId: string): Promise<IncidentLike[]> {
  return listTenantIncidents(store, tenantId);
}
