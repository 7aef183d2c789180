/**
 * The reads and writes of /checkin. The plan (yesterday's and today's schedule, today's holiday) is read once a
 * day; the punches of those two days are watched live (data/queries/person-days.ts); a punch writes one record
 * with the server's time under its deterministic id (`attendanceDocId`, or `unscheduledDocId` on a day without
 * schedule).
 */
import type { AttendanceRecord, Holiday, ScheduleEntry } from '../../data/ports/collections';
import type { DocumentStore, WithId, Writable } from '../../data/ports/document-store';
import { SERVER_TIME } from '../../data/ports/document-store';
import { listTenantHolidays } from '../../data/queries/holidays';
import { listPersonSchedules, type Person } from '../../data/queries/person-days';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyBounds, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { attendanceDocId, personDayKey, schedulesByDay } from '../../domain/schedule/day-schedule';
import type { PunchableSlot } from '../../domain/schedule/punchable-slots';

export interface CheckinPlan {
  yesterdaySchedule: WithId<ScheduleEntry> | null;
  todaySchedule: WithId<ScheduleEntry> | null;
  holiday: WithId<Holiday> | null;
  /** The names of the two schedules' shifts, by id (a shift not found is absent): the cards' titles. */
  shiftNames: ReadonlyMap<string, string>;
}

/** The names of the shifts `ids` (at most two: yesterday's and today's), one read each. */
async function shiftNames(store: DocumentStore, ids: readonly string[]): Promise<Map<string, string>> {
  const shifts = await Promise.all([...new Set(ids)].map((id) => store.get('shifts', id)));
  return new Map(shifts.flatMap((shift) => (shift ? [[shift.id, shift.name] as const] : [])));
}

/** Half-open instants of yesterday and today: the days whose slots /checkin can offer. */
export function checkinRange(today: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: dayKeyToInstant(addDaysToKey(today, -1), timeZone),
    end: dayKeyToInstant(addDaysToKey(today, 1), timeZone),
  };
}

/**
 * Yesterday's and today's schedule, their shifts' names and today's holiday: a handful of reads (see the
 * read-budget test).
 */
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
  const yesterdaySchedule = scheduleOf(addDaysToKey(today, -1));
  const todaySchedule = scheduleOf(today);
  const ids = [yesterdaySchedule?.shiftId, todaySchedule?.shiftId].filter((id): id is string => Boolean(id));
  return {
    yesterdaySchedule,
    todaySchedule,
    holiday: holidays[0] ?? null,
    shiftNames: await shiftNames(store, ids),
  };
}

export interface PunchRequest {
  person: Person;
  /** The slot punched, as /checkin offers it (its day, its record's `date`, its index, scheduled or not). */
  slot: Pick<PunchableSlot, 'day' | 'dayStart' | 'slotIndex' | 'unscheduled'>;
  action: PunchAction;
  /** The slot's record as last seen, null before the entry. */
  record: AttendanceRecord | null;
  deviceTime: Date;
}

/**
 * The id of a slot's record: `attendanceDocId` for a scheduled slot, `unscheduledDocId` for the day's Turno No
 * Programado (domain/attendance/punch-window.ts).
 */
export function slotRecordId(
  userId: string,
  slot: Pick<PunchableSlot, 'day' | 'slotIndex' | 'unscheduled'>,
): string {
  return slot.unscheduled
    ? unscheduledDocId(userId, slot.day)
    : attendanceDocId(userId, slot.day, slot.slotIndex);
}

/**
 * Writes one punch with the server's time, exactly as the punch invariants allow (docs/data-model.md): a new
 * record holds its check-in only, with the device's clock of that punch; a later punch sets its one field and
 * adds its device time. Nothing else: the receipt's code is the server's to write. The store's access policy
 * (and `firestore.rules`) refuse a time field already set and a punch outside the slot's window, so a repeated
 * tap or a second tab cannot punch twice: it fails with permission-denied.
 *
 * A later punch adds its device time as a nested field (`deviceTimes.lunchStart`), never the whole map as this
 * screen last saw it: a lunch start punched a moment before in another tab (or on another phone) is not in that
 * copy, and writing the map would drop its device time, which the rules refuse, losing this punch instead.
 */
export async function punch(store: DocumentStore, request: PunchRequest): Promise<void> {
  const { person, slot, action, record, deviceTime } = request;
  const id = slotRecordId(person.uid, slot);
  if (!record) {
    if (action !== 'checkIn') throw new Error(`A record starts with its check-in, not ${action}`);
    const created: Writable<AttendanceRecord> = {
      tenantId: person.tenantId,
      userId: person.uid,
      date: slot.dayStart,
      slotIndex: slot.unscheduled ? 0 : slot.slotIndex,
      ...(slot.unscheduled ? { unscheduled: true } : {}),
      checkInTime: SERVER_TIME,
      lunchStartTime: null,
      lunchEndTime: null,
      checkOutTime: null,
      deviceTimes: { [action]: deviceTime },
      source: 'web',
    };
    await store.set('attendance', id, created);
    return;
  }
  await store.update('attendance', id, {
    [PUNCH_FIELD[action]]: SERVER_TIME,
    [`deviceTimes.${action}`]: deviceTime,
  });
}
