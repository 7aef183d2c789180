/**
 * A tenant's settings: alert thresholds (spec §9's constants by default), the ordinary week, overtime and
 * currency. Read by the alerts engine, the history and the reports; edited in /configuracion.
 */
import type { PunchWindowSettings } from '../attendance/punch-window';
import { legalWeeklyHourLimit, MIN_OVERTIME_SURCHARGE_PERCENT } from '../chile/labour';
import type { GratificationRegime } from '../payroll/compute-payslip';

/** Thresholds in whole minutes; every rule fires when the duration is strictly MORE than its threshold. */
export interface AlertThresholds {
  /** Entrada Tardía: check-in later than this after the slot start. */
  lateEntryMinutes: number;
  /** Entrada Tardía is an `error` (instead of a `warning`) beyond this. */
  lateEntryErrorMinutes: number;
  /** Llegada Tardía: no check-in and now is later than this after the slot start. */
  noCheckInMinutes: number;
  /** Salida Faltante: checked in, not out, and now is later than this after the slot end. */
  missingCheckOutMinutes: number;
  /** Salida Temprana: check-out earlier than this before the slot end. */
  earlyLeaveMinutes: number;
  /** Salida Temprana is a `warning` (instead of `info`) beyond this. */
  earlyLeaveWarningMinutes: number;
  /** Descanso Largo: lunch break longer than this. */
  longBreakMinutes: number;
  /** Descanso Largo is a `warning` (instead of `info`) beyond this. */
  longBreakWarningMinutes: number;
}

/** spec §9. */
export const DEFAULT_ALERT_THRESHOLDS: Readonly<AlertThresholds> = Object.freeze({
  lateEntryMinutes: 15,
  lateEntryErrorMinutes: 60,
  noCheckInMinutes: 15,
  missingCheckOutMinutes: 30,
  earlyLeaveMinutes: 15,
  earlyLeaveWarningMinutes: 60,
  longBreakMinutes: 60,
  longBreakWarningMinutes: 90,
});

export const ALERT_THRESHOLD_KEYS = Object.keys(
  DEFAULT_ALERT_THRESHOLDS,
) as readonly (keyof AlertThresholds)[];

export interface TenantSettings {
  alertThresholds: AlertThresholds;
  /** Maximum ordinary weekly hours (Chile: Ley 21.561). */
  weeklyHourLimit: number;
  overtimeSurchargePercent: number;
  /** ISO weekdays 1 (Monday) – 7 (Sunday). */
  workWeek: number[];
  currency: 'CLP';
  /**
   * When a slot can be punched (domain/attendance/punch-window.ts); DEFAULT_PUNCH_WINDOW when missing (tenants
   * stored before it existed).
   */
  punchWindow?: PunchWindowSettings;
  /**
   * Día de corte of the payroll of the month in course (1–28): its attendance is counted up to this day and the
   * rest of the month projected from the published schedules, reconciled in the next month's run
   * (domain/payroll/cutoff.ts). null or missing: the month's last day (no projection).
   */
  payrollCutoffDay?: number | null;
  /**
   * The gratificación legal the company pays (arts. 47 and 50 CT): 'art50' (missing: the default) pays 25 % of the
   * month's pay up to 4,75 IMM a year, monthly; 'art47' pays 30 % of the year's utilidad líquida once a year.
   */
  gratificationRegime?: GratificationRegime;
  /**
   * /horas-extras sets a person's day with less overtime than this (whole minutes, 0–60) apart, to be decided
   * together; nothing is dropped or rounded (Res. Ex. N° 38 art. 44: overtime to the second). Missing: 0.
   */
  overtimeMinimumMinutes?: number;
  /**
   * How the overtime that counts for pay is rounded (domain/overtime/overtime-pay.ts): 'none' (missing: the
   * default), or UP to the next 15 or 30 minutes per day. Never down: Res. Ex. N° 38 art. 44 wants the seconds and
   * art. 41 b forbids what harms the worker. The record keeps its seconds.
   */
  overtimeRounding?: OvertimeRounding;
  /** How the lateness that payroll deducts is rounded: 'none' (missing) or DOWN to 15 or 30 minutes. */
  latenessRounding?: LatenessRounding;
  /**
   * Voluntary tolerances (Res. Ex. N° 38 art. 39 a), whole minutes 0–TOLERANCE_LIMITS.max: lateness of at most
   * `entryToleranceMinutes`, and an early exit of at most `exitToleranceMinutes`, are removed. Missing: 0.
   */
  entryToleranceMinutes?: number;
  exitToleranceMinutes?: number;
  /**
   * Aprobación previa: a day pre-authorised (`preauthorized`) while a pacto covers it counts, up to what was
   * pre-authorised, without a second decision; everything else counts once approved. Missing: false (only what is
   * approved counts).
   */
  overtimePreApproval?: boolean;
  /** Which checks of `Cierre de periodo` stop a close (`block`) or only warn (`warn`); missing: every one warns. */
  closeChecks?: CloseChecks;
}

