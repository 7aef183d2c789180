/**
 * Rotations (Patrones): a cycle of 1–28 days, each a shift id or '' for a day off, applied from a start day.
 * Day `d` of a pattern started on `cycleStart` is `days[(daysBetween(cycleStart, d) + offset) mod length]`
 * (a day before the start counts backwards through the cycle). Pure; days are `yyyy-MM-dd` keys.
 *
 * Invalid input (an empty or too long cycle, a non-integer offset, a malformed day) throws a RangeError: a caller
 * validates what people typed first (`isValidPatternDays`, the forms' schemas), so reaching one is a bug.
 */
import { addDaysToKey, daysBetweenKeys, startOfWeekKey } from '../calendar/day-keys';
import { PLANNING_TEXT_LIMITS } from './plan';

/** The longest cycle a pattern may have (any length 1–28, not only multiples of 7). */
export const PATTERN_MAX_DAYS = 28;

export interface PatternCycle {
  /** Shift ids, '' = day off. */
  days: readonly string[];
}

function assertCycleLength(length: number): void {
  if (length < 1 || length > PATTERN_MAX_DAYS)
    throw new RangeError(`Invalid pattern: ${length} days (expected 1–${PATTERN_MAX_DAYS})`);
}

function assertInteger(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`Invalid ${name}: ${value} (expected an integer)`);
}

/** The non-negative remainder: a day before the cycle's start walks the cycle backwards. */
function mod(value: number, length: number): number {
  return ((value % length) + length) % length;
}

/** A common rotation: `work` days of `shiftId` then `off` days off (5x2, 4x4, 7x7, 6x1, 4x3 …); work + off ≤ 28. */
export function rotationDays(work: number, off: number, shiftId: string): string[] {
  assertInteger('work days', work);
  assertInteger('days off', off);
  if (work < 1 || off < 0) throw new RangeError(`Invalid rotation ${work}x${off}: at least one work day`);
  assertCycleLength(work + off);
  if (shiftId.trim() === '') throw new RangeError('Invalid rotation: no shift');
  return [...Array<string>(work).fill(shiftId), ...Array<string>(off).fill('')];
}

/** The shift id the pattern gives `day` (null = day off), started on `cycleStart` at cycle position `offset`. */
export function patternDayAt(
  pattern: PatternCycle,
  cycleStart: string,
  day: string,
  offset = 0,
): string | null {
  assertCycleLength(pattern.days.length);
  assertInteger('offset', offset);
  const position = mod(daysBetweenKeys(cycleStart, day) + offset, pattern.days.length);
  return pattern.days[position] || null;
}

export interface PatternApplication {
  /** First and last day to fill, inclusive. */
  from: string;
  to: string;
  /** The day the cycle's position `offset` falls on; default `from`. */
  cycleStart?: string;
  /** Position in the cycle (0-based) on `cycleStart`; default 0. Lets two people run the same 4x4 out of phase. */
  offset?: number;
}

/** Every day of the range with what the pattern gives it, in order (none when `to` is before `from`). */
export function applyPattern(
  pattern: PatternCycle,
  application: PatternApplication,
): { day: string; shiftId: string | null }[] {
  const { days } = pattern;
  const { from, to, cycleStart = from, offset = 0 } = application;
  assertCycleLength(days.length);
  assertInteger('offset', offset);
  const count = daysBetweenKeys(from, to) + 1;
  const first = daysBetweenKeys(cycleStart, from) + offset;
  const result: { day: string; shiftId: string | null }[] = [];
  for (let i = 0, day = from; i < count; i += 1, day = addDaysToKey(day, 1))
    result.push({ day, shiftId: days[mod(first + i, days.length)] || null });
  return result;
}

/**
 * Where a cycle's days are counted from (issue #47 item 3): `week` puts the cycle on the calendar week — the
 * person's start day falls on the Monday of the range's first week, so a 5x2 is Monday–Friday wherever the range
 * starts; `start` puts it on the range's first day. Only a cycle of whole weeks (7, 14, 21, 28 days) can follow
 * the week: a cycle of another length repeats on different weekdays, so it always counts from the start.
 */
export type PatternAnchor = 'week' | 'start';

/** Whether a cycle of `length` days repeats on the same weekdays (a whole number of weeks). */
export function followsTheWeek(length: number): boolean {
  return length > 0 && length % 7 === 0;
}

/** The day the person's start position falls on: the Monday of `from`'s week when the cycle follows the week. */
export function patternCycleStart(length: number, from: string, anchor: PatternAnchor): string {
  return anchor === 'week' && followsTheWeek(length) ? startOfWeekKey(from) : from;
}

export interface PatternPlanInput {
  from: string;
  to: string;
  anchor: PatternAnchor;
  /** Position in the cycle (0-based) on the anchor's day. */
  offset: number;
  /** The tenant's holidays (day keys): no shift is put on them unless `workHolidays`. */
  holidays: ReadonlySet<string>;
  workHolidays: boolean;
}

export interface PlannedPatternDay {
  day: string;
  /** The shift the day gets, or null for a day off (a skipped holiday included). */
  shiftId: string | null;
  /** A holiday the cycle had a shift on, left as a day off. */
  skippedHoliday: boolean;
}

/** What a pattern writes over the range for one person: the anchored cycle, holidays left off unless worked. */
export function planPatternRange(pattern: PatternCycle, input: PatternPlanInput): PlannedPatternDay[] {
  const cycleStart = patternCycleStart(pattern.days.length, input.from, input.anchor);
  return applyPattern(pattern, { from: input.from, to: input.to, cycleStart, offset: input.offset }).map(
    ({ day, shiftId }) => {
      const skippedHoliday = shiftId !== null && !input.workHolidays && input.holidays.has(day);
      return { day, shiftId: skippedHoliday ? null : shiftId, skippedHoliday };
    },
  );
}

/** Whether `days` is a valid cycle: 1–28 entries, each '' or a non-blank id of at most 40 characters. */
export function isValidPatternDays(days: readonly unknown[]): boolean {
  return (
    Array.isArray(days) &&
    days.length >= 1 &&
    days.length <= PATTERN_MAX_DAYS &&
    days.every(
      (day) =>
        typeof day === 'string' &&
        (day === '' || (day.trim() !== '' && day.length <= PLANNING_TEXT_LIMITS.idMax)),
    )
  );
}
