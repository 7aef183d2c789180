/**
 * Bound punches (security review H1, H2, M5, M10): what an employee may write to the own attendance records.
 * The demo store runs these checks (write-validators.ts `attendance-punch`), and firestore.rules states them as
 * `validPunchCreate` / `validPunchUpdate` with the same arithmetic (domain/attendance/punch-window.ts), generated
 * from the constants and lists below (src/data/policy/rules/punches.ts, `npm run rules:generate`).
 *
 * Never block, always record (Res. Ex. N° 38 arts. 38, 53 c/e, 58): the hour of a punch never refuses it — a
 * punch outside its slot's window is stored and flagged for the manager (punch-flags.ts). What is bound:
 * - A record is created only with its check-in (server time), for a slot of the person's schedule of that day
 *   under `attendanceDocId(uid, day, slotIndex)`, dated as that schedule; or, on a day without a schedule, as
 *   the day's one unscheduled record `unscheduledDocId(uid, day)`. It is opened on its own day (no backdating,
 *   no future days: `canOpenRecord`), or later only as an offline check-in the device made on its day and the
 *   server received before the record closes (M10; flagged `Marca sincronizada tarde`).
 * - An update sets exactly one later punch (lunch start after check-in, lunch end after lunch start, check-out
 *   after check-in; nothing after check-out) with the server time, while the record takes punches
 *   (`RECORD_OPEN_HOURS` after its date), and may add that punch's device time; nothing else changes.
 * - `receipts` are written by the server only; `location` only with the check-in; `source` stays 'web'.
 *
 * The day a record belongs to is read from its id (the second-to-last `_` part), the way the rules read it.
 */
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import {
  canOpenRecord,
  recordTakesPunches,
  unscheduledDocId,
  wallMinutes,
} from '../../domain/attendance/punch-window';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { DEFAULT_SLOT_END, DEFAULT_SLOT_START } from '../../domain/schedule/slots';
import type { CollectionName, PunchSource } from '../ports/collections';
import { isServerTime } from '../ports/document-store';
import {
  ALLOW,
  changedKeys,
  dayNamed,
  deny,
  firstDenial,
  isPlainObject,
  onlyKeys,
  sameValue,
  type Data,
  type Verdict,
} from './verdicts';

/** The fields an employee's new record may carry (firestore.rules `validPunchCreate`). */
export const ATTENDANCE_CREATE_FIELDS = [
  'tenantId',
  'userId',
  'date',
  'slotIndex',
  'unscheduled',
  'checkInTime',
  'lunchStartTime',
  'lunchEndTime',
  'checkOutTime',
  'deviceTimes',
  'source',
  'location',
] as const;

/** How a record's date names its day (shared with the planning rules: verdicts.ts `dayNamed`). */
export { DAY_NAME_OFFSET_HOURS } from './verdicts';

/** A check-in's location: degrees on the globe and an accuracy in metres. */
export const LOCATION_LIMITS = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  accuracy: { min: 0, max: 100_000 },
} as const;

/** What a request can see: the caller, the written doc's id, the request time and stored docs. */
export interface PunchContext {
  callerUid: string;
  /** The attendance record's id. */
  id: string;
  /** The request's time: what SERVER_TIME becomes (the rules' `request.time`). */
  now: Date;
  /** A doc as stored before the request or batch (the rules' `get()`), or null when missing. */
  lookup: (collection: CollectionName, id: string) => Data | null;
}

/** What a person's own punch records as its source. */
export const CLIENT_PUNCH_SOURCE = 'web' satisfies PunchSource;

const CREATE_FIELDS: ReadonlySet<string> = new Set(ATTENDANCE_CREATE_FIELDS);

/** The punches after the check-in, each with the field that must hold a time before it. */
export const LATER_PUNCHES = [
  { kind: 'lunchStart', after: 'checkInTime' },
  { kind: 'lunchEnd', after: 'lunchStartTime' },
  { kind: 'checkOut', after: 'checkInTime' },
] as const satisfies readonly { kind: PunchAction; after: string }[];

const isEmpty = (value: unknown) => value === undefined || value === null;
const isTimestamp = (value: unknown) => value instanceof Date || isServerTime(value);
const has = (data: Data, key: string) => Object.hasOwn(data, key);

/** The day named by a record id: its second-to-last `_` part (`<uid>_<yyyy-MM-dd>_<slot|np>`). */
export function recordDay(id: string): string {
  const parts = id.split('_');
  return parts.length >= 3 ? (parts[parts.length - 2] ?? '') : '';
}