/** Overtime rounding for pay: only up, in the worker's favour. */
export const OVERTIME_ROUNDINGS = ['none', 'up-15', 'up-30'] as const;
export type OvertimeRounding = (typeof OVERTIME_ROUNDINGS)[number];

/** Lateness rounding for deductions: only down, in the worker's favour. */
export const LATENESS_ROUNDINGS = ['none', 'down-15', 'down-30'] as const;
export type LatenessRounding = (typeof LATENESS_ROUNDINGS)[number];

/** Art. 39's tolerances a tenant may set, in whole minutes (half an hour at most). */
export const TOLERANCE_LIMITS = { min: 0, max: 30 } as const;

/**
 * The checks of `Cierre de periodo` a tenant chooses to block or to warn (period-review.ts). Unsettled corrections
 * are not among them: they always block (the worker's 48 hours to object, Res. Ex. N° 38 art. 40).
 */
export const CLOSE_CHECK_ITEMS = [
  'overtime',
  'missingMarcas',
  'absences',
  'unsignedWeeks',
  'objectedWeeks',
] as const;
export type CloseCheckItem = (typeof CLOSE_CHECK_ITEMS)[number];
export const CLOSE_CHECK_MODES = ['block', 'warn'] as const;
export type CloseCheckMode = (typeof CLOSE_CHECK_MODES)[number];
export type CloseChecks = Record<CloseCheckItem, CloseCheckMode>;

export const DEFAULT_CLOSE_CHECKS: Readonly<CloseChecks> = Object.freeze({
  overtime: 'warn',
  missingMarcas: 'warn',
  absences: 'warn',
  unsignedWeeks: 'warn',
  objectedWeeks: 'warn',
});

/** The tenant's close checks: each stored mode, else `warn`. */
export function resolveCloseChecks(
  settings: Pick<TenantSettings, 'closeChecks'> | null | undefined,
): CloseChecks {
  const stored: Partial<Record<string, unknown>> = settings?.closeChecks ?? {};
  return Object.fromEntries(
    CLOSE_CHECK_ITEMS.map((item) => [item, stored[item] === 'block' ? 'block' : 'warn']),
  ) as CloseChecks;
}

/** What the overtime and lateness rules of a tenant are, with their defaults. */
export interface OvertimeRules {
  minimumMinutes: number;
  rounding: OvertimeRounding;
  latenessRounding: LatenessRounding;
  entryToleranceMinutes: number;
  exitToleranceMinutes: number;
  preApproval: boolean;
}

const tolerance = (value: unknown): number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= TOLERANCE_LIMITS.min &&
  value <= TOLERANCE_LIMITS.max
    ? value
    : 0;

/** The tenant's overtime and lateness rules: a missing or invalid one is its default (none, 0, off). */
export function resolveOvertimeRules(settings: Partial<TenantSettings> | null | undefined): OvertimeRules {
  const rounding = settings?.overtimeRounding;
  const lateness = settings?.latenessRounding;
  return {
    minimumMinutes: resolveOvertimeMinimum(settings),
    rounding: rounding !== undefined && OVERTIME_ROUNDINGS.includes(rounding) ? rounding : 'none',
    latenessRounding: lateness !== undefined && LATENESS_ROUNDINGS.includes(lateness) ? lateness : 'none',
    entryToleranceMinutes: tolerance(settings?.entryToleranceMinutes),
    exitToleranceMinutes: tolerance(settings?.exitToleranceMinutes),
    preApproval: settings?.overtimePreApproval === true,
  };
}

/** The overtime minimum a tenant may set, in whole minutes (an hour at most). */
export const OVERTIME_MINIMUM_LIMITS = { min: 0, max: 60 } as const;

/** The tenant's overtime minimum in minutes: 0 when missing or out of range. */
export function resolveOvertimeMinimum(
  settings: Pick<TenantSettings, 'overtimeMinimumMinutes'> | null | undefined,
): number {
  const minutes = settings?.overtimeMinimumMinutes;
  return typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= OVERTIME_MINIMUM_LIMITS.min &&
    minutes <= OVERTIME_MINIMUM_LIMITS.max
    ? minutes
    : 0;
}

