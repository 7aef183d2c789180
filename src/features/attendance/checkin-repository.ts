import type { AttendanceRecord, Holiday, ScheduleEntry, Tenant, UserDoc } from '../../data/ports/collections';
import type { DataError, DocumentStore, WithId, Writable } from '../../data/ports/document-store';
import { SERVER_TIME } from '../../data/ports/document-store';
import { dayKey, zonedDayBounds } from '../../domain/calendar/time-zone';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import type { PunchAction } from '../../domain/attendance/punches';
import { PUNCH_FIELD } from '../../domain/attendance/punches';
import { punchHash } from './punch-integrity';

export interface Employee {
  uid: string;
  tenantId: string;
}

export interface CheckinContext {
  tenant: WithId<Tenant>;
  user: WithId<UserDoc> | null;
  schedule: WithId<ScheduleEntry> | null;
  holiday: WithId<Holiday> | null;
  day: { start: Date; end: Date; key: string };
}

function todayQuery(employee: Employee, day: { start: Date; end: Date }) {
  return [
    { field: 'tenantId', op: '==', value: employee.tenantId },
    { field: 'userId', op: '==', value: employee.uid },
    { field: 'date', op: '>=', value: day.start },
    { field: 'date', op: '<', value: day.end },
  ] as const;
}

/** Everything `/checkin` needs besides today's punches: a handful of reads (see the read-budget test). */
export async function loadCheckinContext(
  store: DocumentStore,
  employee: Employee,
  now: Date,
): Promise<CheckinContext> {
  const tenant = await store.get('tenants', employee.tenantId);
  if (!tenant) throw new Error(`La empresa ${employee.tenantId} no existe`);
  const bounds = zonedDayBounds(now, tenant.timeZone);
  const day = { ...bounds, key: dayKey(now, tenant.timeZone) };
  const [user, schedules, holidays] = await Promise.all([
    store.get('users', employee.uid),
    store.list('schedulesConfig', { where: [...todayQuery(employee, bounds)], limit: 1 }),
    store.list('holidays', {
      where: [
        { field: 'tenantId', op: '==', value: employee.tenantId },
        { field: 'date', op: '>=', value: bounds.start },
        { field: 'date', op: '<', value: bounds.end },
      ],
      limit: 1,
    }),
  ]);
  return { tenant, user, schedule: schedules[0] ?? null, holiday: holidays[0] ?? null, day };
}

/** Today's own attendance, live (punches from another tab or device show up at once). */
export function watchTodayAttendance(
  store: DocumentStore,
  employee: Employee,
  day: { start: Date; end: Date },
  next: (records: WithId<AttendanceRecord>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery('attendance', { where: [...todayQuery(employee, day)] }, { next, error });
}

export interface PunchRequest {
  employee: Employee;
  day: { start: Date; key: string };
  slotIndex: number;
  action: PunchAction;
  /** The slot's record as last seen, null before the entry. */
  record: AttendanceRecord | null;
  deviceTime: Date;
}

/**
 * Writes one punch with the server's time. The store's access policy (and `firestore.rules`) refuse a time field
 * that is already set, so a repeated tap or a second tab cannot punch twice: it fails with permission-denied.
 */
export async function punch(store: DocumentStore, request: PunchRequest): Promise<void> {
  const { employee, day, slotIndex, action, record, deviceTime } = request;
  const hash = await punchHash(
    { tenantId: employee.tenantId, userId: employee.uid, day: day.key, slotIndex, action, deviceTime },
    record?.integrityHash ?? null,
  );
  const id = attendanceDocId(employee.uid, day.key, slotIndex);
  const deviceTimes = { ...record?.deviceTimes, [action]: deviceTime };
  if (!record) {
    const created: Writable<AttendanceRecord> = {
      tenantId: employee.tenantId,
      userId: employee.uid,
      date: day.start,
      slotIndex,
      checkInTime: null,
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: null,
      [PUNCH_FIELD[action]]: SERVER_TIME,
      deviceTimes,
      source: 'web',
      integrityHash: hash,
    };
    await store.set('attendance', id, created);
    return;
  }
  await store.update('attendance', id, {
    [PUNCH_FIELD[action]]: SERVER_TIME,
    deviceTimes,
    integrityHash: hash,
  });
}