/**
 * Slot `index` of a schedule doc: one of its `timeSlots`, or when it has none the fallback single slot of
 * `startTime`/`endTime` (09:00–17:00 when missing), as slots.ts `slotsOf` reads a valid doc.
 */
export function slotAt(schedule: Data, index: number): unknown {
  const slots = schedule.timeSlots;
  if (Array.isArray(slots) && slots.length > 0) return index < slots.length ? slots[index] : null;
  if (index !== 0) return null;
  const time = (value: unknown, fallback: string) => (isEmpty(value) || value === '' ? fallback : value);
  return {
    startTime: time(schedule.startTime, DEFAULT_SLOT_START),
    endTime: time(schedule.endTime, DEFAULT_SLOT_END),
  };
}

/** The device time of a punch as written (a timestamp, or null when absent or not one). */
function deviceTimeOf(data: Data, kind: PunchAction): Date | null {
  const times = data.deviceTimes;
  const value = isPlainObject(times) ? times[kind] : undefined;
  return value instanceof Date ? value : null;
}

/**
 * The record's slot exists in the own schedule of its day with valid times and the record is dated as it; a
 * new record (`create`) is opened on its day or as a late sync (`canOpenRecord`), a stored one still takes
 * punches (`recordTakesPunches`). The hour within the slot's window is not judged: it is a flag.
 */
function scheduledSlotOpen(record: Data, day: string, context: PunchContext, create: boolean): Verdict {
  const schedule = context.lookup('schedulesConfig', scheduleDocId(context.callerUid, day));
  if (schedule === null) return deny(`no schedule on ${day}`);
  if (schedule.userId !== context.callerUid || schedule.tenantId !== record.tenantId)
    return deny('the schedule is not the caller’s');
  if (!(schedule.date instanceof Date) || !sameValue(record.date, schedule.date))
    return deny('date must be the schedule’s date');
  const slot = slotAt(schedule, Number(record.slotIndex));
  if (!isPlainObject(slot)) return deny(`the schedule has no slot ${String(record.slotIndex)}`);
  const { startTime, endTime } = slot;
  if (
    typeof startTime !== 'string' ||
    typeof endTime !== 'string' ||
    wallMinutes(startTime) === null ||
    wallMinutes(endTime) === null
  )
    return deny('the slot has no valid times');
  if (!create)
    return recordTakesPunches(context.now, schedule.date)
      ? ALLOW
      : deny('the record no longer takes punches');
  return canOpenRecord(context.now, schedule.date, { startTime, endTime }, deviceTimeOf(record, 'checkIn'))
    ? ALLOW
    : deny('a record is opened on its day (or synced late from it)');
}

/** A day without a schedule: its one unscheduled record, opened on the day its date starts (or synced late). */
function unscheduledCreate(after: Data, day: string, context: PunchContext): Verdict {
  const date = after.date as Date;
  return firstDenial([
    after.slotIndex === 0 ? ALLOW : deny('an unscheduled record is slot 0'),
    context.id === unscheduledDocId(context.callerUid, day)
      ? ALLOW
      : deny('an unscheduled record goes under <uid>_<day>_np'),
    dayNamed(date) === day ? ALLOW : deny('date must be the start of the id’s day'),
    canOpenRecord(context.now, date, null, deviceTimeOf(after, 'checkIn'))
      ? ALLOW
      : deny('an unscheduled record is opened on its day (or synced late from it)'),
    context.lookup('schedulesConfig', scheduleDocId(context.callerUid, day)) === null
      ? ALLOW
      : deny('the day has a schedule: punch its slots'),
  ]);
}

/** `deviceTimes` as written: the stored device times plus at most the one of `kind`, a timestamp. */
function deviceTimesVerdict(before: unknown, after: unknown, kind: PunchAction): Verdict {
  if (sameValue(before, after)) return ALLOW;
  if (!isPlainObject(after)) return deny('deviceTimes must be a map');
  const stored = isPlainObject(before) ? before : {};
  for (const key of new Set([...Object.keys(stored), ...Object.keys(after)])) {
    if (has(stored, key) && !(has(after, key) && sameValue(stored[key], after[key])))
      return deny(`deviceTimes.${key} cannot change`);
    if (!has(stored, key) && key !== kind) return deny(`deviceTimes may add only ${kind}`);
  }
  return !has(after, kind) || isTimestamp(after[kind])
    ? ALLOW
    : deny(`deviceTimes.${kind} must be a timestamp`);
}

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && value >= min && value <= max;

