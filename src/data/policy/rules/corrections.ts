/** Corrections of attendance (correction-write.ts): a manager proposes and closes, the worker answers in time. */
import {
  CORRECTION_DAYS_MAX,
  CORRECTION_LIMITS,
  OBJECTION_HOURS,
} from '../../../domain/attendance/corrections';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../../domain/attendance/punches';
import type { CorrectionKind, CorrectionStatus } from '../../ports/collections';
import {
  CORRECTION_ANSWER_FIELDS,
  CORRECTION_ATTENDANCE_ID_MAX,
  CORRECTION_CLOSE_FIELDS,
  CORRECTION_FIELDS,
  CORRECTION_RESPONSE_FIELDS,
  CORRECTION_SLOT_MAX,
} from '../correction-write';
import { DAY_NAME_OFFSET_HOURS, UID_MAX } from '../verdicts';
import { alignedList, joinLines, rules, rulesList, rulesString } from './syntax';

const status = (value: CorrectionStatus) => rulesString(value);
const kind = (value: CorrectionKind) => rulesString(value);

/** What the worker may answer. */
const ANSWERS: readonly CorrectionStatus[] = ['accepted', 'objected'];

/**
 * correctionDeadline as one expression, one line per day after the marca's: before the end of that day, or that
 * day is not a business day and the same holds of the next one, up to CORRECTION_DAYS_MAX days. `||` and `&&` stop
 * early, so a holiday is looked up only for a weekday the request's time has passed.
 */
function inTimeChain(): string {
  const before = (offset: number) => `request.time < data.date + duration.value(${(offset + 1) * 24}, 'h')`;
  const lines = [`|| ${before(1)}`];
  for (let offset = 1; offset < CORRECTION_DAYS_MAX; offset += 1)
    lines.push(`|| (correctionDayOff(data, ${offset}) && (${before(offset + 1)}`);
  return lines.join('\n') + '))'.repeat(CORRECTION_DAYS_MAX - 1);
}

