/**
 * The forms of /configuracion, one per section, each saved on its own: the values a manager types (text, as
 * inputs give them) and the zod schemas that check them with the spec's Spanish messages and produce what the
 * tenant document stores. The limits are the domain's (SETTINGS_LIMITS, PUNCH_WINDOW_LIMITS), which the security
 * rules enforce too.
 */
import { z } from 'zod';

import type { Tenant } from '../../data/ports/collections';
import { PUNCH_WINDOW_LIMITS, resolvePunchWindow } from '../../domain/attendance/punch-window';
import type { GratificationRegime } from '../../domain/payroll/compute-payslip';
import {
  ALERT_THRESHOLD_KEYS,
  CLOSE_CHECK_ITEMS,
  CLOSE_CHECK_MODES,
  GRATIFICATION_REGIMES,
  LATENESS_ROUNDINGS,
  OVERTIME_MINIMUM_LIMITS,
  OVERTIME_ROUNDINGS,
  PAYROLL_CUTOFF_LIMITS,
  SETTINGS_LIMITS,
  TENANT_TEXT_LIMITS,
  TOLERANCE_LIMITS,
  resolveCloseChecks,
  resolveOvertimeMinimum,
  resolveOvertimeRules,
  resolvePayrollSettings,
  resolveThresholds,
  type AlertThresholds,
  type CloseCheckItem,
  type CloseCheckMode,
  type TenantSettings,
} from '../../domain/settings/tenant-settings';
import { isSupportedTimeZone } from '../../domain/settings/time-zones';
import {
  INTEGER_MESSAGE,
  integer,
  optionalRut,
  optionalText,
  rangeMessage,
  requiredText,
} from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';

/** Hours of the ordinary week: whole or half hours ('42', '42,5'). */
function weeklyHours() {
  const { min, max } = SETTINGS_LIMITS.weeklyHourLimit;
  return z.string().transform((value, ctx): number => {
    const text = value.trim().replace(',', '.');
    if (text === '') {
      ctx.addIssue(VALIDATION.required);
      return Number.NaN;
    }
    const hours = /^\d+(\.5|\.0)?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(hours)) ctx.addIssue('Ingresa horas enteras o medias (por ejemplo 42 o 42,5)');
    else if (hours < min || hours > max) ctx.addIssue(rangeMessage(min, max));
    return hours;
  });
}

// ---- Empresa ----

export const companySchema = z.object({
  name: requiredText(TENANT_TEXT_LIMITS.name),
  legalName: optionalText(TENANT_TEXT_LIMITS.legalName),
  taxId: optionalRut(),
  address: optionalText(TENANT_TEXT_LIMITS.address),
  // The exceptional-jornada resolution every receipt prints (Res. Ex. N° 38 art. 13); empty: none.
  dejResolution: optionalText(TENANT_TEXT_LIMITS.dejResolution),
});
export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;

export function companyDefaults(tenant: Tenant): CompanyInput {
  return {
    name: tenant.name,
    legalName: tenant.legalName ?? '',
    taxId: tenant.taxId ?? '',
    address: tenant.address ?? '',
    dejResolution: tenant.dejResolution ?? '',
  };
}

// ---- Zona horaria y semana laboral ----

export const calendarSchema = z.object({
  timeZone: z.string().refine(isSupportedTimeZone, VALIDATION.required),
  workWeek: z
    .array(z.number().int().min(1).max(7))
    .min(1, VALIDATION.atLeastOne)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
});
export type CalendarInput = z.input<typeof calendarSchema>;
export type CalendarValues = z.output<typeof calendarSchema>;

export function calendarDefaults(tenant: Tenant): CalendarInput {
  return { timeZone: tenant.timeZone, workWeek: [...tenant.settings.workWeek] };
}

// ---- Jornada y horas extras ----

export const workdaySchema = z.object({
  weeklyHourLimit: weeklyHours(),
  overtimeSurchargePercent: integer(SETTINGS_LIMITS.overtimeSurchargePercent),
  overtimeMinimumMinutes: integer(OVERTIME_MINIMUM_LIMITS),
  // Only up (Res. Ex. N° 38 arts. 41 b, 44): a rounding down is not an option.
  overtimeRounding: z.enum(OVERTIME_ROUNDINGS),
  overtimePreApproval: z.boolean(),
});
export type WorkdayInput = z.input<typeof workdaySchema>;
export type WorkdayValues = z.output<typeof workdaySchema>;

export function workdayDefaults(settings: TenantSettings): WorkdayInput {
  return {
    weeklyHourLimit: String(settings.weeklyHourLimit).replace('.', ','),
    overtimeSurchargePercent: String(settings.overtimeSurchargePercent),
    overtimeMinimumMinutes: String(resolveOvertimeMinimum(settings)),
    overtimeRounding: resolveOvertimeRules(settings).rounding,
    overtimePreApproval: resolveOvertimeRules(settings).preApproval,
  };
}

// ---- Tolerancias y atrasos ----

