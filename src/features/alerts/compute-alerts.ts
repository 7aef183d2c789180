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
 *
 * Order: `error`, `warning`, `info`; then newest `timestamp` first; then `id`. Ids are deterministic:
 * `<type slug>:<userId>:<yyyy-MM-dd>:s<slot index>` for slot alerts and
 * `unscheduled:<userId>:<yyyy-MM-dd>:r<record id>` (or `:i<position in input.attendance>` for records
 * without an id) for unscheduled shifts; userId and record id are URI-encoded so ids stay unambiguous.
 *
 * Throws a RangeError for an invalid `now` or `timeZone`.
 */
import { relativeTimeEs } from '../../lib/relative-time';
import { dayKey, zonedDayBounds } from '../../lib/time-zone';

import { indexToday, recordForSlot, resolveThresholds, userName, validMs } from './alert-input';
import {
  EARLY_LEAVE,
  LATE_ARRIVAL,
  LATE_ENTRY,
  LONG_BREAK,
  MISSING_CHECKOUT,
  UNSCHEDULED,
  idPart,
  idPartBefore,
  slotKey,
} from './alert-ids';
import type { AlertKind } from './alert-ids';
import { createPending, sortPending } from './alert-order';
import { DayClock, SlotBuffer, resolveSlots } from './alert-slots';
import type { Alert, AlertInput, AlertOptions, AlertSeverity, AlertUserSummary } from './alert-types';

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

const MS_PER_MINUTE = 60_000;

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE);
}
export function computeAlerts(input: AlertInput, options: AlertOptions): Alert[] {
  const { now, timeZone } = options;
  const nowMs = now.getTime();
  const t = resolveThresholds(options.thresholds);
  const bounds = zonedDayBounds(now, timeZone);
  const today = dayKey(now, timeZone);
  const index = indexToday(input, bounds.start.getTime(), bounds.end.getTime());
  const { users, attendance } = input;

  const errors = createPending();
  const warnings = createPending();
  const infos = createPending();
  const timeTexts = new Map<number, string>();
  // State of the user being processed (alerts are emitted user by user).
  let userId = '';
  let userPosition = 0;
  let name = '';
  // `<user id part>:<day>:`, the middle of the user's alert ids.
  let idMiddle = '';
  let summary: AlertUserSummary | null = null;
  // Whether the users that got alerts so far came in id order (see PendingAlerts.usersInIdOrder).
  let usersInIdOrder = true;
  let previousIdPart: string | null = null;

  const emit = (kind: AlertKind, severity: AlertSeverity, message: string, ms: number, key: string): void => {
    let time = timeTexts.get(ms);
    if (time === undefined) {
      time = relativeTimeEs(new Date(ms), now);
      timeTexts.set(ms, time);
    }
    if (summary === null) {
      summary = { id: userId, name, photoURL: users[userPosition]?.photoURL ?? null };
      const userIdPart = idPart(userId);
      idMiddle = `${userIdPart}:${today}:`;
      if (previousIdPart !== null && !idPartBefore(previousIdPart, userIdPart)) usersInIdOrder = false;
      previousIdPart = userIdPart;
    }
    let pending = infos;
    if (severity === 'error') pending = errors;
    else if (severity === 'warning') pending = warnings;
    pending.alerts.push({
      id: kind.idPrefix + idMiddle + key,
      type: kind.type,
      severity,
      userId,
      user: summary,
      message,
      timestamp: new Date(ms),
      time,
    });
    pending.ms.push(ms);
    pending.groups.push(kind.group);
  };

  const checkSlot = (
    slotIndex: number,
    startTime: string,
    endTime: string,
    startMs: number,
    endMs: number,
  ): void => {
    const record = recordForSlot(index, attendance, userPosition, slotIndex);
    const key = slotKey(slotIndex);
    const checkIn = validMs(record?.checkInTime);
    const checkOut = validMs(record?.checkOutTime);
    if (checkIn !== null) {
      const late = wholeMinutes(checkIn - startMs);
      if (late > t.lateEntryMinutes) {
        const severity = late > t.lateEntryErrorMinutes ? 'error' : 'warning';
        emit(LATE_ENTRY, severity, `Entrada ${late} min tarde.`, checkIn, key);
      }
      if (checkOut === null && wholeMinutes(nowMs - endMs) > t.missingCheckOutMinutes) {
        emit(
          MISSING_CHECKOUT,
          'warning',
          `Aún no ha registrado salida (Programado: ${endTime}).`,
          endMs,
          key,
        );
      }
    } else if (wholeMinutes(nowMs - startMs) > t.noCheckInMinutes) {
      const message = `${name} aún no ha registrado entrada (Programado: ${startTime}).`;
      emit(LATE_ARRIVAL, 'warning', message, startMs, key);
    }
    if (checkOut !== null) {
      const early = wholeMinutes(endMs - checkOut);
      if (early > t.earlyLeaveMinutes) {
        const severity = early > t.earlyLeaveWarningMinutes ? 'warning' : 'info';
        emit(EARLY_LEAVE, severity, `Salida ${early} min temprano.`, checkOut, key);
      }
    }
    const lunchStart = validMs(record?.lunchStartTime);
    const lunchEnd = validMs(record?.lunchEndTime);
    if (lunchStart !== null && lunchEnd !== null) {
      const pause = wholeMinutes(lunchEnd - lunchStart);
      if (pause > t.longBreakMinutes) {
        const severity = pause > t.longBreakWarningMinutes ? 'warning' : 'info';
        emit(LONG_BREAK, severity, `Descanso de ${pause} min.`, lunchEnd, key);
      }
    }
  };

  const clock = new DayClock(bounds.start, bounds.end, timeZone);
  const slots = new SlotBuffer();
  const usedRecordKeys = new Set<string>();
  for (let u = 0; u < users.length; u += 1) {
    const user = users[u];
    if (user === undefined || index.canonical[u] !== 1) continue;
    userId = user.id;
    userPosition = u;
    name = userName(user);
    summary = null;
    const schedule = index.scheduleOf[u];
    if (schedule !== undefined) {
      resolveSlots(schedule, clock, slots);
      for (let s = 0; s < slots.count; s += 1) {
        const slotIndex = slots.index[s] ?? 0;
        const startMs = slots.startMs[s] ?? 0;
        const endMs = slots.endMs[s] ?? 0;
        checkSlot(slotIndex, slots.startTime[s] ?? '', slots.endTime[s] ?? '', startMs, endMs);
      }
      continue;
    }
    for (let r = index.head[u] ?? -1; r !== -1; r = index.next[r] ?? -1) {
      const record = attendance[r];
      if (record === undefined) continue;
      let key = record.id ? `r${idPart(record.id)}` : `i${r}`;
      // Two records sharing an id would otherwise share an alert id.
      if (usedRecordKeys.has(`${u}:${key}`)) key = `${key}~i${r}`;
      usedRecordKeys.add(`${u}:${key}`);
      const ms = validMs(record.checkInTime) ?? record.date.getTime();
      emit(UNSCHEDULED, 'info', 'Registró un turno no programado.', ms, key);
    }
  }

  errors.usersInIdOrder = usersInIdOrder;
  warnings.usersInIdOrder = usersInIdOrder;
  infos.usersInIdOrder = usersInIdOrder;
  return [...sortPending(errors), ...sortPending(warnings), ...sortPending(infos)];
}
