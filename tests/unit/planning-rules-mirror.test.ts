// @vitest-environment node
/**
 * firestore.rules states the planning rules (src/data/ports/planning-write.ts) with literal numbers and lists: the
 * rules cannot import TypeScript. This reads the rules as text and fails the moment one of those copies drifts from the constant it mirrors.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  ABSENCE_DECISION_FIELDS,
  ABSENCE_EDITABLE_FIELDS,
  ABSENCE_FIELDS,
  ABSENCE_REQUEST_FIELDS,
  DAY_KEY_PATTERN,
  DRAFT_FIELDS,
  HOLIDAY_FIELDS,
  PATTERN_FIELDS,
  PLANNING_LIMITS,
  PUBLISH_FIELDS,
  SCHEDULE_FIELDS,
  SHIFT_FIELDS,
} from '../../src/data/ports/planning-write';
import { dayNamed } from '../../src/data/ports/verdicts';
import { dayKeyToInstant } from '../../src/domain/calendar/time-zone';
import { ABSENCE_STATUSES, ABSENCE_TYPES, REQUESTABLE_ABSENCE_TYPES } from '../../src/domain/labels';
import { PATTERN_MAX_DAYS } from '../../src/domain/planning/patterns';
import {
  holidayDocId,
  PLANNING_TEXT_LIMITS,
  SHIFT_COLOR,
  SHIFT_LIMITS,
} from '../../src/domain/planning/plan';
import { scheduleDocId } from '../../src/domain/schedule/day-schedule';

const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text of a rules function, from `function name(` to its closing brace. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `no function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start));
}

/** The text of a collection's match block. */
function matchBlock(collection: string): string {
  const start = rules.indexOf(`match /${collection}/{`);
  expect(start, `no match /${collection} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start));
}

const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** The quoted strings of the first `[...]` after `marker` in `text`. */
function listAfter(text: string, marker: string): string[] {
  const start = text.indexOf(marker);
  expect(start, `no ${marker}`).toBeGreaterThanOrEqual(0);
  const open = text.indexOf('[', start);
  return quoted(text.slice(open, text.indexOf(']', open)));
}

/** A rules regex (`matches` is a full match) as a JavaScript one. */
function rulesPattern(text: string, marker: string): RegExp {
  const pattern = new RegExp(`${marker.replace(/[.()]/g, '\\$&')}\\.matches\\('([^']+)'\\)`).exec(text)?.[1];
  expect(pattern, `no ${marker}.matches(...)`).toBeDefined();
  return new RegExp(`^(?:${pattern ?? '$^'})$`);
}

