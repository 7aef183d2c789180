/**
 * The demo tenant's data, generated as a pure function of `(now, seed)` in the tenant's zone: the same
 * inputs always give a deep-equal dataset (seeded PRNG, no clock, no `Math.random`). `generateTenant` makes it
 * from a roster and a window of days; scale.ts gives it a larger roster and a longer window.
 */
import {
  COLLECTIONS,
  type Absence,
  type AttendanceCorrection,
  type AttendanceRecord,
  type CollectionMap,
  type CollectionName,
  type Holiday,
  type ScheduleEntry,
  type Tenant,
} from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { dayKeyToInstant } from '../../../../domain/calendar/time-zone';
import { holidayDocId } from '../../../../domain/planning/plan';
import { defaultTenantSettings } from '../../../../domain/settings/tenant-settings';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '../demo-tenant';
import { buildAbsences } from './absences';
import { buildAttendance } from './attendance';
import { buildCorrections } from './corrections';
import { buildOvertimeAgreements } from './overtime';
import { createCalendar, DEMO_WINDOW, type CalendarWindow, type SeedCalendar } from './calendar';
import { buildLeadEvents } from './lead-events';
import { buildLeads } from './leads';
import { buildLogs } from './logs';
import { buildUsers } from './people';
import { hashString } from './prng';
import { ROSTER, type RosterEntry } from './roster';
import { buildSchedules } from './schedules';
import { buildPatterns, buildShifts } from './shifts';
import { buildWorkplaces } from './workplaces';

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
    timeZone: calendar.timeZone,
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

/** The demo tenant: the bakery's 40 people (roster.ts) over 60 days back and 30 ahead (calendar.ts). */
export function generateDemoTenant(options: DemoSeedOptions): DemoDataset {
  return generateTenant({
    now: options.now,
    seed: options.seed ?? 1,
    timeZone: DEMO_TENANT.timeZone,
    roster: ROSTER,
    window: DEMO_WINDOW,
  });
}

/** What a generated tenant is made of: the demo tenant's, or a larger one (scale.ts). */
export interface TenantRecipe {
  now: Date;
  seed: number;
  timeZone: string;
  /** Everyone of the tenant, in order; the demo accounts' ids where the scripted days expect them. */
  roster: readonly RosterEntry[];
  window: CalendarWindow;
}

/**
 * People per team: a larger roster is planned team by team, each team like the bakery — its own dozen absences
 * and four corrections, so they grow with the people. The demo tenant is one team.
 */
export const TEAM_SIZE = ROSTER.length;

/** A team's ids: the first team's are the demo tenant's, the others' carry the team's number. */
function teamIds<T extends { id: string }>(docs: T[], team: number): T[] {
  return team === 0 ? docs : docs.map((doc) => ({ ...doc, id: `${doc.id}-t${team}` }));
}

/** The absences, schedules, attendance and corrections of the roster, team by team (TEAM_SIZE people each). */
function buildTeams(tenantId: string, seed: number, calendar: SeedCalendar, roster: readonly RosterEntry[]) {
  const absences: WithId<Absence>[] = [];
  const schedulesConfig: WithId<ScheduleEntry>[] = [];
  const attendance: WithId<AttendanceRecord>[] = [];
  const corrections: WithId<AttendanceCorrection>[] = [];
  for (let start = 0, team = 0; start < roster.length; start += TEAM_SIZE, team += 1) {
    const people = roster.slice(start, start + TEAM_SIZE);
    // The first team draws from the seed itself: the demo tenant is the first team of any larger one.
    const teamSeed = team === 0 ? seed : hashString(`${seed}|team|${team}`);
    const planned = buildAbsences(tenantId, teamSeed, calendar, people);
    const { records } = buildAttendance(tenantId, seed, calendar, people, planned.blocked);
    absences.push(...teamIds(planned.absences, team));
    schedulesConfig.push(...buildSchedules(tenantId, calendar, people, planned.blocked));
    attendance.push(...records);
    corrections.push(...teamIds(buildCorrections(tenantId, calendar, records, people), team));
  }
  return { absences, schedulesConfig, attendance, corrections };
}

/** A tenant generated from `recipe`: a pure function of it, like the demo tenant. */
export function generateTenant(recipe: TenantRecipe): DemoDataset {
  const { seed } = recipe;
  const tenantId = DEMO_TENANT.id;
  const calendar = createCalendar(new Date(recipe.now.getTime()), recipe.timeZone, recipe.window);
  const tenant = buildTenant(calendar);
  const users = buildUsers(tenantId, seed, calendar, recipe.roster, tenant.createdAt);
  const shifts = buildShifts(tenantId);
  const workplaces = buildWorkplaces(tenantId);
  const shiftPatterns = buildPatterns(tenantId);
  const holidays = buildHolidays(calendar);
  const { absences, schedulesConfig, attendance, corrections } = buildTeams(
    tenantId,
    seed,
    calendar,
    recipe.roster,
  );
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
    // The changes of the published plan (Res. Ex. N° 38 art. 27 d): the seed's plan is its first, so none; each
    // publish in /agenda that changes a published day records one (src/server/planning/schedule-changes.ts).
    scheduleChanges: [],
    attendance,
    corrections,
    overtimeAgreements: buildOvertimeAgreements(tenantId, calendar, users),
    overtimeDecisions: [],
    weekSignatures: [],
    holidays,
    workplaces,
    // Technical incidents (Res. Ex. N° 38 art. 27 f): the demo starts with none; a superuser records them in
    // /admin/incidentes.
    incidents: [],
    absences,
    // Payroll runs are made in /remuneraciones: the demo starts with none.
    payroll: [],
    payslips: [],
    logs,
    leads,
    leadEvents: buildLeadEvents(leads, calendar, superuser, tenant.createdAt),
    // The server's months of copies: the demo store builds them from the sources when it takes a seed
    // (demo-store.ts); the emulators' seed writes them (scripts/seed-emulators.ts).
    attendanceMonths: [],
    // The platform's payroll indicators by month: the demo starts with none (the code table's values hold); a
    // superuser stores a month's in /admin/indicadores.
    indicators: [],
  };
}

/** Number of documents per collection, e.g. for a log line or a test. */
export function summarizeDataset(dataset: DemoDataset): Record<CollectionName, number> {
  const summary = {} as Record<CollectionName, number>;
  for (const name of COLLECTIONS) summary[name] = dataset[name].length;
  return summary;
}
