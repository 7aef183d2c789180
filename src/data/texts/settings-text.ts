/**
 * How a change of /configuracion is told in Spanish, in the `tenant.update` entry the server writes from the
 * tenant before and after the write (src/server/audit/audit-tenant-acts.ts): each section that changed, its title, and
 * each setting `Campo: antes → después`, e.g. `Umbrales de alertas. Llegada Tardía (min): 15 → 30`. Also the one
 * completion of a stored `settings` map (the keys the rules require), which the screen writes. Pure.
 */
import type { Tenant } from '../ports/collections';
import {
  DEFAULT_PUNCH_WINDOW,
  resolvePunchWindow,
  type PunchWindowSettings,
} from '../../domain/attendance/punch-window';
import { WEEKDAY_LABEL } from '../../domain/labels';
import {
  ALERT_THRESHOLD_KEYS,
  CLOSE_CHECK_ITEMS,
  DEFAULT_WORK_WEEK,
  resolveCloseChecks,
  resolveOvertimeMinimum,
  resolveOvertimeRules,
  resolvePayrollSettings,
  resolveThresholds,
  type TenantSettings,
} from '../../domain/settings/tenant-settings';

/** The sections of /configuracion, each saved on its own. */
export type SettingsSectionName =
  | 'company'
  | 'calendar'
  | 'workday'
  | 'tolerances'
  | 'punchWindow'
  | 'thresholds'
  | 'payroll'
  | 'closeChecks';

export const SECTION_TITLE: Readonly<Record<SettingsSectionName, string>> = {
  company: 'Empresa',
  calendar: 'Zona horaria y semana laboral',
  workday: 'Jornada y horas extras',
  tolerances: 'Tolerancias y atrasos',
  punchWindow: 'Marcas fuera de horario',
  thresholds: 'Umbrales de alertas',
  payroll: 'Remuneraciones',
  closeChecks: 'Cierre de periodo',
};

/** How the overtime and lateness roundings read (the form's options and the audit trail). */
export const ROUNDING_LABEL: Readonly<Record<string, string>> = {
  none: 'Sin redondeo',
  'up-15': 'Hacia arriba, a 15 minutos',
  'up-30': 'Hacia arriba, a 30 minutos',
  'down-15': 'Hacia abajo, a 15 minutos',
  'down-30': 'Hacia abajo, a 30 minutos',
};

/** A close check's mode, in the form and the audit trail. */
export const CLOSE_CHECK_MODE_LABEL: Readonly<Record<string, string>> = {
  block: 'Impide cerrar',
  warn: 'Solo avisa',
};

/** Short names for the audit trail. */
export const FIELD_NAME: Readonly<Record<string, string>> = {
  name: 'Nombre',
  legalName: 'Razón social',
  taxId: 'RUT empresa',
  address: 'Dirección',
  dejResolution: 'Resolución DEJ',
  timeZone: 'Zona horaria',
  workWeek: 'Semana laboral',
  weeklyHourLimit: 'Jornada semanal máxima (h)',
  overtimeSurchargePercent: 'Recargo de horas extras (%)',
  overtimeMinimumMinutes: 'Mínimo de horas extras por día (min)',
  overtimeRounding: 'Redondeo de horas extras',
  overtimePreApproval: 'Aprobación previa de horas extras',
  entryToleranceMinutes: 'Tolerancia de entrada (min)',
  exitToleranceMinutes: 'Tolerancia de salida (min)',
  latenessRounding: 'Redondeo de atrasos descontados',
  'closeChecks.overtime': 'Horas extras por decidir',
  'closeChecks.missingMarcas': 'Días con marcas faltantes',
  'closeChecks.absences': 'Solicitudes de ausencia por decidir',
  'closeChecks.unsignedWeeks': 'Semanas sin firmar',
  'closeChecks.objectedWeeks': 'Semanas objetadas',
  openBeforeMinutes: 'A tiempo desde (min antes del inicio)',
  closeAfterMinutes: 'A tiempo hasta (min después del término)',
  lateEntryMinutes: 'Entrada Tardía, aviso (min)',
  lateEntryErrorMinutes: 'Entrada Tardía, grave (min)',
  noCheckInMinutes: 'Llegada Tardía (min)',
  missingCheckOutMinutes: 'Salida Faltante (min)',
  earlyLeaveMinutes: 'Salida Temprana, aviso (min)',
  earlyLeaveWarningMinutes: 'Salida Temprana, advertencia (min)',
  longBreakMinutes: 'Descanso Largo, aviso (min)',
  longBreakWarningMinutes: 'Descanso Largo, advertencia (min)',
  payrollCutoffDay: 'Día de corte',
  gratificationRegime: 'Gratificación legal',
};

