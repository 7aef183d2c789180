/**
 * The demo tenant's data, generated as a pure function of `(now, seed)` in the tenant's zone: the same
 * inputs always give a deep-equal dataset (seeded PRNG, no clock, no `Math.random`).
 */
import {
  COLLECTIONS,
  type CollectionMap,
  type CollectionName,
  type Holiday,
  type Tenant,
} from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { dayKeyToInstant } from '../../../domain/calendar/time-zone';
import { holidayDocId } from '../../../domain/planning/plan';
import { defaultTenantSettings } from '../../../domain/settings/tenant-settings';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '../demo-tenant';
import { buildAbsences } from './absences';
import { buildAttendance } from './attendance';
import { buildCorrections } from './corrections';
import { buildOvertimeAgreements } from './overtime';
import { createCalendar, type SeedCalendar } from './calendar';
import { buildLeadEvents } from './lead-events';
import { buildLeads } from './leads';
import { buildLogs } from './logs';
import { buildUsers } from './people';
import { ROSTER } from './roster';
import { buildSchedules } from './schedules';
import { buildPatterns, buildShifts } from './shifts';

export { DEMO_SEED_VERSION } from './version';

export type DemoDataset = { [C in CollectionName]: WithId<CollectionMap[C]>[] };

export interface DemoSeedOptions {
  now: Date;
  seed?: number;
}

/** How long before `now` the bakery started using the product. */
const TENANT_AGE_DAYS = 400;

function buildTenant(calendar: SeedCalendar): WithId<Tenant> {
  const createdDay = calendar.days[0] ?? calendar.today;
  const createdAt = new Date(
    calendar.at(createdDay, '10:00').getTime() - (TENANT_AGE_DAYS - 60) * 86_400_000,
  );
  return {
    id: DEMO_TENANT.id,
    tenantId: DEMO_TENANT.id,
    name: DEMO_TENANT.name,
    legalName: DEMO_TENANT.legalName,
    taxId: DEMO_TENANT.taxId,
    address: DEMO_TENANT.address,
    timeZone: DEMO_TENANT.timeZone,
    settings: defaultTenantSettings(calendar.today.key),
    disabled: false,
    createdAt,
  };
}

/**
 * Holidays of the current year (tenant zone), plus those of another year that fall inside the window
 * (e.g. December's when `now` is in January), so the schedules' gaps are explained.
 */
function buildHolidays(calendar: SeedCalendar): WithId<Holiday>[] {
  const year = Number(calendar.today.key.slice(0, 4));
  const inWindow = calendar.days.flatMap((day) =>
    day.holiday !== null && !day.key.startsWith(`${year}-`) ? [day.holiday] : [],
  );
  return [...inWindow, ...calendar.holidaysOf(year)]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((holiday) => ({
      id: holidayDocId(DEMO_TENANT.id, holiday.date),
      tenantId: DEMO_TENANT.id,
      date: dayKeyToInstant(holiday.date, calendar.timeZone),
      name: holiday.name,
      irrenunciable: holiday.irrenunciable,
    }));
}

export function generateDemoTenant(options: DemoSeedOptions): DemoDataset {
  const seed = options.seed ?? 1;
  const tenantId = DEMO_TENANT.id;
  const calendar = createCalendar(new Date(options.now.getTime()), DEMO_TENANT.timeZone);
  const tenant = buildTenant(calendar);
  const users = buildUsers(tenantId, seed, calendar, ROSTER, tenant.createdAt);
  const shifts = buildShifts(tenantId);
  const shiftPatterns = buildPatterns(tenantId);
  const holidays = buildHolidays(calendar);
  const { absences, blocked } = buildAbsences(tenantId, seed, calendar, ROSTER);
  const schedulesConfig = buildSchedules(tenantId, calendar, ROSTER, blocked);
  const { records: attendance } = buildAttendance(tenantId, seed, calendar, ROSTER, blocked);
  const corrections = buildCorrections(tenantId, calendar, attendance);
  const logs = buildLogs(tenantId, seed, calendar, {
    tenantCreatedAt: tenant.createdAt,
    users,
    shifts,
    shiftPatterns,
    holidays,
    absences,
    schedulesConfig,
    corrections,
  });
  const leads = buildLeads(seed, calendar, tenantId, tenant.createdAt);
  const superuser = DEMO_ACCOUNTS.find((account) => account.role === 'superuser')?.uid ?? 'demo-super';
  return {
    tenants: [tenant],
    users,
    shifts,
    shiftPatterns,
    schedulesConfig,
    scheduleDrafts: [],
    planPublishes: [],
    attendance,
    corrections,
    overtimeAgreements: buildOvertimeAgreements(tenantId, calendar, users),
    overtimeDecisions: [],
    weekSignatures: [],
    holidays,
    absences,
    // Payroll runs are made in /remuneraciones (issue #16): the demo starts with none.
    payroll: [],
    payslips: [],
    logs,
    leads,
    leadEvents: buildLeadEvents(leads, calendar, superuser, tenant.createdAt),
  };
}

/** Number of documents per collection, e.g. for a log line or a test. */
export function summarizeDataset(dataset: DemoDataset): Record<CollectionName, number> {
  const summary = {} as Record<CollectionName, number>;
  for (const name of COLLECTIONS) summary[name] = dataset[name].length;
  return summary;
}
