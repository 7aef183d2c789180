/**
 * firestore.rules states the bound-punch rules (src/data/ports/punch-write.ts, domain/attendance/punch-window.ts)
 * and the lead and punch-window limits with literal numbers and lists: the rules cannot import TypeScript. This
 * reads the rules as text and fails the
 * moment one of those copies drifts from the constant it mirrors.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  ATTENDANCE_CREATE_FIELDS,
  DAY_NAME_OFFSET_HOURS,
  LOCATION_LIMITS,
  recordDay,
  UNSCHEDULED_OPEN_HOURS,
} from '../../src/data/ports/punch-write';
import { LEAD_EMPLOYEES_MAX } from '../../src/data/ports/write-validators';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../src/domain/attendance/punches';
import {
  DEFAULT_PUNCH_WINDOW,
  PUNCH_WINDOW_LIMITS,
  UNSCHEDULED_MAX_MINUTES,
  UNSCHEDULED_SUFFIX,
  unscheduledDocId,
  wallMinutes,
} from '../../src/domain/attendance/punch-window';
import { attendanceDocId, scheduleDocId } from '../../src/domain/schedule/day-schedule';
import { DEFAULT_SLOT_END, DEFAULT_SLOT_START } from '../../src/domain/schedule/slots';

const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text of a rules function, from `function name(` to its closing brace. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `no function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start));
}

/** The quoted strings of the first `hasOnly([...])` of a function. */
function hasOnlyOf(name: string): string[] {
  const list = /hasOnly\(\[([^\]]*)\]\)/.exec(body(name))?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

describe('firestore.rules mirrors the bound-punch rules', () => {
  it('lets a new record carry exactly ATTENDANCE_CREATE_FIELDS', () => {
    expect(hasOnlyOf('validPunchCreate')).toEqual([...ATTENDANCE_CREATE_FIELDS]);
    expect(ATTENDANCE_CREATE_FIELDS).not.toContain('receipts');
  });

  it('falls back to the documented window and reads the settings within PUNCH_WINDOW_LIMITS', () => {
    const inWindow = body('inWindow');
    expect(inWindow).toContain(
      `windowMinutes('openBeforeMinutes', ${DEFAULT_PUNCH_WINDOW.openBeforeMinutes})`,
    );
    expect(inWindow).toContain(
      `windowMinutes('closeAfterMinutes', ${DEFAULT_PUNCH_WINDOW.closeAfterMinutes})`,
    );
    const { min, max } = PUNCH_WINDOW_LIMITS;
    expect(body('windowMinutes')).toContain(`value >= ${min} && value <= ${max}`);
    expect(body('windowMargin')).toContain(`margins[key] >= ${min} && margins[key] <= ${max}`);
    expect(hasOnlyOf('validPunchWindow')).toEqual(Object.keys(DEFAULT_PUNCH_WINDOW));
  });

  it('closes an unscheduled record UNSCHEDULED_MAX_MINUTES after its check-in', () => {
    expect(body('punchOpen')).toContain(`duration.value(${UNSCHEDULED_MAX_MINUTES}, 'm')`);
  });

  it('opens an unscheduled record within UNSCHEDULED_OPEN_HOURS, named by date + DAY_NAME_OFFSET_HOURS', () => {
    expect(body('unscheduledCreateOpen')).toContain(`duration.value(${UNSCHEDULED_OPEN_HOURS}, 'h')`);
    expect(body('dayNamed')).toContain(`duration.value(${DAY_NAME_OFFSET_HOURS}, 'h')`);
  });

  it('builds the ids of day-schedule.ts and punch-window.ts from the caller and the id’s day', () => {
    expect(unscheduledDocId('u', '2026-06-02')).toBe(`u_2026-06-02_${UNSCHEDULED_SUFFIX}`);
    expect(body('unscheduledCreateOpen')).toContain(
      `recordId == request.auth.uid + '_' + day + '_${UNSCHEDULED_SUFFIX}'`,
    );
    expect(body('punchOpen')).toContain(`+ '_${UNSCHEDULED_SUFFIX}'`);
    expect(attendanceDocId('u', '2026-06-02', 3)).toBe('u_2026-06-02_3');
    expect(body('scheduledPunchOpen')).toContain(
      "recordId == request.auth.uid + '_' + day + '_' + string(data.slotIndex)",
    );
    expect(scheduleDocId('u', '2026-06-02')).toBe('u_2026-06-02');
    expect(body('scheduleOn')).toContain("schedulesConfig/$(request.auth.uid + '_' + day)");
    // recordDay reads the second-to-last `_` part, as the rules do, even for a uid holding `_`.
    expect(body('recordDay')).toContain('parts[parts.size() - 2]');
    expect(recordDay(attendanceDocId('a_b', '2026-06-02', 0))).toBe('2026-06-02');
    expect(recordDay(unscheduledDocId('a_b', '2026-06-02'))).toBe('2026-06-02');
    expect(recordDay('random-id')).toBe('');
  });

  it('reads a schedule without slots as the DEFAULT_SLOT_START–DEFAULT_SLOT_END slot', () => {
    const slotAt = body('slotAt');
    expect(slotAt).toContain(`slotTime(schedule, 'startTime', '${DEFAULT_SLOT_START}')`);
    expect(slotAt).toContain(`slotTime(schedule, 'endTime', '${DEFAULT_SLOT_END}')`);
  });

  it('parses wall times like punch-window.ts wallMinutes', () => {
    const pattern = /value\.matches\('([^']+)'\)/.exec(body('isWallTime'))?.[1];
    expect(pattern).toBeDefined();
    const inRules = new RegExp(`^(?:${pattern ?? '$^'})$`);
    for (const sample of [
      '00:00',
      '09:05',
      '23:59',
      '24:00',
      '9:00',
      '09:60',
      '0900',
      ' 09:00',
      '19:30',
      '',
    ]) {
      expect(inRules.test(sample), sample).toBe(wallMinutes(sample) !== null);
    }
  });

  it('punches the later punches of PUNCH_ORDER, each after its predecessor', () => {
    const punched = [...body('validPunchUpdate').matchAll(/punched\('(\w+)', '(\w+)', '(\w+)'\)/g)].map(
      ([, field, kind, previous]) => ({ field, kind, previous }),
    );
    expect(punched.map(({ kind }) => kind)).toEqual(PUNCH_ORDER.slice(1));
    for (const { field, kind } of punched) {
      expect(field).toBe(PUNCH_FIELD[kind as keyof typeof PUNCH_FIELD]);
    }
    expect(punched.map(({ previous }) => previous)).toEqual([
      PUNCH_FIELD.checkIn,
      PUNCH_FIELD.lunchStart,
      PUNCH_FIELD.checkIn,
    ]);
  });

  it('bounds a location as LOCATION_LIMITS does', () => {
    const location = body('validLocation');
    for (const [key, { min, max }] of Object.entries(LOCATION_LIMITS)) {
      expect(location).toContain(
        `value.${key} is number && value.${key} >= ${min} && value.${key} <= ${max}`,
      );
    }
    expect(hasOnlyOf('validLocation')).toEqual(Object.keys(LOCATION_LIMITS));
  });

  it('bounds a lead’s employees at LEAD_EMPLOYEES_MAX', () => {
    expect(body('validLead')).toContain(`data.employees <= ${LEAD_EMPLOYEES_MAX}`);
  });
});