/**
 * The tenant's settings with every key the rules require (a tenant stored before a key existed gets its
 * default). The punch window is optional: kept (valid) when stored, written once its section is saved. A
 * stored objection window (a setting until the law's 48 hours replaced it) is dropped.
 */
export function completeSettings(settings: TenantSettings): TenantSettings {
  return {
    alertThresholds: resolveThresholds(settings.alertThresholds),
    weeklyHourLimit: settings.weeklyHourLimit,
    overtimeSurchargePercent: settings.overtimeSurchargePercent,
    workWeek: settings.workWeek.length > 0 ? [...settings.workWeek] : [...DEFAULT_WORK_WEEK],
    currency: 'CLP',
    ...(settings.punchWindow ? { punchWindow: resolvePunchWindow(settings.punchWindow) } : {}),
    // The payroll settings are optional: kept as stored (absent: their defaults, written once saved).
    ...(settings.payrollCutoffDay !== undefined ? { payrollCutoffDay: settings.payrollCutoffDay } : {}),
    ...(settings.gratificationRegime !== undefined
      ? { gratificationRegime: settings.gratificationRegime }
      : {}),
    ...(settings.overtimeMinimumMinutes !== undefined
      ? { overtimeMinimumMinutes: settings.overtimeMinimumMinutes }
      : {}),
    ...optionalRules(settings),
  };
}

/** The overtime rules of issue #47 that are stored, as stored (a missing one stays missing: its default). */
function optionalRules(settings: TenantSettings): Partial<TenantSettings> {
  const kept: Partial<TenantSettings> = {};
  if (settings.overtimeRounding !== undefined) kept.overtimeRounding = settings.overtimeRounding;
  if (settings.latenessRounding !== undefined) kept.latenessRounding = settings.latenessRounding;
  if (settings.entryToleranceMinutes !== undefined)
    kept.entryToleranceMinutes = settings.entryToleranceMinutes;
  if (settings.exitToleranceMinutes !== undefined) kept.exitToleranceMinutes = settings.exitToleranceMinutes;
  if (settings.overtimePreApproval !== undefined) kept.overtimePreApproval = settings.overtimePreApproval;
  if (settings.closeChecks !== undefined) kept.closeChecks = resolveCloseChecks(settings);
  return kept;
}

/** What the text reads of a tenant: the fields /configuracion edits. */
export type TenantSettingsFields = Pick<
  Tenant,
  'name' | 'legalName' | 'taxId' | 'address' | 'dejResolution' | 'timeZone' | 'settings'
>;

const PUNCH_WINDOW_KEYS = Object.keys(DEFAULT_PUNCH_WINDOW) as (keyof PunchWindowSettings)[];

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'payrollCutoffDay' && value === 'último día') return 'último día del mes';
  if (field === 'gratificationRegime' && (value === 'art47' || value === 'art50'))
    return value === 'art47' ? 'Art. 47' : 'Art. 50';
  if ((field === 'overtimeRounding' || field === 'latenessRounding') && typeof value === 'string')
    return ROUNDING_LABEL[value] ?? value;
  if (field === 'overtimePreApproval') return value === true ? 'Sí' : 'No';
  if (field.startsWith('closeChecks.') && typeof value === 'string')
    return CLOSE_CHECK_MODE_LABEL[value] ?? value;
  if (field === 'workWeek' && Array.isArray(value))
    return value
      .map((day: unknown) => (typeof day === 'number' ? (WEEKDAY_LABEL[day] ?? day) : day))
      .join(', ');
  return String(value);
}

/** One setting as the text compares it: its field, its section, its value before and after. */
interface Compared {
  field: string;
  section: SettingsSectionName;
  before: unknown;
  after: unknown;
}

