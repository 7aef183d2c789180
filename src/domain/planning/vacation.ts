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
 *
 * Accumulation (art. 70 CT): at most two periods accumulate. The balance is followed month by month in the order
 * things happen (a vacation lowers it on its first day, before that day's accrual); what a month's accrual would
 * add beyond two periods of the yearly entitlement (15 days plus the progressive days of the year of service in
 * course, twice) is not added: it is reported apart as `excess`, days that no longer accumulate.
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

/** Earlier employers' whole years that count (0 to 10; anything meaningless counts as none). */
function countedPriorYears(priorServiceYears: number): number {
  return Number.isFinite(priorServiceYears)
    ? Math.min(MAX_PRIOR_SERVICE_YEARS, Math.max(0, Math.floor(priorServiceYears)))
    : 0;
}

/** The progressive days the `year`-th year of service earns: it brings the worker to 13, 16, 19 … years → 1, 2, 3 …. */
function progressiveDaysOfYear(prior: number, year: number): number {
  return Math.max(0, Math.floor((prior + year - PROGRESSIVE_FROM_YEARS) / PROGRESSIVE_EVERY_YEARS));
}

/** Progressive days accrued to `asOf` (whole days earned per completed year of service). */
export function progressiveVacationDays(hireDate: string, asOf: string, priorServiceYears = 0): number {
  const prior = countedPriorYears(priorServiceYears);
  const years = Math.floor(completedMonths(hireDate, asOf) / 12);
  let days = 0;
  for (let year = 1; year <= years; year += 1) days += progressiveDaysOfYear(prior, year);
  return days;
}

/**
 * Art. 70 CT: the most a balance may hold on `asOf`, two periods of the yearly entitlement of the year of service
 * in course (15 days plus its progressive days).
 */
export function maxAccruedVacationDays(hireDate: string, asOf: string, priorServiceYears = 0): number {
  const year = Math.floor(completedMonths(hireDate, asOf) / 12) + 1;
  return 2 * (VACATION_DAYS_PER_YEAR + progressiveDaysOfYear(countedPriorYears(priorServiceYears), year));
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
  /** Art. 70 CT: the days accrued beyond two periods, which did not accumulate (not in `available`). */
  excess: number;
  /** Art. 70 CT: the most the balance may hold today (two periods). */
  maxAccrued: number;
  /** accrued + progressive − excess − taken (may be negative; never above `maxAccrued`). */
  available: number;
}

export interface VacationBalanceInput {
  hireDate: string;
  asOf: string;
  priorServiceYears?: number;
  absences: readonly VacationAbsence[];
  holidays: ReadonlySet<string>;
}

/** Something that changes the balance on a day: an accrual (capped) or an approved vacation (its working days). */
type BalanceEvent =
  | { day: string; kind: 'vacation'; days: number }
  | { day: string; kind: 'accrual'; days: number; cap: number };

/** Each completed month's accrual to `asOf`, with the progressive days at each year's end and art. 70's cap. */
function accrualEvents(hireDate: string, asOf: string, prior: number): BalanceEvent[] {
  const hire = parseDayKey(hireDate);
  const months = completedMonths(hireDate, asOf);
  const events: BalanceEvent[] = [];
  for (let month = 1; month <= months; month += 1) {
    const year = Math.ceil(month / 12);
    const progressive = month % 12 === 0 ? progressiveDaysOfYear(prior, year) : 0;
    events.push({
      day: serviceCompleteOn(hire, month),
      kind: 'accrual',
      days: VACATION_DAYS_PER_YEAR / 12 + progressive,
      cap: 2 * (VACATION_DAYS_PER_YEAR + progressiveDaysOfYear(prior, year)),
    });
  }
  return events;
}

/** The balance on `asOf`, held to two periods (art. 70 CT: see the header); approved vacations still to come count. */
export function vacationBalance(input: VacationBalanceInput): VacationBalance {
  const prior = countedPriorYears(input.priorServiceYears ?? 0);
  const accrued = accruedVacationDays(input.hireDate, input.asOf);
  const progressive = progressiveVacationDays(input.hireDate, input.asOf, input.priorServiceYears);
  const events = accrualEvents(input.hireDate, input.asOf, prior);
  let taken = 0;
  let pending = 0;
  for (const absence of input.absences) {
    if (absence.type !== 'vacaciones' || !absenceHolds(absence.status)) continue;
    const days = workingDaysBetween(absence.from, absence.to, input.holidays);
    if (absence.status === 'aprobada') {
      taken += days;
      events.push({ day: absence.from, kind: 'vacation', days });
    } else pending += days;
  }
  // By day; on the same day a vacation goes first, so it makes room for that day's accrual.
  events.sort(
    (a, b) => a.day.localeCompare(b.day) || (a.kind === b.kind ? 0 : a.kind === 'vacation' ? -1 : 1),
  );
  // Quarters of a day and whole days: exact in binary floating point, no rounding drift over the years.
  let balance = 0;
  let excess = 0;
  for (const event of events) {
    if (event.kind === 'vacation') {
      balance -= event.days;
      continue;
    }
    const next = balance + event.days;
    if (next > event.cap) {
      excess += next - Math.max(balance, event.cap);
      balance = Math.max(balance, event.cap);
    } else balance = next;
  }
  return {
    accrued,
    progressive,
    taken,
    pending,
    excess: round2(excess),
    maxAccrued: maxAccruedVacationDays(input.hireDate, input.asOf, input.priorServiceYears),
    available: round2(balance),
  };
}

/**
 * The balance a certificate states for an approved vacation: accrued to its first day, less it and the approved
 * vacations that start before it (or the same day); later ones and pending requests left out.
 */
export function balanceAfterVacation(
  input: Omit<VacationBalanceInput, 'asOf'>,
  vacation: { from: string },
): VacationBalance {
  return vacationBalance({
    ...input,
    asOf: vacation.from,
    absences: input.absences.filter(
      (absence) => absence.status === 'aprobada' && absence.from <= vacation.from,
    ),
  });
}

/** `12,5 días`, `1 día`, `0 días` (at most two decimals, as 1.25 a month gives). */
export function vacationDaysLabel(days: number): string {
  const rounded = round2(days);
  const text = String(Math.abs(rounded)).replace('.', ',');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${text} ${Math.abs(rounded) === 1 ? 'día' : 'días'}`;
}

/** Art. 70 CT: `Excede el máximo de dos periodos (art. 70 CT): 12,5 días no se acumulan`; null without excess. */
export function vacationExcessText(excess: number): string | null {
  if (round2(excess) <= 0) return null;
  const one = round2(excess) === 1;
  return `Excede el máximo de dos periodos (art. 70 CT): ${vacationDaysLabel(excess)} no se ${one ? 'acumula' : 'acumulan'}`;
}
