/**
 * Field-level rules of `corrections` (docs/data-model.md, "Corrections"): a manager proposes, the
 * worker answers before the deadline, a manager withdraws a pending one or answers an objection; nobody deletes
 * one, and the attendance record it corrects is never written. firestore.rules states the same rules (its
 * `validCorrection*` functions), generated from the lists and numbers below (src/data/policy/rules/corrections.ts,
 * `npm run rules:generate`).
 * `before` is the doc as stored before the request or batch, `after` the doc as written (a `Date` field may hold
 * the SERVER_TIME sentinel); `now` is the request's time.
 */
import { CORRECTION_LIMITS, OBJECTION_HOURS } from '../../domain/attendance/corrections';
import { PUNCH_ORDER } from '../../domain/attendance/punches';
import { isServerTime } from '../ports/document-store';
import {
  ALLOW,
  allowIf,
  changedKeys,
  type Data,
  deny,
  firstDenial,
  integerIn,
  onlyKeys,
  UID_MAX,
  type Verdict,
} from './verdicts';

/** Every field a correction holds (the rules' `hasOnly` list). */
export const CORRECTION_FIELDS = [
  'tenantId',
  'userId',
  'date',
  'slotIndex',
  'attendanceId',
  'kind',
  'punch',
  'before',
  'after',
  'reason',
  'objectionHours',
  'status',
  'createdBy',
  'createdAt',
  'respondedAt',
  'response',
  'answeredBy',
  'answeredAt',
  'answer',
] as const;

/** What the worker's answer changes. */
export const CORRECTION_RESPONSE_FIELDS = ['status', 'respondedAt', 'response'] as const;

/** What a manager's closing changes. */
export const CORRECTION_CLOSE_FIELDS = ['status', 'answeredBy', 'answeredAt', 'answer'] as const;

/** The fields of the answers (the worker's and a manager's): none is set when a correction is proposed. */
export const CORRECTION_ANSWER_FIELDS = [...CORRECTION_RESPONSE_FIELDS, ...CORRECTION_CLOSE_FIELDS].filter(
  (field) => field !== 'status',
);

/** The highest slot index a correction may name (a day holds at most 10 slots). */
export const CORRECTION_SLOT_MAX = 9;

/** The longest id of the attendance record a correction names. */
export const CORRECTION_ATTENDANCE_ID_MAX = 200;

const FIELDS = new Set<string>(CORRECTION_FIELDS);
const HOUR_MS = 3_600_000;

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const isEmpty = (value: unknown) => value === undefined || value === null;

/** A text of `min`–CORRECTION_LIMITS.textMax characters, `min` counted without surrounding spaces. */
function textBetween(value: unknown, field: string, min: number): Verdict {
  return typeof value === 'string' && value.trim().length >= min && value.length <= CORRECTION_LIMITS.textMax
    ? ALLOW
    : deny(`${field} must be ${min}–${CORRECTION_LIMITS.textMax} characters`);
}

/** What the correction sets: a punch with its recorded and proposed times, or a justification alone. */
function kindVerdict(after: Data): Verdict {
  if (after.kind === 'justify') {
    return allowIf(
      isEmpty(after.punch) && isEmpty(after.before) && isEmpty(after.after),
      'a justification sets no punch',
    );
  }
  if (after.kind !== 'punch') return deny("kind must be 'punch' or 'justify'");
  return firstDenial([
    allowIf(
      (PUNCH_ORDER as readonly unknown[]).includes(after.punch),
      'punch must be one of the four punches',
    ),
    allowIf(isEmpty(after.before) || isDate(after.before), 'before must be null or a date'),
    allowIf(isDate(after.after), 'after must be a date'),
  ]);
}