/** `location`: none, or latitude, longitude and accuracy within LOCATION_LIMITS and nothing else. */
export function isValidLocation(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  const { latitude, longitude, accuracy } = LOCATION_LIMITS;
  return (
    keys.length === 3 &&
    inRange(value.latitude, latitude) &&
    inRange(value.longitude, longitude) &&
    inRange(value.accuracy, accuracy)
  );
}

/** A new record: the check-in of a scheduled slot of its day, or the day's unscheduled record. */
export function validatePunchCreate(after: Data, context: PunchContext): Verdict {
  const slotIndex = after.slotIndex;
  const shape = firstDenial([
    onlyKeys(after, CREATE_FIELDS),
    after.userId === context.callerUid ? ALLOW : deny('userId must be the caller'),
    typeof after.tenantId === 'string' ? ALLOW : deny('tenantId must be a string'),
    after.date instanceof Date ? ALLOW : deny('date must be a date'),
    Number.isInteger(slotIndex) && Number(slotIndex) >= 0 ? ALLOW : deny('slotIndex must be an integer ≥ 0'),
    after.source === CLIENT_PUNCH_SOURCE ? ALLOW : deny(`source must be '${CLIENT_PUNCH_SOURCE}'`),
    isServerTime(after.checkInTime) ? ALLOW : deny('a record starts with its check-in, with the server time'),
    isEmpty(after.lunchStartTime) && isEmpty(after.lunchEndTime) && isEmpty(after.checkOutTime)
      ? ALLOW
      : deny('a new record holds only its check-in'),
    deviceTimesVerdict(undefined, after.deviceTimes ?? {}, 'checkIn'),
    isValidLocation(after.location) ? ALLOW : deny('location must be null or a valid position'),
  ]);
  if (!shape.allow) return shape;
  const day = recordDay(context.id);
  if (after.unscheduled === true) return unscheduledCreate(after, day, context);
  if (after.unscheduled !== undefined && after.unscheduled !== false)
    return deny('unscheduled must be true, false or absent');
  return context.id === attendanceDocId(context.callerUid, day, Number(slotIndex))
    ? scheduledSlotOpen(after, day, context, true)
    : deny('a record goes under <uid>_<day>_<slotIndex>');
}

/** A later punch: exactly one, in order, with the server time, while the record takes punches. */
export function validatePunchUpdate(before: Data, after: Data, context: PunchContext): Verdict {
  const changed = changedKeys(before, after);
  const punches = LATER_PUNCHES.filter(({ kind }) => changed.includes(PUNCH_FIELD[kind]));
  const [punch] = punches;
  if (punch === undefined || punches.length > 1)
    return deny('an update punches exactly one of lunch start, lunch end or check-out');
  const field = PUNCH_FIELD[punch.kind];
  const other = changed.filter((key) => key !== field && key !== 'deviceTimes');
  if (other.length > 0) return deny(`fields cannot change: ${other.join(', ')}`);
  const shape = firstDenial([
    isEmpty(before[field]) ? ALLOW : deny(`${field} is already set`),
    isServerTime(after[field]) ? ALLOW : deny(`${field} must be set with the server time`),
    before[punch.after] instanceof Date ? ALLOW : deny(`${field} needs ${punch.after} first`),
    before.checkOutTime instanceof Date ? deny('no punches after check-out') : ALLOW,
    deviceTimesVerdict(before.deviceTimes, after.deviceTimes, punch.kind),
  ]);
  if (!shape.allow) return shape;
  const day = recordDay(context.id);
  if (before.unscheduled === true) {
    if (context.id !== unscheduledDocId(context.callerUid, day))
      return deny('an unscheduled record goes under <uid>_<day>_np');
    return before.date instanceof Date && recordTakesPunches(context.now, before.date)
      ? ALLOW
      : deny('the record no longer takes punches');
  }
  return context.id === attendanceDocId(context.callerUid, day, Number(before.slotIndex))
    ? scheduledSlotOpen(before, day, context, false)
    : deny('a record goes under <uid>_<day>_<slotIndex>');
}

/** An employee's own punch: a new record or one later punch. */
export function validateAttendanceWrite(before: Data | null, after: Data, context: PunchContext): Verdict {
  return before === null ? validatePunchCreate(after, context) : validatePunchUpdate(before, after, context);
}
