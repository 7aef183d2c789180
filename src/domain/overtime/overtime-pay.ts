/**
 * What of a day's overtime counts for pay, and what of a lateness payroll may deduct, under the tenant's rules
 * (tenant-settings.ts `resolveOvertimeRules`). One rule for /horas-extras' totals, `Cierre de periodo` and payroll.
 *
 * - The record keeps its seconds (Res. Ex. N° 38 art. 44: lateness and overtime to the second, without rounding);
 *   rounding only changes the amount paid or deducted, and only in the worker's favour (art. 41 b): overtime UP
 *   to the next 15 or 30 minutes, lateness DOWN to the previous 15 or 30. There is no rounding of overtime down.
 *   Overtime rounds per day (each line); lateness on the amount deducted.
 * - A day's overtime counts when approved on the figures it shows now (overtime.ts `overtimeDecided`): the seconds
 *   approved. With `Aprobación previa` on, a day pre-authorised while a pacto covers it (art. 32 CT: agreed in
 *   writing, in advance) counts too, up to what was pre-authorised, without a second decision. Anything else counts
 *   nothing until a manager approves it (worked time is never dropped: it stays on the list to decide).
 * - Art. 39 a's voluntary tolerances: a lateness (or early exit) of at most the tolerance is removed entirely;
 *   beyond it, it counts in full.
 */
import { overtimeDecided, type OvertimeDecisionStatus } from '../attendance/overtime';
import type { LatenessRounding, OvertimeRounding, OvertimeRules } from '../settings/tenant-settings';

const STEP_SECONDS: Readonly<Record<OvertimeRounding | LatenessRounding, number>> = {
  none: 1,
  'up-15': 900,
  'up-30': 1800,
  'down-15': 900,
  'down-30': 1800,
};

/** Overtime seconds as paid: up to the next step (0:47:12 with `up-15` → 1:00:00); 0 stays 0. */
export function roundOvertimeForPay(seconds: number, rounding: OvertimeRounding): number {
  const whole = Math.max(0, Math.round(seconds));
  const step = STEP_SECONDS[rounding];
  return Math.ceil(whole / step) * step;
}

/** Late seconds as deducted: down to the previous step (0:16:00 with `down-15` → 0:15:00; 0:14:59 → 0). */
export function roundLatenessForPay(seconds: number, rounding: LatenessRounding): number {
  const whole = Math.max(0, Math.round(seconds));
  const step = STEP_SECONDS[rounding];
  return Math.floor(whole / step) * step;
}

/** A lateness or early exit after art. 39's tolerance: 0 when at most `toleranceMinutes`, else all of it. */
export function afterTolerance(seconds: number, toleranceMinutes: number): number {
  const whole = Math.max(0, Math.round(seconds));
  return whole <= toleranceMinutes * 60 ? 0 : whole;
}

/** The late seconds payroll may deduct of one entry: its tolerance removed, then rounded down. */
export function deductibleLateSeconds(
  seconds: number,
  rules: Pick<OvertimeRules, 'entryToleranceMinutes' | 'latenessRounding'>,
): number {
  return roundLatenessForPay(afterTolerance(seconds, rules.entryToleranceMinutes), rules.latenessRounding);
}

/** What this module reads of a decision (an `OvertimeDecision` is one). */
export interface CountedDecision {
  status: OvertimeDecisionStatus;
  computedSeconds: number;
  seconds: number;
}

/** What this module reads of a day's overtime line. */
export interface CountedLine {
  overtimeSeconds: number;
  /** A pacto of the person covers the day (no `no-agreement` flag). */
  covered: boolean;
}

export type CountedBasis = 'approved' | 'pre-approved' | 'none';

export interface CountedOvertime {
  /** Seconds paid, rounded per the tenant. */
  seconds: number;
  /** Why it counts: approved, pre-authorised under `Aprobación previa`, or not (yet). */
  basis: CountedBasis;
}

/** What of a day's overtime counts for pay under the tenant's rules (the module's rule above). */
export function countedOvertime(
  line: CountedLine,
  decision: CountedDecision | null | undefined,
  rules: Pick<OvertimeRules, 'rounding' | 'preApproval'>,
): CountedOvertime {
  if (decision && decision.status === 'approved' && overtimeDecided(line.overtimeSeconds, decision))
    return { seconds: roundOvertimeForPay(decision.seconds, rules.rounding), basis: 'approved' };
  if (rules.preApproval && line.covered && decision?.status === 'preauthorized') {
    const seconds = Math.min(decision.seconds, line.overtimeSeconds);
    return { seconds: roundOvertimeForPay(seconds, rules.rounding), basis: 'pre-approved' };
  }
  return { seconds: 0, basis: 'none' };
}

/**
 * Whether nothing is left to decide about a day: decided on its figures (approved or rejected), or counted in full
 * by `Aprobación previa` (worked no more than pre-authorised; beyond it, the rest waits for a decision).
 */
export function overtimeSettled(
  line: CountedLine,
  decision: CountedDecision | null | undefined,
  rules: Pick<OvertimeRules, 'preApproval'>,
): boolean {
  return (
    overtimeDecided(line.overtimeSeconds, decision) ||
    (rules.preApproval &&
      line.covered &&
      decision?.status === 'preauthorized' &&
      line.overtimeSeconds <= decision.seconds)
  );
}
