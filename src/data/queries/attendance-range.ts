/**
 * The whole tenant's schedules and attendance over a range of days. Managers only (employees read their own:
 * person-days.ts). The screens and reports read a range from the people's months of copies
 * (listAttendanceRangeFromMonths); the sources' own queries remain for the records archive, the inspector's live
 * month, and as what the months are checked against. Every query says `tenantId ==` and a half-open `date` range
 * [start, end) of tenant-zone days; `date` is the start of the day. Index: (tenantId, date).
 */
import type {
  Absence,
  AttendanceCorrection,
  AttendanceRecord,
  CollectionName,
  ScheduleEntry,
} from '../ports/collections';
import type { DataError, DocumentStore, Query, WithId } from '../ports/document-store';
import { monthsBetween, sourcesInRange } from '../../domain/attendance/attendance-months';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { Interval } from '../../domain/schedule/slots';
import { listAbsencesOverlapping } from './absences';

/** `tenantId ==` and `date` in the range: the query of any dated collection of the tenant. */
export function tenantDateRange<C extends CollectionName>(tenantId: string, range: Interval): Query<C> {
  return {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'date', op: '>=', value: range.start },
      { field: 'date', op: '<', value: range.end },
    ] as Query<C>['where'],
  };
}

/** Every schedule of the tenant whose day starts in the range. */
export function listTenantSchedules(
  store: DocumentStore,
  tenantId: string,
  range: Interval,
): Promise<WithId<ScheduleEntry>[]> {
  return store.list('schedulesConfig', tenantDateRange<'schedulesConfig'>(tenantId, range));
}

/** Every attendance record of the tenant whose day starts in the range. */
export function listTenantAttendance(
  store: DocumentStore,
  tenantId: string,
  range: Interval,
): Promise<WithId<AttendanceRecord>[]> {
  return store.list('attendance', tenantDateRange<'attendance'>(tenantId, range));
}

/** The tenant's attendance in the range, live (today's punches on the dashboard). */
export function watchTenantAttendance(
  store: DocumentStore,
  tenantId: string,
  range: Interval,
  next: (records: WithId<AttendanceRecord>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery('attendance', tenantDateRange<'attendance'>(tenantId, range), { next, error });
}

/** Everything the attendance of a range of days is built from (domain/attendance/attendance-days.ts). */
export interface AttendanceRangeData {
  schedules: WithId<ScheduleEntry>[];
  attendance: WithId<AttendanceRecord>[];
  corrections: WithId<AttendanceCorrection>[];
  absences: WithId<Absence>[];
}

/**
 * The tenant's schedules, attendance and corrections of the days `from`..`to` (inclusive, tenant zone) and the
 * absences overlapping them, from the sources: one query each. No screen reads this any more; it is
 * what listAttendanceRangeFromMonths must equal (tests/unit/month-reads.test.ts).
 */
export async function listAttendanceRange(
  store: DocumentStore,
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<AttendanceRangeData> {
  const range = daysRange(from, to, timeZone);
  const [schedules, attendance, corrections, absences] = await Promise.all([
    listTenantSchedules(store, tenantId, range),
    listTenantAttendance(store, tenantId, range),
    store.list('corrections', tenantDateRange<'corrections'>(tenantId, range)),
    listAbsencesOverlapping(store, tenantId, range),
  ]);
  return { schedules, attendance, corrections, absences };
}

function daysRange(from: string, to: string, timeZone: string): Interval {
  return { start: dayKeyToInstant(from, timeZone), end: dayKeyToInstant(addDaysToKey(to, 1), timeZone) };
}

/** The tenant's months of copies (`attendanceMonths`) of every person, for the days `from`..`to`. */
export function tenantMonths(tenantId: string, from: string, to: string): Query<'attendanceMonths'> {
  const months = monthsBetween(from, to);
  return {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'month', op: '>=', value: months[0] },
      { field: 'month', op: '<=', value: months.at(-1) },
    ],
  };
}

/** Where listAttendanceRangeFromMonths takes the range's corrections from. */
export interface MonthsReadOptions {
  /**
   * `sources`: their own collection, one query (as many reads as the range has corrections): for the screens that
   * write corrections and show them at once (/asistencias and the screens sharing its read), since the server
   * writes a month's copy a moment after its source. `copies` (the default): the months' copies, for a report
   * that only reads (a payroll draft). Schedules and attendance always come from the copies: no screen that reads
   * a range writes them.
   */
  corrections?: 'copies' | 'sources';
}

/**
 * The same data as listAttendanceRange, read from the people's months of copies (`attendanceMonths`):
 * one document per person and month the range touches instead of one per person and day, and the absences
 * (/asistencias, /horas-extras, /adherencia, the dashboard, a payroll draft). Index: (tenantId, month).
 */
export async function listAttendanceRangeFromMonths(
  store: DocumentStore,
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
  options: MonthsReadOptions = {},
): Promise<AttendanceRangeData> {
  const range = daysRange(from, to, timeZone);
  const fresh = options.corrections === 'sources';
  const [copies, absences, corrections] = await Promise.all([
    store.list('attendanceMonths', tenantMonths(tenantId, from, to)),
    listAbsencesOverlapping(store, tenantId, range),
    fresh ? store.list('corrections', tenantDateRange<'corrections'>(tenantId, range)) : null,
  ]);
  const copied = sourcesInRange(copies, range.start, range.end);
  return { ...copied, corrections: corrections ?? copied.corrections, absences };
}
