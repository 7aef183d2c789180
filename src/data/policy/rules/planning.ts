/**
 * Planning (planning-write.ts, absence-write.ts, domain/planning/plan.ts): shifts, patterns, holidays, published
 * schedules, drafts, the publish history and absences.
 */
import {
  ABSENCE_STATUSES,
  ABSENCE_TYPES,
  REQUESTABLE_ABSENCE_TYPES,
  type AbsenceStatus,
} from '../../../domain/labels';
import { PATTERN_MAX_DAYS } from '../../../domain/planning/patterns';
import { PLANNING_TEXT_LIMITS, SHIFT_COLOR, SHIFT_LIMITS } from '../../../domain/planning/plan';
import type { TimeSlot } from '../../../domain/schedule/slots';
import {
  DAY_KEY_PATTERN,
  DRAFT_FIELDS,
  HOLIDAY_FIELDS,
  PATTERN_FIELDS,
  PLANNING_LIMITS,
  PUBLISH_FIELDS,
  PUBLISH_OPEN_MINUTES,
  PUBLISH_STATUSES,
  UTC_DAY_SKEW_MINUTES,
  SCHEDULE_FIELDS,
  SHIFT_FIELDS,
} from '../planning-write';
import {
  ABSENCE_EDITABLE_FIELDS,
  ABSENCE_FIELDS,
  ABSENCE_REQUEST_FIELDS,
  ABSENCE_STATUSES_WITH_REASON,
  ATTACHMENT_READER_ROLES,
  STORED_ABSENCE_TYPES,
} from '../absence-write';
import {
  absenceAttachmentPath,
  ATTACHMENT_CONTENT_TYPE_PATTERN,
  ATTACHMENT_FILE_ID_PATTERN,
  FOLIO_PATTERN,
  LICENCIA_LIMITS,
  LICENCIA_TYPE,
} from '../../../domain/absences/licencia';
import { alignedList, joinLines, rules, rulesList, rulesPattern, rulesString } from './syntax';

const status = (value: AbsenceStatus) => rulesString(value);

/** A slot's keys (isValidSlot). */
const SLOT_FIELDS = ['startTime', 'endTime'] as const satisfies readonly (keyof TimeSlot)[];

/** validSlot of every slot a list may hold, by index (the rules have no loops). */
function slotChecks(): string {
  const { minSlots, maxSlots } = SHIFT_LIMITS;
  return Array.from({ length: maxSlots }, (_, index) =>
    index < minSlots
      ? `&& validSlot(slots[${index}])`
      : `&& (slots.size() < ${index + 1} || validSlot(slots[${index}]))`,
  ).join('\n');
}

/** patternDay of every day a pattern may hold, four a line. */
const patternDays = () =>
  joinLines(
    Array.from({ length: PATTERN_MAX_DAYS }, (_, index) => `patternDay(days, ${index})`),
    ' && ',
    4,
  );

/** The block, section by section: each builder writes the functions of one kind of document. */
export function planningBlock(): string {
  const sections = [shiftRules, patternAndHolidayRules, scheduleRules, publishRules, absenceRules];
  return sections.map((section) => section()).join('\n\n');
}

/** Slots, colación and shifts, and the caller's stamp every shift, pattern and holiday carries. */
function shiftRules(): string {
  const t = PLANNING_TEXT_LIMITS;
  const { minSlots, maxSlots, lunchMin, lunchMax, nameMax } = SHIFT_LIMITS;
  const slotKeys = rulesList(SLOT_FIELDS);
  const [start, end] = SLOT_FIELDS;
  return rules`
// isValidSlot: exactly a start and an end, each a strict HH:MM (isWallTime), not equal.
function validSlot(slot) {
  return slot is map
    && slot.keys().hasOnly(${slotKeys})
    && slot.keys().hasAll(${slotKeys})
    && isWallTime(slot.${start}) && isWallTime(slot.${end})
    && slot.${start} != slot.${end};
}

// isValidSlotList: ${minSlots}–${maxSlots} slots (SHIFT_LIMITS), each judged by index (the rules have no loops).
function validSlots(slots) {
  return slots is list && slots.size() >= ${minSlots} && slots.size() <= ${maxSlots}
    ${slotChecks()};
}

// Colación: whole minutes within SHIFT_LIMITS.
function validLunch(value) {
  return value is int && value >= ${lunchMin} && value <= ${lunchMax};
}

// The shift a schedule or draft names: none, or an id of at most PLANNING_TEXT_LIMITS.idMax.
function shiftRef(value) {
  return value == null || (value is string && value.size() <= ${t.idMax});
}

// Every client write of a shift, a pattern or a holiday is signed by the caller with the server time: the server
// logs the act from that stamp (audit-planning-acts.ts, security review M6).
function stampedByCaller(data) {
  return data.get('updatedBy', null) == request.auth.uid && data.get('updatedAt', null) == request.time;
}

// validateShiftWrite: name, #rrggbb colour (SHIFT_COLOR), ${minSlots}–${maxSlots} slots, colación, an optional archived flag.
function validShift(data) {
${alignedList('  return data.keys().hasOnly(', SHIFT_FIELDS, ')')}
    && stampedByCaller(data)
    && text(data.get('name', null), ${nameMax})
    && data.get('color', null) is string && data.color.matches(${rulesString(rulesPattern(SHIFT_COLOR))})
    && validSlots(data.get('timeSlots', null))
    && validLunch(data.get('lunchMinutes', null))
    && data.get('archived', false) is bool;
}`;
}

