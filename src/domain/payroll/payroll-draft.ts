/**
 * A draft payroll's lines from the month's data: each person's engine input (computePayslip) from the
 * person's file, and where the month's figures came from (`PayrollBasis`), from the month's accepted attendance
 * (attendance days after their effective corrections, the same totals the weekly sign-off signs) and the approved
 * overtime decisions.
 *
 * - Worked days: `weekTotals` over the person's days of the month (what /asistencias shows).
 * - Late seconds: lateness alone is not discounted (Dictamen 6725/306; chile-payroll.md §10; Res. Ex. N° 38 forbids
 *   automatic daily discounts). Week by week (Monday–Sunday, the month's days of it), the discount is the late
 *   seconds the person did not make up: at most the time missing from the worked days' planned time. Time
 *   paid as approved overtime makes up nothing (it would be paid twice). Every figure is whole seconds (art. 44).
 * - Overtime: the seconds a manager approved (`overtimeDecisions` with status `approved`), not the computed ones:
 *   overtime is paid once approved (/horas-extras).
 * - Unpaid absence days: scheduled days absent without justification, and days covered by an approved
 *   `permiso sin goce`; plus every calendar day of an approved `licencia médica`, which the employer does not pay
 *   (the health institution pays a subsidy for it, DFL 44 of 1978). A day the person was not due to work is never discounted (whether the days around an
 *   absence may be, chile-payroll.md §10 and §14, is unconfirmed: the worker keeps the benefit of the doubt).
 * - Hourly pay (`payKind: 'hourly'`, `payAmount` the rate): the month's pay is the seconds worked in the accepted
 *   attendance outside approved overtime × the rate, rounded to the peso (`hourlyBase`; whole seconds, Res. Ex.
 *   N° 38 art. 44), and the engine takes it as the month's base (gratificación and contributions on it). Approved
 *   overtime is paid at the rate × (1 + surcharge) (`computeLine`). Nothing is discounted for absences or
 *   lateness: an hour not worked is simply not paid. Worked time beyond the schedule that no manager approved as
 *   overtime is paid at the plain rate: it was worked.
 * - Jornada parcial (art. 40 bis): a monthly salary on fewer weekly hours stays a monthly salary (its hour value
 *   uses the contract's hours). Below the legal ordinary week, the month's base must reach the ingreso mínimo in
 *   proportion to the hours (`minimumWageWarning`); a full-time contract's minimum is the engine's own check.
 *
 * - The month in course (cutoff.ts): with a cut-off, the days up to it are counted as above and each scheduled day
 *   after it counts as worked as scheduled (`projection`); the next month's run reconciles those days
 *   (`previousMonth`, the payslip's «Ajuste mes anterior»).
 *
 * A person whose file lacks what the payslip needs is left out of the draft with the fields to complete
 * (`skipped`), for the manager to complete the file and recalculate, or to exclude the person from the run with a
 * reason.
 */
import { dayFigures } from '../attendance/overtime';
import { afterTolerance, roundLatenessForPay, roundOvertimeForPay } from '../overtime/overtime-pay';
import type { OvertimeRules } from '../settings/tenant-settings';
import { weekTotals, type WeekDayInput } from '../attendance/week-signoff';
import { addDaysToKey, isoWeekdayOfKey, startOfWeekKey } from '../calendar/day-keys';
import { dayKey } from '../calendar/time-zone';
import { formatCLP } from '../format/numbers';
import type { Afp, ContractType, FamilyAllowanceTramo, HealthSystem, PayKind } from '../labels';
import { ordinaryHourValue } from './hour-value';
import { contractDaysOfMonth, restDaysBetween, type SemanaCorridaMonth } from './semana-corrida';
import { computeWithAdjustment, projectDays, type PreviousMonthAdjustment, type Projection } from './cutoff';
import {
  computeEmployerCost,
  legalWeeklyHoursOf,
  minimumWageFor,
  roundPesos,
  type EmployerCost,
  type EmployerCostParams,
  type Payslip,
  type PayrollParams,
  type PayslipExtra,
  type PayslipInput,
} from './compute-payslip';

