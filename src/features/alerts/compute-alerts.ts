/**
 * Attendance alerts for "today" (the calendar day of `now` in the tenant zone).
 *
 * Rules (every duration is whole seconds rounded down, Res. Ex. N° 38 art. 44, and every threshold a strict "more
 * than": 15 min 1 s is more than 15 min; a message gives the whole minutes; the thresholds below are the defaults,
 * see DEFAULT_ALERT_THRESHOLDS):
 * - Entrada Tardía: check-in > 15 min after the slot start; `error` if > 60, else `warning`.
 * - Llegada Tardía: no check-in and now > 15 min after the slot start; `warning`.
 * - Salida Faltante: checked in, not out, and now > 30 min after the slot end; `warning`.
 * - Salida Temprana: check-out > 15 min before the slot end; `warning` if > 60, else `info`.
 * - Descanso Largo: lunch end - lunch start > 60 min; `warning` if > 90, else `info`.
 * - Turno No Programado: every attendance record today of a user with no schedule today, and every record
 *   flagged `unscheduled` (whatever its `slotIndex`, even of a user scheduled afterwards); `info`.
 *
 * Data decisions:
 * - Users, schedules and attendance of users not in `users` are ignored; a repeated user id uses its
 *   first entry.
 * - A user's schedule for the day is ONE document, the first of the day in input order: with the stores'
 *   (date, id) order that is the rule of domain/schedule/day-schedule.ts, which history, agenda and check-in
 *   use too. Attendance records point at slots by `slotIndex` within that document.
 * - Late, early-leave and break seconds are the slot evaluation of domain/attendance/slot-evaluation.ts.
 * - Likewise, when several of a user's records today share a `slotIndex`, the first one is used.
 *   Records of a scheduled user whose `slotIndex` matches no slot produce no alert; a flagged unscheduled
 *   record never matches a slot (domain/attendance/record-slot.ts).
 * - A schedule's slots are its non-empty `timeSlots`, else one slot from `startTime`/`endTime` (default
 *   09:00-17:00), wall times in the tenant zone; an end at or before its start is on the next day. A
 *   slot with a malformed 'HH:MM' is skipped but keeps its index (see alert-slots.ts).
 * - Invalid Dates count as missing times.
 * - Alert timestamps are not copied: they are the input's Dates, or one Date per slot wall time shared
 *   by all alerts stamped with it (10^4 alerts: Dates are a large part of the allocation). Read-only.
 *
 * Order: `error`, `warning`, `info`; then newest `timestamp` first; then `id`. Ids are deterministic:
 * `<type slug>:<userId>:<yyyy-MM-dd>:s<slot index>` for slot alerts and
 * `unscheduled:<userId>:<yyyy-MM-dd>:r<record id>` (or `:i<position in input.attendance>` for records
 * without an id) for unscheduled shifts; userId and record id are URI-encoded when they have characters
 * other than [A-Za-z0-9_.~-], so ids stay unambiguous.
 *
 * Throws a RangeError for an invalid `now` or `timeZone`.
 */
import {
  breakSeconds,
  earlySeconds,
  lateSeconds,
  wholeSeconds,
} from '../../domain/attendance/slot-evaluation';
import type { Interval } from '../../domain/schedule/slots';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { AlertCollector } from './alert-collector';
import {
  EARLY_LEAVE,
  LATE_ARRIVAL,
  LATE_ENTRY,
  LONG_BREAK,
  MISSING_CHECKOUT,
  UNSCHEDULED,
  idPart,
} from './alert-ids';
import { TodayIndex, userName } from './alert-input';
import { SlotBuffer, zonedDayOf } from './alert-slots';
import type { Alert, AlertInput, AlertOptions } from './alert-types';

export { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../domain/settings/tenant-settings';
export { ALERT_SEVERITIES, ALERT_TYPES } from './alert-types';
export type {
  Alert,
  AlertAttendance,
  AlertInput,
  AlertInputUser,
  AlertOptions,
  AlertSchedule,
  AlertSeverity,
  AlertTimeSlot,
  AlertType,
  AlertUserSummary,
} from './alert-types';

// Module runners such as Vite's (Vitest's, and so `npm run bench`'s) compile every read of an imported
// binding into a getter call; over the 10^4-10^5 iterations below that cost about a third of a run. So
// the loops read these module-level copies, of the ids and of the slot evaluation (domain/attendance), and
// their small helpers live in this module. (A production bundle makes no difference either way.)
const KIND = {
  lateEntry: LATE_ENTRY,
  lateArrival: LATE_ARRIVAL,
  missingCheckOut: MISSING_CHECKOUT,
  earlyLeave: EARLY_LEAVE,
  longBreak: LONG_BREAK,
  unscheduled: UNSCHEDULED,
} as const;
const nameOf = userName;
const encodeIdPart = idPart;
const evaluate = { late: lateSeconds, early: earlySeconds, pause: breakSeconds, seconds: wholeSeconds };

/** Whole minutes of a duration in seconds, as a message gives them. */
const minutesOf = (seconds: number) => Math.floor(seconds / 60);

/** Memo of message texts for one computation: few distinct values across 10^4 alerts. */
function memo<K>(build: (key: K) => string): (key: K) => string {
  const cache = new Map<K, string>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = build(key);
      cache.set(key, text);
    }
    return text;
  };
}

