/** Weekly sign-off (signoff-write.ts): the worker signs, or objects to, an ended week's totals. */
import { CORRECTION_LIMITS } from '../../../domain/attendance/corrections';
import {
  SIGNOFF_LIMITS,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_MAX,
  type SignatureStatus,
} from '../../../domain/attendance/week-signoff';
import { WEEK_SIGNATURE_FIELDS } from '../signoff-write';
import { alignedList, assertSame, rules, rulesString } from './syntax';

const status = (value: SignatureStatus) => rulesString(value);

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Where a Monday's UTC midnight falls in a week counted from the epoch: 5 January 1970 was a Monday. */
const MONDAY_MS = Date.UTC(1970, 0, 5) % WEEK_MS;

export function signoffBlock(): string {
  // The objection's comment is judged by correctionText, whose longest text is the corrections'.
  assertSame(
    'the longest comment of a signature and of a correction',
    SIGNOFF_LIMITS.commentMax,
    CORRECTION_LIMITS.textMax,
  );
  return rules`
function weekTotal(totals, key, max) {
  return totals[key] is int && totals[key] >= 0 && totals[key] <= max;
}

// A day key that names a Monday (weeks run Monday–Sunday, security review M3): the epoch's day, 1 January
// 1970, was a Thursday, so a Monday's UTC midnight is 4 days past a multiple of 7.
function isMonday(day) {
  return timestamp.date(int(day[0:4]), int(day[5:7]), int(day[8:10])).toMillis() % ${WEEK_MS} == ${MONDAY_MS};
}

// validateWeekSignatureCreate: the caller's own signature (or objection, with a comment) of an ended week,
// at <uid>_<week>_<seq>; an addendum follows a stored signature of the week; the code is the server's.
function validWeekSignature(signatureId, data) {
${alignedList('  let keys = ', WEEK_SIGNATURE_FIELDS, ';')}
${alignedList('  let totalKeys = ', WEEK_TOTAL_KEYS, ';')}
  let totals = data.get('totals', null);
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && data.userId == request.auth.uid
    && isDayKey(data.week)
    && timestamp.date(int(data.week[0:4]), int(data.week[5:7]), int(data.week[8:10]))
      + duration.value(7, 'd') <= request.time
    && isMonday(data.week)
    && data.seq is int && data.seq >= 1 && data.seq <= ${SIGNOFF_LIMITS.seqMax}
    && signatureId == data.userId + '_' + data.week + '_' + string(data.seq)
    && (data.seq == 1 || exists(/databases/$(database)/documents/weekSignatures/$(data.userId + '_'
      + data.week + '_' + string(data.seq - 1))))
    && (data.status == ${status('objected')}
      ? correctionText(data.comment, ${SIGNOFF_LIMITS.commentMin})
      : (data.status == ${status('signed')} && data.comment == null))
    && totals is map && totals.keys().hasOnly(totalKeys) && totals.keys().hasAll(totalKeys)
    ${WEEK_TOTAL_KEYS.map((key) => `&& weekTotal(totals, ${rulesString(key)}, ${WEEK_TOTAL_MAX[key]})`).join('\n')}
    && data.signedAt == request.time
    && data.code == null;
}`;
}