/** What a payroll line's numbers came from, in the month: shown on the payslip ("4 h 0 min de horas extras"). */
export interface PayrollBasis {
  /** Days with work in the month's accepted attendance. */
  workedDays: number;
  /** Approved overtime, whole seconds (`overtimeDecisions`). */
  overtimeSeconds: number;
  /**
   * Days the employer does not pay: approved `permiso sin goce`, unjustified absences and the calendar days of a
   * `licencia médica` (`sickLeaveDays`, counted here too).
   */
  unpaidAbsenceDays: number;
  /** Calendar days of the month under an approved licencia médica: the health institution pays them (subsidio). */
  sickLeaveDays: number;
  /**
   * The licencias médicas of the month: each run of consecutive calendar days under one (day keys 'yyyy-MM-dd', in
   * order), what Previred declares as movement 3 with its dates. Absent when none, and on lines drafted before it
   * existed (their `sickLeaveDays` alone).
   */
  sickLeaves?: SickLeaveRange[];
  /** Days of the month under an approved `vacaciones` (LRE 1117). Absent on lines drafted before it existed. */
  vacationDays?: number;
  /** Late seconds of the accepted attendance not made up in their week (`unrecoveredLateSeconds`): discounted. */
  lateSeconds: number;
  /** Every late second of the accepted attendance (what /asistencias shows), made up or not. */
  recordedLateSeconds: number;
  /**
   * Seconds worked in the accepted attendance outside approved overtime (whole seconds, Res. Ex. N° 38 art. 44):
   * what an hourly person is paid for (× `hourlyRate`). Absent on lines drafted before it existed.
   */
  workedSeconds?: number;
  /**
   * CLP per hour when the person is paid by the hour (the file's `payAmount`): the line's `baseSalary` is then
   * `workedSeconds` × this rate. null (or absent, on older lines): a monthly salary.
   */
  hourlyRate?: number | null;
  /**
   * A run of the month in course (cutoff.ts): the days after the cut-off, counted as worked as scheduled (their
   * days in `workedDays`, their time in `workedSeconds`). Absent: the whole month counted.
   */
  projection?: Projection;
  /**
   * The previous month's projected days reconciled (cutoff.ts `reconcileProjection`): the signed amount the payslip
   * pays or discounts as «Ajuste mes anterior». Absent: nothing to reconcile.
   */
  previousMonth?: PreviousMonthAdjustment;
}

/** A licencia médica within the month: its first and last calendar day ('yyyy-MM-dd'). */
export interface SickLeaveRange {
  from: string;
  to: string;
}

/** The person's file fields the payslip reads (a UserDoc is one). */
export interface PayFileLike {
  payKind?: PayKind | null;
  payAmount?: number | null;
  contractWeeklyHours?: number | null;
  contractType?: ContractType | null;
  afp?: Afp | null;
  healthSystem?: HealthSystem | null;
  healthPlanUF?: number | null;
  mealAllowance?: number | null;
  transportAllowance?: number | null;
  /** Cargas familiares simples (the file's `cargasFamiliares`, LRE 1111); null or absent: none. */
  cargasFamiliares?: number | null;
  /** The asignación familiar's tramo certified by the IPS or the caja; null or absent: the month's income's. */
  familyAllowanceTramo?: FamilyAllowanceTramo | null;
  /** Paid with variable pay: the semana corrida (art. 45 CT) is owed. */
  semanaCorrida?: boolean | null;
  hireDate?: Date | null;
  contractEndDate?: Date | null;
}

/**
 * The file's part of the engine's input (the month's figures come from the basis). For hourly pay `baseSalary` is
 * 0 here: the month's pay is the hours of the month × `hourlyRate` (`buildDraftLines`).
 */
export type FileInput = Omit<PayslipInput, 'overtimeSeconds' | 'unpaidAbsenceDays' | 'lateSeconds'>;

export type FileInputResult =
  | { ok: true; input: FileInput; hourlyRate: number | null }
  | { ok: false; reason: string; missing: string[] };

/** The file fields a payslip needs, as /empleados names them (the pay's name depends on its kind). */
const NEEDED: readonly [keyof PayFileLike, string][] = [
  ['contractWeeklyHours', 'horas semanales'],
  ['contractType', 'tipo de contrato'],
  ['afp', 'AFP'],
  ['healthSystem', 'sistema de salud'],
];

const absent = (value: unknown) => value === null || value === undefined;

/**
 * The engine's input from a person's file, or the fields it lacks (`missing`, as /empleados names them) and the
 * sentence for the manager (`Falta en la ficha: AFP, sistema de salud.`).
 */
