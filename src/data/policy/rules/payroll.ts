/** Payroll runs (payroll-write.ts): a month's draft, edited by managers until it is closed; never changed after. */
import { endOfMonthKey } from '../../../domain/calendar/day-keys';
import type { PayrollStatus } from '../../../domain/labels';
import {
  PAYROLL_EXCLUSION_FIELDS,
  PAYROLL_LIMITS,
  PAYROLL_PERIOD_PATTERN,
  PAYROLL_RUN_FIELDS,
  PAYROLL_RUN_FIXED_FIELDS,
  PAYROLL_RUN_OPTIONAL_FIELDS,
} from '../payroll-write';
import { alignedList, rules, rulesList, rulesPattern, rulesString } from './syntax';

const status = (value: PayrollStatus) => rulesString(value);

/** The length of each month of `year` (endOfMonthKey). */
const monthLengths = (year: number) =>
  Array.from({ length: 12 }, (_, index) =>
    Number(endOfMonthKey(`${year}-${String(index + 1).padStart(2, '0')}-01`).slice(8)),
  );

/**
 * The lengths of the months as a rules list of `year`: the calendar's, with February's a choice between a leap
 * year's and a common year's (a year divisible by 4 is a leap year from 1901 to 2099).
 */
function monthLengthList(): string {
  const common = monthLengths(2025);
  const leap = monthLengths(2028);
  const differ = common.flatMap((days, index) => (days === leap[index] ? [] : [index]));
  if (differ.join() !== '1') throw new Error('only February differs between a leap year and a common year');
  return `[${common.map((days, index) => (index === 1 ? `year % 4 == 0 ? ${leap[1]} : ${days}` : String(days))).join(', ')}]`;
}

export function payrollBlock(): string {
  return rules`
// A run's month, yyyy-MM (PAYROLL_PERIOD_PATTERN).
function isPeriod(value) {
  return value is string && value.matches(${rulesString(rulesPattern(PAYROLL_PERIOD_PATTERN))});
}

// The month's last day, 'yyyy-MM-dd' (a year divisible by 4 is a leap year from 1901 to 2099).
function monthEnd(period) {
  let year = int(period[0:4]);
  let month = int(period[5:7]);
  return period + '-' + string(${monthLengthList()}[month - 1]);
}

// The last day of the month before \`period\`.
function monthBefore(period) {
  let year = int(period[0:4]);
  let month = int(period[5:7]);
  return month == 1 ? string(year - 1) + '-12-31' : monthEnd(period[0:5] + pad2(month - 1));
}

// cutoffDayVerdict: a run's cut-off, null or a day of its month before its last day.
function payrollCutoff(data) {
  let day = data.get('cutoffDay', null);
  return day == null || (isDayKey(day) && day[0:8] == data.period + '-' && day < data.periodEnd);
}

// A closing: the caller's, now, of a month whose attendance the tenant has closed (payroll reads the closed
// period); a run with a cut-off (the month in course), once the month before is closed and its cut-off day takes
// no more punches (closableDay): closing it freezes no day of its month, the days after the cut-off are reconciled
// in the next month's run.
function payrollClosing(data) {
  let through = get(/databases/$(database)/documents/tenants/$(data.tenantId)).data.get('closedThrough', null);
  let cutoff = data.get('cutoffDay', null);
  return data.closedBy == request.auth.uid && data.closedAt == request.time
    && through is string
    && (cutoff == null
      ? data.periodEnd <= through
      : (monthBefore(data.period) <= through && closableDay(cutoff)));
}

// One exclusion the caller writes now (exclusionsVerdict): exactly its fields, a reason of ${PAYROLL_LIMITS.exclusionReasonMin}–${PAYROLL_LIMITS.exclusionReasonMax} characters.
function payrollExclusion(value) {
  return value is map && value.keys().hasOnly(${rulesList(PAYROLL_EXCLUSION_FIELDS)})
    && value.keys().hasAll(${rulesList(PAYROLL_EXCLUSION_FIELDS)})
    && value.by == request.auth.uid && value.at == request.time
    && value.reason is string && value.reason.trim().size() >= ${PAYROLL_LIMITS.exclusionReasonMin}
    && value.reason.size() <= ${PAYROLL_LIMITS.exclusionReasonMax};
}

// The values a write puts in the exclusions (those no value before it equals): one per key it adds or changes,
// each the caller's now (a copy of another person's exclusion is none).
function payrollExclusionsWritten(written, count) {
  return written.size() == count && (count == 0 || payrollExclusion(written[0]));
}

// exclusionsVerdict: a run's exclusions (absent: none), a map of at most ${PAYROLL_LIMITS.linesMax} people; a write adds, changes or
// removes at most one.
function payrollExclusions(after, before) {
  return after is map && after.size() <= ${PAYROLL_LIMITS.linesMax}
    && after.diff(before).affectedKeys().size() <= 1
    && payrollExclusionsWritten(after.values().removeAll(before.values()),
      after.diff(before).addedKeys().size() + after.diff(before).changedKeys().size());
}

// validatePayrollRunWrite: a month's run at '<tenantId>_<period>', a draft signed by the caller now; created a
// draft; closed once (payrollClosing); a closed run never changes.
function validPayrollRun(runId) {
  let data = request.resource.data;
${alignedList('  let keys = ', PAYROLL_RUN_FIELDS, ';')}
  return data.keys().hasOnly(keys.concat(${rulesList(PAYROLL_RUN_OPTIONAL_FIELDS)})) && data.keys().hasAll(keys)
    && isPeriod(data.period) && data.periodEnd == monthEnd(data.period)
    && runId == data.tenantId + '_' + data.period
    && data.params is map && data.employer is map
    && data.lines is list && data.lines.size() <= ${PAYROLL_LIMITS.linesMax}
    && data.updatedBy == request.auth.uid && data.updatedAt == request.time
    && payrollCutoff(data)
    && payrollExclusions(data.get('exclusions', {}),
      resource == null ? {} : resource.data.get('exclusions', {}))
    && (resource == null
      ? (data.status == ${status('borrador')} && data.createdBy == request.auth.uid && data.createdAt == request.time
        && data.closedBy == null && data.closedAt == null)
      : (resource.data.get('status', null) == ${status('borrador')}
        && keeps(${rulesList(PAYROLL_RUN_FIXED_FIELDS)})
        && (data.status == ${status('borrador')}
          ? (data.closedBy == null && data.closedAt == null)
          : (data.status == ${status('cerrado')} && payrollClosing(data)))));
}`;
}