/** Work patterns and holidays. */
function patternAndHolidayRules(): string {
  const t = PLANNING_TEXT_LIMITS;
  return rules`
// One day of a pattern: a shift id of at most ${t.idMax} characters, or '' for a day off; judged when it exists.
function patternDay(days, i) {
  return days.size() <= i || (days[i] is string && days[i].size() <= ${t.idMax});
}

// validatePatternWrite: a name and 1–${PATTERN_MAX_DAYS} days (PATTERN_MAX_DAYS), every one of them judged by index.
function validPattern(data) {
  let days = data.get('days', null);
${alignedList('  return data.keys().hasOnly(', PATTERN_FIELDS, ')')}
    && stampedByCaller(data)
    && text(data.get('name', null), ${t.patternName})
    && days is list && days.size() >= 1 && days.size() <= ${PATTERN_MAX_DAYS}
    && ${patternDays()};
}

// validateHolidayWrite: a date, a name, the irrenunciable flag.
function validHoliday(data) {
${alignedList('  return data.keys().hasOnly(', HOLIDAY_FIELDS, ')')}
    && stampedByCaller(data)
    && data.get('date', null) is timestamp
    && text(data.get('name', null), ${t.holidayName})
    && data.get('irrenunciable', null) is bool;
}

// A holiday is created only under holidayDocId(tenantId, the day its date names).
function holidayAtItsId(holidayId, data) {
  return holidayId == data.tenantId + '_' + dayNamed(data.date);
}`;
}

/** Published schedules and drafts, each under the id of its person and day. */
function scheduleRules(): string {
  const p = PLANNING_LIMITS;
  const { minSlots, maxSlots } = SHIFT_LIMITS;
  return rules`
// The person and day of a schedule or draft: a uid, a date, and the id scheduleDocId(uid, that day).
function personDay(entryId, data) {
  return text(data.get('userId', null), ${p.userIdMax})
    && data.get('date', null) is timestamp
    && entryId == data.userId + '_' + dayNamed(data.date);
}

// An update never moves a schedule or draft to another person or day.
function keepsPersonDay() {
  return keeps(['userId', 'date']);
}

// validateScheduleWrite: a published day, only under its id; slots, never the old startTime/endTime; written
// by a publish in progress (publishCovers).
function validSchedule(entryId, data) {
${alignedList('  return data.keys().hasOnly(', SCHEDULE_FIELDS, ')')}
    && personDay(entryId, data)
    && validSlots(data.get('timeSlots', null))
    && data.get('startTime', null) == null && data.get('endTime', null) == null
    && shiftRef(data.get('shiftId', null))
    && (data.get('lunchMinutes', null) == null || validLunch(data.lunchMinutes))
    && publishCovers(data);
}

// publishCoversVerdict (security review M6): \`publishId\` names a publish of the caller in the schedule's
// tenant, started at most ${PUBLISH_OPEN_MINUTES} minutes ago (PUBLISH_OPEN_MINUTES), naming the person and a range
// holding the day, \`en curso\` before the request or made \`publicada\` by it. Its create is what the server logs.
function publishCovers(data) {
  let path = /databases/$(database)/documents/planPublishes/$(data.publishId);
  let publish = getAfter(path).data;
  let day = dayNamed(data.date);
  return data.get('publishId', null) is string && data.publishId.size() >= 1
    && data.publishId.size() <= ${p.idMax}
    && publish.tenantId == data.tenantId
    && publish.publishedBy == request.auth.uid
    && publish.publishedAt > request.time - duration.value(${PUBLISH_OPEN_MINUTES}, 'm')
    && data.userId in publish.userIds
    && publish.from <= day && day <= publish.to
    && (publish.status == ${rulesString('en curso')} || !exists(path)
      || get(path).data.get('status', null) == ${rulesString('en curso')});
}

// validateScheduleDraftWrite: exactly these fields; null slots (a day off: no shift, no colación) or
// ${minSlots}–${maxSlots} slots; signed by the caller with the server time.
function validDraft(entryId, data) {
${alignedList('  let keys = ', DRAFT_FIELDS, ';')}
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && personDay(entryId, data)
    && (data.timeSlots == null
      ? (data.shiftId == null && data.lunchMinutes == 0)
      : validSlots(data.timeSlots))
    && shiftRef(data.shiftId)
    && validLunch(data.lunchMinutes)
    && data.updatedBy == request.auth.uid
    && data.updatedAt == request.time;
}`;
}

