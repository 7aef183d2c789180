/**
 * The mandatory alerts of Res. Ex. N° 38 art. 45 that the attendance itself shows, as notices the server e-mails
 * (src/server/alerts/art45-mail.ts): a marca missing 30 minutes after it was due, and a jornada over the legal
 * limits. Pure: the same days (attendance-days.ts, with the effective corrections and approved absences) and the
 * same overtime rule (overtime.ts) the screens read, so an alert never says what /asistencias or /horas-extras
 * do not.
 *
 * Missing marcas (per scheduled slot of a day, its bounds from slots.ts in the tenant zone):
 * - `entrada`: no check-in and `now` ≥ the slot's start + ART45_MISSING_MINUTES;
 * - `salida`: a check-in, no check-out and `now` ≥ the slot's end + ART45_MISSING_MINUTES (an overnight slot's
 *   end is the next morning);
 * - while the marca can still be recorded (punch-window.ts: a check-in until the record's day ends, a later punch
 *   until the record closes), as the notice tells the worker: the hour never blocks a marca (arts. 38, 53), but
 *   the record of an old day takes no new punch (then it is a manager's correction, arts. 39–41);
 * - not due on a day an approved absence covers, on a slot an effective `justify` correction excuses, nor on a
 *   holiday the person does not work (no check-in that day): a schedule on a holiday is a planning conflict
 *   (planning/conflicts.ts), not a promise to come. A holiday worked is a day like any other.
 * Unscheduled work (a Turno No Programado) and malformed slots have nothing due.
 *
 * Limits (overtime.ts's flags, with the weekly limit set to the legal one):
 * - `daily-limit`: a day's overtime is over 2 hours (art. 31 CT, MAX_DAILY_OVERTIME_MINUTES);
 * - `weekly-limit`: the time worked in an ISO week passes the legal ordinary week (Ley 21.561's step in force on
 *   its Monday, chile/labour.ts) plus ART45_WEEKLY_OVERTIME_HOURS. Figures exist once a slot has its exit.
 */
import { startOfWeekKey } from '../calendar/day-keys';
import { dayKeyToInstant } from '../calendar/time-zone';
import { legalWeeklyHourLimit, MAX_DAILY_OVERTIME_MINUTES } from '../chile/labour';
import { slotInstants } from '../schedule/slots';
import { DEFAULT_ALERT_THRESHOLDS } from '../settings/tenant-settings';
import {
  buildAttendanceDays,
  type AttendanceDay,
  type AttendanceDaysInput,
  type DayCorrectionLike,
  type DayRecordLike,
  type DayScheduleLike,
} from './attendance-days';
import { dayFigures, overtimeLines, type OvertimeDayInput } from './overtime';
import { recordClosesAt, recordDayEnd } from './punch-window';
import { validMs } from './slot-evaluation';

/** Res. Ex. N° 38 art. 45: a marca missing this many minutes after it was due is notified. */
export const ART45_MISSING_MINUTES = 30;

/** Overtime a week may add to the legal ordinary week: 2 hours a day (art. 31 CT) over a 6-day week. */
export const ART45_WEEKLY_OVERTIME_HOURS = 12;

const MINUTE_MS = 60_000;

export type MissingMarcaKind = 'entrada' | 'salida';

/** A marca not recorded 30 minutes after it was due. */
export interface MissingMarcaNotice {
  userId: string;
  /** The slot's day, 'yyyy-MM-dd' in the tenant zone (an overnight slot's is the day it starts). */
  day: string;
  slotIndex: number;
  kind: MissingMarcaKind;
  /** When the marca was due: the slot's start (entrada) or end (salida). */
  dueAt: Date;
}

export type JornadaLimitKind = 'daily-limit' | 'weekly-limit';

/** A jornada over a legal limit. */
export interface JornadaLimitNotice {
  userId: string;
  kind: JornadaLimitKind;
  /** The day ('daily-limit') or the week's Monday ('weekly-limit'), 'yyyy-MM-dd'. */
  day: string;
  /** The day's overtime or the week's time worked, whole seconds. */
  seconds: number;
  /** The limit it passes, seconds. */
  limitSeconds: number;
}

export interface Art45Input<
  S extends DayScheduleLike,
  R extends DayRecordLike,
  C extends DayCorrectionLike,
> extends Omit<AttendanceDaysInput<S, R, C>, 'thresholds'> {
  /** The tenant's holidays, 'yyyy-MM-dd'. */
  holidays: ReadonlySet<string>;
}

