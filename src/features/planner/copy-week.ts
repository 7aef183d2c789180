/**
 * `Copiar semana anterior`: the shown days take the effective plan of the week before them, weekday by weekday.
 * The source is the 7 days before the first shown day; day `d` takes the source day with its weekday
 * (`first − 7 + ((d − first) mod 7)`). A week view copies the previous week; a month view repeats that same
 * week over each of its weeks, so after the copy every shown week equals the week before it. Days off are
 * copied too (a working day becomes `Libre` when the source day was free). Pure.
 */
import { addDaysToKey, daysBetweenKeys } from '../../domain/calendar/day-keys';
import type { CellChange } from './draft-changes';
import type { CellPlan } from './plan-model';

/** The 7 days the copy reads: the week before `first`. */
export function copySourceDays(first: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysToKey(first, i - 7));
}

/** The source day of `day` when the shown days start on `first`. */
export function copySourceDay(first: string, day: string): string {
  const offset = ((daysBetweenKeys(first, day) % 7) + 7) % 7;
  return addDaysToKey(first, offset - 7);
}

/** The changes that copy, for each person and shown day, the plan of its source day. */
export function copyWeekChanges(
  userIds: readonly string[],
  days: readonly string[],
  sourcePlan: (userId: string, day: string) => CellPlan,
): CellChange[] {
  const first = days[0];
  if (first === undefined) return [];
  return userIds.flatMap((userId) =>
    days.map((day) => ({ userId, day, target: sourcePlan(userId, copySourceDay(first, day)) })),
  );
}
