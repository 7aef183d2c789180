/**
 * Saving a section of /configuracion: one update of the tenant document (the fields of that section; the
 * whole `settings` map, as the rules want it) and its audit entry, in one batch. Nothing is written when nothing
 * changed.
 */
import { auditedWrite } from '../../data/audit';
import type { Tenant } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import {
  DEFAULT_PUNCH_WINDOW,
  resolvePunchWindow,
  type PunchWindowSettings,
} from '../../domain/attendance/punch-window';
import { WEEKDAY_LABEL } from '../../domain/labels';
import {
  ALERT_THRESHOLD_KEYS,
  DEFAULT_WORK_WEEK,
  resolveObjectionHours,
  resolveThresholds,
  type TenantSettings,
} from '../../domain/settings/tenant-settings';
import type {
  CalendarValues,
  CompanyValues,
  CorrectionsValues,
  PunchWindowValues,
  ThresholdsValues,
  WorkdayValues,
} from './settings-schema';
import { FIELD_NAME } from './settings-labels';

export type SettingsSection =
  | { section: 'company'; values: CompanyValues }
  | { section: 'calendar'; values: CalendarValues }
  | { section: 'workday'; values: WorkdayValues }
  | { section: 'punchWindow'; values: PunchWindowValues }
  | { section: 'corrections'; values: CorrectionsValues }
  | { section: 'thresholds'; values: ThresholdsValues };

export const SECTION_TITLE: Readonly<Record<SettingsSection['section'], string>> = {
  company: 'Empresa',
  calendar: 'Zona horaria y semana laboral',
  workday: 'Jornada y horas extras',
  punchWindow: 'Marcas fuera de horario',
  corrections: 'Correcciones de marcas',
  thresholds: 'Umbrales de alertas',
};

/**
 * The tenant's settings with every key the rules require (a tenant stored before a key existed gets its
 * default). The punch window and the objection window are optional: kept (valid) when stored, written once
 * their section is saved.
 */
function completeSettings(settings: TenantSettings): TenantSettings {
  return {
    alertThresholds: resolveThresholds(settings.alertThresholds),
    weeklyHourLimit: settings.weeklyHourLimit,
    overtimeSurchargePercent: settings.overtimeSurchargePercent,
    workWeek: settings.workWeek.length > 0 ? [...settings.workWeek] : [...DEFAULT_WORK_WEEK],
    currency: 'CLP',
    ...(settings.punchWindow ? { punchWindow: resolvePunchWindow(settings.punchWindow) } : {}),
    ...(settings.objectionHours === undefined ? {} : { objectionHours: resolveObjectionHours(settings) }),
  };
}

const PUNCH_WINDOW_KEYS = Object.keys(DEFAULT_PUNCH_WINDOW) as (keyof PunchWindowSettings)[];

type TenantPatch = Partial<
  Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'timeZone' | 'settings'>
>;

/** The fields a section writes. */
export function tenantPatch(tenant: Tenant, change: SettingsSection): TenantPatch {
  const settings = completeSettings(tenant.settings);
  switch (change.section) {
    case 'company':
      return { ...change.values };
    case 'calendar':
      return {
        timeZone: change.values.timeZone,
        settings: { ...settings, workWeek: change.values.workWeek },
      };
    case 'workday':
      return { settings: { ...settings, ...change.values } };
    case 'punchWindow':
      return { settings: { ...settings, punchWindow: { ...change.values } } };
    case 'corrections':
      return { settings: { ...settings, objectionHours: change.values.objectionHours } };
    case 'thresholds':
      return { settings: { ...settings, alertThresholds: { ...change.values } } };
  }
}

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'workWeek' && Array.isArray(value))
    return value.map((day) => WEEKDAY_LABEL[day] ?? day).join(', ');
  return String(value);
}

/** 'Nombre: A → B; Recargo de horas extras (%): 50 → 60' — what changed, for the audit trail. */
export function describeChanges(tenant: Tenant, patch: TenantPatch): string[] {
  const lines: string[] = [];
  const compare = (field: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null))
      lines.push(`${FIELD_NAME[field] ?? field}: ${shown(field, before)} → ${shown(field, after)}`);
  };
  for (const field of ['name', 'legalName', 'taxId', 'address', 'timeZone'] as const) {
    if (field in patch) compare(field, tenant[field], patch[field]);
  }
  if (patch.settings) {
    const before = completeSettings(tenant.settings);
    const after = patch.settings;
    for (const field of ['workWeek', 'weeklyHourLimit', 'overtimeSurchargePercent'] as const)
      compare(field, before[field], after[field]);
    // A window never stored is the defaults: saving them is no change.
    const windowBefore = resolvePunchWindow(before.punchWindow);
    const windowAfter = resolvePunchWindow(after.punchWindow);
    for (const key of PUNCH_WINDOW_KEYS) compare(key, windowBefore[key], windowAfter[key]);
    // Likewise a window never stored is Res. Ex. N° 38's 48 hours.
    compare('objectionHours', resolveObjectionHours(before), resolveObjectionHours(after));
    for (const key of ALERT_THRESHOLD_KEYS)
      compare(key, tenant.settings.alertThresholds[key], after.alertThresholds[key]);
  }
  return lines;
}

/**
 * Saves one section and its audit entry. Resolves to false when nothing changed (nothing is written); rejects
 * with the store's error (e.g. permission-denied) when the write is refused — nothing is written then either.
 */
export async function saveSettingsSection(
  store: DocumentStore,
  actorId: string,
  tenant: WithId<Tenant>,
  change: SettingsSection,
): Promise<boolean> {
  const patch = tenantPatch(tenant, change);
  const changes = describeChanges(tenant, patch);
  if (changes.length === 0) return false;
  await auditedWrite(
    store,
    {
      tenantId: tenant.tenantId,
      actorId,
      action: 'tenant.update',
      target: tenant.id,
      details: `${SECTION_TITLE[change.section]}. ${changes.join('; ')}`,
    },
    (batch) => batch.update('tenants', tenant.id, patch),
  );
  return true;
}
