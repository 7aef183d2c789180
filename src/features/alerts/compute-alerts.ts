/**
 * Attendance alerts for "today" (the calendar day of `now` in the tenant zone).
 *
 * Rules (every duration is whole minutes rounded down and every threshold a strict "more than"; the
 * thresholds below are the defaults, see DEFAULT_ALERT_THRESHOLDS):
 * - Entrada Tardía: check-in > 15 min after the slot start; `error` if > 60, else `warning`.
 * - Llegada Tardía: no check-in and now > 15 min after the slot start; `warning`.
 * - Salida Faltante: checked in, not out, and now > 30 min after the slot end; `warning`.
 * - Salida Temprana: check-out > 15 min before the slot end; `warning` if > 60, else `info`.
 * - Descanso Largo: lunch end - lunch start > 60 min; `warning` if > 90, else `info`.
 * - Turno No Programado: every attendance record today of a user with no schedule today; `info`.
 *
 * Data decisions:
 * - Users, schedules and attendance of users not in `users` are ignored; a repeated user id uses its
 *   first entry.
 * - Only the FIRST schedule document of the day (in input order) of a user is used. Attendance records
 *   point at slots by `slotIndex` within one schedule document, so concatenating several documents
 *   would make indexes ambiguous; duplicates are a data error and the first document wins.
 * - Likewise, when several of a user's records today share a `slotIndex`, the first one is used.
 *   Records of a scheduled user whose `slotIndex` matches no slot produce no alert.
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
import { dayKey, zonedDayBounds } from '../../lib/time-zone';

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
import { TodayIndex, resolveThresholds, userName } from './alert-input';
import { DayClock, SlotBuffer, resolveSlots } from './alert-slots';
import type { Alert, AlertInput, AlertOptions } from './alert-types';

export { ALERT_SEVERITIES, ALERT_TYPES, DEFAULT_ALERT_THRESHOLDS } from './alert-types';
export type {
  Alert,
  AlertAttendance,
  AlertInput,
  AlertInputUser,
  AlertOptions,
  AlertSchedule,
  AlertSeverity,
  AlertThresholds,
  AlertTimeSlot,
  AlertType,
  AlertUserSummary,
} from './alert-types';

// The helpers of the per-slot loop live in this module on purpose: calls across modules cost more in
// some module runners (e.g. Vitest's, where imports become getters), and this loop runs 10^4-10^5 times.

const MS_PER_MINUTE = 60_000;

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE);
}

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

export function computeAlerts(input: AlertInput, options: AlertOptions): Alert[] {
  const { now, timeZone } = options;
  const nowMs = now.getTime();
  const t = resolveThresholds(options.thresholds);
  const bounds = zonedDayBounds(now, timeZone);
  const index = new TodayIndex(input, bounds.start.getTime(), bounds.end.getTime());
  const collector = new AlertCollector(now, dayKey(now, timeZone));
  const clock = new DayClock(bounds.start, bounds.end, timeZone);
  const slots = new SlotBuffer();
  const { users, attendance } = input;
  let userPosition = 0;
  let name = '';
  const lateEntryText = memo((minutes: number) => `Entrada ${minutes} min tarde.`);
  const missingCheckOutText = memo(
    (endTime: string) => `Aún no ha registrado salida (Programado: ${endTime}).`,
  );
  const earlyLeaveText = memo((minutes: number) => `Salida ${minutes} min temprano.`);
  const longBreakText = memo((minutes: number) => `Descanso de ${minutes} min.`);

  // Rules for the slot at position `s` of `slots`, for the user at `userPosition`.
  const checkSlot = (s: number): void => {
    const record = index.recordForSlot(userPosition, slots.index[s] ?? -1);
    const start = slots.start[s] ?? now;
    const end = slots.end[s] ?? now;
    const key = slots.key[s] ?? '';
    const startMs = start.getTime();
    const endMs = end.getTime();
    const checkIn = validDate(record?.checkInTime);
    const checkOut = validDate(record?.checkOutTime);
    if (checkIn !== null) {
      const late = wholeMinutes(checkIn.getTime() - startMs);
      if (late > t.lateEntryMinutes) {
        const severity = late > t.lateEntryErrorMinutes ? 'error' : 'warning';
        collector.emit(LATE_ENTRY, severity, lateEntryText(late), checkIn, key);
      }
      if (checkOut === null && wholeMinutes(nowMs - endMs) > t.missingCheckOutMinutes) {
        const message = missingCheckOutText(slots.endTime[s] ?? '');
        collector.emit(MISSING_CHECKOUT, 'warning', message, end, key);
      }
    } else if (wholeMinutes(nowMs - startMs) > t.noCheckInMinutes) {
      const message = `${name} aún no ha registrado entrada (Programado: ${slots.startTime[s] ?? ''}).`;
      collector.emit(LATE_ARRIVAL, 'warning', message, start, key);
    }
    if (checkOut !== null) {
      const early = wholeMinutes(endMs - checkOut.getTime());
      if (early > t.earlyLeaveMinutes) {
        const severity = early > t.earlyLeaveWarningMinutes ? 'warning' : 'info';
        collector.emit(EARLY_LEAVE, severity, earlyLeaveText(early), checkOut, key);
      }
    }
    const lunchStart = validDate(record?.lunchStartTime);
    const lunchEnd = validDate(record?.lunchEndTime);
    if (lunchStart !== null && lunchEnd !== null) {
      const pause = wholeMinutes(lunchEnd.getTime() - lunchStart.getTime());
      if (pause > t.longBreakMinutes) {
        const severity = pause > t.longBreakWarningMinutes ? 'warning' : 'info';
        collector.emit(LONG_BREAK, severity, longBreakText(pause), lunchEnd, key);
      }
    }
  };

  const usedRecordKeys = new Set<string>();
  for (let u = 0; u < users.length; u += 1) {
    const user = users[u];
    if (user === undefined || index.canonical[u] !== 1) continue;
    userPosition = u;
    name = userName(user);
    collector.beginUser(user, name);
    const schedule = index.scheduleOf[u];
    if (schedule !== undefined) {
      resolveSlots(schedule, clock, slots);
      for (let s = 0; s < slots.count; s += 1) checkSlot(s);
      continue;
    }
    for (let r = index.head[u] ?? -1; r !== -1; r = index.next[r] ?? -1) {
      const record = attendance[r];
      if (record === undefined) continue;
      let key = record.id ? `r${idPart(record.id)}` : `i${r}`;
      // Two records sharing an id would otherwise share an alert id.
      if (usedRecordKeys.has(`${u}:${key}`)) key = `${key}~i${r}`;
      usedRecordKeys.add(`${u}:${key}`);
      const timestamp = validDate(record.checkInTime) ?? record.date;
      collector.emit(UNSCHEDULED, 'info', 'Registró un turno no programado.', timestamp, key);
    }
  }
  return collector.finish();
}
