/**
 * Saving a section of /configuracion: one update of the tenant document (the fields of that section; the
 * whole `settings` map, as the rules want it), signed `updatedBy` = the caller, `updatedAt` = server time, which
 * the rules require and from which the server logs `tenant.update` with what changed (src/server/audit/audit-tenant-acts.ts,
 * security review M6). Nothing is written when nothing changed.
 */
import type { Tenant } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId } from '../../data/ports/document-store';
import { completeSettings, settingsChangeText } from '../../data/texts/settings-text';
import { resolvePayrollSettings, type TenantSettings } from '../../domain/settings/tenant-settings';
import type {
  CalendarValues,
  CloseChecksValues,
  CompanyValues,
  PayrollValues,
  PunchWindowValues,
  ThresholdsValues,
  TolerancesValues,
  WorkdayValues,
} from './settings-schema';

export type SettingsSection =
  | { section: 'company'; values: CompanyValues }
  | { section: 'calendar'; values: CalendarValues }
  | { section: 'workday'; values: WorkdayValues }
  | { section: 'punchWindow'; values: PunchWindowValues }
  | { section: 'thresholds'; values: ThresholdsValues }
  | { section: 'payroll'; values: PayrollValues }
  | { section: 'tolerances'; values: TolerancesValues }
  | { section: 'closeChecks'; values: CloseChecksValues };

type TenantPatch = Partial<
  Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'dejResolution' | 'timeZone' | 'settings'>
>;

/** Whether the payroll settings (with their defaults) differ between two settings maps. */
function payrollChanged(before: TenantSettings, after: TenantSettings | undefined): boolean {
  if (after === undefined) return false;
  return JSON.stringify(resolvePayrollSettings(before)) !== JSON.stringify(resolvePayrollSettings(after));
}

/** The fields a section writes. */
export function tenantPatch(tenant: Tenant, change: SettingsSection): TenantPatch {
  // completeSettings keeps the optional settings as stored, so saving one section leaves the others alone.
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
    case 'thresholds':
      return { settings: { ...settings, alertThresholds: { ...change.values } } };
    case 'payroll':
    case 'tolerances':
      return { settings: { ...settings, ...change.values } };
    case 'closeChecks':
      return { settings: { ...settings, closeChecks: { ...change.values } } };
  }
}

/**
 * Saves one section, signed by the caller with the server time (the server logs it, `tenant.update`). Resolves to
 * false when nothing changed (nothing is written); rejects with the store's error (e.g. permission-denied) when
 * the write is refused — nothing is written then either.
 */
export async function saveSettingsSection(
  store: DocumentStore,
  actorId: string,
  tenant: WithId<Tenant>,
  change: SettingsSection,
): Promise<boolean> {
  const patch = tenantPatch(tenant, change);
  const changed =
    settingsChangeText(tenant, { ...tenant, ...patch }) !== null ||
    payrollChanged(tenant.settings, patch.settings);
  if (!changed) return false;
  await store.update('tenants', tenant.id, { ...patch, updatedBy: actorId, updatedAt: SERVER_TIME });
  return true;
}
