/** Overtime (overtime-write.ts): agreements, their voiding, and the decisions on a person's day. */
import {
  AGREEMENT_MAX_MONTHS,
  OVERTIME_LIMITS,
  type OvertimeDecisionStatus,
} from '../../../domain/attendance/overtime';
import {
  AGREEMENT_FIELDS,
  AGREEMENT_VOID_FIELDS,
  DECISION_FIELDS,
  DECISION_STATUSES,
} from '../overtime-write';
import { UID_MAX } from '../verdicts';
import { alignedList, rules, rulesList, rulesString } from './syntax';

/** The seconds each status allows (secondsVerdict). */
const SECONDS_OF: Readonly<Record<OvertimeDecisionStatus, string>> = {
  preauthorized: 'data.computedSeconds == 0 && data.seconds >= 1',
  approved: 'data.seconds >= 1 && data.seconds <= data.computedSeconds',
  rejected: 'data.seconds == 0',
};

export function overtimeBlock(): string {
  // agreementBound adds the months within one year: more than 12 would need another formula.
  if (!Number.isInteger(AGREEMENT_MAX_MONTHS) || AGREEMENT_MAX_MONTHS < 1 || AGREEMENT_MAX_MONTHS > 12)
    throw new Error(`the rules cannot add ${AGREEMENT_MAX_MONTHS} months to a day`);
  const { noteMax, secondsMax } = OVERTIME_LIMITS;
  const voidFields = rulesList(AGREEMENT_VOID_FIELDS);
  const [voidedBy, voidedAt, voidReason] = AGREEMENT_VOID_FIELDS;
  const statuses = DECISION_STATUSES.map(
    (status, index) =>
      `${index === 0 ? '((' : '  || ('}data.status == ${rulesString(status)} && ${SECONDS_OF[status]})`,
  );
  return rules`
// agreementBound: the same day number ${AGREEMENT_MAX_MONTHS} months later, as text (AGREEMENT_MAX_MONTHS).
function agreementBound(from) {
  let month = int(from[5:7]) + ${AGREEMENT_MAX_MONTHS};
  let year = int(from[0:4]) + (month > 12 ? 1 : 0);
  let number = month > 12 ? month - 12 : month;
  return string(year) + (number < 10 ? '-0' : '-') + string(number) + from[7:10];
}

function overtimeNote(data) {
  return data.note == null || text(data.note, ${noteMax});
}

// validateAgreementCreate: a person's agreement of less than ${AGREEMENT_MAX_MONTHS} months, by the caller at the server time.
function validOvertimeAgreement(data) {
${alignedList('  let keys = ', AGREEMENT_FIELDS, ';')}
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && text(data.userId, ${UID_MAX})
    && isDayKey(data.from) && isDayKey(data.to)
    && data.from <= data.to && data.to < agreementBound(data.from)
    && overtimeNote(data)
    && data.createdBy == request.auth.uid
    && data.createdAt == request.time;
}

// validateAgreementVoid: a stored agreement not yet voided gains exactly ${voidedBy} (the caller), ${voidedAt} (the
// server time) and ${voidReason} (1–${noteMax} characters).
function validAgreementVoid() {
  let data = request.resource.data;
  return !(${rulesString(voidedAt)} in resource.data)
    && changed().hasOnly(${voidFields})
    && changed().hasAll(${voidFields})
    && data.${voidedBy} == request.auth.uid
    && data.${voidedAt} == request.time
    && text(data.${voidReason}, ${noteMax});
}

// validateDecisionWrite: a decision on a person's day at \`<userId>_<day>\`, by the caller at the server time.
function validOvertimeDecision(decisionId, data) {
${alignedList('  let keys = ', DECISION_FIELDS, ';')}
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && text(data.userId, ${UID_MAX}) && isDayKey(data.day)
    && decisionId == data.userId + '_' + data.day
    && data.computedSeconds is int && data.computedSeconds >= 0 && data.computedSeconds <= ${secondsMax}
    && data.seconds is int && data.seconds >= 0 && data.seconds <= ${secondsMax}
    && ${statuses.join('\n')})
    && overtimeNote(data)
    && data.decidedBy == request.auth.uid
    && data.decidedAt == request.time;
}`;
}
