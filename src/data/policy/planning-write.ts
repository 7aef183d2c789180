/**
 * Field-level rules of the planning collections: shifts, shift patterns, holidays, published
 * schedules, schedule drafts and the publish history; absences have theirs in absence-write.ts. firestore.rules
 * states the same rules (the `valid*` functions of its planning section), generated from the constants below and
 * those of src/domain/planning/plan.ts (src/data/policy/rules/planning.ts, `npm run rules:generate`). `before` is
 * the doc as stored before the request or batch (null: none), `after` the doc as written (a `Date` field may hold
 * the SERVER_TIME sentinel).
 *
 * Every write is judged on the whole doc as written (not only the changed fields), so a stored doc never holds a
 * value a create could not. The day a schedule, draft or holiday belongs to is named by its `date`
 * (`dayNamed`, the rules' `dayNamed`): ids are `<uid>_<day>` and `<tenantId>_<day>`.
 */
import {
  PLANNING_TEXT_LIMITS,
  PUBLISH_STATUSES,
  SHIFT_COLOR,
  SHIFT_LIMITS,
  type PublishStatus,
} from '../../domain/planning/plan';
import { PATTERN_MAX_DAYS } from '../../domain/planning/patterns';
import { parseHHMM } from '../../domain/calendar/time-zone';
import type { CollectionName } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import {
  ALLOW,
  allowIf,
  type Data,
  dayNamed,
  deny,
  firstDenial,
  integerIn,
  isPlainObject,
  onlyKeys,
  requiredText,
  UID_MAX,
  unchanged,
  type Verdict,
} from './verdicts';

/** The fields each planning doc may hold (firestore.rules' `hasOnly` lists are generated from them). */
export const SHIFT_FIELDS = [
  'tenantId',
  'name',
  'color',
  'timeSlots',
  'lunchMinutes',
  'archived',
  'updatedBy',
  'updatedAt',
] as const;
export const PATTERN_FIELDS = ['tenantId', 'name', 'days', 'updatedBy', 'updatedAt'] as const;
export const HOLIDAY_FIELDS = [
  'tenantId',
  'date',
  'name',
  'irrenunciable',
  'updatedBy',
  'updatedAt',
] as const;
export const SCHEDULE_FIELDS = [
  'tenantId',
  'userId',
  'date',
  'timeSlots',
  'startTime',
  'endTime',
  'shiftId',
  'lunchMinutes',
  'publishId',
] as const;
/** A draft holds exactly these. */
export const DRAFT_FIELDS = [
  'tenantId',
  'userId',
  'date',
  'timeSlots',
  'shiftId',
  'lunchMinutes',
  'updatedBy',
  'updatedAt',
] as const;
/** A publish holds exactly these. */
export const PUBLISH_FIELDS = [
  'tenantId',
  'publishedBy',
  'publishedAt',
  'count',
  'userIds',
  'from',
  'to',
  'reason',
  'status',
  'utcDay',
] as const;
export { PUBLISH_STATUSES, type PublishStatus };

/** Minutes a publish takes schedules after its start (`publishedAt`): a publish of 5,000 people's month fits. */
export const PUBLISH_OPEN_MINUTES = 60;

/** The state of a stored publish (none: `publicada`, a publish from before the state). */
export function publishStatusOf(doc: { readonly status?: unknown }): PublishStatus | null {
  const { status } = doc;
  if (status === undefined) return 'publicada';
  return PUBLISH_STATUSES.find((value) => value === status) ?? null;
}

/** `yyyy-MM-dd` of a time in UTC: a publish's `utcDay`, by which the server finds the day's publishes. */
export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** A client names `utcDay` by its own clock: the UTC day of any instant this close to the server time is taken. */
export const UTC_DAY_SKEW_MINUTES = 60;

/**
 * The UTC days of the instants `minutes` either side of `now` and of `now` itself: by default the `utcDay` values a
 * publish written at `now` may carry (the rules' `utcDayAllowed`).
 */
export function utcDaysAround(now: Date, minutes = UTC_DAY_SKEW_MINUTES): string[] {
  const margin = minutes * 60_000;
  return [...new Set([-margin, 0, margin].map((offset) => utcDayOf(new Date(now.getTime() + offset))))];
}
/** Limits of the planning docs that plan.ts does not hold (the rules spell the same numbers). */
export const PLANNING_LIMITS = {
  /** A uid in `userId` (UID_MAX). */
  userIdMax: UID_MAX,
  /** Person-days of one publish. */
  publishCountMax: 100_000,
  /** People of one publish. */
  publishUsersMax: 5_000,
  /** A document id a schedule names (`publishId`): Firestore's ids are at most 1,500 bytes; ours are 20. */
  idMax: 128,
  /** The longest absence: `to` at most this many days after `from`. */
  absenceMaxDays: 366,
} as const;

