/**
 * The reads and writes of /checkin. The plan (yesterday's and today's schedule, today's holiday) is read once a
 * day; the punches of those two days are watched live (data/queries/person-days.ts); a punch writes one record
 * with the server's time under its deterministic id.
 */
import type { AttendanceRecord, Holiday, ScheduleEntry } from '../../data/ports/collections';
import type { DocumentStore, WithId, Writable } from '../../data/ports/document-store';
import { SERVER_TIME } from '../../data/ports/document-store';
import { listTenantHolidays } from '../../data/queries/holidays';
import { listPersonSchedules, type Person } from '../../data/queries/person-days';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyBounds, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { attendanceDocId, personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import { punchHash } from '../../domain/attendance/punch-integrity';

export interface CheckinPlan {
  yesterdaySchedule: WithId<ScheduleEntry> | null;
  todaySchedule: WithId<ScheduleEntry> | null;
  holiday: WithId<Holiday> | null;
}

/** Half-open instants of yesterday and today: the days whose slots /checkin can offer. */
export function checkinRange(today: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: dayKeyToInstant(addDaysToKey(today, -1), timeZone),
    end: dayKeyToInstant(addDaysToKey(today, 1), timeZone),
  };
}

/** Yesterday's and today's schedule and today's holiday: a handful of reads (see the read-budget test). */
export async function loadCheckinPlan(
  store: DocumentStore,
  person: Person,
  today: string,
  timeZone: string,
): Promise<CheckinPlan> {
  const [schedules, holidays] = await Promise.all([
    listPersonSchedules(store, person, checkinRange(today, timeZone)),
    listTenantHolidays(store, person.tenantId, dayKeyBounds(today, timeZone), 1),
  ]);
  const byDay = schedulesByDay(schedules, timeZone);
  const scheduleOf = (day: string) => byDay.get(personDayKey(person.uid, day)) ?? null;
  return {
    yesterdaySchedule: scheduleOf(addDaysToKey(today, -1)),
    todaySchedule: scheduleOf(today),
    holiday: holidays[0] ?? null,
  };
}

export interface PunchRequest {
  person: Person;
  /** The day the slot belongs to (it starts on it), 'yyyy-MM-dd', and its first instant. */
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
  const { person, day, slotIndex, action, record, deviceTime } = request;
  const hash = await punchHash(
    { tenantId: person.tenantId, userId: person.uid, day: day.key, slotIndex, action, deviceTime },
    record?.integrityHash ?? null,
  );
  const id = attendanceDocId(person.uid, day.key, slotIndex);
  const deviceTimes = { ...record?.deviceTimes, [action]: deviceTime };
  if (!record) {
    const created: Writable<AttendanceRecord> = {
      tenantId: person.tenantId,
      userId: person.uid,
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
