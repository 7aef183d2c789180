/**
 * Field-level rules of `overtimeAgreements` and `overtimeDecisions` (docs/data-model.md, "Overtime"):
 * a manager records a person's written agreement (less than three months) and decides each day's overtime at
 * `overtimeDecisionId(userId, day)`. firestore.rules states the same rules (`validOvertimeAgreement`,
 * `validAgreementVoid`, `validOvertimeDecision`), generated from the lists and numbers below
 * (src/data/policy/rules/overtime.ts, `npm run rules:generate`).
 */
import { isValidAgreementSpan, OVERTIME_LIMITS, overtimeDecisionId } from '../../domain/attendance/overtime';
import { isServerTime } from '../ports/document-store';
import { DAY_KEY_PATTERN } from './planning-write';
import {
  allowIf,
  changedKeys,
  deny,
  exactFields,
  firstDenial,
  integerIn,
  UID_MAX,
  type Data,
  type Verdict,
} from './verdicts';

export const AGREEMENT_FIELDS = [
  'tenantId',
  'userId',
  'from',
  'to',
  'note',
  'createdBy',
  'createdAt',
] as const;

export const DECISION_FIELDS = [
  'tenantId',
  'userId',
  'day',
  'status',
  'computedSeconds',
  'seconds',
  'note',
  'decidedBy',
  'decidedAt',
] as const;

export const DECISION_STATUSES = ['preauthorized', 'approved', 'rejected'] as const;

const isDay = (value: unknown): value is string => typeof value === 'string' && DAY_KEY_PATTERN.test(value);

function person(value: unknown): Verdict {
  return allowIf(
    typeof value === 'string' && value !== '' && value.length <= UID_MAX,
    'userId must name a person',
  );
}

function note(value: unknown): Verdict {
  return allowIf(
    value === null ||
      (typeof value === 'string' && value.trim() !== '' && value.length <= OVERTIME_LIMITS.noteMax),
    `note must be null or 1–${OVERTIME_LIMITS.noteMax} characters`,
  );
}

/** overtime-agreement-create: a person's agreement, less than three months, by the caller at the server time. */
export function validateAgreementCreate(before: Data | null, after: Data, callerUid: string): Verdict {
  if (before !== null) return deny('an agreement is recorded once; void it and record another');
  const { from, to } = after;
  return firstDenial([
    exactFields(after, AGREEMENT_FIELDS),
    person(after.userId),
    allowIf(isDay(from) && isDay(to), 'from and to must be yyyy-MM-dd'),
    allowIf(
      isDay(from) && isDay(to) && isValidAgreementSpan(from, to),
      'an agreement lasts less than 3 months',
    ),
    note(after.note),
    allowIf(after.createdBy === callerUid, 'createdBy must be the caller'),
    allowIf(isServerTime(after.createdAt), 'createdAt must be the server time'),
  ]);
}

/** The fields a void adds to an agreement, all three at once. */
export const AGREEMENT_VOID_FIELDS = ['voidedBy', 'voidedAt', 'voidReason'] as const;

/**
 * overtime-agreement-void: a stored, not yet voided agreement gains exactly `voidedBy` (the caller), `voidedAt`
 * (server time) and `voidReason` (1–500); nothing else changes. Agreements are never deleted.
 */
export function validateAgreementVoid(before: Data | null, after: Data, callerUid: string): Verdict {
  if (before === null) return deny('only a recorded agreement is voided');
  if (before.voidedAt !== undefined) return deny('an agreement is voided once');
  const changed = changedKeys(before, after);
  const reason = after.voidReason;
  return firstDenial([
    allowIf(
      changed.length === AGREEMENT_VOID_FIELDS.length &&
        AGREEMENT_VOID_FIELDS.every((key) => changed.includes(key)),
      `a void sets exactly ${AGREEMENT_VOID_FIELDS.join(', ')}`,
    ),
    allowIf(after.voidedBy === callerUid, 'voidedBy must be the caller'),
    allowIf(isServerTime(after.voidedAt), 'voidedAt must be the server time'),
    allowIf(
      typeof reason === 'string' && reason.trim() !== '' && reason.length <= OVERTIME_LIMITS.noteMax,
      `voidReason must be 1–${OVERTIME_LIMITS.noteMax} characters`,
    ),
  ]);
}

/** The seconds a status allows: some of the computed ones, up to a day pre-authorised, none when rejected. */
function secondsVerdict(after: Data): Verdict {
  const { computedSeconds, seconds, status } = after;
  const max = OVERTIME_LIMITS.secondsMax;
  const numbers = firstDenial([
    integerIn(computedSeconds, 'computedSeconds', 0, max),
    integerIn(seconds, 'seconds', 0, max),
  ]);
  if (!numbers.allow) return numbers;
  const computed = Number(computedSeconds);
  const chosen = Number(seconds);
  switch (status) {
    case 'approved':
      return allowIf(chosen >= 1 && chosen <= computed, 'approved seconds are 1 to the computed ones');
    case 'rejected':
      return allowIf(chosen === 0, 'a rejection approves no time');
    case 'preauthorized':
      return allowIf(
        computed === 0 && chosen >= 1,
        'a pre-authorisation names its time, before any is worked',
      );
    default:
      return deny(`status must be one of ${DECISION_STATUSES.join(', ')}`);
  }
}

/** overtime-decision-write: a decision on a person's day, at its id, by the caller at the server time. */
export function validateDecisionWrite(after: Data, id: string, callerUid: string): Verdict {
  const { userId, day } = after;
  return firstDenial([
    exactFields(after, DECISION_FIELDS),
    person(userId),
    allowIf(isDay(day), 'day must be yyyy-MM-dd'),
    allowIf(
      typeof userId === 'string' && typeof day === 'string' && id === overtimeDecisionId(userId, day),
      'a decision is stored at <userId>_<day>',
    ),
    secondsVerdict(after),
    note(after.note),
    allowIf(after.decidedBy === callerUid, 'decidedBy must be the caller'),
    allowIf(isServerTime(after.decidedAt), 'decidedAt must be the server time'),
  ]);
}