/** The Date, or null when missing or invalid. */
function validDate(date: Date | null | undefined): Date | null {
  if (date === undefined || date === null || Number.isNaN(date.getTime())) return null;
  return date;
}

/** Key of an unscheduled record among the user's `used` keys (made unique), added to them. */
function recordKey(id: string | undefined, position: number, used: string[]): string {
  let key = id ? `r${encodeIdPart(id)}` : `i${position}`;
  // Two records sharing an id would otherwise share an alert id.
  if (used.includes(key)) key = `${key}~i${position}`;
  used.push(key);
  return key;
}

export function computeAlerts(input: AlertInput, options: AlertOptions): Alert[] {
  const { now } = options;
  const nowMs = now.getTime();
  const t = resolveThresholds(options.thresholds);
  const day = zonedDayOf(now, options.timeZone);
  const index = new TodayIndex(input, day.startMs, day.endMs);
  const collector = new AlertCollector(now, day.key);
  const slots = new SlotBuffer();
  // The slot being judged, reused for every slot: the evaluation functions read it and keep nothing.
  const slot: Interval = { start: now, end: now };
  const { users, attendance } = input;
  let userPosition = 0;
  let name = '';
  const lateEntryText = memo((minutes: number) => `Entrada ${minutes} min tarde.`);
  const missingCheckOutText = memo(
    (endTime: string) => `Aún no ha registrado salida (Programado: ${endTime}).`,
  );
  const earlyLeaveText = memo((minutes: number) => `Salida ${minutes} min temprano.`);
  const longBreakText = memo((minutes: number) => `Descanso de ${minutes} min.`);

  // Llegada Tardía for the slot at position `s` of `slots` (which has no check-in), when due.
  const checkLateArrival = (s: number, slotIndex: number, start: Date): void => {
    if (evaluate.seconds(nowMs - start.getTime()) > t.noCheckInMinutes * 60) {
      const message = `${name} aún no ha registrado entrada (Programado: ${slots.startTime[s] ?? ''}).`;
      collector.emitForSlot(KIND.lateArrival, 'warning', message, start, slotIndex);
    }
  };

  // Rules for the slot at position `s` of `slots`, for the user at `userPosition`.
  const checkSlot = (s: number): void => {
    const slotIndex = slots.index[s] ?? -1;
    const record = index.recordForSlot(userPosition, slotIndex);
    const start = slots.start[s] ?? now;
    if (record === undefined) {
      checkLateArrival(s, slotIndex, start);
      return;
    }
    const checkIn = validDate(record.checkInTime);
    if (checkIn === null) checkLateArrival(s, slotIndex, start);
    const end = slots.end[s] ?? now;
    const endMs = end.getTime();
    const checkOut = validDate(record.checkOutTime);
    slot.start = start;
    slot.end = end;
    if (checkIn !== null) {
      const late = evaluate.late(checkIn, slot) ?? 0;
      if (late > t.lateEntryMinutes * 60) {
        const severity = late > t.lateEntryErrorMinutes * 60 ? 'error' : 'warning';
        collector.emitForSlot(KIND.lateEntry, severity, lateEntryText(minutesOf(late)), checkIn, slotIndex);
      }
      if (checkOut === null && evaluate.seconds(nowMs - endMs) > t.missingCheckOutMinutes * 60) {
        const message = missingCheckOutText(slots.endTime[s] ?? '');
        collector.emitForSlot(KIND.missingCheckOut, 'warning', message, end, slotIndex);
      }
    }
    if (checkOut !== null) {
      const early = evaluate.early(checkOut, slot) ?? 0;
      if (early > t.earlyLeaveMinutes * 60) {
        const severity = early > t.earlyLeaveWarningMinutes * 60 ? 'warning' : 'info';
        collector.emitForSlot(
          KIND.earlyLeave,
          severity,
          earlyLeaveText(minutesOf(early)),
          checkOut,
          slotIndex,
        );
      }
    }
    const pause = evaluate.pause(record);
    const lunchEnd = record.lunchEndTime;
    if (pause !== null && lunchEnd) {
      if (pause > t.longBreakMinutes * 60) {
        const severity = pause > t.longBreakWarningMinutes * 60 ? 'warning' : 'info';
        collector.emitForSlot(KIND.longBreak, severity, longBreakText(minutesOf(pause)), lunchEnd, slotIndex);
      }
    }
  };

  for (let u = 0; u < users.length; u += 1) {
    const user = users[u];
    if (user === undefined || !index.isCanonical(u)) continue;
    userPosition = u;
    name = nameOf(user);
    collector.beginUser(user, name);
    const schedule = index.scheduleOf[u];
    if (schedule !== undefined) {
      slots.resolve(schedule, day);
      for (let s = 0; s < slots.count; s += 1) checkSlot(s);
    }
    const usedKeys: string[] = [];
    for (let r = index.head[u] ?? -1; r !== -1; r = index.next[r] ?? -1) {
      const record = attendance[r];
      if (record === undefined || (schedule !== undefined && record.unscheduled !== true)) continue;
      const key = recordKey(record.id, r, usedKeys);
      const timestamp = validDate(record.checkInTime) ?? record.date;
      collector.emitForRecord(KIND.unscheduled, 'info', 'Registró un turno no programado.', timestamp, key);
    }
  }
  return collector.finish();
}
