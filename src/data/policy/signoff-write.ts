/**
 * Field-level rule of `weekSignatures` (docs/data-model.md, "Weekly sign-off"): the worker signs, or
 * objects to, the totals of an ended week, at `weekSignatureId(userId, week, seq)`; an addendum (`seq` > 1)
 * follows a stored signature of the same week. Never changed by a client: the server adds its `code`.
 * firestore.rules states the same rule (`validWeekSignature`), generated from the lists and numbers it shares
 * with this file (src/data/policy/rules/signoff.ts, `npm run rules:generate`).
 */
import {
  SIGNOFF_LIMITS,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_MAX,
  weekSignatureId,
} from '../../domain/attendance/week-signoff';
import { isoWeekdayOfKey } from '../../domain/calendar/day-keys';
import type { CollectionName } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import { DAY_KEY_PATTERN } from './planning-write';
import {
  allowIf,
  deny,
  exactFields,
  firstDenial,
  integerIn,
  isPlainObject,
  type Data,
  type Verdict,
} from './verdicts';

export const WEEK_SIGNATURE_FIELDS = [
  'tenantId',
  'userId',
  'week',
  'seq',
  'status',
  'totals',
  'comment',
  'signedAt',
  'code',
] as const;

const DAY_MS = 86_400_000;

/**
 * The week has ended by `now`: its Monday's UTC midnight plus seven days (the rules read a day key as UTC, so in
 * the Americas a week can be signed from late on its Sunday).
 */
export function weekEnded(week: string, now: Date): boolean {
  return Date.parse(`${week}T00:00:00.000Z`) + 7 * DAY_MS <= now.getTime();
}

function totalsVerdict(totals: unknown): Verdict {
  if (!isPlainObject(totals)) return deny('totals must be a map');
  return firstDenial([
    exactFields(totals, WEEK_TOTAL_KEYS),
    ...WEEK_TOTAL_KEYS.map((key) => integerIn(totals[key], `totals.${key}`, 0, WEEK_TOTAL_MAX[key])),
  ]);
}

/** week-signature-create: the caller's own signature or objection of an ended week, at its id. */
export function validateWeekSignatureCreate(
  before: Data | null,
  after: Data,
  id: string,
  callerUid: string,
  now: Date,
  lookup: (collection: CollectionName, id: string) => Data | null,
): Verdict {
  if (before !== null) return deny('a signature is written once; an addendum is a new signature');
  const fields = exactFields(after, WEEK_SIGNATURE_FIELDS);
  if (!fields.allow) return fields;
  const { week, seq, status, comment } = after;
  const validWeek = typeof week === 'string' && DAY_KEY_PATTERN.test(week);
  const validSeq =
    typeof seq === 'number' && Number.isInteger(seq) && seq >= 1 && seq <= SIGNOFF_LIMITS.seqMax;
  return firstDenial([
    allowIf(after.userId === callerUid, 'userId must be the caller'),
    allowIf(validWeek, 'week must be a day key'),
    allowIf(validWeek && weekEnded(week, now), 'the week has not ended'),
    allowIf(validWeek && isoWeekdayOfKey(week) === 1, 'a week starts on a Monday'),
    allowIf(validSeq, `seq must be an integer from 1 to ${SIGNOFF_LIMITS.seqMax}`),
    allowIf(
      validWeek && validSeq && id === weekSignatureId(callerUid, week, seq),
      'the id must be <userId>_<week>_<seq>',
    ),
    allowIf(
      !validWeek ||
        !validSeq ||
        seq === 1 ||
        lookup('weekSignatures', weekSignatureId(callerUid, week, seq - 1)) !== null,
      'an addendum follows a stored signature of the week',
    ),
    allowIf(status === 'signed' || status === 'objected', "status must be 'signed' or 'objected'"),
    allowIf(
      status === 'objected'
        ? typeof comment === 'string' &&
            comment.trim().length >= SIGNOFF_LIMITS.commentMin &&
            comment.length <= SIGNOFF_LIMITS.commentMax
        : comment === null,
      `an objection needs a comment of ${SIGNOFF_LIMITS.commentMin}–${SIGNOFF_LIMITS.commentMax} characters; a signature none`,
    ),
    totalsVerdict(after.totals),
    allowIf(isServerTime(after.signedAt), 'signedAt must be the server time'),
    allowIf(after.code === null, 'the code is the server’s'),
  ]);
}