/** A `yyyy-MM-dd` day key as a publish names its range (firestore.rules `validPublish`). */
export const DAY_KEY_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

const set = (fields: readonly string[]): ReadonlySet<string> => new Set(fields);
const SHIFT_KEYS = set(SHIFT_FIELDS);
const PATTERN_KEYS = set(PATTERN_FIELDS);
const HOLIDAY_KEYS = set(HOLIDAY_FIELDS);
const SCHEDULE_KEYS = set(SCHEDULE_FIELDS);
const DRAFT_KEYS = set(DRAFT_FIELDS);
const PUBLISH_KEYS = set(PUBLISH_FIELDS);

const isEmpty = (value: unknown) => value === undefined || value === null;
const isDate = (value: unknown): value is Date => value instanceof Date;

/** Exactly the keys of `fields`, none missing (the rules' `hasOnly` + `hasAll`). */
function exactKeys(data: Data, fields: readonly string[], allowed: ReadonlySet<string>): Verdict {
  const missing = fields.filter((field) => !Object.hasOwn(data, field));
  return missing.length > 0 ? deny(`missing fields: ${missing.join(', ')}`) : onlyKeys(data, allowed);
}

/** One slot: exactly `startTime` and `endTime`, each a strict `HH:MM`, not equal (firestore.rules `validSlot`). */
export function isValidSlot(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  const { startTime, endTime } = value;
  return (
    keys.length === 2 &&
    typeof startTime === 'string' &&
    typeof endTime === 'string' &&
    parseHHMM(startTime) !== null &&
    parseHHMM(endTime) !== null &&
    startTime !== endTime
  );
}

/** A shift's (or a planned day's) slots: a list of SHIFT_LIMITS.minSlots–maxSlots valid slots. */
export function isValidSlotList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length >= SHIFT_LIMITS.minSlots &&
    value.length <= SHIFT_LIMITS.maxSlots &&
    value.every(isValidSlot)
  );
}

const slotsVerdict = (value: unknown) =>
  allowIf(
    isValidSlotList(value),
    `timeSlots must be ${SHIFT_LIMITS.minSlots}–${SHIFT_LIMITS.maxSlots} slots of HH:MM, start ≠ end`,
  );

const lunchVerdict = (value: unknown) =>
  integerIn(value, 'lunchMinutes', SHIFT_LIMITS.lunchMin, SHIFT_LIMITS.lunchMax);

/** A shift named by a schedule or a draft: none (missing or null), or an id of at most `idMax`. */
const shiftRefVerdict = (value: unknown) =>
  allowIf(
    isEmpty(value) || (typeof value === 'string' && value.length <= PLANNING_TEXT_LIMITS.idMax),
    `shiftId must be null or a string of at most ${PLANNING_TEXT_LIMITS.idMax}`,
  );

/** The doc's id is `<prefix>_<the day its date names>`. */
function idVerdict(id: string, prefix: unknown, date: unknown, shape: string): Verdict {
  return allowIf(
    typeof prefix === 'string' && isDate(date) && id === `${prefix}_${dayNamed(date)}`,
    `the id must be ${shape} of the day date starts`,
  );
}

/**
 * Every client write of a shift, a pattern or a holiday is signed by the caller with the server time: the server
 * logs the act from that stamp (src/server/audit/audit-planning-acts.ts, security review M6). The server's own writes
 * (seeds, a new company's holidays) carry none.
 */
export const stampVerdict = (after: Data, callerUid: string) =>
  allowIf(
    after.updatedBy === callerUid && isServerTime(after.updatedAt),
    'a write sets updatedBy = caller and updatedAt = server time',
  );

/** shifts: name, colour, 1–4 slots, colación, archived. */
export function validateShiftWrite(_before: Data | null, after: Data): Verdict {
  const { color, archived } = after;
  return firstDenial([
    onlyKeys(after, SHIFT_KEYS),
    requiredText(after, 'name', SHIFT_LIMITS.nameMax),
    allowIf(typeof color === 'string' && SHIFT_COLOR.test(color), 'color must be #rrggbb'),
    slotsVerdict(after.timeSlots),
    lunchVerdict(after.lunchMinutes),
    allowIf(archived === undefined || typeof archived === 'boolean', 'archived must be absent or a boolean'),
  ]);
}

