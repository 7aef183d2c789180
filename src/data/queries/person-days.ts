/**
 * One person's schedules and attendance over a range of days: the reads behind /mi-historial, /mi-agenda,
 * /checkin and, later, the reports of one person. Employees may read only their own, so every query says
 * `tenantId ==` and `userId ==` (docs/data-model.md, "Who may do what"); ranges are half-open instants [start,
 * end) of tenant-zone days, and `date` is the start of the day. Index: (tenantId, userId, date).
 */
import type { AttendanceRecord, ScheduleEntry } from '../ports/collections';
import type { DataError, DocumentStore, WithId } from '../ports/document-store';
import type { Interval } from '../../domain/schedule/slots';

export interface Person {
  uid: string;
  tenantId: string;
}

function personRange(person: Person, range: Interval) {
  return [
    { field: 'tenantId', op: '==', value: person.tenantId },
    { field: 'userId', op: '==', value: person.uid },
    { field: 'date', op: '>=', value: range.start },
    { field: 'date', op: '<', value: range.end },
  ] as const;
}

/** The person's schedule documents whose day starts in the range, by day (then id: see day-schedule.ts). */
export function listPersonSchedules(
  store: DocumentStore,
  person: Person,
  range: Interval,
): Promise<WithId<ScheduleEntry>[]> {
  return store.list('schedulesConfig', {
    where: [...personRange(person, range)],
    orderBy: [{ field: 'date', direction: 'asc' }],
  });
}

/** The person's attendance records whose day starts in the range, by day. */
export function listPersonAttendance(
  store: DocumentStore,
  person: Person,
  range: Interval,
): Promise<WithId<AttendanceRecord>[]> {
  return store.list('attendance', {
    where: [...personRange(person, range)],
    orderBy: [{ field: 'date', direction: 'asc' }],
  });
}

/** The person's attendance in the range, live (punches from another tab or device show up at once). */
export function watchPersonAttendance(
  store: DocumentStore,
  person: Person,
  range: Interval,
  next: (records: WithId<AttendanceRecord>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery('attendance', { where: [...personRange(person, range)] }, { next, error });
}

/** The person's schedules in the range, live (a manager's publish shows up at once on /mi-agenda). */
export function watchPersonSchedules(
  store: DocumentStore,
  person: Person,
  range: Interval,
  next: (schedules: WithId<ScheduleEntry>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery('schedulesConfig', { where: [...personRange(person, range)] }, { next, error });
}
