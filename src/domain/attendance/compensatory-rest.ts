/**
 * The compensatory-rest alert of Res. Ex. N° 38 art. 45 ("compensatory rest every 30 days"), read with art. 38 of
 * the Código del Trabajo: an employer exempted from the Sunday rest owes one day of rest a week in compensation
 * for the work done on Sunday, and another for each holiday worked (art. 38 inc. 3 CT). Pure.
 *
 * The rule here:
 * - time is cut into periods of COMPENSATORY_REST_PERIOD_DAYS days counted from COMPENSATORY_REST_EPOCH (the
 *   resolution's publication in the Diario Oficial), the same for every person and tenant, so a period has a
 *   stable identity (the mail of its notice is sent once);
 * - once a period has ended (from the day after its last day), each person who worked at least one Sunday or
 *   holiday in it gets one notice, to the worker with the employer in copy, naming those days and the rest days
 *   they give: one per Sunday worked (a week has one Sunday) plus one per holiday worked; a holiday on a Sunday
 *   counts once;
 * - "worked" is what the record shows (a check-in that day: AttendanceDay.worked), scheduled or not.
 *
 * UNCONFIRMED (the reference gives only "compensatory rest every 30 days", /work/shared/reference §12.5): whether
 * the 30 days run from a fixed date, per worker or by calendar month (COMPENSATORY_REST_EPOCH and
 * COMPENSATORY_REST_PERIOD_DAYS stay named parameters); whether the notice should net out the rest days already
 * granted (the record does not say which day off is the compensation, so it is not attempted); whether a holiday
 * on a Sunday gives one day or two. Not covered: art. 38 inc. 4 CT (two of a month's rest days on Sunday for
 * commerce workers: the file now has the flag, `descansoDominicalAdicional`, which only report c) reads yet).
 */
import { addDaysToKey, daysBetweenKeys, isoWeekdayOfKey } from '../calendar/day-keys';

/** Res. Ex. N° 38 art. 45: the compensatory-rest notice comes every this many days (UNCONFIRMED anchor: below). */
export const COMPENSATORY_REST_PERIOD_DAYS = 30;

/** The first day of the first period: Res. Ex. N° 38 was published in the Diario Oficial on 09-05-2024. */
export const COMPENSATORY_REST_EPOCH = '2024-05-09';

const SUNDAY = 7;

/** A period of the notice, first and last day inclusive, 'yyyy-MM-dd'. */
export interface CompensatoryRestPeriod {
  from: string;
  to: string;
}

/** One person's compensatory rest for a period that has ended. */
export interface CompensatoryRestNotice {
  userId: string;
  kind: 'compensatory-rest';
  /** The period's first day: with the person, the notice's identity. */
  day: string;
  /** The period's last day. */
  to: string;
  /** The Sundays worked (a Sunday that is a holiday is here only), in order. */
  sundays: string[];
  /** The holidays worked that are not Sundays, in order. */
  holidays: string[];
  /** The compensatory rest days they give (art. 38 inc. 3 CT): one per Sunday and one per holiday. */
  restDays: number;
}

/** The period holding `day` (a day before the epoch belongs to the periods counted backwards from it). */
export function compensatoryRestPeriodOf(day: string): CompensatoryRestPeriod {
  const index = Math.floor(daysBetweenKeys(COMPENSATORY_REST_EPOCH, day) / COMPENSATORY_REST_PERIOD_DAYS);
  const from = addDaysToKey(COMPENSATORY_REST_EPOCH, index * COMPENSATORY_REST_PERIOD_DAYS);
  return { from, to: addDaysToKey(from, COMPENSATORY_REST_PERIOD_DAYS - 1) };
}

/** The last period that has ended by `today` (its last day is before today): the one whose notice is due. */
export function lastEndedCompensatoryPeriod(today: string): CompensatoryRestPeriod {
  return compensatoryRestPeriodOf(addDaysToKey(compensatoryRestPeriodOf(today).from, -1));
}

/** The days of a person the rule reads. */
export interface CompensatoryDayLike {
  userId: string;
  key: string;
  worked: boolean;
}

/**
 * The notices of `period` from `days` (any span: only the period's days count), one per person who worked a
 * Sunday or a holiday in it, in the order the people first appear in `days`.
 */
export function compensatoryRestNotices(
  days: readonly CompensatoryDayLike[],
  holidays: ReadonlySet<string>,
  period: CompensatoryRestPeriod,
): CompensatoryRestNotice[] {
  const byUser = new Map<string, { sundays: Set<string>; holidays: Set<string> }>();
  for (const day of days) {
    if (!day.worked || day.key < period.from || day.key > period.to) continue;
    const sunday = isoWeekdayOfKey(day.key) === SUNDAY;
    if (!sunday && !holidays.has(day.key)) continue;
    const entry = byUser.get(day.userId) ?? { sundays: new Set<string>(), holidays: new Set<string>() };
    byUser.set(day.userId, entry);
    (sunday ? entry.sundays : entry.holidays).add(day.key);
  }
  return [...byUser].map(([userId, entry]) => {
    const sundays = [...entry.sundays].sort();
    const worked = [...entry.holidays].sort();
    return {
      userId,
      kind: 'compensatory-rest' as const,
      day: period.from,
      to: period.to,
      sundays,
      holidays: worked,
      restDays: sundays.length + worked.length,
    };
  });
}