export function fileInput(file: PayFileLike): FileInputResult {
  const hourly = file.payKind === 'hourly';
  const payLabel = hourly ? 'valor hora' : 'sueldo base';
  const missing: string[] = [];
  if (absent(file.payAmount)) missing.push(payLabel);
  for (const [field, label] of NEEDED) if (absent(file[field])) missing.push(label);
  if (file.healthSystem === 'isapre' && absent(file.healthPlanUF)) missing.push('plan de Isapre (UF)');
  if (file.payAmount === 0) missing.push(`${payLabel} mayor que $0`);
  const { payAmount, contractWeeklyHours, contractType, afp, healthSystem } = file;
  if (missing.length > 0 || !payAmount || !contractWeeklyHours || !contractType || !afp || !healthSystem)
    return { ok: false, reason: `Falta en la ficha: ${missing.join(', ')}.`, missing };
  return {
    ok: true,
    hourlyRate: hourly ? payAmount : null,
    input: {
      baseSalary: hourly ? 0 : payAmount,
      weeklyHours: contractWeeklyHours,
      contract: contractType,
      afp,
      health:
        healthSystem === 'isapre' ? { kind: 'isapre', planUf: file.healthPlanUF ?? 0 } : { kind: 'fonasa' },
      nonTaxableAllowances: (file.mealAllowance ?? 0) + (file.transportAllowance ?? 0),
      // Cargas familiares simples (LRE 1111): the asignación familiar's count (Ley 18.987); none when absent.
      ...(file.cargasFamiliares ? { familyCharges: file.cargasFamiliares } : {}),
      ...(file.familyAllowanceTramo ? { familyAllowanceTramo: file.familyAllowanceTramo } : {}),
    },
  };
}

/** An hourly person's pay for `seconds` of work at `rate` CLP an hour, rounded half up to the peso. */
export function hourlyBase(rate: number, seconds: number): number {
  return roundPesos((rate * seconds) / 3600);
}

/**
 * The ingreso mínimo owed to `weeklyHours` of contract in `period` ('yyyy-MM'): in proportion to the legal
 * ordinary week in force on the month's last day (45, 44, 42, 40 h: Ley 21.561), rounded half up; the whole
 * minimum from the legal week on.
 */
export function proportionalMinimumWage(weeklyHours: number, period: string, minimumWage: number): number {
  return minimumWageFor(weeklyHours, legalWeeklyHoursOf(period), minimumWage);
}

/**
 * Art. 40 bis (jornada parcial) and art. 44 CT: a contract below the legal ordinary week must be paid at least the
 * ingreso mínimo in proportion to its hours; the month's base (a monthly salary, or the hours × the rate) below
 * it is a warning in Spanish for the run, null when it is met. A full-time contract's minimum is the engine's
 * check (computePayslip's warnings).
 */
export function minimumWageWarning(
  input: Pick<PayslipInput, 'baseSalary' | 'weeklyHours'>,
  params: Pick<PayrollParams, 'period' | 'minimumWage'>,
): string | null {
  const legal = legalWeeklyHoursOf(params.period);
  if (input.weeklyHours >= legal) return null;
  const minimum = proportionalMinimumWage(input.weeklyHours, params.period, params.minimumWage);
  return input.baseSalary < minimum
    ? `Bajo el ingreso mínimo proporcional (art. 40 bis): ${formatCLP(input.baseSalary)} de ${formatCLP(minimum)}`
    : null;
}

/** What this module reads of a day (an AttendanceDay is one). */
export interface PayrollDayInput extends WeekDayInput {
  justified: boolean;
  /** Minutes the day's schedule plans (net of colación). */
  plannedMinutes: number;
  absenceType: string | null;
}

/** What this module reads of an overtime decision. */
export interface DecisionLike {
  userId: string;
  day: string;
  status: string;
  seconds: number;
}

/**
 * The tenant's rules for what overtime and lateness count for pay (domain/overtime/overtime-pay.ts): rounding in
 * the worker's favour, art. 39's entry tolerance, and `Aprobación previa` with whether a pacto covers a day.
 * Absent: overtime as approved and every late second, as recorded.
 */