/** The gratificación regimes a tenant may choose, art. 50 (the default) first. */
export const GRATIFICATION_REGIMES: readonly GratificationRegime[] = ['art50', 'art47'];

export const DEFAULT_GRATIFICATION_REGIME: GratificationRegime = 'art50';

/**
 * The days a payroll cut-off may be: every month has them (February's 28th at most), so the cut-off never falls
 * outside a month.
 */
export const PAYROLL_CUTOFF_LIMITS = { min: 1, max: 28 } as const;

/** The tenant's payroll settings with their defaults: no cut-off (the month's last day) and art. 50. */
export function resolvePayrollSettings(
  settings: Pick<TenantSettings, 'payrollCutoffDay' | 'gratificationRegime'> | null | undefined,
): { payrollCutoffDay: number | null; gratificationRegime: GratificationRegime } {
  const day = settings?.payrollCutoffDay;
  const valid =
    typeof day === 'number' &&
    Number.isInteger(day) &&
    day >= PAYROLL_CUTOFF_LIMITS.min &&
    day <= PAYROLL_CUTOFF_LIMITS.max;
  return {
    payrollCutoffDay: valid ? day : null,
    gratificationRegime: settings?.gratificationRegime === 'art47' ? 'art47' : DEFAULT_GRATIFICATION_REGIME,
  };
}

/** The ISO weekdays a work week is made of: 1 (Monday) – 7 (Sunday). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Chile's ordinary week is Monday to Friday when a tenant says nothing else. */
export const DEFAULT_WORK_WEEK: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Settings of a tenant created on `today` ('yyyy-MM-dd'): spec §9's thresholds, Monday–Friday, the legal weekly
 * limit in force that day (42 h from 26 April 2026), the legal minimum overtime surcharge (50 %), CLP.
 */
export function defaultTenantSettings(today: string): TenantSettings {
  return {
    alertThresholds: { ...DEFAULT_ALERT_THRESHOLDS },
    weeklyHourLimit: legalWeeklyHourLimit(today),
    overtimeSurchargePercent: MIN_OVERTIME_SURCHARGE_PERCENT,
    workWeek: [...DEFAULT_WORK_WEEK],
    currency: 'CLP',
  };
}

/** Defaults overridden by the numeric values of `overrides` (missing or NaN values keep the default). */
export function resolveThresholds(overrides: Partial<AlertThresholds> | null | undefined): AlertThresholds {
  const resolved: AlertThresholds = { ...DEFAULT_ALERT_THRESHOLDS };
  if (!overrides) return resolved;
  for (const key of ALERT_THRESHOLD_KEYS) {
    const value = overrides[key];
    if (typeof value === 'number' && !Number.isNaN(value)) resolved[key] = value;
  }
  return resolved;
}

/** The tenant's work week as a set of distinct valid ISO weekdays (Monday–Friday when none is valid). */
export function workWeekOf(workWeek: readonly number[] | null | undefined): ReadonlySet<number> {
  const days = new Set((workWeek ?? []).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  return days.size > 0 ? days : new Set(DEFAULT_WORK_WEEK);
}

/** What a manager may set: every threshold in minutes within a day, the week and the overtime surcharge. */
export const SETTINGS_LIMITS = {
  thresholdMinutes: { min: 0, max: 1_440 },
  /** Hours; Chile's ordinary week was never above 45 h. */
  weeklyHourLimit: { min: 1, max: 45 },
  /** Percent; the legal minimum is 50 % (art. 32 CT). */
  overtimeSurchargePercent: { min: MIN_OVERTIME_SURCHARGE_PERCENT, max: 200 },
} as const;

/**
 * Longest texts of a tenant's identification; `dejResolution` is the resolution authorising an exceptional
 * jornada (e.g. `Res. Ex. N° 1234 del 05/03/2025`), which every receipt prints (Res. Ex. N° 38 art. 13).
 */
export const TENANT_TEXT_LIMITS = { name: 100, legalName: 150, address: 200, dejResolution: 120 } as const;

/** The tenant's weekly hour limit: its setting, else the legal maximum on `today` (Ley 21.561's steps). */
export function resolveWeeklyHourLimit(
  settings: Pick<TenantSettings, 'weeklyHourLimit'> | null | undefined,
  today: string,
): number {
  return settings?.weeklyHourLimit ?? legalWeeklyHourLimit(today);
}
