/** attendance of the past days and of today up to `now`. */
import type { AttendanceRecord } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { unscheduledDocId } from '../../../../domain/attendance/punch-window';
import { attendanceDocId } from '../../../../domain/schedule/day-schedule';
import type { SeedCalendar, SeedDay } from './calendar';
import { rngFor, type Rng } from './prng';
import { planSlot, truncateAt, type Punches } from './punches';
import type { RosterEntry } from './roster';
import { isScheduled, slotsOf } from './schedules';
import { SHIFT_DEFINITIONS } from './shifts';
import {
  FORGOT_CHECKOUT_USER_ID,
  todayScenario,
  UNSCHEDULED_TODAY_USER_ID,
  unscheduledTodayPunches,
  withoutCheckOut,
} from './today-scenarios';

/**
 * Per person and month (`userId|yyyy-MM`): minutes worked, and the overtime the demo's manager approved. Both
 * come from the one slot evaluation (domain/attendance/slot-evaluation.ts); the seed's approval policy is its
 * own: a stay of more than 15 minutes after the slot's end is approved, a few minutes to close up are not.
 */

export interface AttendanceResult {
  records: WithId<AttendanceRecord>[];
}

/** The bakery, Santiago centre. */
const SITE = { latitude: -33.4378, longitude: -70.6505 };

/**
 * One record: a scheduled slot's under `attendanceDocId`, or — `slotIndex` null — the day's Turno No Programado
 * under `unscheduledDocId` with `unscheduled: true` and slot 0 (domain/attendance/punch-window.ts).
 */
function toRecord(
  tenantId: string,
  userId: string,
  day: SeedDay,
  slotIndex: number | null,
  punches: Punches,
  rng: Rng,
): WithId<AttendanceRecord> {
  const deviceTimes: NonNullable<AttendanceRecord['deviceTimes']> = {};
  const device = (time: Date | null): Date | undefined =>
    time === null ? undefined : new Date(time.getTime() - rng.int(0, 25) * 1000);
  const entries = [
    ['checkIn', device(punches.checkIn)],
    ['lunchStart', device(punches.lunchStart)],
    ['lunchEnd', device(punches.lunchEnd)],
    ['checkOut', device(punches.checkOut)],
  ] as const;
  for (const [name, time] of entries) if (time !== undefined) deviceTimes[name] = time;
  return {
    id: slotIndex === null ? unscheduledDocId(userId, day.key) : attendanceDocId(userId, day.key, slotIndex),
    tenantId,
    userId,
    date: new Date(day.start.getTime()),
    slotIndex: slotIndex ?? 0,
    ...(slotIndex === null ? { unscheduled: true } : {}),
    checkInTime: punches.checkIn,
    checkOutTime: punches.checkOut,
    lunchStartTime: punches.lunchStart,
    lunchEndTime: punches.lunchEnd,
    deviceTimes,
    // Punches still open at `now` are being made in the app (the person may close them): 'web'. The rest is
    // history the company loaded: 'seed'.
    source: punches.checkIn !== null && punches.checkOut === null ? 'web' : 'seed',
    location: {
      latitude: Number((SITE.latitude + rng.int(-40, 40) / 100_000).toFixed(6)),
      longitude: Number((SITE.longitude + rng.int(-40, 40) / 100_000).toFixed(6)),
      accuracy: rng.int(6, 35),
    },
  };
}

/**
 * Records for every scheduled slot up to today (absences give none), the Saturday stand-in's unscheduled
 * weekdays, and today's scripted scenarios. `blocked` holds `userId|yyyy-MM-dd` of approved absences.
 */
export function buildAttendance(
  tenantId: string,
  seed: number,
  calendar: SeedCalendar,
  roster: readonly RosterEntry[],
  blocked: ReadonlySet<string>,
): AttendanceResult {
  const records: WithId<AttendanceRecord>[] = [];
  const { now } = calendar;
  const emit = (
    person: RosterEntry,
    day: SeedDay,
    /** Null for the day's unscheduled shift. */
    slotIndex: number | null,
    planned: Punches | null,
    rng: Rng,
  ) => {
    const punches = planned === null ? null : truncateAt(planned, now);
    if (punches === null) return;
    const record = toRecord(tenantId, person.id, day, slotIndex, punches, rng);
    records.push(record);
  };
  /**
   * The last day before today the person was scheduled and not away: where FORGOT_CHECKOUT_USER_ID came in and has
   * no exit.
   */
  const forgottenDay = (person: RosterEntry, personIndex: number): string | null =>
    calendar.days.findLast(
      (day) =>
        day.offset < 0 && !blocked.has(`${person.id}|${day.key}`) && isScheduled(person, personIndex, day),
    )?.key ?? null;
  roster.forEach((person, personIndex) => {
    if (person.shift === null || person.disabled) return;
    const lunchMinutes = SHIFT_DEFINITIONS[person.shift].lunchMinutes;
    const forgotten = person.id === FORGOT_CHECKOUT_USER_ID ? forgottenDay(person, personIndex) : null;
    for (const day of calendar.days) {
      if (day.offset > 0) break;
      if (blocked.has(`${person.id}|${day.key}`)) continue;
      const isToday = day.offset === 0;
      if (!isScheduled(person, personIndex, day)) {
        const standIn =
          person.id === UNSCHEDULED_TODAY_USER_ID && day.isoWeekday <= 5 && day.holiday === null;
        if (!standIn) continue;
        const rng = rngFor(seed, 'unscheduled', person.id, day.key);
        if (isToday) {
          const planned = unscheduledTodayPunches(rng, calendar);
          emit(person, day, null, planned, rng);
        } else if (rng.chance(0.15)) {
          const bounds = { start: calendar.at(day, '07:00'), end: calendar.at(day, '15:00') };
          emit(person, day, null, planSlot(rng, bounds, 45, false), rng);
        }
        continue;
      }
      const scenario = isToday ? todayScenario(person.id) : null;
      const forgot = day.key === forgotten;
      slotsOf(person).forEach((slot, slotIndex) => {
        const rng = rngFor(seed, 'attendance', person.id, day.key, String(slotIndex));
        const bounds = calendar.slotBounds(day, slot);
        // The forgotten day is a day she came in: never one of planSlot's random no-shows.
        const planned =
          scenario === null ? planSlot(rng, bounds, lunchMinutes, !forgot) : scenario(rng, bounds, slotIndex);
        emit(person, day, slotIndex, forgot ? withoutCheckOut(planned) : planned, rng);
      });
    }
  });
  return { records };
}