/** The days of `input` as every report builds them (the alert thresholds play no part here). */
export function art45Days<S extends DayScheduleLike, R extends DayRecordLike, C extends DayCorrectionLike>(
  input: Omit<AttendanceDaysInput<S, R, C>, 'thresholds'>,
): AttendanceDay<R, C>[] {
  return buildAttendanceDays({ ...input, thresholds: DEFAULT_ALERT_THRESHOLDS });
}

/** The marcas of one built day missing at `now` (the rules above), in slot order, entrada before salida. */
export function missingMarcasOfDay<R extends DayRecordLike, C extends DayCorrectionLike>(
  day: AttendanceDay<R, C>,
  context: { holiday: boolean; timeZone: string; now: Date },
): MissingMarcaNotice[] {
  const { timeZone, now } = context;
  if (day.absenceType !== null) return [];
  if (context.holiday && !day.worked) return [];
  const nowMs = now.getTime();
  const dayStart = dayKeyToInstant(day.key, timeZone);
  const notices: MissingMarcaNotice[] = [];
  for (const row of day.rows) {
    if (row.slot === null || row.punches.justified) continue;
    const bounds = slotInstants(dayStart, row.slot, timeZone);
    if (bounds === null) continue;
    const notice = (kind: MissingMarcaKind, dueAt: Date) =>
      notices.push({ userId: day.userId, day: day.key, slotIndex: row.slotIndex, kind, dueAt });
    if (validMs(row.punches.checkInTime) === null) {
      const due = nowMs >= bounds.start.getTime() + ART45_MISSING_MINUTES * MINUTE_MS;
      if (due && nowMs <= recordDayEnd(dayStart, row.slot).getTime()) notice('entrada', bounds.start);
    } else if (validMs(row.punches.checkOutTime) === null) {
      const due = nowMs >= bounds.end.getTime() + ART45_MISSING_MINUTES * MINUTE_MS;
      if (due && nowMs < recordClosesAt(dayStart).getTime()) notice('salida', bounds.end);
    }
  }
  return notices;
}

/** The missing marcas of every person and day of `input` at `input.now`, person by person, day by day. */
export function missingMarcas<
  S extends DayScheduleLike,
  R extends DayRecordLike,
  C extends DayCorrectionLike,
>(input: Art45Input<S, R, C>): MissingMarcaNotice[] {
  const { holidays, timeZone, now, ...days } = input;
  return art45Days({ ...days, timeZone, now }).flatMap((day) =>
    missingMarcasOfDay(day, { holiday: holidays.has(day.key), timeZone, now }),
  );
}

/** Seconds of the legal limit of the week starting on Monday `week`: the ordinary week plus 12 hours. */
export function legalWeekLimitSeconds(week: string): number {
  return (legalWeeklyHourLimit(week) + ART45_WEEKLY_OVERTIME_HOURS) * 3600;
}

/**
 * The limits `days` pass: a `daily-limit` notice per person and day from `from` on, a `weekly-limit` notice per
 * person and week that has a day from `from` on. `days` should hold whole weeks up to the last day (from their
 * Monday): a week's time worked is the sum of its days given.
 */
export function jornadaLimitNotices(days: readonly OvertimeDayInput[], from: string): JornadaLimitNotice[] {
  const weeks = new Map<string, OvertimeDayInput[]>();
  for (const day of days) {
    const week = startOfWeekKey(day.key);
    const list = weeks.get(week);
    if (list) list.push(day);
    else weeks.set(week, [day]);
  }
  const notices: JornadaLimitNotice[] = [];
  for (const [week, weekDays] of [...weeks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const limitSeconds = legalWeekLimitSeconds(week);
    const lines = overtimeLines(weekDays, { weeklyHourLimit: limitSeconds / 3600, agreements: [] });
    const overWeek = new Set<string>();
    for (const line of lines) {
      if (line.key < from) continue;
      if (line.flags.includes('daily-limit')) {
        notices.push({
          userId: line.userId,
          kind: 'daily-limit',
          day: line.key,
          seconds: line.overtimeSeconds,
          limitSeconds: MAX_DAILY_OVERTIME_MINUTES * 60,
        });
      }
      if (line.flags.includes('weekly-limit')) overWeek.add(line.userId);
    }
    for (const userId of overWeek) {
      const worked = weekDays
        .filter((day) => day.userId === userId)
        .reduce((sum, day) => sum + dayFigures(day).worked, 0);
      notices.push({ userId, kind: 'weekly-limit', day: week, seconds: worked, limitSeconds });
    }
  }
  return notices;
}