/** One day of a pattern: a shift id of at most `idMax`, or '' for a day off (firestore.rules `patternDay`). */
const isPatternDay = (value: unknown) =>
  typeof value === 'string' && value.length <= PLANNING_TEXT_LIMITS.idMax;

/** shiftPatterns: name and 1–28 days (shift ids or ''). */
export function validatePatternWrite(_before: Data | null, after: Data): Verdict {
  const { days } = after;
  return firstDenial([
    onlyKeys(after, PATTERN_KEYS),
    requiredText(after, 'name', PLANNING_TEXT_LIMITS.patternName),
    allowIf(
      Array.isArray(days) && days.length >= 1 && days.length <= PATTERN_MAX_DAYS && days.every(isPatternDay),
      `days must be 1–${PATTERN_MAX_DAYS} shift ids or ''`,
    ),
  ]);
}

/** holidays: date, name, irrenunciable; id `holidayDocId(tenantId, day)`. */
export function validateHolidayWrite(before: Data | null, after: Data, id: string): Verdict {
  return firstDenial([
    onlyKeys(after, HOLIDAY_KEYS),
    allowIf(isDate(after.date), 'date must be a date'),
    requiredText(after, 'name', PLANNING_TEXT_LIMITS.holidayName),
    allowIf(typeof after.irrenunciable === 'boolean', 'irrenunciable must be a boolean'),
    // Created only under its day's id; a holiday is moved by deleting it and adding another.
    before === null
      ? idVerdict(id, after.tenantId, after.date, '<tenantId>_<yyyy-MM-dd>')
      : unchanged(before, after, ['date']),
  ]);
}

/** The person and day of a schedule or draft: a uid, a date, the id of both; never changed by an update. */
function personDayVerdict(before: Data | null, after: Data, id: string): Verdict {
  return firstDenial([
    requiredText(after, 'userId', PLANNING_LIMITS.userIdMax),
    allowIf(isDate(after.date), 'date must be a date'),
    idVerdict(id, after.userId, after.date, '<userId>_<yyyy-MM-dd>'),
    before === null ? ALLOW : unchanged(before, after, ['userId', 'date']),
  ]);
}

/** What a schedule's check sees besides the doc: the caller, the request's time, the batch's docs. */
export interface ScheduleWriteContext {
  callerUid: string;
  now: Date;
  /** A doc as stored before the request or batch (the rules' `get()`). */
  lookup: (collection: CollectionName, id: string) => Data | null;
  /** A doc as the whole request or batch leaves it (the rules' `getAfter()`). */
  lookupAfter: (collection: CollectionName, id: string) => Data | null;
}

/**
 * A schedule is written only by a publish in progress (security review M6): `publishId` names a publish of the
 * caller in the schedule's tenant, started at most PUBLISH_OPEN_MINUTES ago, naming the person and a range
 * holding the day, `en curso` before the request or made `publicada` by it. The publish's create is what the
 * server logs, so no schedule changes without an entry.
 */
function publishCoversVerdict(after: Data, context: ScheduleWriteContext): Verdict {
  const { publishId } = after;
  if (typeof publishId !== 'string' || publishId === '' || publishId.length > PLANNING_LIMITS.idMax)
    return deny('publishId must name the publish writing the schedule');
  const publish = context.lookupAfter('planPublishes', publishId);
  if (publish === null) return deny('publishId must name a publish');
  const stored = context.lookup('planPublishes', publishId);
  const { publishedAt, userIds, from, to } = publish;
  const startedAt = isServerTime(publishedAt) ? context.now : publishedAt;
  const day = isDate(after.date) ? dayNamed(after.date) : '';
  return firstDenial([
    allowIf(publish.tenantId === after.tenantId, 'the publish must be of the same tenant'),
    allowIf(publish.publishedBy === context.callerUid, "the publish must be the caller's"),
    allowIf(
      isDate(startedAt) && startedAt.getTime() > context.now.getTime() - PUBLISH_OPEN_MINUTES * 60_000,
      `a publish takes schedules for ${PUBLISH_OPEN_MINUTES} minutes`,
    ),
    allowIf(Array.isArray(userIds) && userIds.includes(after.userId), 'the publish must name the person'),
    allowIf(
      typeof from === 'string' && typeof to === 'string' && from <= day && day <= to,
      "the publish's range must hold the day",
    ),
    allowIf(
      publishStatusOf(publish) === 'en curso' || stored === null || publishStatusOf(stored) === 'en curso',
      'the publish must be in progress',
    ),
  ]);
}

