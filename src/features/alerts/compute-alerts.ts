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

import { indexToday, resolveThresholds, validMs } from './alert-input';
import type { UserContext } from './alert-input';
import { DayClock, resolveSlots } from './alert-slots';
import type { Alert, AlertInput, AlertOptions, AlertSeverity, AlertType } from './alert-types';

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
const SEVERITY_RANK: Readonly<Record<AlertSeverity, number>> = { error: 0, warning: 1, info: 2 };
const TYPE_SLUG: Readonly<Record<AlertType, string>> = {
  'Entrada Tardía': 'late-entry',
  'Llegada Tardía': 'late-arrival',
  'Salida Faltante': 'missing-checkout',
  'Salida Temprana': 'early-leave',
  'Descanso Largo': 'long-break',
  'Turno No Programado': 'unscheduled',
};

interface RankedAlert {
  alert: Alert;
  rank: number;
  ms: number;
}

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE);
}

function compareRanked(a: RankedAlert, b: RankedAlert): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.ms !== b.ms) return b.ms - a.ms;
  if (a.alert.id === b.alert.id) return 0;
  return a.alert.id < b.alert.id ? -1 : 1;
}

export function computeAlerts(input: AlertInput, options: AlertOptions): Alert[] {
  const { now, timeZone } = options;
  const nowMs = now.getTime();
  const t = resolveThresholds(options.thresholds);
  const bounds = zonedDayBounds(now, timeZone);
  const startMs = bounds.start.getTime();
  const endMs = bounds.end.getTime();
  const today = dayKey(now, timeZone);
  const { users, scheduleByUser, recordsBySlot, unscheduled } = indexToday(input, startMs, endMs);

  const ranked: RankedAlert[] = [];
  const timeTexts = new Map<number, string>();
  const emit = (
    user: UserContext,
    type: AlertType,
    severity: AlertSeverity,
    message: string,
    ms: number,
    key: string,
  ): void => {
    let time = timeTexts.get(ms);
    if (time === undefined) {
      time = relativeTimeEs(new Date(ms), now);
      timeTexts.set(ms, time);
    }
    const alert: Alert = {
      id: `${TYPE_SLUG[type]}:${user.idPart}:${today}:${key}`,
      type,
      severity,
      userId: user.id,
      user: user.summary,
      message,
      timestamp: new Date(ms),
      time,
    };
    ranked.push({ alert, rank: SEVERITY_RANK[severity], ms });
  };

  const clock = new DayClock(bounds.start, bounds.end, timeZone);
  for (const [userId, schedule] of scheduleByUser) {
    const user = users.get(userId);
    if (user === undefined) continue;
    const bySlot = recordsBySlot.get(userId);
    for (const slot of resolveSlots(schedule, clock)) {
      const record = bySlot?.get(slot.index);
      const key = `s${slot.index}`;
      const checkIn = validMs(record?.checkInTime);
      const checkOut = validMs(record?.checkOutTime);
      if (checkIn !== null) {
        const late = wholeMinutes(checkIn - slot.startMs);
        if (late > t.lateEntryMinutes) {
          const severity = late > t.lateEntryErrorMinutes ? 'error' : 'warning';
          emit(user, 'Entrada Tardía', severity, `Entrada ${late} min tarde.`, checkIn, key);
        }
        if (checkOut === null && wholeMinutes(nowMs - slot.endMs) > t.missingCheckOutMinutes) {
          const message = `Aún no ha registrado salida (Programado: ${slot.endTime}).`;
          emit(user, 'Salida Faltante', 'warning', message, slot.endMs, key);
        }
      } else if (wholeMinutes(nowMs - slot.startMs) > t.noCheckInMinutes) {
        const message = `${user.summary.name} aún no ha registrado entrada (Programado: ${slot.startTime}).`;
        emit(user, 'Llegada Tardía', 'warning', message, slot.startMs, key);
      }
      if (checkOut !== null) {
        const early = wholeMinutes(slot.endMs - checkOut);
        if (early > t.earlyLeaveMinutes) {
          const severity = early > t.earlyLeaveWarningMinutes ? 'warning' : 'info';
          emit(user, 'Salida Temprana', severity, `Salida ${early} min temprano.`, checkOut, key);
        }
      }
      const lunchStart = validMs(record?.lunchStartTime);
      const lunchEnd = validMs(record?.lunchEndTime);
      if (lunchStart !== null && lunchEnd !== null) {
        const pause = wholeMinutes(lunchEnd - lunchStart);
        if (pause > t.longBreakMinutes) {
          const severity = pause > t.longBreakWarningMinutes ? 'warning' : 'info';
          emit(user, 'Descanso Largo', severity, `Descanso de ${pause} min.`, lunchEnd, key);
        }
      }
    }
  }

  for (const { user, record, key } of unscheduled) {
    const ms = validMs(record.checkInTime) ?? record.date.getTime();
    emit(user, 'Turno No Programado', 'info', 'Registró un turno no programado.', ms, key);
  }

  ranked.sort(compareRanked);
  return ranked.map((entry) => entry.alert);
}