describe('firestore.rules mirrors the planning rules', () => {
  it('whitelists exactly the fields of each planning doc', () => {
    expect(listAfter(body('validShift'), 'hasOnly(')).toEqual([...SHIFT_FIELDS]);
    expect(listAfter(body('validPattern'), 'hasOnly(')).toEqual([...PATTERN_FIELDS]);
    expect(listAfter(body('validHoliday'), 'hasOnly(')).toEqual([...HOLIDAY_FIELDS]);
    expect(listAfter(body('validSchedule'), 'hasOnly(')).toEqual([...SCHEDULE_FIELDS]);
    expect(listAfter(body('validDraft'), 'let keys =')).toEqual([...DRAFT_FIELDS]);
    expect(body('validDraft')).toContain('data.keys().hasOnly(keys) && data.keys().hasAll(keys)');
    expect(listAfter(body('validPublish'), 'let keys =')).toEqual([...PUBLISH_FIELDS]);
    expect(body('validPublish')).toContain('data.keys().hasOnly(keys) && data.keys().hasAll(keys)');
    expect(listAfter(body('validAbsenceRequest'), 'hasOnly(')).toEqual([...ABSENCE_REQUEST_FIELDS]);
    expect(listAfter(body('validAbsenceCreate'), 'hasOnly(')).toEqual([...ABSENCE_FIELDS]);
    expect(listAfter(body('validAbsenceUpdate'), 'hasOnly(')).toEqual([...ABSENCE_EDITABLE_FIELDS]);
    expect(listAfter(body('validAbsenceUpdate'), 'hasAny(')).toEqual([...ABSENCE_DECISION_FIELDS]);
  });

  it('bounds slots and colación by SHIFT_LIMITS, judging every slot by index', () => {
    const { minSlots, maxSlots, lunchMin, lunchMax, nameMax } = SHIFT_LIMITS;
    const slots = body('validSlots');
    expect(slots).toContain(`slots.size() >= ${minSlots} && slots.size() <= ${maxSlots}`);
    const indexes = [...slots.matchAll(/validSlot\(slots\[(\d+)\]\)/g)].map((match) => Number(match[1]));
    expect(indexes).toEqual(Array.from({ length: maxSlots }, (_, i) => i));
    for (const i of indexes.slice(1))
      expect(slots).toContain(`(slots.size() < ${i + 1} || validSlot(slots[${i}]))`);
    expect(body('validLunch')).toContain(`value >= ${lunchMin} && value <= ${lunchMax}`);
    expect(body('validShift')).toContain(`text(data.get('name', null), ${nameMax})`);
    expect(body('validSlot')).toContain('isWallTime(slot.startTime) && isWallTime(slot.endTime)');
    expect(body('validSlot')).toContain('slot.startTime != slot.endTime');
  });

  it('judges a colour like SHIFT_COLOR', () => {
    const inRules = rulesPattern(body('validShift'), 'data.color');
    for (const sample of [
      '#1976d2',
      '#ABCDEF',
      '#000000',
      '1976d2',
      '#1976d',
      '#1976d2f',
      '#gggggg',
      'red',
      '',
    ]) {
      expect(inRules.test(sample), sample).toBe(SHIFT_COLOR.test(sample));
    }
  });

  it('bounds the texts and ids by PLANNING_TEXT_LIMITS and PLANNING_LIMITS', () => {
    const t = PLANNING_TEXT_LIMITS;
    expect(body('validPattern')).toContain(`text(data.get('name', null), ${t.patternName})`);
    expect(body('validHoliday')).toContain(`text(data.get('name', null), ${t.holidayName})`);
    expect(body('validPublish')).toContain(`text(data.reason, ${t.publishReason})`);
    expect(body('absenceTexts')).toContain(`optionalText(data, 'note', ${t.absenceNote})`);
    expect(body('absenceTexts')).toContain(`optionalText(data, 'attachmentName', ${t.attachmentName})`);
    expect(body('absenceValues')).toContain(`text(data.get('decisionNote', null), ${t.decisionNote})`);
    expect(body('absenceValues')).toContain(`optionalText(data, 'decisionNote', ${t.decisionNote})`);
    expect(body('shiftRef')).toContain(`value.size() <= ${t.idMax}`);
    expect(body('patternDay')).toContain(`days[i].size() <= ${t.idMax}`);
    const p = PLANNING_LIMITS;
    expect(body('personDay')).toContain(`text(data.get('userId', null), ${p.userIdMax})`);
    expect(body('validAbsenceCreate')).toContain(`text(data.get('userId', null), ${p.userIdMax})`);
    expect(body('validPublish')).toContain(`data.count >= 1 && data.count <= ${p.publishCountMax}`);
    expect(body('validPublish')).toContain(
      `data.userIds.size() >= 1 && data.userIds.size() <= ${p.publishUsersMax}`,
    );
    expect(body('absenceDates')).toContain(`duration.value(${p.absenceMaxDays}, 'd')`);
  });

  it('judges every day of a pattern up to PATTERN_MAX_DAYS', () => {
    const pattern = body('validPattern');
    expect(pattern).toContain(`days.size() >= 1 && days.size() <= ${PATTERN_MAX_DAYS}`);
    const indexes = [...pattern.matchAll(/patternDay\(days, (\d+)\)/g)].map((match) => Number(match[1]));
    expect(indexes).toEqual(Array.from({ length: PATTERN_MAX_DAYS }, (_, i) => i));
  });

  it('judges a publish’s range like DAY_KEY_PATTERN', () => {
    const inRules = rulesPattern(body('isDayKey'), 'value');
    for (const sample of [
      '2026-06-02',
      '2026-12-31',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-6-2',
      '26-06-02',
      '2026-06-02T00',
      '',
    ]) {
      expect(inRules.test(sample), sample).toBe(DAY_KEY_PATTERN.test(sample));
    }
  });

  it('accepts exactly the absence types and statuses of the domain', () => {
    expect(listAfter(body('validAbsenceRequest'), "data.get('type', null) in")).toEqual([
      ...REQUESTABLE_ABSENCE_TYPES,
    ]);
    expect(listAfter(body('validAbsenceCreate'), "data.get('type', null) in")).toEqual([...ABSENCE_TYPES]);
    const update = body('validAbsenceUpdate');
    expect(listAfter(update, "'type' in fields")).toEqual([...ABSENCE_TYPES]);
    expect(listAfter(update, ': [')).toEqual([...ABSENCE_TYPES, 'permiso']);
    expect(listAfter(body('absenceValues'), "data.get('status', null) in")).toEqual([...ABSENCE_STATUSES]);
  });

  it('builds the ids of scheduleDocId and holidayDocId from the day the date names', () => {
    expect(scheduleDocId('u', '2026-06-02')).toBe('u_2026-06-02');
    expect(body('personDay')).toContain("entryId == data.userId + '_' + dayNamed(data.date)");
    expect(holidayDocId('t1', '2026-06-02')).toBe('t1_2026-06-02');
    expect(body('holidayAtItsId')).toContain("holidayId == data.tenantId + '_' + dayNamed(data.date)");
    // dayNamed (verdicts.ts) names a tenant-zone midnight's own day, on both sides of a DST change and far off UTC.
    for (const [day, zone] of [
      ['2026-06-02', 'America/Santiago'],
      ['2026-09-06', 'America/Santiago'],
      ['2026-04-05', 'America/Santiago'],
      ['2026-01-01', 'Pacific/Easter'],
      ['2026-03-29', 'Europe/Madrid'],
      ['2024-02-29', 'America/Mexico_City'],
    ] as const) {
      expect(dayNamed(dayKeyToInstant(day, zone)), `${day} ${zone}`).toBe(day);
    }
  });

  it('reads the planning collections as the matrix says: drafts and patterns are managers’ only, publishes also the inspector’s', () => {
    for (const collection of ['shiftPatterns', 'scheduleDrafts']) {
      const block = matchBlock(collection);
      expect(block).toContain('allow get: if isManager() && storedInTenant() && active();');
      expect(block).toContain('allow list: if isManager() && sameTenant(resource.data) && active();');
      expect(block).not.toContain('isEmployee()');
      expect(block).not.toContain('isReader()');
    }
    const publishes = matchBlock('planPublishes');
    expect(publishes).toContain('allow get: if isReader() && storedInTenant() && active();');
    expect(publishes).toContain('allow list: if isReader() && sameTenant(resource.data) && active();');
    expect(publishes).not.toContain('isEmployee()');
    expect(matchBlock('planPublishes')).toContain('allow delete: if false;');
    expect(matchBlock('planPublishes')).toContain('resource == null');
    // Every allow of a planning collection ends with the off-switches.
    for (const collection of [
      'shifts',
      'shiftPatterns',
      'holidays',
      'schedulesConfig',
      'scheduleDrafts',
      'planPublishes',
      'absences',
    ]) {
      const allows = matchBlock(collection)
        .split(/\n\s*allow /)
        .slice(1)
        .filter((allow) => !allow.includes('if false'));
      for (const allow of allows) expect(allow.trimEnd(), `${collection}: ${allow}`).toMatch(/active\(\);$/);
    }
  });
});
