/** Bound punches (punch-write.ts, domain/attendance/punch-window.ts): what an employee writes to the own records. */
import {
  RECORD_DAY_HOURS,
  RECORD_OPEN_HOURS,
  UNSCHEDULED_SUFFIX,
  WALL_TIME,
} from '../../../domain/attendance/punch-window';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../../domain/attendance/punches';
import { DEFAULT_SLOT_END, DEFAULT_SLOT_START } from '../../../domain/schedule/slots';
import {
  ATTENDANCE_CREATE_FIELDS,
  CLIENT_PUNCH_SOURCE,
  DAY_NAME_OFFSET_HOURS,
  LATER_PUNCHES,
  LOCATION_LIMITS,
} from '../punch-write';
import { alignedList, rules, rulesList, rulesPattern, rulesString } from './syntax';

const [FIRST_PUNCH = 'checkIn', ...LATER] = PUNCH_ORDER;
const CHECK_IN = rulesString(PUNCH_FIELD[FIRST_PUNCH]);
const FIRST_DEVICE_TIME = rulesString(FIRST_PUNCH);
const LOCATION_KEYS = Object.keys(LOCATION_LIMITS) as (keyof typeof LOCATION_LIMITS)[];

/** The id suffix of a day's unscheduled record, as a rules string. */
const UNSCHEDULED_ID_END = rulesString(`_${UNSCHEDULED_SUFFIX}`);

/** The block, step by step: the caller's slot of a day, when a record opens, its create, its punches. */
export function punchesBlock(): string {
  if (LATER.join() !== LATER_PUNCHES.map(({ kind }) => kind).join())
    throw new Error('LATER_PUNCHES must be the punches after the first of PUNCH_ORDER, in order');
  return [slotRules(), recordOpenRules(), punchCreateRules(), punchUpdateRules()].join('\n\n');
}

/** A record's day and the slot of the caller's schedule doc it belongs to. */
function slotRules(): string {
  return rules`
// The day a record id names (recordDay): its second-to-last \`_\` part, \`<uid>_<yyyy-MM-dd>_<slotIndex|${UNSCHEDULED_SUFFIX}>\`.
function recordDay(recordId) {
  let parts = recordId.split('_');
  return parts.size() >= 3 ? parts[parts.size() - 2] : '';
}

// The caller's schedule doc of a day (scheduleDocId), or null.
function scheduleOn(day) {
  return get(/databases/$(database)/documents/schedulesConfig/$(request.auth.uid + '_' + day));
}

// A strict HH:MM (WALL_TIME, wallMinutes).
function isWallTime(value) {
  return value is string && value.matches(${rulesString(rulesPattern(WALL_TIME))});
}

function wallMinutes(value) {
  return int(value.split(':')[0]) * 60 + int(value.split(':')[1]);
}

// A fallback slot's time: missing, null or empty reads as the default (slotsOf).
function slotTime(schedule, field, fallback) {
  let value = schedule.get(field, null);
  return value == null || value == '' ? fallback : value;
}

// Slot \`index\` of a schedule doc: one of its timeSlots, or when it has none the single fallback slot
// (DEFAULT_SLOT_START–DEFAULT_SLOT_END); null when there is no such slot.
function slotAt(schedule, index) {
  let slots = schedule.get('timeSlots', null);
  return slots is list && slots.size() > 0
    ? (index < slots.size() ? slots[index] : null)
    : (index == 0
      ? {'startTime': slotTime(schedule, 'startTime', ${rulesString(DEFAULT_SLOT_START)}), 'endTime': slotTime(schedule, 'endTime', ${rulesString(DEFAULT_SLOT_END)})}
      : null);
}

// The end of a slot of the day starting at dayStart (slotEndAt): its wall minutes added to the day's first
// instant; an end at or before the start is the next day.
function slotEnd(dayStart, slot) {
  let start = wallMinutes(slot.startTime);
  let end = wallMinutes(slot.endTime);
  return dayStart + duration.value(end <= start ? end + 1440 : end, 'm');
}`;
}

