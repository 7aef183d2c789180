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
 *
 * Only a monthly salary is computed: a person paid by the hour, or whose file lacks what the payslip needs, is
 * left out of the draft with the reason (`skipped`), for the manager to complete the file and recalculate.
 */
import { dayFigures } from '../attendance/overtime';
import { weekTotals, type WeekDayInput } from '../attendance/week-signoff';
import { startOfWeekKey } from '../calendar/day-keys';
import type { Afp, ContractType, HealthSystem, PayKind } from '../labels';
import {
  computeEmployerCost,
  computePayslip,
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
  /** Late seconds of the accepted attendance not made up in their week (`unrecoveredLateSeconds`): discounted. */
  lateSeconds: number;
  /** Every late second of the accepted attendance (what /asistencias shows), made up or not. */
  recordedLateSeconds: number;
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
}

/** The file's part of the engine's input (the month's figures come from the basis). */
export type FileInput = Omit<PayslipInput, 'overtimeSeconds' | 'unpaidAbsenceDays' | 'lateSeconds'>;

export type FileInputResult = { ok: true; input: FileInput } | { ok: false; reason: string };

/** The file fields a payslip needs, as /empleados names them. */
const NEEDED: readonly [keyof PayFileLike, string][] = [
  ['payAmount', 'sueldo base'],
  ['contractWeeklyHours', 'horas semanales'],
  ['contractType', 'tipo de contrato'],
  ['afp', 'AFP'],
  ['healthSystem', 'sistema de salud'],
];

/** The engine's input from a person's file, or why it cannot be computed (Spanish, for the manager). */
export function fileInput(file: PayFileLike): FileInputResult {
  if (file.payKind === 'hourly')
    return { ok: false, reason: 'Pago por hora: las remuneraciones calculan solo sueldo mensual.' };
  const missing = NEEDED.filter(([field]) => file[field] === null || file[field] === undefined).map(
    ([, label]) => label,
  );
  if (file.healthSystem === 'isapre' && (file.healthPlanUF ?? null) === null)
    missing.push('plan de Isapre (UF)');
  if (file.payAmount === 0) missing.push('sueldo base mayor que $0');
  const { payAmount, contractWeeklyHours, contractType, afp, healthSystem } = file;
  if (missing.length > 0 || !payAmount || !contractWeeklyHours || !contractType || !afp || !healthSystem)
    return { ok: false, reason: `Falta en la ficha: ${missing.join(', ')}.` };
  return {
    ok: true,
    input: {
      baseSalary: payAmount,
      weeklyHours: contractWeeklyHours,
      contract: contractType,
      afp,
      health:
        healthSystem === 'isapre' ? { kind: 'isapre', planUf: file.healthPlanUF ?? 0 } : { kind: 'fonasa' },
      nonTaxableAllowances: (file.mealAllowance ?? 0) + (file.transportAllowance ?? 0),
    },
  };
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

/** The types of absence the month discounts (labels.ts ABSENCE_TYPES). */
export const UNPAID_ABSENCE_TYPE = 'permiso sin goce';
export const SICK_LEAVE_TYPE = 'licencia médica';

/**
 * The late seconds to discount: per week, the late seconds not made up, i.e. at most what the worked days' planned
 * time exceeds the time worked on them. Time paid as approved overtime (`paidOvertime`, seconds by `userId|day`)
 * makes up nothing: it is paid already.
 */
export function unrecoveredLateSeconds(
  days: readonly PayrollDayInput[],
  paidOvertime: ReadonlyMap<string, number> = new Map(),
): number {
  const weeks = new Map<string, { late: number; missing: number }>();
  for (const day of days) {
    const week = `${day.userId}|${startOfWeekKey(day.key)}`;
    const totals = weeks.get(week) ?? { late: 0, missing: 0 };
    for (const row of day.rows) totals.late += row.times.lateSeconds ?? 0;
    if (day.worked) {
      const paid = paidOvertime.get(`${day.userId}|${day.key}`) ?? 0;
      totals.missing += day.plannedMinutes * 60 - (dayFigures(day).worked - paid);
    }
    weeks.set(week, totals);
  }
  let seconds = 0;
  for (const { late, missing } of weeks.values()) seconds += Math.min(late, Math.max(0, missing));
  return seconds;
}

/** A person's figures of the month, from the person's days of it and the approved overtime of those days. */
export function monthBasis(
  days: readonly PayrollDayInput[],
  decisions: readonly DecisionLike[],
  now: Date,
): PayrollBasis {
  const totals = weekTotals(days, now);
  const keys = new Set(days.map((day) => `${day.userId}|${day.key}`));
  const approved = new Map<string, number>();
  for (const decision of decisions) {
    const key = `${decision.userId}|${decision.day}`;
    if (decision.status === 'approved' && keys.has(key)) approved.set(key, decision.seconds);
  }
  const sickLeaveDays = days.filter((day) => day.absenceType === SICK_LEAVE_TYPE).length;
  const unpaid = days.filter(
    (day) =>
      day.absenceType !== SICK_LEAVE_TYPE &&
      day.absent &&
      (!day.justified || day.absenceType === UNPAID_ABSENCE_TYPE),
  ).length;
  return {
    workedDays: totals.daysWorked,
    lateSeconds: unrecoveredLateSeconds(days, approved),
    recordedLateSeconds: totals.lateSeconds,
    unpaidAbsenceDays: unpaid + sickLeaveDays,
    sickLeaveDays,
    overtimeSeconds: [...approved.values()].reduce((sum, seconds) => sum + seconds, 0),
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
  now: Date;
}

export interface Draft {
  lines: DraftLine[];
  /** People left out, and why. */
  skipped: { userId: string; reason: string }[];
}

/** The draft's lines: one per person whose file can be computed, with the month's basis and the kept extras. */
export function buildDraftLines({ people, days, decisions, extras, now }: DraftInput): Draft {
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
      draft.skipped.push({ userId, reason: result.reason });
      continue;
    }
    const basis = monthBasis(byPerson.get(userId) ?? [], decisions, now);
    draft.lines.push({
      userId,
      input: {
        ...result.input,
        overtimeSeconds: basis.overtimeSeconds,
        unpaidAbsenceDays: basis.unpaidAbsenceDays,
        lateSeconds: basis.lateSeconds,
      },
      basis,
      extras: extras?.get(userId) ?? [],
    });
  }
  return draft;
}

/** A line's payslip and the employer's cost of it, under the run's parameters. */
export function computeLine(
  line: Pick<DraftLine, 'input' | 'extras'>,
  params: PayrollParams,
  employer: EmployerCostParams,
): { payslip: Payslip; employerCost: EmployerCost } {
  const payslip = computePayslip(line.input, params, line.extras);
  return { payslip, employerCost: computeEmployerCost(line.input, payslip, params, employer) };
}
