/**
 * Field-level rules of payroll (docs/data-model.md, "Payroll"). A month's run lives at
 * `payrollRunId(tenantId, period)`: a draft (`borrador`) holding each person's line (the engine's input, where its
 * numbers came from, one-off extras) and the period's parameters, edited by managers until it is closed. Closing
 * needs the month's attendance closed first (the tenant's `closedThrough` on or after the month's last day: payroll
 * reads the closed period) and sets the run `cerrado`; the server then issues each person's
 * `payslips/<runId>_<userId>` (src/server/payroll/payslip-issue.ts), which no client writes. A closed run and a
 * payslip never change and are never deleted. A draft's `exclusions` (the people of the month left out, by uid, with
 * a reason) change one person per write, signed by the caller now (`exclusionsVerdict`). firestore.rules states the
 * same (`validPayrollRun`), generated from the lists and limits below (src/data/policy/rules/payroll.ts,
 * `npm run rules:generate`).
 *
 * A run of the month in course (domain/payroll/cutoff.ts) names its `cutoffDay`: the attendance counted up to it,
 * the rest of the month projected and reconciled in the next month's run. Such a run cannot wait for its month's
 * attendance to close (the month has not ended): it closes once the month before is closed and the cut-off day
 * takes no more punches in any zone (`lastClosableDay`), and closing it freezes no day of its month — the days
 * after the cut-off stay open and are reconciled next month.
 */
import { endOfMonthKey, isDayKey } from '../../domain/calendar/day-keys';
import { runAttendanceClosed } from '../../domain/payroll/cutoff-close';
import type { CollectionName } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import { closedThroughOf } from './period-write';
import {
  ALLOW,
  allowIf,
  changedKeys,
  deny,
  exactFields,
  firstDenial,
  isPlainObject,
  sameValue,
  unchanged,
  type Data,
  type Verdict,
} from './verdicts';

export const PAYROLL_RUN_FIELDS = [
  'tenantId',
  'period',
  'periodEnd',
  'status',
  'params',
  'employer',
  'lines',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
  'closedBy',
  'closedAt',
] as const;

/** A run's fields it may lack (runs drafted before they existed). */
export const PAYROLL_RUN_OPTIONAL_FIELDS = ['exclusions', 'cutoffDay'] as const;

/** An exclusion's fields (PayrollExclusion). */
export const PAYROLL_EXCLUSION_FIELDS = ['reason', 'by', 'at'] as const;

export const PAYSLIP_FIELDS = [
  'tenantId',
  'runId',
  'period',
  'periodEnd',
  'userId',
  'input',
  'basis',
  'extras',
  'payslip',
  'employerCost',
  'closedBy',
  'closedAt',
] as const;

export const PAYROLL_LIMITS = {
  /** People in one run (the run doc stays well under Firestore's 1 MiB). */
  linesMax: 2000,
  /** One-off lines of a person in a month. */
  extrasMax: 20,
  /** An exclusion's reason, characters (trimmed for the minimum). */
  exclusionReasonMin: 5,
  exclusionReasonMax: 300,
} as const;

/** `t1_2026-10`: one run per tenant and month. */
export const payrollRunId = (tenantId: string, period: string) => `${tenantId}_${period}`;
/** `t1_2026-10_u1`: one payslip per run and person. */
export const payslipId = (runId: string, userId: string) => `${runId}_${userId}`;

/** A run's month, `yyyy-MM`. */
export const PAYROLL_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What an edit of a draft never changes. */
export const PAYROLL_RUN_FIXED_FIELDS = [
  'tenantId',
  'period',
  'periodEnd',
  'createdBy',
  'createdAt',
] as const;

const isPeriod = (value: unknown): value is string =>
  typeof value === 'string' && PAYROLL_PERIOD_PATTERN.test(value);

/** The run's month and its last day, and the id they fix. */
function monthVerdict(data: Data, id: string, idOf: (data: Data) => string): Verdict {
  const { period, periodEnd } = data;
  return firstDenial([
    allowIf(isPeriod(period), 'period must be yyyy-MM'),
    allowIf(
      isPeriod(period) && periodEnd === endOfMonthKey(`${period}-01`),
      "periodEnd must be the month's last day",
    ),
    allowIf(id === idOf(data), 'the id must be named by the tenant, the month (and the person)'),
  ]);
}

/**
 * A run's cut-off (absent or null: none, the whole month counted): a day of the run's month before its last day.
 */
export function cutoffDayVerdict(data: Data): Verdict {
  const day = data.cutoffDay;
  if (day === undefined || day === null) return ALLOW;
  return allowIf(
    isDayKey(day) &&
      typeof data.period === 'string' &&
      typeof data.periodEnd === 'string' &&
      day.startsWith(`${data.period}-`) &&
      day < data.periodEnd,
    "cutoffDay must be null or a day of the run's month before its last day",
  );
}

/** Whether `value` is one exclusion the caller writes now: exactly its fields, a reason of 5–300 characters. */
function exclusionWritten(value: unknown, callerUid: string): boolean {
  if (!isPlainObject(value) || !exactFields(value, PAYROLL_EXCLUSION_FIELDS).allow) return false;
  const { reason, by, at } = value;
  return (
    typeof reason === 'string' &&
    reason.trim().length >= PAYROLL_LIMITS.exclusionReasonMin &&
    reason.length <= PAYROLL_LIMITS.exclusionReasonMax &&
    by === callerUid &&
    isServerTime(at)
  );
}

