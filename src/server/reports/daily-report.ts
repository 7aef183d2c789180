/**
 * The daily report of Res. Ex. N° 38 art. 27 e ("Reporte diario"), made by the system every day and e-mailed to
 * each employer: when a company's day ends in its own zone, one e-mail to its admins (the first in `to`, the others
 * in copy) with every marca made that day (src/domain/attendance/daily-marcas.ts, the rule `Reportes DT` follows
 * too; the words: daily-report-mail.ts). Its absence is an infraction (art. 58 f). A scheduled function runs it
 * every hour (functions/src/index.ts, `dailyReport`); the demo runs it when it opens
 * (src/data/adapters/demo/demo-daily-report.ts).
 *
 * Once: the report of a company and day is `mail/reporte-diario-<tenantId>-<day>`, created only when absent, so a
 * rerun or a concurrent run sends nothing twice. That mail document is the record that the report was sent: it is
 * server-only (no client reads `mail`) and written once. No stored copy of the report is kept: it is rebuilt at any
 * time, for any period, from the records themselves (immutable, art. 14) in `Reportes DT`, which is what an
 * inspector reads. Each run owes the days of the last DAILY_REPORT_CATCH_UP_DAYS that ended (never one before the
 * company existed), so a day an outage skipped is sent on the next run that works.
 *
 * A report that fails (a read or the queue) opens a technical incident of that company (art. 27 f; report f) lists
 * it), once per company and day: `incidents/reporte-diario-<tenantId>-<start ms>`, `origin: 'sistema'`, started when
 * the report was due (the end of the day). The company's open daily-report incidents close at the first run that
 * owes it nothing more. A company without an admin with an e-mail gets nothing (nobody to send it to) and no
 * incident. What it reads, per company that owes a report: its people, its workplaces and the months of copies of
 * the day and the day before (`attendanceMonths`: the slots that can end on the day, as `Reportes DT` reads them).
 *
 * No DOM, no Node APIs, no Firebase.
 */
import {
  buildAttendanceDays,
  type DayCorrectionLike,
  type DayRecordLike,
  type DayScheduleLike,
} from '../../domain/attendance/attendance-days';
import { monthsBetween, sourcesInRange, type MonthCopies } from '../../domain/attendance/attendance-months';
import { dailyMarcas, marcaDateText, type ReceiptCodes } from '../../domain/attendance/daily-marcas';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { formatRut } from '../../domain/chile/rut';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { isMonthCopiesDoc, isValidDate, storedText } from '../attendance/month-copies-doc';
import { textOf } from '../admin/server-doc';
import { openSystemIncident, systemIncidentId } from '../incidents/record-incident';
import { dailyReportMail, type DailyReportPerson } from './daily-report-mail';

export interface DailyReportDeps {
  store: ServerStore;
  /** The app's public address: the mail links to `<appUrl>/asistencias`. */
  appUrl: string;
  /** When set, each queued mail carries `expiresAt` = now + this (the demo's tables drop it then). */
  expiresAfterMs?: number;
}

/** The detector's name on the incidents it opens (`detector`), and the prefix of their ids. */
export const DAILY_REPORT_DETECTOR = 'reporte-diario';

/**
 * How many ended days each run owes: yesterday and the day before (the demo keeps a mail DEMO_MAIL_TTL_MS, two
 * days: a day's mail outlives the runs that owe it, so it is never sent twice).
 */
export const DAILY_REPORT_CATCH_UP_DAYS = 2;

/** `reporte-diario-<tenantId>-<day>`: the mail of a company's day, and the record that it was sent. */
export function dailyReportMailId(tenantId: string, day: string): string {
  return `${DAILY_REPORT_DETECTOR}-${tenantId}-${day}`;
}

/** What the system writes as the description of a daily report it could not make or send. */
export function dailyReportFailureDescription(day: string): string {
  return `No se pudo generar o enviar el reporte diario del ${marcaDateText(day)} (Res. Ex. N° 38 art. 27 e). El sistema lo reintenta cada hora.`;
}

/** A report that failed: its company, day and error. */
export interface DailyReportFailure {
  tenantId: string;
  day: string;
  error: unknown;
}

