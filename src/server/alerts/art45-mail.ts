/**
 * The alerts of Res. Ex. N° 38 art. 45 by e-mail, for every active tenant: a marca missing 30 minutes after it was
 * due and a jornada over the legal limits (the rules: src/domain/attendance/art45-alerts.ts), and the compensatory
 * rest of each 30-day period that ended (src/domain/attendance/compensatory-rest.ts), each to the worker with the
 * tenant's admins in copy (art45-mail-text.ts); and, to a teleworker alone (`teletrabajo: true` in the file), the
 * disconnection notice of each slot 30 minutes before it starts (src/domain/attendance/telework-disconnection.ts),
 * sent only before the slot starts (a run after the start sends none: the notice would be late). A scheduled
 * function runs it every few minutes (functions/src/index.ts, `art45Alerts`).
 *
 * What it reads, per active tenant: its people (`users` of the tenant), the months of copies of the days from the
 * Monday of yesterday's week to tomorrow (`attendanceMonths` of the tenant and month: the published schedules, the
 * attendance and the corrections, as /asistencias and the weekly totals read them), the holidays of yesterday and
 * today (by their ids) and, only for the people with a missing marca or a disconnection notice, their approved
 * absences (and tomorrow's holiday when a teleworker's slot starts before 00:30 tomorrow). A missing marca
 * is read again from its own `attendance` record before it is sent, so a punch its month copy has not caught up
 * with yet is never reported missing. In the first COMPENSATORY_REST_SEND_DAYS days after a compensatory-rest
 * period ends, it also reads the months of that period and its holidays (by their ids), and sends its notices.
 *
 * Each notice is sent ONCE: its mail is `mail/art45-<kind>-<tenantId>-<userId>-<day>[-<slot>]` (the period's first
 * day for a compensatory rest; `-<slot>` for a missing marca and a disconnection notice), created only when absent, so a rerun sends nothing twice. Disabled people, people who are not employees or admins, and people
 * without an e-mail get nothing. It logs nothing (as the receipts and the publish e-mails).
 *
 * No DOM, no Node APIs, no Firebase.
 */