export function correctionsBlock(): string {
  const { reasonMin, textMax } = CORRECTION_LIMITS;
  const fields = PUNCH_ORDER.map((punch) => `${rulesString(punch)}: ${rulesString(PUNCH_FIELD[punch])}`);
  const noAnswer = CORRECTION_ANSWER_FIELDS.map((field) => `data.get(${rulesString(field)}, null) == null`);
  return rules`
// A text of min–${textMax} characters, min counted without surrounding spaces.
function correctionText(value, min) {
  return value is string && value.trim().size() >= min && value.size() <= ${textMax};
}

// The objection window of the stored correction is still open.
function correctionWindowOpen() {
  return request.time < resource.data.createdAt + duration.value(resource.data.objectionHours, 'h');
}

// Day \`offset\` after the marca's (isBusinessDay) is a Saturday or Sunday, or one of the tenant's holidays.
function correctionDayOff(data, offset) {
  let day = data.date + duration.value(offset * 24, 'h');
  return (day + duration.value(${DAY_NAME_OFFSET_HOURS}, 'h')).dayOfWeek() > 5
    || exists(/databases/$(database)/documents/holidays/$(data.tenantId + '_' + dayNamed(day)));
}

// correctionDeadline (art. 41): a marca is corrected up to the next business day after its day, counted in whole
// days of 24 h from its date; a justification sets no marca.
function correctionInTime(data) {
  return data.kind != ${kind('punch')}
    ${inTimeChain()};
}

// changeVerdict: the correction names the record of its person, day and slot (scheduled or unscheduled).
function correctionRecordNamed(data) {
  let prefix = data.userId + '_' + dayNamed(data.date) + '_';
  return data.attendanceId in [prefix + string(data.slotIndex), prefix + 'np'];
}

// changeVerdict (arts. 39, 41): \`before\` is the record's marca as stored, and a recorded marca moves only as a
// tolerance (isAllowedChange).
function correctionChange(data) {
  let path = /databases/$(database)/documents/attendance/$(data.attendanceId);
  let field = {${fields.join(', ')}}[data.punch];
  let recorded = exists(path) ? get(path).data.get(field, null) : null;
  return data.get('before', null) == recorded && (recorded == null || correctionTolerance(data, recorded));
}

// isAllowedChange for a recorded marca: the entry earlier, not before the slot's start; the exit later, not past
// its end (the slot of the person's schedule of the day, as slotEnd computes it).
function correctionTolerance(data, recorded) {
  let path = /databases/$(database)/documents/schedulesConfig/$(data.userId + '_' + dayNamed(data.date));
  let slot = exists(path) ? slotAt(get(path).data, data.slotIndex) : null;
  return slot is map && isWallTime(slot.get('startTime', null)) && isWallTime(slot.get('endTime', null))
    && ((data.punch == ${rulesString('checkIn')} && data.after < recorded
        && data.after >= data.date + duration.value(wallMinutes(slot.startTime), 'm'))
      || (data.punch == ${rulesString('checkOut')} && data.after > recorded && data.after <= slotEnd(data.date, slot)));
}

// validateCorrectionCreate: a manager's pending proposal of a punch (its recorded and proposed times) or a
// justification, signed by the caller at the server time, for the record of the person's day and slot, with a
// reason, up to the next business day after the marca (art. 41), adding a missing marca or as a tolerance (art. 39).
function validCorrectionCreate(data) {
${alignedList('  return data.keys().hasOnly(', CORRECTION_FIELDS, ')')}
    && text(data.get('userId', null), ${UID_MAX})
    && data.get('date', null) is timestamp
    && data.get('slotIndex', null) is int && data.slotIndex >= 0 && data.slotIndex <= ${CORRECTION_SLOT_MAX}
    && data.get('attendanceId', null) is string && data.attendanceId.size() <= ${CORRECTION_ATTENDANCE_ID_MAX}
    && data.attendanceId.matches('^' + data.userId + '_.*')
    && (data.get('kind', null) == ${kind('justify')}
      ? (data.get('punch', null) == null && data.get('before', null) == null && data.get('after', null) == null)
      : (data.get('kind', null) == ${kind('punch')}
        && data.get('punch', null) in ${rulesList(PUNCH_ORDER)}
        && (data.get('before', null) == null || data.before is timestamp)
        && data.get('after', null) is timestamp))
    && correctionText(data.get('reason', null), ${reasonMin})
    && data.get('objectionHours', null) == ${OBJECTION_HOURS}
    && data.get('status', null) == ${status('pending')}
    && data.get('createdBy', null) == request.auth.uid
    && data.get('createdAt', null) == request.time
    && ${joinLines(noAnswer, ' && ', 2)}
    && correctionRecordNamed(data)
    && correctionInTime(data)
    && (data.kind != ${kind('punch')} || correctionChange(data));
}

// validateCorrectionRespond: the worker accepts or objects (with a comment) to an own pending correction in
// its window; only the answer changes, stamped by the server.
function validCorrectionRespond() {
  let data = request.resource.data;
  return resource.data.status == ${status('pending')} && correctionWindowOpen()
    && changed().hasOnly(${rulesList(CORRECTION_RESPONSE_FIELDS)})
    && data.status in ${rulesList(ANSWERS)}
    && data.get('respondedAt', null) == request.time
    && (data.status == ${status('objected')}
      ? correctionText(data.get('response', null), ${reasonMin})
      : (data.get('response', null) == null || correctionText(data.response, 0)));
}

// validateCorrectionClose: a manager withdraws a pending correction in its window, or answers an objection,
// with a reason, as the caller at the server time.
function validCorrectionClose() {
  let data = request.resource.data;
  return ((resource.data.status == ${status('pending')} && data.status == ${status('withdrawn')} && correctionWindowOpen())
      || (resource.data.status == ${status('objected')} && data.status == ${status('answered')}))
    && changed().hasOnly(${rulesList(CORRECTION_CLOSE_FIELDS)})
    && data.get('answeredBy', null) == request.auth.uid
    && data.get('answeredAt', null) == request.time
    && correctionText(data.get('answer', null), ${reasonMin});
}`;
}