/** When a record opens and still takes punches: its day, a late offline check-in, a Turno No Programado. */
function recordOpenRules(): string {
  return rules`
// \`t\` is on the day of a record dated dayStart (recordDayEnd): from the date until ${RECORD_DAY_HOURS} h later
// (RECORD_DAY_HOURS), or until its slot's end \`end\` when that is later (null: no slot).
function onRecordDay(t, dayStart, end) {
  return t >= dayStart
    && (t < dayStart + duration.value(${RECORD_DAY_HOURS}, 'h') || (end != null && t <= end));
}

// canOpenRecord: never block, always record (Res. Ex. N° 38) — the hour of a check-in refuses nothing, its day
// does. A record is opened on its own day, or later as an offline check-in (security review M10) the device made
// on that day and the server received within ${RECORD_OPEN_HOURS} h of the date (RECORD_OPEN_HOURS); the server stamps its arrival.
function recordOpenable(dayStart, end, data) {
  let deviceTime = data.get('deviceTimes', {}).get(${FIRST_DEVICE_TIME}, null);
  return onRecordDay(request.time, dayStart, end)
    || (request.time < dayStart + duration.value(${RECORD_OPEN_HOURS}, 'h')
      && deviceTime is timestamp && onRecordDay(deviceTime, dayStart, end));
}

// recordTakesPunches: a stored record takes later punches from its date until ${RECORD_OPEN_HOURS} h after it (its day and
// the next: a night slot's exit, an exit hours after the end); later a punch is a manager's correction.
function takesPunches(dayStart) {
  return request.time >= dayStart && request.time < dayStart + duration.value(${RECORD_OPEN_HOURS}, 'h');
}

// A scheduled record (\`data\` as created, or as stored): under <uid>_<day>_<slotIndex>, for a slot with valid
// times of the caller's own schedule doc of that day, dated as that doc; opened on its day (\`create\`) or
// still taking punches. The slot's punch window is not judged: a punch outside it is flagged (punch-flags.ts).
function scheduledPunchOpen(recordId, data, create) {
  let day = recordDay(recordId);
  let schedule = scheduleOn(day);
  let slot = schedule == null ? null : slotAt(schedule.data, data.slotIndex);
  return recordId == request.auth.uid + '_' + day + '_' + string(data.slotIndex)
    && schedule != null
    && schedule.data.get('userId', null) == request.auth.uid
    && schedule.data.get('tenantId', null) == tenant()
    && schedule.data.get('date', null) is timestamp
    && data.date == schedule.data.date
    && slot is map && isWallTime(slot.get('startTime', null)) && isWallTime(slot.get('endTime', null))
    && (create
      ? recordOpenable(schedule.data.date, slotEnd(schedule.data.date, slot), data)
      : takesPunches(schedule.data.date));
}

function pad2(n) {
  return (n < 10 ? '0' : '') + string(n);
}

// The UTC day of date + ${DAY_NAME_OFFSET_HOURS} h (DAY_NAME_OFFSET_HOURS): the day a tenant-zone midnight starts, for any zone
// within ${DAY_NAME_OFFSET_HOURS} h of UTC (the rules cannot read zones).
function dayNamed(date) {
  let noon = date + duration.value(${DAY_NAME_OFFSET_HOURS}, 'h');
  return string(noon.year()) + '-' + pad2(noon.month()) + '-' + pad2(noon.day());
}

// A Turno No Programado: the day's one unscheduled record, <uid>_<day>_${UNSCHEDULED_SUFFIX}, slot 0, opened on its
// day (or synced late from it: recordOpenable), on a day without a schedule doc.
function unscheduledCreateOpen(recordId, data) {
  let day = recordDay(recordId);
  return data.slotIndex == 0
    && recordId == request.auth.uid + '_' + day + ${UNSCHEDULED_ID_END}
    && dayNamed(data.date) == day
    && recordOpenable(data.date, null, data)
    && !exists(/databases/$(database)/documents/schedulesConfig/$(request.auth.uid + '_' + day));
}`;
}

