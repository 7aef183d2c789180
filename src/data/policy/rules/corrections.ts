/** Corrections of attendance (correction-write.ts): a manager proposes and closes, the worker answers in time. */
import { CORRECTION_LIMITS, OBJECTION_HOURS } from '../../../domain/attendance/corrections';
import { PUNCH_ORDER } from '../../../domain/attendance/punches';
import type { CorrectionKind, CorrectionStatus } from '../../ports/collections';
import {
  CORRECTION_ANSWER_FIELDS,
  CORRECTION_ATTENDANCE_ID_MAX,
  CORRECTION_CLOSE_FIELDS,
  CORRECTION_FIELDS,
  CORRECTION_RESPONSE_FIELDS,
  CORRECTION_SLOT_MAX,
} from '../correction-write';
import { UID_MAX } from '../verdicts';
import { alignedList, joinLines, rules, rulesList, rulesString } from './syntax';

const status = (value: CorrectionStatus) => rulesString(value);
const kind = (value: CorrectionKind) => rulesString(value);

/** What the worker may answer. */
const ANSWERS: readonly CorrectionStatus[] = ['accepted', 'objected'];

export function correctionsBlock(): string {
  const { reasonMin, textMax } = CORRECTION_LIMITS;
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

// validateCorrectionCreate: a manager's pending proposal of a punch (its recorded and proposed times) or a
// justification, signed by the caller at the server time, for a record of the person, with a reason.
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
    && ${joinLines(noAnswer, ' && ', 2)};
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
