/** Bound punches (punch-write.ts, domain/attendance/punch-window.ts): what an employee writes to the own records. */
import {
  DEFAULT_PUNCH_WINDOW,
  PUNCH_WINDOW_LIMITS,
  UNSCHEDULED_MAX_MINUTES,
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
  UNSCHEDULED_OPEN_HOURS,
} from '../punch-write';
import { alignedList, rules, rulesList, rulesPattern, rulesString } from './syntax';

const [FIRST_PUNCH = 'checkIn', ...LATER] = PUNCH_ORDER;
const CHECK_IN = rulesString(PUNCH_FIELD[FIRST_PUNCH]);
const FIRST_DEVICE_TIME = rulesString(FIRST_PUNCH);
const LOCATION_KEYS = Object.keys(LOCATION_LIMITS) as (keyof typeof LOCATION_LIMITS)[];

export function punchesBlock(): string {
  if (LATER.join() !== LATER_PUNCHES.map(({ kind }) => kind).join())
    throw new Error('LATER_PUNCHES must be the punches after the first of PUNCH_ORDER, in order');
  const unscheduled = rulesString(`_${UNSCHEDULED_SUFFIX}`);
  return rules`
// The caller's tenant doc, already read by tenantActive() (a doc read again in a request is not billed again).
function tenantData() {
  return get(/databases/$(database)/documents/tenants/$(tenant())).data;
}

// A margin of the tenant's punch window (resolvePunchWindow): the setting when it is whole minutes within the
// limits, else the default (DEFAULT_PUNCH_WINDOW).
function windowMinutes(key, fallback) {
  let settings = tenantData().get('settings', null);
  let margins = settings is map ? settings.get('punchWindow', null) : null;
  let value = margins is map ? margins.get(key, null) : null;
  return value is int && value >= ${PUNCH_WINDOW_LIMITS.min} && value <= ${PUNCH_WINDOW_LIMITS.max} ? value : fallback;
}

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

// request.time is in the punch window of a slot of the day starting at dayStart (punchWindow): from
// openBeforeMinutes before its start to closeAfterMinutes after its end, both inclusive; an end at or before
// the start is the next day. Wall minutes are added to the day's first instant, as punch-window.ts does.
function inWindow(dayStart, start, end) {
  let endMinutes = end <= start ? end + 1440 : end;
  return request.time >= dayStart + duration.value(start, 'm')
      - duration.value(windowMinutes('openBeforeMinutes', ${DEFAULT_PUNCH_WINDOW.openBeforeMinutes}), 'm')
    && request.time <= dayStart + duration.value(endMinutes, 'm')
      + duration.value(windowMinutes('closeAfterMinutes', ${DEFAULT_PUNCH_WINDOW.closeAfterMinutes}), 'm');
}

function slotOpen(dayStart, slot) {
  return slot is map && isWallTime(slot.get('startTime', null)) && isWallTime(slot.get('endTime', null))
    && inWindow(dayStart, wallMinutes(slot.startTime), wallMinutes(slot.endTime));
}

// A scheduled record (\`data\` as created, or as stored): under <uid>_<day>_<slotIndex>, for a slot of the
// caller's own schedule doc of that day, dated as that doc, with request.time in the slot's window.
function scheduledPunchOpen(recordId, data) {
  let day = recordDay(recordId);
  let schedule = scheduleOn(day);
  return recordId == request.auth.uid + '_' + day + '_' + string(data.slotIndex)
    && schedule != null
    && schedule.data.get('userId', null) == request.auth.uid
    && schedule.data.get('tenantId', null) == tenant()
    && schedule.data.get('date', null) is timestamp
    && data.date == schedule.data.date
    && slotOpen(schedule.data.date, slotAt(schedule.data, data.slotIndex));
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

// A Turno No Programado: the day's one unscheduled record, <uid>_<day>_${UNSCHEDULED_SUFFIX}, slot 0, opened within ${UNSCHEDULED_OPEN_HOURS} h of its
// date (UNSCHEDULED_OPEN_HOURS), on a day without a schedule doc.
function unscheduledCreateOpen(recordId, data) {
  let day = recordDay(recordId);
  return data.slotIndex == 0
    && recordId == request.auth.uid + '_' + day + ${unscheduled}
    && dayNamed(data.date) == day
    && data.date <= request.time && request.time < data.date + duration.value(${UNSCHEDULED_OPEN_HOURS}, 'h')
    && !exists(/databases/$(database)/documents/schedulesConfig/$(request.auth.uid + '_' + day));
}

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
      : (data.get('unscheduled', false) == false && scheduledPunchOpen(recordId, data)));
}

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

// The stored record still takes punches: its slot's window, or an unscheduled record until
// UNSCHEDULED_MAX_MINUTES after its check-in.
function punchOpen(recordId) {
  let data = resource.data;
  return data.get('unscheduled', false) == true
    ? (recordId == request.auth.uid + '_' + recordDay(recordId) + ${unscheduled}
      && data.get(${CHECK_IN}, null) is timestamp
      && request.time <= data.${PUNCH_FIELD[FIRST_PUNCH]} + duration.value(${UNSCHEDULED_MAX_MINUTES}, 'm'))
    : scheduledPunchOpen(recordId, data);
}

// validatePunchUpdate: exactly one of the later punches (LATER_PUNCHES), in order, while the record is open.
function validPunchUpdate(recordId) {
  return isOwn(resource.data)
    && (${LATER_PUNCHES.map(({ kind, after }) => `punched(${rulesString(PUNCH_FIELD[kind])}, ${rulesString(kind)}, ${rulesString(after)})`).join('\n  || ')})
    && punchOpen(recordId);
}`;
}
