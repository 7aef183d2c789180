/**
 * A month's draft from the data (Nueva remuneración, Recalcular): the people, the month's attendance (schedules, records,
 * corrections, absences: one query each, attendance-range.ts) turned into attendance days, the month's overtime
 * decisions, and each person's file, through the draft rule of domain/payroll/payroll-draft.ts.
 *
 * Who is in it (`inPayrollMonth`): everyone of the tenant but the superuser, hired by the month's end, and active or
 * with work in the month (a person disabled since is paid the month worked). A manager without pay data in the
 * file is left out silently (managers are often not on this payroll); anyone else whose file lacks data is listed
 * with the fields to complete, and blocks the close until completed or excluded (payroll-rows.ts).
 */
import type { UserDoc } from '../../data/ports/collections';
import type { DocumentStore } from '../../data/ports/document-store';
import { listAttendanceRangeFromMonths } from '../../data/queries/attendance-range';
import { listPeople } from '../../data/queries/people';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import { endOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import { buildDraftLines, type Draft } from '../../domain/payroll/payroll-draft';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export interface MonthRequest {
  store: DocumentStore;
  tenantId: string;
  /** `yyyy-MM`. */
  period: string;
  timeZone: string;
  thresholds: AlertThresholds;
  /** The extras a draft holds already (Recalcular keeps them). */
  extras?: ReadonlyMap<string, PayslipExtra[]>;
  now: Date;
}

const hasPayData = (person: Pick<UserDoc, 'payAmount'>) =>
  person.payAmount !== null && person.payAmount !== undefined;

/**
 * Whether a person has a contract in the month `period` ('yyyy-MM') for payroll: not the superuser, hired by the
 * month's last day, and, for an admin, with pay data in the file. (Whether a disabled person worked in the month
 * is the attendance's to say: loadMonthDraft.)
 */
export function inPayrollMonth(
  person: Pick<UserDoc, 'role' | 'hireDate' | 'payAmount'>,
  period: string,
  timeZone: string,
): boolean {
  const to = endOfMonthKey(`${period}-01`);
  return (
    person.role !== 'superuser' &&
    (person.hireDate === null || person.hireDate === undefined || dayKey(person.hireDate, timeZone) <= to) &&
    (person.role !== 'admin' || hasPayData(person))
  );
}

export async function loadMonthDraft(request: MonthRequest): Promise<Draft> {
  const { store, tenantId, period, timeZone, now } = request;
  const from = `${period}-01`;
  const to = endOfMonthKey(from);
  // Read now, not from a screen's cache: a file completed a minute ago counts. The month's attendance from the
  // people's months of copies: one document per person, not one per person and day.
  const [everyone, range, decisions] = await Promise.all([
    listPeople(store, tenantId),
    listAttendanceRangeFromMonths(store, tenantId, from, to, timeZone),
    store.list('overtimeDecisions', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'day', op: '>=', value: from },
        { field: 'day', op: '<=', value: to },
      ],
    }),
  ]);
  const hired = everyone.filter((person) => inPayrollMonth(person, period, timeZone));
  const days = buildAttendanceDays({
    userIds: hired.map((person) => person.id),
    from,
    to,
    ...range,
    timeZone,
    now,
    thresholds: request.thresholds,
  });
  const workedIn = new Set(days.filter((day) => day.worked).map((day) => day.userId));
  const people = hired.filter((person) => person.disabled !== true || workedIn.has(person.id));
  return buildDraftLines({
    people: people.map((person) => ({ userId: person.id, file: person })),
    days,
    decisions,
    extras: request.extras,
    now,
  });
}