import {
  art45Days,
  jornadaLimitNotices,
  missingMarcas,
  type JornadaLimitNotice,
  type MissingMarcaNotice,
} from '../../domain/attendance/art45-alerts';
import type {
  DayAbsenceLike,
  DayCorrectionLike,
  DayRecordLike,
  DayScheduleLike,
} from '../../domain/attendance/attendance-days';
import { monthsBetween, sourcesInRange, type MonthCopies } from '../../domain/attendance/attendance-months';
import {
  compensatoryRestNotices,
  lastEndedCompensatoryPeriod,
  type CompensatoryRestNotice,
} from '../../domain/attendance/compensatory-rest';
import { addDaysToKey, daysBetweenKeys, keysBetween, startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { holidayDocId } from '../../domain/planning/plan';
import { attendanceDocId } from '../../domain/schedule/day-schedule';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { isMonthCopiesDoc, isValidDate, storedText } from '../attendance/month-copies-doc';
import { textOf } from '../admin/server-doc';
import {
  disconnectionNoticesOfDay,
  type DisconnectionNotice,
} from '../../domain/attendance/telework-disconnection';
import { art45Mail, type Art45Kind, type Art45MailFacts } from './art45-mail-text';

export interface Art45MailDeps {
  store: ServerStore;
  /** The app's public address: a notice links to `<appUrl>/checkin` or `<appUrl>/mi-historial`. */
  appUrl: string;
  /** When set, each queued mail carries `expiresAt` = now + this (the demo's tables drop it then). */
  expiresAfterMs?: number;
}

/** What a run did: the mail ids it queued, and those an earlier run had queued. */
export interface Art45Result {
  queued: string[];
  existing: string[];
}

const KIND_SLUG: Readonly<Record<Art45Kind, string>> = {
  entrada: 'entrada',
  salida: 'salida',
  'daily-limit': 'limite-diario',
  'weekly-limit': 'limite-semanal',
  'compensatory-rest': 'descanso-compensatorio',
  disconnection: 'desconexion',
};

/**
 * The days after a compensatory-rest period ends during which its notices are looked for (the extra reads of a
 * period happen only then; a notice an outage of that long missed is not sent later).
 */
export const COMPENSATORY_REST_SEND_DAYS = 3;

/** `art45-<kind>-<tenantId>-<userId>-<day>`, and `-<slot>` for a missing marca and a disconnection notice. */
export function art45MailId(
  kind: Art45Kind,
  tenantId: string,
  userId: string,
  day: string,
  slotIndex?: number,
): string {
  const slot = slotIndex === undefined ? '' : `-${slotIndex}`;
  return `art45-${KIND_SLUG[kind]}-${tenantId}-${userId}-${day}${slot}`;
}

interface Person {
  name: string;
  email: string;
}

type Months = MonthCopies<
  DayScheduleLike & { date: Date },
  DayRecordLike & { date: Date },
  DayCorrectionLike & { date: Date }
>;

/** The tenant's enabled employees and admins with an e-mail, the admins' addresses and who of them telework. */
async function peopleOf(
  store: ServerStore,
  tenantId: string,
): Promise<{ workers: Map<string, Person>; admins: string[]; teleworkers: Set<string> }> {
  const workers = new Map<string, Person>();
  const admins: string[] = [];
  const teleworkers = new Set<string>();
  for (const { id, data } of await store.where('users', { tenantId })) {
    const email = storedText(data.email);
    if (data.disabled === true || email === null) continue;
    if (data.role !== 'employee' && data.role !== 'admin') continue;
    workers.set(id, { name: storedText(data.displayName) ?? email, email });
    if (data.role === 'admin') admins.push(email);
    if (data.teletrabajo === true) teleworkers.add(id);
  }
  return { workers, admins: [...new Set(admins)].sort(), teleworkers };
}

/** The approved absences of `userIds` (only the people with a missing marca are asked for). */
async function approvedAbsences(
  store: ServerStore,
  tenantId: string,
  userIds: readonly string[],
): Promise<DayAbsenceLike[]> {
  const found = await Promise.all(
    userIds.map((userId) => store.where('absences', { tenantId, userId, status: 'aprobada' })),
  );
  return found.flat().flatMap(({ data }) => {
    const { userId, from, to, type } = data;
    if (typeof userId !== 'string' || !isValidDate(from) || !isValidDate(to)) return [];
    return [{ userId, from, to, status: 'aprobada', type: typeof type === 'string' ? type : '' }];
  });
}

/** The notice, unless its own record now holds the marca (a month copy may trail its record by a moment). */
async function stillMissing(store: ServerStore, notice: MissingMarcaNotice): Promise<boolean> {
  const stored = await store.get('attendance', attendanceDocId(notice.userId, notice.day, notice.slotIndex));
  const field = notice.kind === 'entrada' ? 'checkInTime' : 'checkOutTime';
  return !isValidDate(stored?.[field]);
}

interface TenantNotices {
  timeZone: string;
  workers: Map<string, Person>;
  admins: string[];
  missing: MissingMarcaNotice[];
  limits: JornadaLimitNotice[];
  rest: CompensatoryRestNotice[];
  disconnection: DisconnectionNotice[];
}

/** Everything one tenant owes at `now`. */
async function tenantNotices(
  store: ServerStore,
  tenantId: string,
  tenant: ServerDoc,
  now: Date,
): Promise<TenantNotices> {
  const timeZone = textOf(tenant, 'timeZone', 'America/Santiago');
  const { workers, admins, teleworkers } = await peopleOf(store, tenantId);
  const empty: TenantNotices = {
    timeZone,
    workers,
    admins,
    missing: [],
    limits: [],
    rest: [],
    disconnection: [],
  };
  if (workers.size === 0) return empty;
  const today = dayKey(now, timeZone);
  const yesterday = addDaysToKey(today, -1);
  const tomorrow = addDaysToKey(today, 1);
  const week = startOfWeekKey(yesterday);
  const period = lastEndedCompensatoryPeriod(today);
  const restDue = daysBetweenKeys(period.to, today) <= COMPENSATORY_REST_SEND_DAYS;
  const first = restDue && period.from < week ? period.from : week;
  const months = (
    await Promise.all(
      monthsBetween(first, tomorrow).map((month) => store.where('attendanceMonths', { tenantId, month })),
    )
  )
    .flat()
    .map(({ data }) => data)
    .filter((doc) => isMonthCopiesDoc<Months>(doc))
    .filter((month) => workers.has(month.userId));
  const sources = sourcesInRange(
    months,
    dayKeyToInstant(first, timeZone),
    dayKeyToInstant(addDaysToKey(tomorrow, 1), timeZone),
  );
  const holidayDocs = await Promise.all(
    [yesterday, today].map((day) => store.get('holidays', holidayDocId(tenantId, day))),
  );
  const holidays = new Set([yesterday, today].filter((_, i) => holidayDocs[i] !== null));
  const userIds = [...workers.keys()].sort();
  const days = { ...sources, timeZone, now, holidays, from: yesterday, to: today };
  const candidates = missingMarcas({ ...days, userIds, absences: [] });
  const teleworking = userIds.filter((userId) => teleworkers.has(userId));
  const early = await disconnectionNotices(store, tenantId, {
    input: { ...sources, userIds: teleworking, timeZone, now, absences: [] },
    holidays,
    today,
  });
  const concerned = [...new Set([...candidates, ...early].map((notice) => notice.userId))].sort();
  const absences = concerned.length === 0 ? [] : await approvedAbsences(store, tenantId, concerned);
  const due = concerned.length === 0 ? [] : missingMarcas({ ...days, userIds: concerned, absences });
  const disconnection =
    early.length === 0
      ? []
      : await disconnectionNotices(store, tenantId, {
          input: {
            ...sources,
            userIds: teleworking.filter((userId) => concerned.includes(userId)),
            timeZone,
            now,
            absences,
          },
          holidays,
          today,
        });
  const kept = await Promise.all(due.map((notice) => stillMissing(store, notice)));
  const limits = jornadaLimitNotices(
    art45Days({ ...sources, userIds, from: week, to: today, timeZone, now }),
    yesterday,
  );
  const rest = restDue
    ? await restNotices(store, tenantId, { ...sources, userIds, timeZone, now }, period)
    : [];
  return { ...empty, missing: due.filter((_, i) => kept[i]), limits, rest, disconnection };
}

/**
 * The disconnection notices of `input`'s teleworkers to send at `now`: those of today's and tomorrow's slots that
 * have arisen (30 minutes before the start) and whose slot has not started yet. Tomorrow's holiday is read only
 * when one of tomorrow's slots has a notice.
 */
async function disconnectionNotices(
  store: ServerStore,
  tenantId: string,
  {
    input,
    holidays,
    today,
  }: {
    input: Omit<Parameters<typeof art45Days>[0], 'from' | 'to'>;
    holidays: ReadonlySet<string>;
    today: string;
  },
): Promise<DisconnectionNotice[]> {
  if (input.userIds.length === 0) return [];
  const { now, timeZone } = input;
  const tomorrow = addDaysToKey(today, 1);
  const days = art45Days({ ...input, from: today, to: tomorrow });
  const dueOn = (holiday: (day: string) => boolean) =>
    days
      .flatMap((day) => disconnectionNoticesOfDay(day, { holiday: holiday(day.key), timeZone, now }))
      .filter((notice) => now.getTime() < notice.startsAt.getTime());
  const found = dueOn((day) => holidays.has(day));
  if (!found.some((notice) => notice.day === tomorrow)) return found;
  const tomorrowHoliday = (await store.get('holidays', holidayDocId(tenantId, tomorrow))) !== null;
  return dueOn((day) => holidays.has(day) || (day === tomorrow && tomorrowHoliday));
}

/** The compensatory rest of `period` (its holidays read by their ids). */
async function restNotices(
  store: ServerStore,
  tenantId: string,
  input: Omit<Parameters<typeof art45Days>[0], 'from' | 'to'>,
  period: { from: string; to: string },
): Promise<CompensatoryRestNotice[]> {
  const keys = keysBetween(period.from, addDaysToKey(period.to, 1));
  const found = await Promise.all(keys.map((day) => store.get('holidays', holidayDocId(tenantId, day))));
  const holidays = new Set(keys.filter((_, i) => found[i] !== null));
  return compensatoryRestNotices(art45Days({ ...input, ...period }), holidays, period);
}

/** Queues one tenant's mails, each unless already queued. */
async function sendTenantAlerts(
  deps: Art45MailDeps,
  tenantId: string,
  tenant: ServerDoc,
  now: Date,
  result: Art45Result,
): Promise<void> {
  const { store } = deps;
  const found = await tenantNotices(store, tenantId, tenant, now);
  const company = storedText(tenant.name) ?? 'Tu empresa';
  const notices: { userId: string; id: string; facts: Art45MailFacts }[] = [
    ...found.missing.map(({ userId, kind, day, slotIndex, dueAt }) => ({
      userId,
      id: art45MailId(kind, tenantId, userId, day, slotIndex),
      facts: { kind, day, dueAt },
    })),
    ...found.limits.map(({ userId, kind, day, seconds, limitSeconds }) => ({
      userId,
      id: art45MailId(kind, tenantId, userId, day),
      facts: { kind, day, seconds, limitSeconds },
    })),
    ...found.rest.map(({ userId, kind, day, to, sundays, holidays, restDays }) => ({
      userId,
      id: art45MailId(kind, tenantId, userId, day),
      facts: { kind, day, to, sundays, holidays, restDays },
    })),
    ...found.disconnection.map(({ userId, kind, day, slotIndex, startsAt, endsAt }) => ({
      userId,
      id: art45MailId(kind, tenantId, userId, day, slotIndex),
      facts: { kind, day, startsAt, endsAt },
    })),
  ];
  const expiry =
    deps.expiresAfterMs === undefined ? {} : { expiresAt: new Date(now.getTime() + deps.expiresAfterMs) };
  for (const { userId, id, facts } of notices) {
    const person = found.workers.get(userId);
    if (person === undefined) continue;
    if ((await store.get('mail', id)) !== null) {
      result.existing.push(id);
      continue;
    }
    // The disconnection notice is the teleworker's alone; the others copy the employer's admins.
    const cc = facts.kind === 'disconnection' ? [] : found.admins.filter((email) => email !== person.email);
    const mail = art45Mail(person.email, cc, facts, {
      person: person.name,
      company,
      timeZone: found.timeZone,
      appUrl: deps.appUrl,
    });
    const created = await store.create('mail', id, { ...mail, message: { ...mail.message }, ...expiry });
    (created ? result.queued : result.existing).push(id);
  }
}

/**
 * Queues the art. 45 mails every active tenant owes at `now`. A tenant that fails does not stop the others; the
 * first failure is thrown once every tenant has been tried (the scheduler logs it, and the next run tries again).
 */
export async function sendArt45Alerts(deps: Art45MailDeps, now: Date): Promise<Art45Result> {
  const result: Art45Result = { queued: [], existing: [] };
  const failures: unknown[] = [];
  const tenants = await deps.store.where('tenants', { disabled: false });
  for (const { id, data } of tenants.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    try {
      await sendTenantAlerts(deps, id, data, now, result);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return result;
}
