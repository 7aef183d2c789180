/**
 * Every notice of Res. Ex. N° 38 art. 45 owed at `now`, for the people of one read: the missing marcas of
 * yesterday and today, the jornadas over the legal limits of yesterday on (and of the weeks they end), the
 * compensatory rest of the last 30-day period that ended, and each teleworker's disconnection notice of a slot
 * that starts within 30 minutes or has not ended yet. The rules are those of art45-alerts.ts,
 * compensatory-rest.ts and telework-disconnection.ts; this module only picks the days, the same the e-mail
 * service reads
 * (src/server/alerts/art45-mail.ts), so the bell (src/features/alerts/art45-bell-notices.ts) shows what the mail
 * says. Pure.
 */
import { addDaysToKey, startOfWeekKey } from '../calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../calendar/time-zone';
import {
  ART45_MISSING_MINUTES,
  art45Days,
  jornadaLimitNotices,
  missingMarcasOfDay,
  type Art45Input,
  type JornadaLimitNotice,
  type MissingMarcaNotice,
} from './art45-alerts';
import type { DayCorrectionLike, DayRecordLike, DayScheduleLike } from './attendance-days';
import { art45NoticeDays } from './art45-days';
import {
  compensatoryRestNotices,
  lastEndedCompensatoryPeriod,
  type CompensatoryRestNotice,
} from './compensatory-rest';
import { validMs } from './slot-evaluation';
import {
  disconnectionNoticeAt,
  disconnectionNoticesOfDay,
  type DisconnectionNotice,
} from './telework-disconnection';

export { art45NoticeDays };

export type Art45Notice =
  MissingMarcaNotice | JornadaLimitNotice | CompensatoryRestNotice | DisconnectionNotice;

export type Art45NoticeKind = Art45Notice['kind'];

/** A notice and the instant it arose (the bell's time and its order). */
export interface DatedArt45Notice {
  notice: Art45Notice;
  at: Date;
}

const MINUTE_MS = 60_000;

/**
 * The notices of `input` at `input.now` (its `from`..`to` are replaced by art45NoticeDays), each with the instant
 * it arose: a missing marca 30 minutes after it was due, a limit at the last exit that passed it, a compensatory
 * rest at the start of the day after its period, a disconnection notice 30 minutes before its slot starts (for
 * the people of `teleworkers` only, until the slot ends). Newest first.
 */
export function art45Notices<S extends DayScheduleLike, R extends DayRecordLike, C extends DayCorrectionLike>(
  input: Omit<Art45Input<S, R, C>, 'from' | 'to'> & {
    /** The people marked as teleworkers (`teletrabajo` in their file); none when left out. */
    teleworkers?: ReadonlySet<string>;
  },
): DatedArt45Notice[] {
  const { holidays, timeZone, now, teleworkers = new Set<string>(), ...sources } = input;
  const today = dayKey(now, timeZone);
  const yesterday = addDaysToKey(today, -1);
  const week = startOfWeekKey(yesterday);
  const span = art45NoticeDays(today);
  const days = art45Days({ ...sources, ...span, timeZone, now });
  const dated: DatedArt45Notice[] = [];

  for (const day of days) {
    if (day.key < yesterday) continue;
    const context = { holiday: holidays.has(day.key), timeZone, now };
    for (const notice of missingMarcasOfDay(day, context)) {
      dated.push({ notice, at: new Date(notice.dueAt.getTime() + ART45_MISSING_MINUTES * MINUTE_MS) });
    }
    if (!teleworkers.has(day.userId)) continue;
    for (const notice of disconnectionNoticesOfDay(day, context)) {
      if (now.getTime() < notice.endsAt.getTime()) dated.push({ notice, at: disconnectionNoticeAt(notice) });
    }
  }

  const weekDays = days.filter((day) => day.key >= week);
  const lastExit = (userId: string, from: string, to: string): Date => {
    let latest = dayKeyToInstant(from, timeZone).getTime();
    for (const day of weekDays) {
      if (day.userId !== userId || day.key < from || day.key > to) continue;
      for (const row of day.rows) latest = Math.max(latest, validMs(row.punches.checkOutTime) ?? latest);
    }
    return new Date(latest);
  };
  for (const notice of jornadaLimitNotices(weekDays, yesterday)) {
    const to = notice.kind === 'daily-limit' ? notice.day : addDaysToKey(notice.day, 6);
    dated.push({ notice, at: lastExit(notice.userId, notice.day, to) });
  }

  const period = lastEndedCompensatoryPeriod(today);
  const dueAt = dayKeyToInstant(addDaysToKey(period.to, 1), timeZone);
  for (const notice of compensatoryRestNotices(days, holidays, period)) dated.push({ notice, at: dueAt });

  return dated.sort((a, b) => b.at.getTime() - a.at.getTime());
}
