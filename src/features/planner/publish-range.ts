/**
 * What `Publicar` publishes: the drafts of the whole period in view (a month in the month view) or of a chosen
 * range inside it, and the plan's errors in that range, which ask for a typed confirmation. Pure.
 */
import type { PlanConflict } from '../../domain/planning/conflicts';
import type { PlannerRange, PublishItem } from './planner-repository';

/** The word to type to publish a plan that has errors. */
export const CONFIRM_WORD = 'PUBLICAR';

export function inRange(day: string, range: PlannerRange): boolean {
  return range.from <= day && day <= range.to;
}

export function itemsInRange(items: readonly PublishItem[], range: PlannerRange): PublishItem[] {
  return items.filter((item) => inRange(item.day, range));
}

/**
 * The errors (not the warnings) of the shown plan on the range's days, of the people the publish changes: an
 * error of someone with no draft there is in their published plan already, and publishing leaves it as it is.
 */
export function errorsInRange(
  conflicts: readonly PlanConflict[],
  range: PlannerRange,
  items: readonly PublishItem[],
): PlanConflict[] {
  const people = new Set(items.map((item) => item.draft.userId));
  return conflicts.filter((c) => c.severity === 'error' && inRange(c.day, range) && people.has(c.userId));
}

/** Whether the typed confirmation is the word (spaces around and letter case aside). */
export function confirmed(typed: string): boolean {
  return typed.trim().toLocaleUpperCase('es') === CONFIRM_WORD;
}

/** `1 borrador`, `31 borradores`. */
export function draftsLabel(count: number): string {
  return `${count} ${count === 1 ? 'borrador' : 'borradores'}`;
}