export interface PayRules {
  rules: Pick<OvertimeRules, 'rounding' | 'latenessRounding' | 'entryToleranceMinutes' | 'preApproval'>;
  /** Whether a pacto of the person covers the day (a pre-authorised day counts only then). */
  covered: (userId: string, day: string) => boolean;
}

/** The types of absence the month discounts (labels.ts ABSENCE_TYPES). */
export const UNPAID_ABSENCE_TYPE = 'permiso sin goce';
export const SICK_LEAVE_TYPE = 'licencia médica';
export const VACATION_TYPE = 'vacaciones';

/**
 * The late seconds to discount: per week, the late seconds not made up, i.e. at most what the worked days' planned
 * time exceeds the time worked on them. Time paid as approved overtime (`paidOvertime`, seconds by `userId|day`)
 * makes up nothing: it is paid already.
 */
export function unrecoveredLateSeconds(
  days: readonly PayrollDayInput[],
  paidOvertime: ReadonlyMap<string, number> = new Map(),
  rules?: PayRules['rules'],
): number {
  const weeks = new Map<string, { late: number; missing: number }>();
  for (const day of days) {
    const week = `${day.userId}|${startOfWeekKey(day.key)}`;
    const totals = weeks.get(week) ?? { late: 0, missing: 0 };
    for (const row of day.rows)
      totals.late += afterTolerance(row.times.lateSeconds ?? 0, rules?.entryToleranceMinutes ?? 0);
    if (day.worked) {
      const paid = paidOvertime.get(`${day.userId}|${day.key}`) ?? 0;
      totals.missing += day.plannedMinutes * 60 - (dayFigures(day).worked - paid);
    }
    weeks.set(week, totals);
  }
  let seconds = 0;
  for (const { late, missing } of weeks.values())
    seconds += roundLatenessForPay(Math.min(late, Math.max(0, missing)), rules?.latenessRounding ?? 'none');
  return seconds;
}

/**
 * The runs of consecutive calendar days among `keys` (day keys, any order, repeats ignored), in order: the
 * licencias médicas of a month (9, 10, 11 and 20 October: 9–11 and 20–20).
 */
export function dayRanges(keys: Iterable<string>): SickLeaveRange[] {
  const ranges: SickLeaveRange[] = [];
  for (const key of [...new Set(keys)].sort()) {
    const last = ranges[ranges.length - 1];
    if (last && addDaysToKey(last.to, 1) === key) last.to = key;
    else ranges.push({ from: key, to: key });
  }
  return ranges;
}

/**
 * The overtime seconds of each day (`userId|day`) that count for pay, as decided (before rounding): the seconds
 * approved, and with `Aprobación previa` a day pre-authorised under a pacto, up to what was worked.
 */
function countedOvertimeByDay(
  days: readonly PayrollDayInput[],
  decisions: readonly DecisionLike[],
  pay: PayRules | undefined,
): Map<string, number> {
  const byKey = new Map(days.map((day) => [`${day.userId}|${day.key}`, day]));
  const counted = new Map<string, number>();
  for (const decision of decisions) {
    const key = `${decision.userId}|${decision.day}`;
    const day = byKey.get(key);
    if (!day) continue;
    if (decision.status === 'approved') counted.set(key, decision.seconds);
    else if (
      decision.status === 'preauthorized' &&
      pay?.rules.preApproval === true &&
      pay.covered(decision.userId, decision.day) &&
      !counted.has(key)
    )
      counted.set(key, Math.min(decision.seconds, dayFigures(day).overtime));
  }
  return counted;
}

/**
 * A person's figures of the month, from the person's days of it and the overtime counted on those days; `pay`, the
 * tenant's rounding, tolerance and pre-approval (absent: as approved, as recorded).
 */