/** A published schedule's fields: only at `scheduleDocId(userId, day)` with `date` that day's start. */
export function validateScheduleFields(before: Data | null, after: Data, id: string): Verdict {
  return firstDenial([
    onlyKeys(after, SCHEDULE_KEYS),
    personDayVerdict(before, after, id),
    slotsVerdict(after.timeSlots),
    allowIf(
      isEmpty(after.startTime) && isEmpty(after.endTime),
      'startTime and endTime are gone: a schedule has timeSlots',
    ),
    shiftRefVerdict(after.shiftId),
    isEmpty(after.lunchMinutes) ? ALLOW : lunchVerdict(after.lunchMinutes),
  ]);
}

/** schedulesConfig (managers): valid fields (validateScheduleFields), written by a publish in progress. */
export function validateScheduleWrite(
  before: Data | null,
  after: Data,
  id: string,
  context: ScheduleWriteContext,
): Verdict {
  return firstDenial([validateScheduleFields(before, after, id), publishCoversVerdict(after, context)]);
}

/** scheduleDrafts: like a schedule, `updatedBy` = caller, `updatedAt` server time. */
export function validateScheduleDraftWrite(
  before: Data | null,
  after: Data,
  id: string,
  callerUid: string,
): Verdict {
  const dayOff = after.timeSlots === null;
  return firstDenial([
    exactKeys(after, DRAFT_FIELDS, DRAFT_KEYS),
    personDayVerdict(before, after, id),
    // A day off (null slots) names no shift and no colación.
    dayOff
      ? allowIf(after.shiftId === null && after.lunchMinutes === 0, 'a day off has shiftId null and lunch 0')
      : slotsVerdict(after.timeSlots),
    shiftRefVerdict(after.shiftId),
    lunchVerdict(after.lunchMinutes),
    allowIf(after.updatedBy === callerUid, 'updatedBy must be the caller'),
    allowIf(isServerTime(after.updatedAt), 'updatedAt must be the server time'),
  ]);
}

/** The fields a publish keeps when it is finished (all but its status). */
const PUBLISH_KEPT_FIELDS = PUBLISH_FIELDS.filter((field) => field !== 'status');

/**
 * planPublishes: created once, `publishedBy` = caller, `publishedAt` server time, `utcDay` that time's UTC day,
 * `en curso` or `publicada`; afterwards only its publisher changes it, once, from `en curso` to `publicada`.
 */
export function validatePublishWrite(
  before: Data | null,
  after: Data,
  callerUid: string,
  now: Date,
): Verdict {
  if (before !== null) {
    return firstDenial([
      allowIf(
        publishStatusOf(before) === 'en curso' && after.status === 'publicada',
        'a publish only goes from en curso to publicada',
      ),
      allowIf(before.publishedBy === callerUid, 'only its publisher finishes a publish'),
      onlyKeys(after, PUBLISH_KEYS),
      unchanged(before, after, PUBLISH_KEPT_FIELDS),
    ]);
  }
  const { count, userIds, from, to } = after;
  const isDay = (value: unknown): value is string => typeof value === 'string' && DAY_KEY_PATTERN.test(value);
  return firstDenial([
    exactKeys(after, PUBLISH_FIELDS, PUBLISH_KEYS),
    allowIf(after.publishedBy === callerUid, 'publishedBy must be the caller'),
    allowIf(isServerTime(after.publishedAt), 'publishedAt must be the server time'),
    allowIf(
      typeof after.utcDay === 'string' && utcDaysAround(now).includes(after.utcDay),
      "utcDay must be the server time's UTC day",
    ),
    allowIf(
      PUBLISH_STATUSES.some((status) => status === after.status),
      `status must be one of ${PUBLISH_STATUSES.join(', ')}`,
    ),
    integerIn(count, 'count', 1, PLANNING_LIMITS.publishCountMax),
    allowIf(
      Array.isArray(userIds) && userIds.length >= 1 && userIds.length <= PLANNING_LIMITS.publishUsersMax,
      `userIds must be a list of 1–${PLANNING_LIMITS.publishUsersMax}`,
    ),
    allowIf(isDay(from) && isDay(to) && from <= to, 'from and to must be yyyy-MM-dd, from ≤ to'),
    after.reason === null ? ALLOW : requiredText(after, 'reason', PLANNING_TEXT_LIMITS.publishReason),
  ]);
}