/** The publish history. */
function publishRules(): string {
  const t = PLANNING_TEXT_LIMITS;
  const p = PLANNING_LIMITS;
  return rules`
// A day key \`yyyy-MM-dd\` (DAY_KEY_PATTERN).
function isDayKey(value) {
  return value is string && value.matches(${rulesString(rulesPattern(DAY_KEY_PATTERN))});
}

// The UTC day of a time (utcDayOf).
function utcDay(time) {
  return string(time.year()) + '-' + pad2(time.month()) + '-' + pad2(time.day());
}

// A publish's \`utcDay\` (utcDayAllowed): the UTC day of the server time within an hour either way (the client's
// clock names it).
function utcDayAllowed(value) {
  let skew = duration.value(${UTC_DAY_SKEW_MINUTES}, 'm');
  return value in [utcDay(request.time - skew), utcDay(request.time), utcDay(request.time + skew)];
}

// validatePublishWrite, a create: exactly these fields, by the caller at the server time (and its UTC day),
// ${rulesList(PUBLISH_STATUSES)}. The uids of \`userIds\` are not judged one by one (up to ${p.publishUsersMax.toLocaleString('en-US')}: the rules have no
// loops); the e-mail trigger skips any that is not a person of the publish's tenant.
function validPublish(data) {
${alignedList('  let keys = ', PUBLISH_FIELDS, ';')}
  return data.keys().hasOnly(keys) && data.keys().hasAll(keys)
    && data.publishedBy == request.auth.uid
    && data.publishedAt == request.time
    && utcDayAllowed(data.utcDay)
    && data.status in ${rulesList(PUBLISH_STATUSES)}
    && data.count is int && data.count >= 1 && data.count <= ${p.publishCountMax}
    && data.userIds is list && data.userIds.size() >= 1 && data.userIds.size() <= ${p.publishUsersMax}
    && isDayKey(data.from) && isDayKey(data.to) && data.from <= data.to
    && (data.reason == null || text(data.reason, ${t.publishReason}));
}

// validatePublishWrite, an update: its publisher finishes a publish in progress, changing nothing else.
function finishesPublish() {
  return resource.data.get('status', null) == ${rulesString('en curso')}
    && request.resource.data.status == ${rulesString('publicada')}
    && resource.data.publishedBy == request.auth.uid
    && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['status']);
}`;
}