export const tolerancesSchema = z.object({
  entryToleranceMinutes: integer(TOLERANCE_LIMITS),
  exitToleranceMinutes: integer(TOLERANCE_LIMITS),
  // Only down: what is deducted never grows.
  latenessRounding: z.enum(LATENESS_ROUNDINGS),
});
export type TolerancesInput = z.input<typeof tolerancesSchema>;
export type TolerancesValues = z.output<typeof tolerancesSchema>;

export function tolerancesDefaults(settings: TenantSettings): TolerancesInput {
  const rules = resolveOvertimeRules(settings);
  return {
    entryToleranceMinutes: String(rules.entryToleranceMinutes),
    exitToleranceMinutes: String(rules.exitToleranceMinutes),
    latenessRounding: rules.latenessRounding,
  };
}

// ---- Cierre de periodo ----

const closeCheckMode = () => z.enum(CLOSE_CHECK_MODES);

export const closeChecksSchema = z.object(
  Object.fromEntries(CLOSE_CHECK_ITEMS.map((item) => [item, closeCheckMode()])) as {
    [K in CloseCheckItem]: ReturnType<typeof closeCheckMode>;
  },
);
export type CloseChecksInput = z.input<typeof closeChecksSchema>;
export type CloseChecksValues = z.output<typeof closeChecksSchema>;

/** The stored choices, or `Solo avisa` for each check never chosen. */
export function closeChecksDefaults(settings: TenantSettings): Record<CloseCheckItem, CloseCheckMode> {
  return resolveCloseChecks(settings);
}

// ---- Marcas fuera de horario ----

export const punchWindowSchema = z.object({
  openBeforeMinutes: integer(PUNCH_WINDOW_LIMITS),
  closeAfterMinutes: integer(PUNCH_WINDOW_LIMITS),
});
export type PunchWindowInput = z.input<typeof punchWindowSchema>;
export type PunchWindowValues = z.output<typeof punchWindowSchema>;

/** The stored window, or the documented defaults (DEFAULT_PUNCH_WINDOW) for a tenant stored without one. */
export function punchWindowDefaults(settings: TenantSettings): PunchWindowInput {
  const window = resolvePunchWindow(settings.punchWindow);
  return {
    openBeforeMinutes: String(window.openBeforeMinutes),
    closeAfterMinutes: String(window.closeAfterMinutes),
  };
}

// ---- Umbrales de alertas ----

const threshold = () => integer(SETTINGS_LIMITS.thresholdMinutes);

/** The second threshold of a pair makes an alert more severe: it cannot be below the first. */
const SEVERITY_PAIRS: readonly (readonly [keyof AlertThresholds, keyof AlertThresholds])[] = [
  ['lateEntryMinutes', 'lateEntryErrorMinutes'],
  ['earlyLeaveMinutes', 'earlyLeaveWarningMinutes'],
  ['longBreakMinutes', 'longBreakWarningMinutes'],
];

export const thresholdsSchema = z
  .object(
    Object.fromEntries(ALERT_THRESHOLD_KEYS.map((key) => [key, threshold()])) as {
      [K in keyof AlertThresholds]: ReturnType<typeof threshold>;
    },
  )
  .superRefine((values, ctx) => {
    for (const [base, severe] of SEVERITY_PAIRS) {
      if (values[severe] < values[base])
        ctx.addIssue({
          code: 'custom',
          path: [severe],
          message: `Debe ser mayor o igual que ${values[base]}, el umbral del aviso`,
        });
    }
  });
export type ThresholdsInput = z.input<typeof thresholdsSchema>;
export type ThresholdsValues = z.output<typeof thresholdsSchema>;

export function thresholdsDefaults(settings: TenantSettings): ThresholdsInput {
  // A tenant stored before all eight thresholds existed shows the spec's defaults for the missing ones.
  const resolved = resolveThresholds(settings.alertThresholds);
  return Object.fromEntries(
    ALERT_THRESHOLD_KEYS.map((key) => [key, String(resolved[key])]),
  ) as ThresholdsInput;
}

// ---- Remuneraciones ----

/** The Día de corte as typed: empty is the month's last day (null), else a whole day 1–28. */
function cutoffDay() {
  const { min, max } = PAYROLL_CUTOFF_LIMITS;
  return z.string().transform((value, ctx): number | null => {
    const text = value.trim();
    if (text === '') return null;
    const day = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(day)) ctx.addIssue(INTEGER_MESSAGE);
    else if (day < min || day > max) ctx.addIssue(rangeMessage(min, max));
    return day;
  });
}

export const payrollSchema = z.object({
  payrollCutoffDay: cutoffDay(),
  gratificationRegime: z.enum(GRATIFICATION_REGIMES as [GratificationRegime, ...GratificationRegime[]]),
});
export type PayrollInput = z.input<typeof payrollSchema>;
export type PayrollValues = z.output<typeof payrollSchema>;

/** The stored payroll settings, or their defaults (no cut-off: the month's last day; art. 50). */
export function payrollDefaults(settings: TenantSettings): PayrollInput {
  const resolved = resolvePayrollSettings(settings);
  return {
    payrollCutoffDay: resolved.payrollCutoffDay === null ? '' : String(resolved.payrollCutoffDay),
    gratificationRegime: resolved.gratificationRegime,
  };
}