/** What a run did: mails it queued, those an earlier run had queued, failures and the incidents it opened or closed. */
export interface DailyReportResult {
  queued: string[];
  existing: string[];
  failed: DailyReportFailure[];
  opened: string[];
  closed: string[];
}

/** The ended days a company owes at `today` (its zone), oldest first, none before the day it was created. */
export function owedDays(today: string, createdDay: string | null): string[] {
  const days: string[] = [];
  for (let back = DAILY_REPORT_CATCH_UP_DAYS; back >= 1; back -= 1) {
    const day = addDaysToKey(today, -back);
    if (createdDay === null || day >= createdDay) days.push(day);
  }
  return days;
}

type Months = MonthCopies<
  DayScheduleLike & { date: Date },
  DayRecordLike & ReceiptCodes & { date: Date },
  DayCorrectionLike & { date: Date }
>;

function isWorkplace(doc: { id: string; data: ServerDoc }): WorkplaceRef | null {
  const { data } = doc;
  const name = storedText(data.name);
  if (name === null) return null;
  return {
    id: doc.id,
    name,
    street: textOf(data, 'street'),
    number: textOf(data, 'number'),
    unit: storedText(data.unit),
    comuna: textOf(data, 'comuna'),
    city: textOf(data, 'city'),
    region: typeof data.region === 'number' ? data.region : 13,
    archived: data.archived === true,
  };
}

/** A company's people (every one: a disabled person's marcas are still the day's), its admins and workplaces. */
interface Company {
  people: Map<string, DailyReportPerson>;
  admins: string[];
  withWorkplace: boolean;
}

async function companyOf(store: ServerStore, tenantId: string): Promise<Company> {
  const [users, places] = await Promise.all([
    store.where('users', { tenantId }),
    store.where('workplaces', { tenantId }),
  ]);
  const workplaces = places.map(isWorkplace).filter((place): place is WorkplaceRef => place !== null);
  const people = new Map<string, DailyReportPerson>();
  const admins: string[] = [];
  const used = new Set<string>();
  for (const { id, data } of users) {
    const email = storedText(data.email);
    const rut = storedText(data.rut);
    const workplace = workplaceOf(storedText(data.workplaceId), workplaces);
    people.set(id, {
      name: storedText(data.displayName) ?? email ?? id,
      rut: rut === null ? '' : (formatRut(rut) ?? rut),
      workplace: workplace?.name ?? 'sin registrar',
    });
    if (data.role === 'employee' || data.role === 'admin') used.add(workplace?.id ?? '');
    if (data.role === 'admin' && data.disabled !== true && email !== null) admins.push(email);
  }
  return { people, admins: [...new Set(admins)].sort(), withWorkplace: used.size > 1 };
}

/** Every marca made on `day` in the company, from the months of copies of the day and the day before. */
async function marcasOf(store: ServerStore, tenantId: string, day: string, timeZone: string, now: Date) {
  const first = addDaysToKey(day, -1);
  const months = (
    await Promise.all(
      monthsBetween(first, day).map((month) => store.where('attendanceMonths', { tenantId, month })),
    )
  )
    .flat()
    .map(({ data }) => data)
    .filter((doc) => isMonthCopiesDoc<Months>(doc));
  const sources = sourcesInRange(
    months,
    dayKeyToInstant(first, timeZone),
    dayKeyToInstant(addDaysToKey(day, 1), timeZone),
  );
  const userIds = [
    ...new Set([...sources.attendance, ...sources.corrections].map((source) => source.userId)),
  ].sort();
  const days = buildAttendanceDays({
    userIds,
    from: first,
    to: day,
    ...sources,
    timeZone,
    now,
    // Thresholds name a slot's problems; the report reads only its punches.
    thresholds: resolveThresholds(null),
  });
  return dailyMarcas(days, day, day, timeZone);
}

/** The daily-report incidents still open, by company (one query a run: they are few). */
async function openIncidents(store: ServerStore): Promise<Map<string, string[]>> {
  const found = await store.where('incidents', { origin: 'sistema', detector: DAILY_REPORT_DETECTOR });
  const open = new Map<string, string[]>();
  for (const { id, data } of found) {
    if ((data.end !== null && data.end !== undefined) || typeof data.tenantId !== 'string') continue;
    open.set(data.tenantId, [...(open.get(data.tenantId) ?? []), id].sort());
  }
  return open;
}