function compared(before: TenantSettingsFields, after: TenantSettingsFields): Compared[] {
  const rows: Compared[] = [
    ...(['name', 'legalName', 'taxId', 'address', 'dejResolution'] as const).map((field) => ({
      field,
      section: 'company' as const,
      before: before[field],
      after: after[field],
    })),
    { field: 'timeZone', section: 'calendar', before: before.timeZone, after: after.timeZone },
  ];
  // The settings map is told only when it changed: completing a stored one (defaults filled in) is no change.
  if (JSON.stringify(before.settings) === JSON.stringify(after.settings)) return rows;
  const was = completeSettings(before.settings);
  const is = after.settings;
  rows.push(
    { field: 'workWeek', section: 'calendar', before: was.workWeek, after: is.workWeek },
    ...(['weeklyHourLimit', 'overtimeSurchargePercent'] as const).map((field) => ({
      field,
      section: 'workday' as const,
      before: was[field],
      after: is[field],
    })),
    // A minimum never stored is 0: saving 0 is no change.
    {
      field: 'overtimeMinimumMinutes',
      section: 'workday',
      before: resolveOvertimeMinimum(was),
      after: resolveOvertimeMinimum(is),
    },
  );
  // Every overtime rule never stored is its default (none, 0, off, `warn`): saving it is no change.
  const rulesBefore = resolveOvertimeRules(was);
  const rulesAfter = resolveOvertimeRules(is);
  rows.push(
    {
      field: 'overtimeRounding',
      section: 'workday',
      before: rulesBefore.rounding,
      after: rulesAfter.rounding,
    },
    {
      field: 'overtimePreApproval',
      section: 'workday',
      before: rulesBefore.preApproval,
      after: rulesAfter.preApproval,
    },
    ...(['entryToleranceMinutes', 'exitToleranceMinutes'] as const).map((field) => ({
      field,
      section: 'tolerances' as const,
      before: rulesBefore[field],
      after: rulesAfter[field],
    })),
    {
      field: 'latenessRounding',
      section: 'tolerances',
      before: rulesBefore.latenessRounding,
      after: rulesAfter.latenessRounding,
    },
  );
  const checksBefore = resolveCloseChecks(was);
  const checksAfter = resolveCloseChecks(is);
  for (const item of CLOSE_CHECK_ITEMS)
    rows.push({
      field: `closeChecks.${item}`,
      section: 'closeChecks',
      before: checksBefore[item],
      after: checksAfter[item],
    });
  // A window never stored is the defaults: saving them is no change.
  const windowBefore = resolvePunchWindow(was.punchWindow);
  const windowAfter = resolvePunchWindow(is.punchWindow);
  for (const key of PUNCH_WINDOW_KEYS)
    rows.push({ field: key, section: 'punchWindow', before: windowBefore[key], after: windowAfter[key] });
  for (const key of ALERT_THRESHOLD_KEYS)
    rows.push({
      field: key,
      section: 'thresholds',
      before: before.settings.alertThresholds[key],
      after: is.alertThresholds[key],
    });
  // Missing payroll settings are their defaults (no cut-off: the month's last day; art. 50): saving them is no change.
  const payrollBefore = resolvePayrollSettings(was);
  const payrollAfter = resolvePayrollSettings(is);
  rows.push(
    {
      field: 'payrollCutoffDay',
      section: 'payroll',
      before: payrollBefore.payrollCutoffDay ?? 'último día',
      after: payrollAfter.payrollCutoffDay ?? 'último día',
    },
    {
      field: 'gratificationRegime',
      section: 'payroll',
      before: payrollBefore.gratificationRegime,
      after: payrollAfter.gratificationRegime,
    },
  );
  return rows;
}

/**
 * What changed between two states of a tenant, by section: `Umbrales de alertas. Llegada Tardía (min): 15 → 30`
 * (/configuracion saves one section at a time; a write changing several tells each, joined by `. `). Null when
 * nothing /configuracion edits changed.
 */
export function settingsChangeText(before: TenantSettingsFields, after: TenantSettingsFields): string | null {
  const changed = compared(before, after).filter(
    (row) => JSON.stringify(row.before ?? null) !== JSON.stringify(row.after ?? null),
  );
  const sections = (Object.keys(SECTION_TITLE) as SettingsSectionName[]).flatMap((section) => {
    const lines = changed
      .filter((row) => row.section === section)
      .map(
        (row) =>
          `${FIELD_NAME[row.field] ?? row.field}: ${shown(row.field, row.before)} → ${shown(row.field, row.after)}`,
      );
    return lines.length === 0 ? [] : [`${SECTION_TITLE[section]}. ${lines.join('; ')}`];
  });
  return sections.length === 0 ? null : sections.join('. ');
}