export function monthBasis(
  days: readonly PayrollDayInput[],
  decisions: readonly DecisionLike[],
  now: Date,
  pay?: PayRules,
): PayrollBasis {
  const totals = weekTotals(days, now);
  const approved = countedOvertimeByDay(days, decisions, pay);
  const rounding = pay?.rules.rounding ?? 'none';
  const sickLeaveDays = days.filter((day) => day.absenceType === SICK_LEAVE_TYPE).length;
  const sickLeaves = dayRanges(
    days.filter((day) => day.absenceType === SICK_LEAVE_TYPE).map((day) => day.key),
  );
  const vacationDays = days.filter((day) => day.absenceType === VACATION_TYPE).length;
  const unpaid = days.filter(
    (day) =>
      day.absenceType !== SICK_LEAVE_TYPE &&
      day.absent &&
      (!day.justified || day.absenceType === UNPAID_ABSENCE_TYPE),
  ).length;
  // Each day's worked seconds but those paid as approved overtime (never below 0: an approval may exceed them).
  const workedSeconds = days.reduce(
    (sum, day) => sum + Math.max(0, dayFigures(day).worked - (approved.get(`${day.userId}|${day.key}`) ?? 0)),
    0,
  );
  return {
    workedDays: totals.daysWorked,
    lateSeconds: unrecoveredLateSeconds(days, approved, pay?.rules),
    recordedLateSeconds: totals.lateSeconds,
    unpaidAbsenceDays: unpaid + sickLeaveDays,
    sickLeaveDays,
    ...(sickLeaves.length > 0 ? { sickLeaves } : {}),
    vacationDays,
    // Rounded per day, up only (Res. Ex. N° 38 art. 44: the record keeps its seconds; this is the amount paid).
    overtimeSeconds: [...approved.values()].reduce(
      (sum, seconds) => sum + roundOvertimeForPay(seconds, rounding),
      0,
    ),
    workedSeconds,
    hourlyRate: null,
  };
}

/**
 * A month in course's figures (cutoff.ts): the days up to `cutoff` counted (with the approved overtime of those
 * days only), and the scheduled days after it added as worked for their planned time.
 */
export function projectedBasis(
  days: readonly PayrollDayInput[],
  decisions: readonly DecisionLike[],
  cutoff: string,
  now: Date,
  pay?: PayRules,
): PayrollBasis {
  const counted = monthBasis(
    days.filter((day) => day.key <= cutoff),
    decisions,
    now,
    pay,
  );
  const projection = projectDays(days, cutoff);
  return {
    ...counted,
    workedDays: counted.workedDays + projection.days,
    workedSeconds: (counted.workedSeconds ?? 0) + projection.seconds,
    projection,
  };
}

export interface DraftLine {
  userId: string;
  input: PayslipInput;
  basis: PayrollBasis;
  extras: PayslipExtra[];
}

export interface DraftPerson {
  userId: string;
  file: PayFileLike;
}

export interface DraftInput {
  /** Who may be paid, in the table's order. */
  people: readonly DraftPerson[];
  /** Every person's days of the month. */
  days: readonly PayrollDayInput[];
  decisions: readonly DecisionLike[];
  /** The extras a draft already holds (a recalculation keeps them). */
  extras?: ReadonlyMap<string, PayslipExtra[]>;
  /** The run's cut-off (the month in course, cutoff.ts): days after it are projected. null or absent: none. */
  cutoff?: string | null;
  /** Each person's reconciliation of the previous month's projected days (cutoff.ts), by uid. */
  adjustments?: ReadonlyMap<string, PreviousMonthAdjustment>;
  /**
   * The month and its holidays (day keys), for the semana corrida of the people whose file asks for it (art. 45
   * CT, semana-corrida.ts). Absent: no one's is computed.
   */
  month?: { period: string; timeZone: string; holidays: ReadonlySet<string> };
  /** The tenant's overtime and lateness rules for pay; absent: as approved, as recorded. */
  pay?: PayRules;
  now: Date;
}

export interface Draft {
  lines: DraftLine[];
  /** People left out, why, and the file's fields to complete. */
  skipped: { userId: string; reason: string; missing: string[] }[];
}

/**
 * The draft's lines: one per person whose file can be computed, with the month's basis and the kept extras. An
 * hourly person's base is the month's worked seconds × the rate, with no absence or lateness discount.
 */
