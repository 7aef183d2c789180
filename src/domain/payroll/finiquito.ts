/**
 * The figures an HR manager needs before a finiquito, as a reference (the final settlement also pays the month's
 * pending pay and is agreed, signed and ratified apart). Pure; days are 'yyyy-MM-dd' keys in the tenant's zone.
 *
 * - Base: the última remuneración mensual (art. 172 CT): what the person earned monthly for the work when the
 *   contract ended (sueldo, colación, movilización, the average of variable pay), without overtime, the
 *   asignación familiar or what is paid once a year (gratificación, aguinaldos). The caller gives it.
 * - Feriado proporcional (art. 73 CT): the feriado the person has not taken, in días hábiles — the balance of
 *   vacation.ts on the termination day (1,25 days per complete month of service, the progressive days, art. 70's
 *   two periods, less the approved vacations begun by then) plus 1,25 / 30 of a day for each day of the month of
 *   service in course — turned into calendar days as art. 73 does: counted from the day after the termination,
 *   adding the Saturdays, Sundays and holidays met until the last whole working day, plus the fraction. Paid at the
 *   base / 30 per calendar day.
 * - Indemnización sustitutiva del aviso previo (arts. 161 and 162 CT): one base, capped at 90 UF (art. 172), when
 *   the employer ends the contract under art. 161 without 30 days' notice.
 * - Indemnización por años de servicio (art. 163 CT): 30 days of the base for each year of service and each
 *   fraction above six months, at most 11 years (330 days), the base capped at 90 UF; only when the contract
 *   lasted a year or more and ends under art. 161. The employer's contributions to the worker's seguro de cesantía
 *   account may be deducted from it (art. 13, Ley 19.728): not done here.
 *
 * Months of service complete as vacation.ts counts them: on the day before the hire date's day of the month.
 */
import {
  addDaysToKey,
  daysBetweenKeys,
  isDayKey,
  isoWeekdayOfKey,
  keyOfDate,
  parseDayKey,
} from '../calendar/day-keys';
import { VACATION_DAYS_PER_YEAR, vacationBalance, type VacationAbsence } from '../planning/vacation';
import { roundPesos } from './compute-payslip';

/** Art. 172 CT: the base of the indemnizaciones is capped at 90 UF. */
export const INDEMNITY_CAP_UF = 90;
/** Art. 163 CT: 30 days of pay for each year of service… */
export const SERVICE_DAYS_PER_YEAR = 30;
/** …at most 11 years (330 days). */
export const SERVICE_MAX_YEARS = 11;

export interface FiniquitoInput {
  hireDate: string;
  /** The contract's last day. */
  terminationDate: string;
  /** Última remuneración mensual (art. 172 CT), CLP. */
  lastMonthlyPay: number;
  /** UF value for the 90 UF cap. */
  uf: number;
  /** The person's absences (only approved `vacaciones` count). */
  absences: readonly VacationAbsence[];
  /** Holidays, from the hire date to well after the termination (the conversion walks past it). */
  holidays: ReadonlySet<string>;
  priorServiceYears?: number;
}

export interface ProportionalVacation {
  /** Días hábiles owed for complete months (vacation.ts's balance on the termination day; ≥ 0). */
  balanceDays: number;
  /** Days of the month of service in course, up to the termination day. */
  partialMonthDays: number;
  /** Días hábiles of those days: 1,25 / 30 each. */
  partialDays: number;
  /** balanceDays + partialDays, to two decimals. */
  businessDays: number;
  /** The same in calendar days (art. 73: weekends and holidays from the day after the termination added). */
  calendarDays: number;
  /** The last whole working day the conversion reaches; null for less than one día hábil. */
  lastDay: string | null;
  /** Base / 30, to the cent. */
  dailyPay: number;
  amount: number;
}

