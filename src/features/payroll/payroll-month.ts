/**
 * A month's draft from the data (Nueva remuneración, Recalcular): the people, the month's attendance (schedules, records,
 * corrections, absences: one query each, attendance-range.ts) turned into attendance days, the month's overtime
 * decisions, and each person's file, through the draft rule of domain/payroll/payroll-draft.ts.
 *
 * Who is in it (`inPayrollMonth`): everyone of the tenant but the superuser, hired by the month's end, and active or
 * with work in the month (a person disabled since is paid the month worked). A manager without pay data in the
 * file is left out silently (managers are often not on this payroll); anyone else whose file lacks data is listed
 * with the fields to complete, and blocks the close until completed or excluded (payroll-rows.ts).
 *
 * The month in course (domain/payroll/cutoff.ts): with a cut-off, the days after it are projected from the
 * published schedules. The next month's draft reconciles them: when the month before's run was closed with a
 * cut-off, its projected days are read again (attendance, approved overtime) and each person's difference becomes
 * the line's `previousMonth` («Ajuste mes anterior»).
 */
import type { PayrollRun, UserDoc } from '../../data/ports/collections';
import type { DocumentStore } from '../../data/ports/document-store';
import { payrollRunId } from '../../data/policy/payroll-write';
import { listAttendanceRangeFromMonths } from '../../data/queries/attendance-range';
import { listTenantHolidays } from '../../data/queries/holidays';
import { listPeople } from '../../data/queries/people';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import { addMonthsToKey, endOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyBounds } from '../../domain/calendar/time-zone';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import { reconcileProjection, type PreviousMonthAdjustment } from '../../domain/payroll/cutoff';
import { buildDraftLines, monthBasis, type Draft } from '../../domain/payroll/payroll-draft';
import { agreementOn } from '../../domain/attendance/overtime';
import type { PayRules } from '../../domain/payroll/payroll-draft';
import type { AlertThresholds, OvertimeRules } from '../../domain/settings/tenant-settings';
import { listOvertimeRange } from '../../data/queries/overtime';

export interface MonthRequest {
  store: DocumentStore;
  tenantId: string;
  /** `yyyy-MM`. */
  period: string;
  timeZone: string;
  thresholds: AlertThresholds;
  /** The extras a draft holds already (Recalcular keeps them). */
  extras?: ReadonlyMap<string, PayslipExtra[]>;
  /** The run's cut-off (the month in course: cutoff.ts `runCutoff`); null: the whole month counted. */
  cutoff?: string | null;
  /** The tenant's overtime and lateness rules for pay (overtime-pay.ts); absent: as approved, as recorded. */
  overtimeRules?: OvertimeRules;
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

/** The attendance of the days `from`–`to` (the people's months of copies) and the overtime decided on them. */
async function readRange(store: DocumentStore, tenantId: string, from: string, to: string, timeZone: string) {
  const [attendance, decisions] = await Promise.all([
    listAttendanceRangeFromMonths(store, tenantId, from, to, timeZone),
    store.list('overtimeDecisions', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'day', op: '>=', value: from },
        { field: 'day', op: '<=', value: to },
      ],
    }),
  ]);
  return { attendance, decisions, from, to };
}

/** The range's attendance days of `userIds`, judged with the tenant's zone and thresholds. */
function rangeDays(
  { attendance, from, to }: Awaited<ReturnType<typeof readRange>>,
  userIds: string[],
  { timeZone, now, thresholds }: Pick<MonthRequest, 'timeZone' | 'now' | 'thresholds'>,
) {
  return buildAttendanceDays({ userIds, from, to, ...attendance, timeZone, now, thresholds });
}

/** A run's fields the reconciliation reads (a stored PayrollRun with its cut-off). */
type ReconciledRun = Pick<PayrollRun, 'period' | 'status' | 'params' | 'lines' | 'cutoffDay'>;

/**
 * Each person's reconciliation of the month before `period`: none unless that month's run was closed with a
 * cut-off. Its projected days are read as they stand now (attendance, absences, approved overtime).
 */