/**
 * A run's exclusions (absent: none): a map of at most `linesMax` people; a write adds, changes or removes at most
 * one, and one it adds or changes is the caller's, now, with a reason (firestore.rules `payrollExclusions`: the
 * written values are those of the map after the write that no value before it equals).
 */
export function exclusionsVerdict(before: Data | null, after: Data, callerUid: string): Verdict {
  const was = before?.exclusions ?? {};
  const now = after.exclusions ?? {};
  if (!isPlainObject(now) || !isPlainObject(was)) return deny('exclusions must be a map');
  if (Object.keys(now).length > PAYROLL_LIMITS.linesMax)
    return deny(`exclusions must hold at most ${PAYROLL_LIMITS.linesMax} people`);
  const affected = changedKeys(was, now);
  if (affected.length > 1) return deny('a write changes at most one exclusion');
  const oldValues = Object.values(was);
  const written = Object.values(now).filter((value) => !oldValues.some((old) => sameValue(old, value)));
  const addedOrChanged = affected.filter((key) => Object.hasOwn(now, key)).length;
  return firstDenial([
    allowIf(written.length === addedOrChanged, 'an exclusion written is new: not a copy of another person’s'),
    allowIf(
      written.every((value) => exclusionWritten(value, callerUid)),
      `an exclusion is {reason (${PAYROLL_LIMITS.exclusionReasonMin}–${PAYROLL_LIMITS.exclusionReasonMax}), by: the caller, at: now}`,
    ),
  ]);
}

/**
 * A closing: by the caller, now, with the month's attendance already closed; a run with a cut-off (cutoffDay), with
 * the month before closed and its cut-off day ended everywhere (`lastClosableDay`).
 */
function closingVerdict(
  after: Data,
  callerUid: string,
  lookup: (collection: CollectionName, id: string) => Data | null,
  now: Date,
): Verdict {
  const through =
    typeof after.tenantId === 'string' ? closedThroughOf(lookup('tenants', after.tenantId)) : null;
  const { period, periodEnd, cutoffDay } = after;
  const cutoff = typeof cutoffDay === 'string' ? cutoffDay : null;
  const ready =
    typeof period === 'string' &&
    typeof periodEnd === 'string' &&
    runAttendanceClosed({ period, periodEnd, cutoffDay: cutoff }, through, now);
  return firstDenial([
    allowIf(after.closedBy === callerUid && isServerTime(after.closedAt), 'a closing is the caller’s, now'),
    allowIf(
      ready,
      cutoff === null
        ? 'payroll closes only a month whose attendance is closed'
        : 'a run with a cut-off closes once the month before is closed and its cut-off day has ended',
    ),
  ]);
}

/** payroll-run-write: a draft created or edited by the caller now; closed once, never changed again. */
export function validatePayrollRunWrite(
  before: Data | null,
  after: Data,
  id: string,
  callerUid: string,
  lookup: (collection: CollectionName, id: string) => Data | null,
  now: Date = new Date(),
): Verdict {
  if (before !== null && before.status !== 'borrador') return deny('a closed payroll run never changes');
  const lines = after.lines;
  const common = firstDenial([
    exactFields(
      Object.fromEntries(
        Object.entries(after).filter(
          ([key]) => !(PAYROLL_RUN_OPTIONAL_FIELDS as readonly string[]).includes(key),
        ),
      ),
      PAYROLL_RUN_FIELDS,
    ),
    monthVerdict(after, id, (data) => payrollRunId(String(data.tenantId), String(data.period))),
    allowIf(isPlainObject(after.params) && isPlainObject(after.employer), 'params and employer must be maps'),
    allowIf(
      Array.isArray(lines) && lines.length <= PAYROLL_LIMITS.linesMax,
      `lines must be a list of at most ${PAYROLL_LIMITS.linesMax}`,
    ),
    allowIf(
      after.updatedBy === callerUid && isServerTime(after.updatedAt),
      'an edit is signed by the caller, now',
    ),
    exclusionsVerdict(before, after, callerUid),
    cutoffDayVerdict(after),
  ]);
  if (!common.allow) return common;
  if (before === null) {
    return firstDenial([
      allowIf(after.status === 'borrador', "a run is created 'borrador'"),
      allowIf(
        after.createdBy === callerUid && isServerTime(after.createdAt),
        'createdBy/createdAt: the caller, now',
      ),
      allowIf(after.closedBy === null && after.closedAt === null, 'a draft is not closed'),
    ]);
  }
  const kept = unchanged(before, after, PAYROLL_RUN_FIXED_FIELDS);
  if (!kept.allow) return kept;
  if (after.status === 'borrador')
    return allowIf(after.closedBy === null && after.closedAt === null, 'a draft is not closed');
  if (after.status === 'cerrado') return closingVerdict(after, callerUid, lookup, now);
  return deny("status must be 'borrador' or 'cerrado'");
}

/** Whether a stored payroll doc is frozen: a closed run, or any payslip. Refused for every write, a delete too. */
export function frozenPayrollVerdict(collection: CollectionName, before: Data | null): Verdict {
  if (before === null) return ALLOW;
  if (collection === 'payroll' && before.status !== 'borrador')
    return deny('a closed payroll run never changes');
  if (collection === 'payslips') return deny('a payslip never changes');
  return ALLOW;
}
