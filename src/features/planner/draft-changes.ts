/**
 * From what a manager asks of some cells to the draft writes that do it, and back (undo). A cell's draft is only
 * kept while it differs from the published plan: asking for exactly the published value (or for `published`,
 * which is what `Limpiar` asks) deletes the draft instead, and asking for what the day already shows writes
 * nothing. Pure.
 */
import { personDayKey } from '../../domain/schedule/day-schedule';
import { draftPlan, publishedPlan, samePlan, type CellPlan, type PlanIndex } from './plan-model';

/** What one cell should become: a plan (null: a day off), or `published` (drop its draft). */
export interface CellChange {
  userId: string;
  day: string;
  target: CellPlan | 'published';
}

/** One write of the draft collection: set the day's draft to `plan`, or delete it. */
export type DraftWrite =
  | { kind: 'set'; userId: string; day: string; plan: CellPlan }
  | { kind: 'delete'; userId: string; day: string };

/** A cell as it was before a change: its draft (undefined: it had none). Undo writes it back. */
export interface UndoCell {
  userId: string;
  day: string;
  before: CellPlan | undefined;
}

/**
 * The writes that make each cell what its change asks, and the cells' drafts before them. A cell named twice
 * takes its last change.
 */
export function planDraftWrites(
  index: PlanIndex,
  changes: readonly CellChange[],
): { writes: DraftWrite[]; undo: UndoCell[] } {
  const last = new Map<string, CellChange>();
  for (const change of changes) {
    const key = personDayKey(change.userId, change.day);
    last.delete(key);
    last.set(key, change);
  }
  const writes: DraftWrite[] = [];
  const undo: UndoCell[] = [];
  for (const { userId, day, target } of last.values()) {
    const draft = draftPlan(index, userId, day);
    const published = publishedPlan(index, userId, day);
    const backToPublished = target === 'published' || samePlan(target, published);
    if (backToPublished) {
      if (draft === undefined) continue;
      writes.push({ kind: 'delete', userId, day });
    } else {
      if (draft !== undefined && samePlan(draft, target)) continue;
      writes.push({ kind: 'set', userId, day, plan: target });
    }
    undo.push({ userId, day, before: draft });
  }
  return { writes, undo };
}

/** The changes that put the cells' drafts back as they were. */
export function undoChanges(cells: readonly UndoCell[]): CellChange[] {
  return cells.map(({ userId, day, before }) => ({
    userId,
    day,
    target: before === undefined ? 'published' : before,
  }));
}

/** `1 celda`, `8 celdas`. */
export function cellsLabel(count: number): string {
  return `${count} ${count === 1 ? 'celda' : 'celdas'}`;
}