/** Absences: an employee's request and a manager's create and decisions. */
function absenceRules(): string {
  const t = PLANNING_TEXT_LIMITS;
  const p = PLANNING_LIMITS;
  return rules`
// An absence's days: from ≤ to, at most ${p.absenceMaxDays} days apart (PLANNING_LIMITS.absenceMaxDays).
function absenceDates(data) {
  return data.get('from', null) is timestamp && data.get('to', null) is timestamp
    && data.from <= data.to && data.to <= data.from + duration.value(${p.absenceMaxDays}, 'd');
}

// The note, the attachment's name, a licencia's folio (digits) and its document: a file in the absent person's
// own folder (absenceAttachmentPath, storage.rules).
function absenceTexts(data) {
  return optionalText(data, 'note', ${t.absenceNote}) && optionalText(data, 'attachmentName', ${t.attachmentName})
    && (data.get('folio', null) == null || (data.folio is string && data.folio.matches(${rulesString(FOLIO_PATTERN)})))
    && (data.get('attachmentPath', null) == null || (data.attachmentPath is string
      && data.attachmentPath.matches('tenants/' + data.tenantId + '/users/' + data.userId
        + ${rulesString(`/absences/${ATTACHMENT_FILE_ID_PATTERN}`)})));
}

// requestKindVerdict: a licencia médica the employee reports has its folio and its document, and starts at most
// ${LICENCIA_LIMITS.pastDays} days ago (+1, the zone's slack).
function licenciaReport(data) {
  return data.get('folio', null) is string && data.get('attachmentPath', null) != null
    && data.get('from', null) is timestamp
    && data.from >= request.time - duration.value(${LICENCIA_LIMITS.pastDays + 1}, 'd');
}

// validateAbsenceRequest: an employee's own request, pending, of a requestable type (no folio nor document) or a
// licencia médica (licenciaReport), stamped by the server.
function validAbsenceRequest(data) {
${alignedList('  return data.keys().hasOnly(', ABSENCE_REQUEST_FIELDS, ')')}
    && isOwn(data)
    && data.get('createdBy', null) == request.auth.uid
    && (data.get('type', null) in ${rulesList(REQUESTABLE_ABSENCE_TYPES)}
      ? data.get('folio', null) == null && data.get('attachmentPath', null) == null
      : data.get('type', null) == ${rulesString(LICENCIA_TYPE)} && licenciaReport(data))
    && data.get('status', null) == ${status('pendiente')}
    && absenceDates(data)
    && absenceTexts(data)
    && data.get('createdAt', null) == request.time;
}

// What every manager write of an absence leaves: a status, the days, the texts, and a reason for a rejection
// or a void (ABSENCE_STATUSES_WITH_REASON).
function absenceValues(data) {
  return data.get('status', null) in ${rulesList(ABSENCE_STATUSES)}
    && absenceDates(data)
    && absenceTexts(data)
    && (data.status in ${rulesList(ABSENCE_STATUSES_WITH_REASON)}
      ? text(data.get('decisionNote', null), ${t.decisionNote})
      : optionalText(data, 'decisionNote', ${t.decisionNote}));
}

// A decision is the caller's, now.
function decidedByCaller(data) {
  return data.get('decidedBy', null) == request.auth.uid && data.get('decidedAt', null) == request.time;
}

// validateAbsenceManagerWrite, create: only Absence fields, one of the types, created by the caller at the
// server time, never voided; a pending absence has no decision, every other is decided by the caller.
function validAbsenceCreate(data) {
${alignedList('  return data.keys().hasOnly(', ABSENCE_FIELDS, ')')}
    && text(data.get('userId', null), ${p.userIdMax})
    && data.get('type', null) in ${rulesList(ABSENCE_TYPES)}
    && absenceValues(data)
    && data.status != ${status('anulada')}
    && data.get('createdAt', null) == request.time
    && data.get('createdBy', null) == request.auth.uid
    && (data.status == ${status('pendiente')}
      ? (data.get('decidedBy', null) == null && data.get('decidedAt', null) == null)
      : decidedByCaller(data));
}

// validateAbsenceManagerWrite, update: only the editable fields change; a changed type is one of the types (a
// stored legacy one may stay, STORED_ABSENCE_TYPES); every change is a decision (the status changes) signed by
// the caller with the server time, which the server logs (audit-absence-acts.ts, M6); a voided absence
// ('anulada') is final.
function validAbsenceUpdate() {
  let data = request.resource.data;
  let fields = changed();
  return resource.data.get('status', null) != ${status('anulada')}
${alignedList('    && fields.hasOnly(', ABSENCE_EDITABLE_FIELDS, ')')}
    && data.get('type', null) in ('type' in fields
      ? ${rulesList(ABSENCE_TYPES)}
      : ${rulesList(STORED_ABSENCE_TYPES)})
    && absenceValues(data)
    && 'status' in fields
    && decidedByCaller(data);
}`;
}

/** storage.rules: a person's absence documents (checkAbsenceAttachmentWrite, checkAbsenceAttachmentRead). */
export function storageAbsenceAttachmentRules(): string {
  const path = absenceAttachmentPath({ tenantId: '{tenantId}', uid: '{uid}', fileId: '{fileId}' });
  return rules`
// A person's absence documents (a licencia médica's): only the owner uploads one to the own folder (a PDF or
// an image, at most ${LICENCIA_LIMITS.attachmentMaxBytes} bytes), never replaced nor deleted (a decided absence
// keeps it); the owner and the tenant's admins read them.
match /${path} {
  allow read: if isOwner(tenantId, uid)
    || (memberOf(tenantId) && request.auth.token.role in ${rulesList(ATTACHMENT_READER_ROLES)});
  allow create: if isOwner(tenantId, uid)
    && fileId.matches(${rulesString(ATTACHMENT_FILE_ID_PATTERN)})
    && request.resource.size <= ${LICENCIA_LIMITS.attachmentMaxBytes}
    && request.resource.contentType.matches(${rulesString(ATTACHMENT_CONTENT_TYPE_PATTERN)});
  allow update, delete: if false;
}`;
}