/** correction-create: a manager's new proposal, pending, signed by the caller at the server time. */
export function validateCorrectionCreate(before: Data | null, after: Data, callerUid: string): Verdict {
  if (before !== null) return deny('a correction is proposed once; answers change it');
  const userId = after.userId;
  return firstDenial([
    onlyKeys(after, FIELDS),
    allowIf(
      typeof userId === 'string' && userId !== '' && userId.length <= UID_MAX,
      'userId must name a person',
    ),
    allowIf(isDate(after.date), 'date must be a date'),
    integerIn(after.slotIndex, 'slotIndex', 0, CORRECTION_SLOT_MAX),
    allowIf(
      typeof after.attendanceId === 'string' &&
        after.attendanceId.length <= CORRECTION_ATTENDANCE_ID_MAX &&
        after.attendanceId.startsWith(`${String(userId)}_`),
      'attendanceId must be a record of the person',
    ),
    kindVerdict(after),
    textBetween(after.reason, 'reason', CORRECTION_LIMITS.reasonMin),
    allowIf(after.objectionHours === OBJECTION_HOURS, `objectionHours must be ${OBJECTION_HOURS} (art. 40)`),
    allowIf(after.status === 'pending', "a correction is proposed 'pending'"),
    allowIf(after.createdBy === callerUid, 'createdBy must be the caller'),
    allowIf(isServerTime(after.createdAt), 'createdAt must be the server time'),
    allowIf(
      CORRECTION_ANSWER_FIELDS.every((field) => isEmpty(after[field])),
      'a new correction has no answer',
    ),
  ]);
}

function onlyChanged(before: Data, after: Data, allowed: readonly string[]): Verdict {
  const other = changedKeys(before, after).filter((key) => !allowed.includes(key));
  return other.length === 0 ? ALLOW : deny(`fields cannot change: ${other.join(', ')}`);
}

/** Whether the stored correction's objection window is still open at `now`. */
function windowOpen(before: Data, now: Date): boolean {
  const createdAt = before.createdAt;
  const hours = before.objectionHours;
  return (
    isDate(createdAt) && typeof hours === 'number' && now.getTime() < createdAt.getTime() + hours * HOUR_MS
  );
}

/** correction-respond: the worker accepts or objects to an own pending correction before its deadline. */
export function validateCorrectionRespond(before: Data | null, after: Data, now: Date): Verdict {
  if (before === null) return deny('only a stored correction is answered');
  return firstDenial([
    allowIf(before.status === 'pending', 'only a pending correction is answered'),
    allowIf(windowOpen(before, now), 'the objection window has closed'),
    onlyChanged(before, after, CORRECTION_RESPONSE_FIELDS),
    allowIf(
      after.status === 'accepted' || after.status === 'objected',
      "the answer is 'accepted' or 'objected'",
    ),
    allowIf(isServerTime(after.respondedAt), 'respondedAt must be the server time'),
    after.status === 'objected'
      ? textBetween(after.response, 'response', CORRECTION_LIMITS.reasonMin)
      : isEmpty(after.response)
        ? ALLOW
        : textBetween(after.response, 'response', 0),
  ]);
}

/**
 * correction-close: a manager withdraws a pending correction while the worker may still answer (once the window
 * has passed it is consolidated, as good as accepted), or answers an objection; always with a reason.
 */
export function validateCorrectionClose(
  before: Data | null,
  after: Data,
  callerUid: string,
  now: Date,
): Verdict {
  if (before === null) return deny('only a stored correction is closed');
  const move = `${String(before.status)}→${String(after.status)}`;
  return firstDenial([
    allowIf(
      (move === 'pending→withdrawn' && windowOpen(before, now)) || move === 'objected→answered',
      'only a pending correction in its window is withdrawn, and only an objection is answered',
    ),
    onlyChanged(before, after, CORRECTION_CLOSE_FIELDS),
    allowIf(after.answeredBy === callerUid, 'answeredBy must be the caller'),
    allowIf(isServerTime(after.answeredAt), 'answeredAt must be the server time'),
    textBetween(after.answer, 'answer', CORRECTION_LIMITS.reasonMin),
  ]);
}
