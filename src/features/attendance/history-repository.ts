/**
 * The reads of `/mi-historial`, one named operation each. Employees may read only their own schedules and
 * attendance (permission-matrix.ts), so every list is constrained by `tenantId ==` and `userId ==`: a query
 * that could return someone else's document fails as a whole, as in Firestore. Ranges are half-open instants
 * [start, end) built in the tenant zone; `date` is the start of the day in that zone.
 * Indexes: (tenantId, userId, date) on both collections (firestore.indexes.json).
 */
import type { AttendanceRecord, ScheduleEntry, Tenant, UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import type { Employee } from './checkin-repository';

export interface DateRange {
  start: Date;
  end: Date;
}

/** The tenant: its name (receipts), zone (every day boundary) and work week (contract pro-rating). */
export async function getHistoryTenant(store: DocumentStore, employee: Employee): Promise<WithId<Tenant>> {
  const tenant = await store.get('tenants', employee.tenantId);
  if (!tenant) throw new Error(`La empresa ${employee.tenantId} no existe`);
  return tenant;
}

/** The employee's own users doc (name, contract weekly hours); null when it does not exist. */
export function getOwnUser(store: DocumentStore, employee: Employee): Promise<WithId<UserDoc> | null> {
  return store.get('users', employee.uid);
}

function ownRange(employee: Employee, range: DateRange) {
  return [
    { field: 'tenantId', op: '==', value: employee.tenantId },
    { field: 'userId', op: '==', value: employee.uid },
    { field: 'date', op: '>=', value: range.start },
    { field: 'date', op: '<', value: range.end },
  ] as const;
}

/** The employee's schedule entries whose day starts in the range, by day. */
export function listOwnSchedules(
  store: DocumentStore,
  employee: Employee,
  range: DateRange,
): Promise<WithId<ScheduleEntry>[]> {
  return store.list('schedulesConfig', {
    where: [...ownRange(employee, range)],
    orderBy: [{ field: 'date', direction: 'asc' }],
  });
}

/** The employee's attendance records whose day starts in the range, by day. */
export function listOwnAttendance(
  store: DocumentStore,
  employee: Employee,
  range: DateRange,
): Promise<WithId<AttendanceRecord>[]> {
  return store.list('attendance', {
    where: [...ownRange(employee, range)],
    orderBy: [{ field: 'date', direction: 'asc' }],
  });
}