export function buildDraftLines({
  people,
  days,
  decisions,
  extras,
  cutoff,
  adjustments,
  month: monthContext,
  pay,
  now,
}: DraftInput): Draft {
  const byPerson = new Map<string, PayrollDayInput[]>();
  for (const day of days) {
    const list = byPerson.get(day.userId);
    if (list) list.push(day);
    else byPerson.set(day.userId, [day]);
  }
  const draft: Draft = { lines: [], skipped: [] };
  for (const { userId, file } of people) {
    const result = fileInput(file);
    if (!result.ok) {
      draft.skipped.push({ userId, reason: result.reason, missing: result.missing });
      continue;
    }
    const own = byPerson.get(userId) ?? [];
    const month = cutoff
      ? projectedBasis(own, decisions, cutoff, now, pay)
      : monthBasis(own, decisions, now, pay);
    const rate = result.hourlyRate;
    const adjustment = adjustments?.get(userId);
    // Hourly pay discounts no lateness: the hours not worked are not paid (the recorded lateness stays shown).
    const basis: PayrollBasis = {
      ...(rate === null ? month : { ...month, lateSeconds: 0, hourlyRate: rate }),
      ...(adjustment ? { previousMonth: adjustment } : {}),
    };
    draft.lines.push({
      userId,
      input: {
        ...result.input,
        baseSalary: rate === null ? result.input.baseSalary : hourlyBase(rate, month.workedSeconds ?? 0),
        overtimeSeconds: basis.overtimeSeconds,
        unpaidAbsenceDays: rate === null ? basis.unpaidAbsenceDays : 0,
        lateSeconds: basis.lateSeconds,
      },
      basis,
      extras: extras?.get(userId) ?? [],
    });
    const line = draft.lines[draft.lines.length - 1];
    if (line && file.semanaCorrida === true && monthContext)
      line.input.semanaCorrida = semanaCorridaMonth(file, own, basis, rate !== null, monthContext);
  }
  return draft;
}

/**
 * Art. 45 CT: what the semana corrida needs of the person's month — the days legally due (worked + unjustified
 * absences) and the Sundays and holidays of the contract's days in the month (a Saturday holiday only for who works
 * Saturdays).
 */
function semanaCorridaMonth(
  file: PayFileLike,
  days: readonly PayrollDayInput[],
  basis: PayrollBasis,
  paidByTheHour: boolean,
  { period, timeZone, holidays }: NonNullable<DraftInput['month']>,
): SemanaCorridaMonth {
  const span = contractDaysOfMonth(
    period,
    file.hireDate ? dayKey(file.hireDate, timeZone) : null,
    file.contractEndDate ? dayKey(file.contractEndDate, timeZone) : null,
  );
  const worksSaturday = days.some((day) => isoWeekdayOfKey(day.key) === 6 && day.plannedMinutes > 0);
  const unjustified = days.filter((day) => day.absent && !day.justified).length;
  return {
    daysDue: basis.workedDays + unjustified,
    restDays: span ? restDaysBetween(span.from, span.to, holidays, worksSaturday) : 0,
    ...(paidByTheHour ? { basePaidByTheDay: true } : {}),
  };
}

/**
 * What the engine computes an hourly line with. The engine's hour value is the monthly one (base / 30 × 28 /
 * (4 × weekly hours)); an hourly person's overtime is paid at the rate × (1 + surcharge), so the engine is given
 * the overtime seconds that, at its hour value, pay exactly that. The stored line keeps the real seconds. With no
 * ordinary pay in the month (no hour value), the overtime's pay is the base. A monthly line is computed as stored.
 */
function engineInput(
  input: PayslipInput,
  hourlyRate: number | null,
  params: Pick<PayrollParams, 'overtimeSurchargePercent'>,
): PayslipInput {
  if (hourlyRate === null || input.overtimeSeconds === 0) return input;
  const hour = ordinaryHourValue(input.baseSalary, input.weeklyHours);
  if (hour > 0) return { ...input, overtimeSeconds: (input.overtimeSeconds * hourlyRate) / hour };
  const overtimePay = hourlyBase(
    hourlyRate * (1 + params.overtimeSurchargePercent / 100),
    input.overtimeSeconds,
  );
  return { ...input, baseSalary: overtimePay, overtimeSeconds: 0 };
}

/** A line's payslip and the employer's cost of it, under the run's parameters (hourly pay: `engineInput`). */
export function computeLine(
  line: Pick<DraftLine, 'input' | 'extras'> & { basis?: Pick<PayrollBasis, 'hourlyRate' | 'previousMonth'> },
  params: PayrollParams,
  employer: EmployerCostParams,
): { payslip: Payslip; employerCost: EmployerCost } {
  const input = engineInput(line.input, line.basis?.hourlyRate ?? null, params);
  const payslip = computeWithAdjustment(input, params, line.extras, line.basis?.previousMonth);
  return { payslip, employerCost: computeEmployerCost(input, payslip, params, employer) };
}
