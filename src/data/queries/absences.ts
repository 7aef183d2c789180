/**
 * The tenant's absences as managers read them (/ausencias, /libres, and the own ones for /mi-agenda). Every query
 * constrains `tenantId ==` (and, for an employee, `userId ==`: docs/data-model.md, "Who may do what"); `from` and
 * `to` are the starts of the first and last days (inclusive) in the tenant's zone.
 *
 * Indexes: (tenantId, from, to) for the overlap query, (tenantId, type, from) and (tenantId, status, from) for
 * the all-time vacations and pending requests, (tenantId, userId, from) for the own ones.
 */
import type { Absence, Holiday } from '../ports/collections';
import type { DataError, DocumentStore, WithId } from '../ports/document-store';
import { dayKey } from '../../domain/calendar/time-zone';
import { vacationBalance, type VacationBalance } from '../../domain/planning/vacation';
import type { Interval } from '../../domain/schedule/slots';

/** The tenant's absences overlapping the half-open range: first day before its end, last day on or after its start. */
export function listAbsencesOverlapping(
  store: DocumentStore,
  tenantId: string,
  range: Interval,
): Promise<WithId<Absence>[]> {
  return store.list('absences', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'from', op: '<', value: range.end },
      { field: 'to', op: '>=', value: range.start },
    ],
  });
}

/** Every `vacaciones` absence of the tenant, all time (what the vacation balances are computed from). */
export function listTenantVacations(store: DocumentStore, tenantId: string): Promise<WithId<Absence>[]> {
  return store.list('absences', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'type', op: '==', value: 'vacaciones' },
    ],
  });
}

/** Every request of the tenant still waiting for a decision, whatever its dates (the managers' inbox). */
export function listPendingAbsences(store: DocumentStore, tenantId: string): Promise<WithId<Absence>[]> {
  return store.list('absences', {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'status', op: '==', value: 'pendiente' },
    ],
  });
}

/** One person's absences overlapping the range (the record dialog's overlap warning). */
export function listPersonAbsencesOverlapping(
  store: DocumentStore,
  person: { uid: string; tenantId: string },
  range: Interval,
): Promise<WithId<Absence>[]> {
  return store.list('absences', {
    where: [
      { field: 'tenantId', op: '==', value: person.tenantId },
      { field: 'userId', op: '==', value: person.uid },
      { field: 'from', op: '<', value: range.end },
      { field: 'to', op: '>=', value: range.start },
    ],
  });
}

/** All of one person's own absences, live (an employee's requests and balance; a decision shows at once). */
export function watchOwnAbsences(
  store: DocumentStore,
  person: { uid: string; tenantId: string },
  next: (absences: WithId<Absence>[]) => void,
  error: (error: DataError) => void,
): () => void {
  return store.watchQuery(
    'absences',
    {
      where: [
        { field: 'tenantId', op: '==', value: person.tenantId },
        { field: 'userId', op: '==', value: person.uid },
      ],
    },
    { next, error },
  );
}

/** An absence's first and last days (inclusive), `yyyy-MM-dd` in the tenant's zone. */
export function absenceDays(
  absence: Pick<Absence, 'from' | 'to'>,
  timeZone: string,
): { from: string; to: string } {
  return { from: dayKey(absence.from, timeZone), to: dayKey(absence.to, timeZone) };
}

/** The days of the holidays, in the tenant's zone. */
export function holidayDays(holidays: readonly Pick<Holiday, 'date'>[], timeZone: string): Set<string> {
  return new Set(holidays.map((holiday) => dayKey(holiday.date, timeZone)));
}

export interface PersonBalanceInput {
  /** The person's fecha de ingreso (null: unknown, and then so is the balance). */
  hireDate: Date | null | undefined;
  /** The person's absences (any type: only `vacaciones` count). */
  absences: readonly Pick<Absence, 'type' | 'status' | 'from' | 'to'>[];
  holidays: ReadonlySet<string>;
  /** Today, `yyyy-MM-dd` in the tenant's zone: the balance accrued so far. */
  today: string;
  timeZone: string;
}

/** A person's vacation balance today, from their documents; null without a valid hire date. */
export function personVacationBalance(input: PersonBalanceInput): VacationBalance | null {
  const { hireDate, timeZone } = input;
  if (!(hireDate instanceof Date) || Number.isNaN(hireDate.getTime())) return null;
  return vacationBalance({
    hireDate: dayKey(hireDate, timeZone),
    asOf: input.today,
    holidays: input.holidays,
    absences: input.absences.map((absence) => ({
      type: absence.type,
      status: absence.status,
      ...absenceDays(absence, timeZone),
    })),
  });
}
