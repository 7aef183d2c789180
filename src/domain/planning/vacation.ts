/**
 * Feriado anual (vacaciones), art. 67–68 CT: 15 working days a year, accrued monthly (1.25 days per completed month
 * of service from the hire date); Saturdays, Sundays and holidays taken off are not counted as vacation days; plus
 * progressive days: with 10 years of work (up to 10 with earlier employers count), one more day per year for each 3
 * new years (13 years → +1, 16 → +2 …), accrued with the year of service it belongs to. Pure; days `yyyy-MM-dd`.
 *
 * When a month (or year) of service is complete: on the day before the hire date's day of the month, counted
 * from the hire date (hired 15 January: the first month is complete on 14 February, the first year on 14 January);
 * when that day does not exist in the month, on the month's last day (hired 31 January: on 28 February, 29 in a
 * leap year; hired 29 February: the first year on 28 February).
 */
import { absenceHolds, type AbsenceStatus } from '../labels';
import { daysBetweenKeys, isDayKey, isoWeekdayOfKey, keyOfDate, parseDayKey } from '../calendar/day-keys';

export const VACATION_DAYS_PER_YEAR = 15;
/** Earlier employers' years that count toward progressive days (art. 68). */
export const MAX_PRIOR_SERVICE_YEARS = 10;

/** Years of work needed before the first progressive day, and the new years each further day needs. */
const PROGRESSIVE_FROM_YEARS = 10;
const PROGRESSIVE_EVERY_YEARS = 3;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Working days (Monday–Friday, not a holiday) from `from` to `to`, inclusive; 0 when `to` < `from`. */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  const count = daysBetweenKeys(from, to) + 1;
  if (count <= 0) return 0;
  // Whole weeks have 5 weekdays each; the rest (0–6 days) is counted from `from`'s weekday.
  const first = isoWeekdayOfKey(from);
  let weekdays = Math.floor(count / 7) * 5;
  for (let i = 0; i < count % 7; i += 1) if (((first - 1 + i) % 7) + 1 <= 5) weekdays += 1;
  // A set may hold anything a document held: only real days are subtracted.
  for (const holiday of holidays)
    if (from <= holiday && holiday <= to && isDayKey(holiday) && isoWeekdayOfKey(holiday) <= 5) weekdays -= 1;
  return weekdays;
}

/** The day `months` months of service from the hire date are complete (see the header). */
function serviceCompleteOn(hire: { year: number; month: number; day: number }, months: number): string {
  const anniversary = keyOfDate({ year: hire.year, month: hire.month + months, day: hire.day });
  const lastOfMonth = keyOfDate({ year: hire.year, month: hire.month + months + 1, day: 0 });
  // A day missing in the month rolls over into the next one: the month's last day completes it then.
  return anniversary > lastOfMonth
    ? lastOfMonth
    : keyOfDate({ year: hire.year, month: hire.month + months, day: hire.day - 1 });
}

/** Completed months of service from the hire date to `asOf` (inclusive). */
function completedMonths(hireDate: string, asOf: string): number {
  if (asOf < hireDate) return 0;
  const hire = parseDayKey(hireDate);
  const until = parseDayKey(asOf);
  let months = Math.max(0, (until.year - hire.year) * 12 + (until.month - hire.month) - 1);
  while (serviceCompleteOn(hire, months + 1) <= asOf) months += 1;
  return months;
}

/** Days accrued from the hire date to `asOf` (inclusive): 1.25 per completed month, rounded to 2 decimals. */
export function accruedVacationDays(hireDate: string, asOf: string): number {
  return round2((completedMonths(hireDate, asOf) * VACATION_DAYS_PER_YEAR) / 12);
}

/** Progressive days accrued to `asOf` (whole days earned per completed year of service). */
export function progressiveVacationDays(hireDate: string, asOf: string, priorServiceYears = 0): number {
  const prior = Number.isFinite(priorServiceYears)
    ? Math.min(MAX_PRIOR_SERVICE_YEARS, Math.max(0, Math.floor(priorServiceYears)))
    : 0;
  const years = Math.floor(completedMonths(hireDate, asOf) / 12);
  let days = 0;
  // The year of service that brings the worker to 13, 16, 19 … years of work earns 1, 2, 3 … days, and so on.
  for (let year = 1; year <= years; year += 1)
    days += Math.max(0, Math.floor((prior + year - PROGRESSIVE_FROM_YEARS) / PROGRESSIVE_EVERY_YEARS));
  return days;
}

export interface VacationAbsence {
  /** Only `vacaciones` count; other types are ignored. */
  type: string;
  status: AbsenceStatus;
  from: string;
  to: string;
}

export interface VacationBalance {
  accrued: number;
  progressive: number;
  /** Working days of approved vacations (past and future). */
  taken: number;
  /** Working days of pending vacation requests. */
  pending: number;
  /** accrued + progressive − taken (may be negative). */
  available: number;
}

export interface VacationBalanceInput {
  hireDate: string;
  asOf: string;
  priorServiceYears?: number;
  absences: readonly VacationAbsence[];
  holidays: ReadonlySet<string>;
}

export function vacationBalance(input: VacationBalanceInput): VacationBalance {
  const accrued = accruedVacationDays(input.hireDate, input.asOf);
  const progressive = progressiveVacationDays(input.hireDate, input.asOf, input.priorServiceYears);
  let taken = 0;
  let pending = 0;
  for (const absence of input.absences) {
    if (absence.type !== 'vacaciones' || !absenceHolds(absence.status)) continue;
    const days = workingDaysBetween(absence.from, absence.to, input.holidays);
    if (absence.status === 'aprobada') taken += days;
    else pending += days;
  }
  return { accrued, progressive, taken, pending, available: round2(accrued + progressive - taken) };
}

/** `12,5 días`, `1 día`, `0 días` (at most two decimals, as 1.25 a month gives). */
export function vacationDaysLabel(days: number): string {
  const rounded = round2(days);
  const text = String(Math.abs(rounded)).replace('.', ',');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${text} ${Math.abs(rounded) === 1 ? 'día' : 'días'}`;
}