interface Run {
  deps: DailyReportDeps;
  now: Date;
  result: DailyReportResult;
  /** The open daily-report incidents, by company. */
  open: ReadonlyMap<string, readonly string[]>;
}

/** Queues one day's report unless queued; throws when it cannot be made or queued. */
async function sendDay(
  run: Run,
  tenantId: string,
  tenant: ServerDoc,
  company: Company,
  day: string,
): Promise<void> {
  const { store } = run.deps;
  const id = dailyReportMailId(tenantId, day);
  const timeZone = textOf(tenant, 'timeZone', 'America/Santiago');
  const [to, ...cc] = company.admins;
  if (to === undefined) return;
  const marcas = await marcasOf(store, tenantId, day, timeZone, run.now);
  const name = storedText(tenant.name) ?? 'Tu empresa';
  const mail = dailyReportMail(to, cc, {
    day,
    company: name,
    employer: { name: storedText(tenant.legalName) ?? name, taxId: storedText(tenant.taxId) },
    marcas,
    people: company.people,
    withWorkplace: company.withWorkplace,
    timeZone,
    appUrl: run.deps.appUrl,
  });
  const expiry =
    run.deps.expiresAfterMs === undefined
      ? {}
      : { expiresAt: new Date(run.now.getTime() + run.deps.expiresAfterMs) };
  const created = await store.create('mail', id, { ...mail, message: { ...mail.message }, ...expiry });
  (created ? run.result.queued : run.result.existing).push(id);
}

/** Opens the incident of a failed report (once per company and day); an incident that cannot be written is let go. */
async function recordFailure(run: Run, tenantId: string, timeZone: string, day: string): Promise<void> {
  const start = dayKeyToInstant(addDaysToKey(day, 1), timeZone);
  const incident = {
    detector: DAILY_REPORT_DETECTOR,
    start,
    description: dailyReportFailureDescription(day),
    tenantId,
  };
  try {
    if (await openSystemIncident(run.deps.store, incident, run.now))
      run.result.opened.push(systemIncidentId(DAILY_REPORT_DETECTOR, start, tenantId));
  } catch {
    // The store that failed the report may fail this too: the scheduler logs the report's error.
  }
}

/** One company's run: the days it owes, sent; a failure recorded; its incidents closed once it owes nothing. */
async function runTenant(run: Run, tenantId: string, tenant: ServerDoc): Promise<void> {
  const { store } = run.deps;
  const timeZone = textOf(tenant, 'timeZone', 'America/Santiago');
  const createdDay = isValidDate(tenant.createdAt) ? dayKey(tenant.createdAt, timeZone) : null;
  const owed = owedDays(dayKey(run.now, timeZone), createdDay);
  const pending: string[] = [];
  for (const day of owed) {
    const id = dailyReportMailId(tenantId, day);
    if ((await store.get('mail', id)) === null) pending.push(day);
    else run.result.existing.push(id);
  }
  let failed = false;
  if (pending.length > 0) {
    let company: Company | null = null;
    for (const day of pending) {
      try {
        company ??= await companyOf(store, tenantId);
        await sendDay(run, tenantId, tenant, company, day);
      } catch (error) {
        failed = true;
        run.result.failed.push({ tenantId, day, error });
        await recordFailure(run, tenantId, timeZone, day);
      }
    }
  }
  if (failed) return;
  for (const id of run.open.get(tenantId) ?? []) {
    await store.update('incidents', id, { end: run.now });
    run.result.closed.push(id);
  }
}

/**
 * Queues the daily report of every active company whose day ended and was not sent yet. A company that fails does
 * not stop the others; each failure is in the result (the scheduled function throws on any, so it is logged).
 */
export async function sendDailyReports(deps: DailyReportDeps, now: Date): Promise<DailyReportResult> {
  const run: Run = {
    deps,
    now,
    result: { queued: [], existing: [], failed: [], opened: [], closed: [] },
    open: await openIncidents(deps.store),
  };
  const tenants = await deps.store.where('tenants', { disabled: false });
  for (const { id, data } of tenants.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    try {
      await runTenant(run, id, data);
    } catch (error) {
      // Reading whether a report was sent, or closing an incident, failed: the next run tries again.
      run.result.failed.push({ tenantId: id, day: '', error });
    }
  }
  return run.result;
}