export interface FiniquitoFigures {
  /** Complete years and the months after them, to the termination day. */
  service: { years: number; months: number };
  /** 90 UF in pesos, rounded half up. */
  capPesos: number;
  /** min(base, 90 UF). */
  cappedBase: number;
  vacation: ProportionalVacation;
  /** Art. 162: one capped base. */
  notice: { amount: number };
  /** Art. 163: `years` counted (with a fraction above six months, at most 11) × the capped base; 0 under a year. */
  yearsOfService: { eligible: boolean; years: number; amount: number };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The day `months` months of service from the hire date are complete (vacation.ts's rule). */
export function serviceCompleteOn(hireDate: string, months: number): string {
  const hire = parseDayKey(hireDate);
  const anniversary = keyOfDate({ year: hire.year, month: hire.month + months, day: hire.day });
  const lastOfMonth = keyOfDate({ year: hire.year, month: hire.month + months + 1, day: 0 });
  return anniversary > lastOfMonth
    ? lastOfMonth
    : keyOfDate({ year: hire.year, month: hire.month + months, day: hire.day - 1 });
}

/** Complete months of service from the hire date to `asOf` (inclusive). */
export function completedServiceMonths(hireDate: string, asOf: string): number {
  if (asOf < hireDate) return 0;
  const hire = parseDayKey(hireDate);
  const until = parseDayKey(asOf);
  let months = Math.max(0, (until.year - hire.year) * 12 + (until.month - hire.month) - 1);
  while (serviceCompleteOn(hireDate, months + 1) <= asOf) months += 1;
  return months;
}

/**
 * Art. 73 CT: `businessDays` días hábiles as calendar days counted from the day after `after`: each whole working
 * day (Monday–Friday, not a holiday) is walked to, the Saturdays, Sundays and holidays met on the way added; the
 * fraction is added as it is.
 */
export function businessToCalendarDays(
  after: string,
  businessDays: number,
  holidays: ReadonlySet<string>,
): { calendarDays: number; lastDay: string | null } {
  if (!(businessDays > 0)) return { calendarDays: 0, lastDay: null };
  const whole = Math.floor(businessDays + 1e-9);
  const fraction = round2(businessDays - whole);
  let day = after;
  let counted = 0;
  while (counted < whole) {
    day = addDaysToKey(day, 1);
    if (isoWeekdayOfKey(day) <= 5 && !holidays.has(day)) counted += 1;
  }
  return {
    calendarDays: round2(daysBetweenKeys(after, day) + fraction),
    lastDay: whole > 0 ? day : null,
  };
}

/** Art. 163 CT: the years counted, a fraction above six months as one more, at most 11; 0 under a year. */
export function yearsOfServiceCounted(hireDate: string, terminationDate: string): number {
  const months = completedServiceMonths(hireDate, terminationDate);
  if (months < 12) return 0;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  // Above six months: six complete and at least one more day.
  const aboveSix = rest > 6 || (rest === 6 && terminationDate > serviceCompleteOn(hireDate, years * 12 + 6));
  return Math.min(SERVICE_MAX_YEARS, years + (aboveSix ? 1 : 0));
}

/** The approved vacations begun by the termination day, cut at it (a vacation after it will not be taken). */
function vacationsUntil(absences: readonly VacationAbsence[], terminationDate: string): VacationAbsence[] {
  return absences
    .filter((absence) => absence.from <= terminationDate)
    .map((absence) => (absence.to > terminationDate ? { ...absence, to: terminationDate } : absence));
}

export function finiquitoFigures(input: FiniquitoInput): FiniquitoFigures {
  const { hireDate, terminationDate, lastMonthlyPay, uf } = input;
  if (!isDayKey(hireDate) || !isDayKey(terminationDate))
    throw new RangeError(`Invalid days: ${hireDate}, ${terminationDate}`);
  if (terminationDate < hireDate) throw new RangeError('The termination precedes the hire date');
  if (!Number.isFinite(lastMonthlyPay) || lastMonthlyPay < 0 || !(uf > 0))
    throw new RangeError(`Invalid base or UF: ${lastMonthlyPay}, ${uf}`);

  const months = completedServiceMonths(hireDate, terminationDate);
  const balance = vacationBalance({
    hireDate,
    asOf: terminationDate,
    absences: vacationsUntil(input.absences, terminationDate),
    holidays: input.holidays,
    ...(input.priorServiceYears === undefined ? {} : { priorServiceYears: input.priorServiceYears }),
  });
  const monthStart = months === 0 ? hireDate : addDaysToKey(serviceCompleteOn(hireDate, months), 1);
  const partialMonthDays = daysBetweenKeys(monthStart, terminationDate) + 1;
  const partialDays = (partialMonthDays * VACATION_DAYS_PER_YEAR) / 12 / 30;
  const balanceDays = Math.max(0, balance.available);
  const businessDays = round2(balanceDays + partialDays);
  const { calendarDays, lastDay } = businessToCalendarDays(terminationDate, businessDays, input.holidays);
  const dailyPay = lastMonthlyPay / 30;

  const capPesos = roundPesos(INDEMNITY_CAP_UF * uf);
  const cappedBase = Math.min(roundPesos(lastMonthlyPay), capPesos);
  const years = yearsOfServiceCounted(hireDate, terminationDate);
  return {
    service: { years: Math.floor(months / 12), months: months % 12 },
    capPesos,
    cappedBase,
    vacation: {
      balanceDays,
      partialMonthDays,
      partialDays: round2(partialDays),
      businessDays,
      calendarDays,
      lastDay,
      dailyPay: round2(dailyPay),
      amount: roundPesos(calendarDays * dailyPay),
    },
    notice: { amount: cappedBase },
    yearsOfService: { eligible: months >= 12, years, amount: years * cappedBase },
  };
}
