/**
 * Field-level rules of `corrections` (docs/data-model.md, "Corrections"): a manager proposes, the
 * worker answers before the deadline, a manager withdraws a pending one or answers an objection; nobody deletes
 * one, and the attendance record it corrects is never written. firestore.rules states the same rules (its
 * `validCorrection*` functions), generated from the lists and numbers below (src/data/policy/rules/corrections.ts,
 * `npm run rules:generate`).
 * `before` is the doc as stored before the request or batch, `after` the doc as written (a `Date` field may hold
 * the SERVER_TIME sentinel); `now` is the request's time.
 */
import {
  CORRECTION_LIMITS,
  isAllowedChange,
  lastCorrectionDay,
  OBJECTION_HOURS,
} from '../../domain/attendance/corrections';
import { slotIntervalAt, unscheduledDocId } from '../../domain/attendance/punch-window';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { daysBetweenKeys } from '../../domain/calendar/day-keys';
import { holidayDocId } from '../../domain/planning/plan';
import type { CollectionName } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import { slotAt } from './punch-write';
import {
  ALLOW,
  allowIf,
  changedKeys,
  type Data,
  dayNamed,
  deny,
  firstDenial,
  integerIn,
  isPlainObject,
  onlyKeys,
  sameValue,
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

/** Reads a stored doc (null when there is none): how a verdict sees the tenant's holidays. */
export type DocLookup = (collection: CollectionName, id: string) => Data | null;

const DAY_MS = 24 * HOUR_MS;

/**
 * The instant a punch correction of the marca dated `date` (its day's first instant) can no longer be proposed:
 * the end of its lastCorrectionDay (art. 41), counted as whole days of 24 hours from `date`, as firestore.rules
 * counts them (a DST change in between moves it by that hour). The day and its holidays are the ones `date` names.
 */
export function correctionDeadline(date: Date, tenantId: string, lookup: DocLookup): Date {
  const day = dayNamed(date);
  const last = lastCorrectionDay(day, (d) => lookup('holidays', holidayDocId(tenantId, d)) !== null);
  return new Date(date.getTime() + (daysBetweenKeys(day, last) + 1) * DAY_MS);
}

/** A punch correction is proposed by its deadline (correctionDeadline); a justification sets no marca. */
function inTimeVerdict(after: Data, now: Date, lookup: DocLookup): Verdict {
  if (after.kind !== 'punch' || !isDate(after.date) || typeof after.tenantId !== 'string') return ALLOW;
  const deadline = correctionDeadline(after.date, after.tenantId, lookup);
  return allowIf(
    now.getTime() < deadline.getTime(),
    `a marca of ${dayNamed(after.date)} is corrected up to the next business day (art. 41)`,
  );
}

/** The slot the correction names, on its date, as the rules compute it (null: no schedule or no such slot). */
function correctedSlot(after: Data, lookup: DocLookup): { start: Date; end: Date } | null {
  const date = after.date as Date;
  const schedule = lookup('schedulesConfig', scheduleDocId(String(after.userId), dayNamed(date)));
  if (schedule === null) return null;
  const slot = slotAt(schedule, Number(after.slotIndex));
  if (!isPlainObject(slot) || typeof slot.startTime !== 'string' || typeof slot.endTime !== 'string')
    return null;
  return slotIntervalAt(date, { startTime: slot.startTime, endTime: slot.endTime });
}

/**
 * What a punch correction changes (arts. 39 and 41): it names the record of its person, day and slot; `before` is
 * that record's marca as stored; and it adds a missing marca or is a tolerance within the slot (isAllowedChange).
 */
function changeVerdict(after: Data, lookup: DocLookup): Verdict {
  if (!isDate(after.date) || typeof after.userId !== 'string') return ALLOW;
  const day = dayNamed(after.date);
  const ids = [
    attendanceDocId(after.userId, day, Number(after.slotIndex)),
    unscheduledDocId(after.userId, day),
  ];
  if (!ids.includes(String(after.attendanceId)))
    return deny('attendanceId must be the record of the person’s day and slot');
  if (after.kind !== 'punch' || !isDate(after.after)) return ALLOW;
  const record = lookup('attendance', String(after.attendanceId));
  const stored = record?.[PUNCH_FIELD[after.punch as PunchAction]];
  const recorded = isDate(stored) ? stored : null;
  if (!sameValue(isEmpty(after.before) ? null : after.before, recorded))
    return deny('before must be the marca as recorded');
  return allowIf(
    isAllowedChange(after.punch as PunchAction, recorded, after.after, correctedSlot(after, lookup)),
    'a correction adds a missing marca or moves the entry earlier or the exit later within the slot (art. 39)',
  );
}

/**
 * correction-create: a manager's new proposal, pending, signed by the caller at the server time, of a marca up to
 * the next business day after it (art. 41).
 */
export function validateCorrectionCreate(
  before: Data | null,
  after: Data,
  callerUid: string,
  now: Date,
  lookup: DocLookup,
): Verdict {
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
    inTimeVerdict(after, now, lookup),
    changeVerdict(after, lookup),
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