/** The create of a record: its check-in, device time and location. */
function punchCreateRules(): string {
  return rules`
// isValidLocation (LOCATION_LIMITS): none, or a position and its accuracy in metres, nothing else.
function validLocation(value) {
  return value == null
    || (value is map
      && value.keys().hasOnly(${rulesList(LOCATION_KEYS)})
      && value.keys().hasAll(${rulesList(LOCATION_KEYS)})
      ${LOCATION_KEYS.map((key) => {
        const { min, max } = LOCATION_LIMITS[key];
        return `&& value.${key} is number && value.${key} >= ${min} && value.${key} <= ${max}`;
      }).join('\n')});
}

// validatePunchCreate: a record starts with its check-in (server time) and its device time, nothing later;
// \`receipts\` are the server's. Applied to every write of an employee where no doc is stored (M1).
function validPunchCreate(recordId, data) {
  let deviceTimes = data.get('deviceTimes', {});
${alignedList('  return data.keys().hasOnly(', ATTENDANCE_CREATE_FIELDS, ')')}
    && isOwn(data)
    && data.date is timestamp
    && data.slotIndex is int && data.slotIndex >= 0
    && data.source == ${rulesString(CLIENT_PUNCH_SOURCE)}
    && data.get(${CHECK_IN}, null) == request.time
    ${LATER.map((kind) => `&& data.get(${rulesString(PUNCH_FIELD[kind])}, null) == null`).join('\n')}
    && deviceTimes is map && deviceTimes.keys().hasOnly([${FIRST_DEVICE_TIME}])
    && (!(${FIRST_DEVICE_TIME} in deviceTimes) || deviceTimes.${FIRST_PUNCH} is timestamp)
    && validLocation(data.get('location', null))
    && (data.get('unscheduled', false) == true
      ? unscheduledCreateOpen(recordId, data)
      : (data.get('unscheduled', false) == false && scheduledPunchOpen(recordId, data, true)));
}`;
}

/** The later punches of a stored record (LATER_PUNCHES), each once and in order. */
function punchUpdateRules(): string {
  return rules`
// deviceTimes after a punch of \`kind\`: the stored ones unchanged, plus at most that punch's, a timestamp.
function addedDeviceTime(kind) {
  let stored = resource.data.get('deviceTimes', null);
  let prior = stored is map ? stored : {};
  let times = request.resource.data.get('deviceTimes', null);
  return !('deviceTimes' in changed())
    || (times is map
      && times.diff(prior).changedKeys().size() == 0
      && times.diff(prior).removedKeys().size() == 0
      && times.diff(prior).addedKeys().hasOnly([kind])
      && (!(kind in times) || times[kind] is timestamp));
}

// One later punch: \`field\` set once with the server time, after \`previous\` was stored and before check-out;
// nothing else changes but its device time.
function punched(field, kind, previous) {
  return changed().hasOnly([field, 'deviceTimes']) && field in changed()
    && resource.data.get(field, null) == null
    && request.resource.data[field] == request.time
    && resource.data.get(previous, null) is timestamp
    && !(resource.data.get(${rulesString(PUNCH_FIELD.checkOut)}, null) is timestamp)
    && addedDeviceTime(kind);
}

// The stored record still takes punches (recordTakesPunches): an unscheduled one under its id, a scheduled one
// for its slot.
function punchOpen(recordId) {
  let data = resource.data;
  return data.get('unscheduled', false) == true
    ? (recordId == request.auth.uid + '_' + recordDay(recordId) + ${UNSCHEDULED_ID_END}
      && data.date is timestamp
      && takesPunches(data.date))
    : scheduledPunchOpen(recordId, data, false);
}

// validatePunchUpdate: exactly one of the later punches (LATER_PUNCHES), in order, while the record is open.
function validPunchUpdate(recordId) {
  return isOwn(resource.data)
    && (${LATER_PUNCHES.map(({ kind, after }) => `punched(${rulesString(PUNCH_FIELD[kind])}, ${rulesString(kind)}, ${rulesString(after)})`).join('\n  || ')})
    && punchOpen(recordId);
}`;
}