export async function loadPreviousMonthAdjustments(
  request: Pick<MonthRequest, 'store' | 'tenantId' | 'period' | 'timeZone' | 'thresholds' | 'now'>,
): Promise<Map<string, PreviousMonthAdjustment>> {
  const { store, tenantId, timeZone, now } = request;
  const adjustments = new Map<string, PreviousMonthAdjustment>();
  const previous = addMonthsToKey(`${request.period}-01`, -1).slice(0, 7);
  const run = (await store.get('payroll', payrollRunId(tenantId, previous))) as ReconciledRun | null;
  const cutoff = run?.cutoffDay ?? null;
  if (!run || run.status !== 'cerrado' || cutoff === null) return adjustments;
  const projected = run.lines.filter((line) => line.basis.projection);
  if (projected.length === 0) return adjustments;
  const from = projected[0]?.basis.projection?.from ?? cutoff;
  const to = endOfMonthKey(from);
  const range = await readRange(store, tenantId, from, to, timeZone);
  const { decisions } = range;
  const days = rangeDays(
    range,
    projected.map((line) => line.userId),
    request,
  );
  for (const line of projected) {
    const projection = line.basis.projection;
    if (!projection) continue;
    const actual = monthBasis(
      days.filter((day) => day.userId === line.userId),
      decisions,
      now,
    );
    const adjustment = reconcileProjection(
      run.period,
      projection,
      {
        unpaidAbsenceDays: actual.unpaidAbsenceDays,
        overtimeSeconds: actual.overtimeSeconds,
        workedSeconds: actual.workedSeconds ?? 0,
      },
      {
        baseSalary: line.input.baseSalary,
        weeklyHours: line.input.weeklyHours,
        hourlyRate: line.basis.hourlyRate ?? null,
        overtimeSurchargePercent: run.params.overtimeSurchargePercent,
      },
    );
    // Nothing different: no line.
    if (adjustment.amount !== 0) adjustments.set(line.userId, adjustment);
  }
  return adjustments;
}

/**
 * The tenant's rules for pay, with the pactos `Aprobación previa` needs (read only when it is on: one query of
 * the tenant's agreements, a handful per person a year).
 */
async function payRules(request: MonthRequest, from: string, to: string): Promise<PayRules | undefined> {
  const rules = request.overtimeRules;
  if (!rules) return undefined;
  if (!rules.preApproval) return { rules, covered: () => false };
  const { agreements } = await listOvertimeRange(request.store, request.tenantId, from, to);
  return { rules, covered: (userId, day) => agreementOn(agreements, userId, day) !== null };
}

export async function loadMonthDraft(request: MonthRequest): Promise<Draft> {
  const { store, tenantId, period, timeZone, now } = request;
  const from = `${period}-01`;
  const to = endOfMonthKey(from);
  // Read now, not from a screen's cache: a file completed a minute ago counts. The month's attendance from the
  // people's months of copies: one document per person, not one per person and day.
  const [everyone, range, adjustments] = await Promise.all([
    listPeople(store, tenantId),
    readRange(store, tenantId, from, to, timeZone),
    loadPreviousMonthAdjustments(request),
  ]);
  const { decisions } = range;
  const hired = everyone.filter((person) => inPayrollMonth(person, period, timeZone));
  const days = rangeDays(
    range,
    hired.map((person) => person.id),
    request,
  );
  const workedIn = new Set(days.filter((day) => day.worked).map((day) => day.userId));
  const people = hired.filter((person) => person.disabled !== true || workedIn.has(person.id));
  // The month's holidays only when someone earns semana corrida (art. 45 CT): one more query, for them alone.
  const holidays = people.some((person) => person.semanaCorrida === true)
    ? await listTenantHolidays(store, tenantId, {
        start: dayKeyBounds(from, timeZone).start,
        end: dayKeyBounds(to, timeZone).end,
      })
    : [];
  return buildDraftLines({
    people: people.map((person) => ({ userId: person.id, file: person })),
    pay: await payRules(request, from, to),
    days,
    decisions,
    extras: request.extras,
    cutoff: request.cutoff ?? null,
    adjustments,
    month: { period, timeZone, holidays: new Set(holidays.map((holiday) => dayKey(holiday.date, timeZone))) },
    now,
  });
}
